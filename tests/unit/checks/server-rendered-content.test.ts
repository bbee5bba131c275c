// server-rendered-content (checks.md, check 12): run on hand-built HTML pages.
import { describe, expect, it } from 'vitest';
import { serverRenderedContent } from '../../../engine/checks/server-rendered-content.js';
import { htmlPage, markup, NOT_RENDERED, renderedView, runCheck, verdicts } from '../../helpers/engine/build.js';

const run = (body: string, head = '<title>Page</title>') => runCheck(serverRenderedContent, { page: { html: htmlPage(markup(head, body)), rendered: NOT_RENDERED } });
const TEXT = 'Agents read the text that is in the HTML itself. '.repeat(12);

describe('server-rendered-content', () => {
  it('passes enough text in real headings and paragraphs', () => {
    const outcome = run(`<h1>Title</h1><p>${TEXT}</p>`);
    expect(verdicts(outcome)).toEqual(['pass enough-text', 'pass structured', 'info rendered-not-measured']);
    expect(outcome.score).toBe(100);
  });

  it('scores unstructured text lower; a short page whose text is all in the HTML passes (2026-12b: thinness is not this gate\'s matter)', () => {
    expect(run(`<div>${TEXT}</div>`)).toMatchObject({ score: 70 });
    const short = run('<p>A page with a little text, between one and five hundred characters of it in all.</p><p>More text here to pass one hundred.</p>');
    expect(verdicts(short)).toEqual(['info some-text', 'pass structured', 'info rendered-not-measured']);
    expect(short.score).toBe(100);
  });

  it('warns where scripts fill part of the content beside text in the HTML: an empty mount point, loading placeholders', () => {
    const island = run(`<h1>Pricing</h1><p>${TEXT}</p><div id="app"></div><script src="/prices.js"></script>`);
    expect(verdicts(island)).toEqual(['pass enough-text', 'pass structured', 'warn script-built-part', 'info rendered-not-measured']);
    expect(island.findings[2]!.message).toBe('Part of the main content is built by scripts: the HTML has an empty mount point (#app) that a script fills.');
    expect(island.score).toBe(60);
    // The same page without the script: nothing fills the element, so it is no evidence.
    expect(verdicts(run(`<h1>Pricing</h1><p>${TEXT}</p><div id="app"></div>`))).toEqual(['pass enough-text', 'pass structured', 'info rendered-not-measured']);
  });

  it('gives partial credit for content only in noscript', () => {
    expect(verdicts(run(`<div id="root"></div><noscript>${TEXT}</noscript>`))).toEqual(['warn noscript-only', 'info rendered-not-measured']);
  });

  it('fails an application shell and redirects agents do not follow; a page with almost no text and no script passes (2026-12b)', () => {
    expect(verdicts(run('<div id="root"></div><script src="/app.js"></script>'))).toEqual(['fail app-shell', 'info rendered-not-measured']);
    expect(verdicts(run('<div id="main"></div><script src="/bundle.js"></script><noscript>You need to enable JavaScript to run this app.</noscript>'))).toEqual(['fail app-shell', 'info rendered-not-measured']);
    // Little text is never evidence of JavaScript: a heading and a price, with an analytics script and a tracking pixel.
    const tiny = run('<h1>Croissant</h1><p>€2.40</p><script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script><noscript><img src="https://px.test/p.gif"></noscript>');
    expect(verdicts(tiny)).toEqual(['info little-text', 'info rendered-not-measured']);
    expect(tiny.score).toBe(100);
    expect(verdicts(run('<p>Hi</p>'))).toEqual(['info little-text', 'info rendered-not-measured']);
    expect(verdicts(run(`<p>${TEXT}</p>`, '<meta http-equiv="refresh" content="0; url=/home">'))).toEqual(['fail meta-refresh', 'info rendered-not-measured']);
    expect(verdicts(run('<script>window.location.href = "/home";</script>'))).toEqual(['fail script-redirect', 'info rendered-not-measured']);
  });

  it('warns where the content is only in a frame, which agents that read the HTML do not load (one rule with the agent views)', () => {
    const framed = run('<main><h1>Menu</h1><iframe src="/menu-frame" title="Menu"></iframe></main>');
    expect(verdicts(framed)).toEqual(['warn frame-only', 'info rendered-not-measured']);
    expect(framed.score).toBe(30);
    expect(framed.findings[0]!.message).toBe("The page's content is in a frame (/menu-frame), which agents that read the HTML do not load; the page itself holds 4 characters of text.");
    // A frame beside content of the page's own is no matter for this check.
    expect(verdicts(run(`<h1>Menu</h1><p>${TEXT}</p><iframe src="/map"></iframe>`))).toEqual(['pass enough-text', 'pass structured', 'info rendered-not-measured']);
  });

  it('judges a redirect page with a <noscript> meta refresh or a visible link as a redirect with a fallback (mike, MkDocs)', () => {
    const mike =
      '<title>Redirecting</title><noscript><meta http-equiv="refresh" content="1; url=latest/" /></noscript>' +
      '<script>window.location.replace("latest/" + window.location.search + window.location.hash);</script>';
    const outcome = run('Redirecting to <a href="latest/">latest/</a>...', mike);
    expect(verdicts(outcome)).toEqual(['warn redirect-with-fallback', 'info rendered-not-measured']);
    expect(outcome.score).toBe(30);
    expect(outcome.findings[0]!.message).toBe(
      'The page redirects with a script, and readers without JavaScript can follow a <noscript> meta refresh to latest/; the page itself carries no content.',
    );
    const linked = run('<p>Moved to <a href="/home">the new home</a>.</p>', '<meta http-equiv="refresh" content="0; url=/home">');
    expect(verdicts(linked)).toEqual(['warn redirect-with-fallback', 'info rendered-not-measured']);
    expect(linked.findings[0]!.detail).toBe('https://site.test/ — fallback: a visible link to /home');
  });

  it('measures what scripts add against the rendered page: words, headings, links and JSON-LD, in numbers', () => {
    const html = htmlPage(markup('<title>Shop</title>', '<div id="root"></div><script src="/app.js"></script>'));
    const snapshot = {
      text: `Winter catalogue ${TEXT}`,
      headings: [{ level: 1, text: 'Winter catalogue' }],
      links: ['https://site.test/boots', 'https://site.test/hats'],
      jsonLd: [{ valid: true, types: ['Product'], bytes: 120 }],
    };
    const outcome = runCheck(serverRenderedContent, { page: { html, rendered: renderedView({ snapshot }) } });
    expect(verdicts(outcome)).toEqual(['fail app-shell', 'info view-comparison', 'fail js-only-text', 'warn js-only-headings', 'warn js-only-links', 'warn js-only-json-ld']);
    expect(outcome.findings[1]!.message).toBe('The raw HTML holds 0 of 122 words (0%), 0 of 1 headings, 0 of 2 links and 0 of 1 JSON-LD blocks of the rendered page.');
    expect(outcome.findings[2]!.message).toBe('Scripts add 122 of the 122 words of the rendered page (100%); a crawler that runs no JavaScript misses them.');
    expect(outcome.findings[5]!.message).toBe('1 JSON-LD block is added by script only (Product).');
    expect(outcome.findings.map((finding) => finding.view ?? 'raw')).toEqual(['raw', 'rendered', 'rendered', 'rendered', 'rendered', 'rendered']);
    expect(outcome.score).toBe(0);

    const served = htmlPage(markup('<title>Shop</title>', `<h1>Winter catalogue</h1><p>${TEXT}</p><a href="/boots">Boots</a>`));
    const same = runCheck(serverRenderedContent, {
      page: { html: served, rendered: renderedView({ snapshot: { text: `Winter catalogue ${TEXT} Boots`, headings: [{ level: 1, text: 'Winter catalogue' }], links: ['https://site.test/boots'] } }) },
    });
    expect(verdicts(same)).toEqual(['pass enough-text', 'pass structured', 'pass view-comparison']);
    expect(same.score).toBe(100);
  });
});
