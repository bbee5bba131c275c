// server-rendered-content (checks.md, check 12): run on hand-built HTML pages.
import { describe, expect, it } from 'vitest';
import { serverRenderedContent } from '../../../engine/checks/server-rendered-content.js';
import { htmlPage, markup, runCheck, verdicts } from './build.js';

const run = (body: string, head = '<title>Page</title>') => runCheck(serverRenderedContent, { page: { html: htmlPage(markup(head, body)) } });
const TEXT = 'Agents read the text that is in the HTML itself. '.repeat(12);

describe('server-rendered-content', () => {
  it('passes enough text in real headings and paragraphs', () => {
    const outcome = run(`<h1>Title</h1><p>${TEXT}</p>`);
    expect(verdicts(outcome)).toEqual(['pass enough-text', 'pass structured']);
    expect(outcome.score).toBe(100);
  });

  it('scores short or unstructured text lower', () => {
    expect(run(`<div>${TEXT}</div>`)).toMatchObject({ score: 70 });
    const short = run('<p>A page with a little text, between one and five hundred characters of it in all.</p><p>More text here to pass one hundred.</p>');
    expect(verdicts(short)).toEqual(['warn some-text', 'pass structured']);
    expect(short.score).toBe(60);
  });

  it('gives partial credit for content only in noscript', () => {
    expect(verdicts(run(`<div id="root"></div><noscript>${TEXT}</noscript>`))).toEqual(['warn noscript-only']);
  });

  it('fails an application shell, a page with almost no text, and redirects agents do not follow', () => {
    expect(verdicts(run('<div id="root"></div><script src="/app.js"></script>'))).toEqual(['fail app-shell']);
    expect(verdicts(run('<p>Hi</p>'))).toEqual(['fail little-text']);
    expect(verdicts(run(`<p>${TEXT}</p>`, '<meta http-equiv="refresh" content="0; url=/home">'))).toEqual(['fail meta-refresh']);
    expect(verdicts(run('<script>window.location.href = "/home";</script>'))).toEqual(['fail script-redirect']);
  });

  it('judges a redirect page with a <noscript> meta refresh or a visible link as a redirect with a fallback (mike, MkDocs)', () => {
    const mike =
      '<title>Redirecting</title><noscript><meta http-equiv="refresh" content="1; url=latest/" /></noscript>' +
      '<script>window.location.replace("latest/" + window.location.search + window.location.hash);</script>';
    const outcome = run('Redirecting to <a href="latest/">latest/</a>...', mike);
    expect(verdicts(outcome)).toEqual(['warn redirect-with-fallback']);
    expect(outcome.score).toBe(30);
    expect(outcome.findings[0]!.message).toBe(
      'The page redirects with a script, and readers without JavaScript can follow a <noscript> meta refresh to latest/; the page itself carries no content.',
    );
    const linked = run('<p>Moved to <a href="/home">the new home</a>.</p>', '<meta http-equiv="refresh" content="0; url=/home">');
    expect(verdicts(linked)).toEqual(['warn redirect-with-fallback']);
    expect(linked.findings[0]!.detail).toBe('https://site.test/ — fallback: a visible link to /home');
  });
});
