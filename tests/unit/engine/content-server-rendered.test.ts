import { describe, expect, it } from 'vitest';
import { html } from '../../helpers/site.js';
import { useCheckAudit } from '../../helpers/check-audit.js';

const ID = 'server-rendered-content';
const check = useCheckAudit(ID);
const { measure } = check;

const paragraph = (n: number) => `<p>${'Agents read the words that the server sends them directly. '.repeat(n)}</p>`;

describe('server-rendered-content', () => {
  it('passes with 500+ characters of text in headings and paragraphs', async () => {
    const { result } = await measure({ '/': html(`<html><body><h1>Guide</h1>${paragraph(10)}</body></html>`) });
    expect(result.status).toBe('pass');
    expect(result.score).toBe(100);
    expect(result.findings[0]!.message).toMatch(/The raw HTML holds \d+ characters of text\./);
  });

  it('passes 100–500 characters that are all in the HTML (2026-12b: a short page is not a JavaScript matter), saying how many', async () => {
    const { result } = await measure({ '/': html(`<html><body><h1>Guide</h1>${paragraph(3)}</body></html>`) });
    expect(result.status).toBe('pass');
    expect(result.score).toBe(100);
    expect(result.findings[0]).toMatchObject({ code: 'server-rendered-content.some-text', status: 'info' });
    expect(result.findings[0]!.message).toMatch(/^The raw HTML holds \d+ characters of text, all of it in the HTML\.$/);
  });

  it('warns at 500+ characters without headings or paragraphs', async () => {
    const text = 'Text in a bare container that is neither a heading nor a paragraph. '.repeat(10);
    const { result } = await measure({ '/': html(`<html><body><div>${text}</div></body></html>`) });
    expect(result.score).toBe(70);
    expect(result.findings.map((f) => f.message)).toContain(
      'The text is not in headings or paragraphs (only generic containers).',
    );
  });

  it('ignores text inside scripts, styles and templates', async () => {
    const hidden = `<script>var s = "${'x'.repeat(900)}";</script><style>.a{content:"${'y'.repeat(900)}"}</style><template>${'z '.repeat(400)}</template>`;
    const { result } = await measure({ '/': html(`<html><body><div id="root"></div>${hidden}</body></html>`) });
    expect(result.status).toBe('fail');
    expect(result.findings[0]!.message).toBe(
      'The page is an application shell (#root) that scripts fill, with only 0 characters of text before JavaScript runs.',
    );
    expect(result.findings[0]!.hint).toMatch(/Render the content on the server/);
  });

  it('warns when the content is only inside noscript', async () => {
    const { result } = await measure({
      '/': html(`<html><body><div id="__next"></div><noscript>${paragraph(4)}</noscript></body></html>`),
    });
    expect(result.status).toBe('warn');
    expect(result.score).toBe(30);
    expect(result.findings[0]!.message).toBe(
      'The content is only inside <noscript>; the page otherwise has almost no text.',
    );
  });

  it('fails a meta-refresh redirect', async () => {
    const { result } = await measure({
      '/': html(
        `<html><head><meta http-equiv="refresh" content="0; url=/app"></head><body>${paragraph(12)}</body></html>`,
      ),
    });
    expect(result.status).toBe('fail');
    expect(result.findings[0]!.message).toBe('The page redirects with a meta refresh, which only agents that run a browser are documented to follow.');
    expect(result.findings[0]!.detail).toContain('/app');
  });

  it('fails a script-only redirect', async () => {
    const { result } = await measure({
      '/': html(`<html><body><script>window.location.href = "/home";</script></body></html>`),
    });
    expect(result.status).toBe('fail');
    expect(result.findings[0]!.message).toBe(
      'The page is a script-only redirect: without JavaScript an agent sees an empty page.',
    );
  });

  it('is an error on a page that never answers, and reports each page of a site scan', async () => {
    const { report, result } = await measure(
      {
        '/': html(
          `<html><body><h1>Home</h1>${paragraph(10)}<a href="/about">About</a><a href="/slow">Slow</a></body></html>`,
        ),
        '/about': html(`<html><body><div id="root"></div><script src="/app.js"></script></body></html>`),
        '/slow': () => undefined,
      },
      { maxPages: 3, timeout: 300 },
    );
    expect(result.status).toBe('pass');
    expect(report.pages.map((p) => new URL(p.url).pathname)).toEqual(['/', '/about', '/slow']);
    const statuses = report.pages.map((p) => p.results.find((r) => r.id === ID)!.status);
    expect(statuses).toEqual(['pass', 'fail', 'error']);
    expect(report.pages[2]!.results[0]!.findings[0]!.message).toMatch(/^Could not fetch the page/);
    expect(result.siteScore).toBe(33);
  });

  it('fails a page over the 5 MiB HTML cap, naming the cap, and a page that answers 404', async () => {
    const huge = `<html><body><h1>Big</h1>${paragraph(10)}<p>${'filler '.repeat(800_000)}</p></body></html>`;
    const { report } = await measure(
      {
        '/': html(
          `<html><body><h1>Home</h1>${paragraph(10)}<a href="/huge">Huge</a><a href="/gone">Gone</a></body></html>`,
        ),
        '/huge': html(huge),
      },
      { maxPages: 3 },
    );
    const byPath = Object.fromEntries(report.pages.map((p) => [new URL(p.url).pathname, p.results[0]!]));
    expect(byPath['/huge']!.status).toBe('fail');
    expect(byPath['/huge']!.findings[0]!.message).toBe('The page is larger than the 5 MiB cap for HTML.');
    expect(byPath['/gone']!.status).toBe('fail');
    expect(byPath['/gone']!.findings[0]!.message).toBe(
      'The page answered HTTP 404, so there is no content to measure.',
    );
  });

  it('stays applicable under the api profile (a base check)', async () => {
    const { result } = await measure(
      { '/': html(`<html><body><h1>Guide</h1>${paragraph(10)}</body></html>`) },
      { profile: 'api' },
    );
    expect(result.applicable).toBe(true);
  });
});
