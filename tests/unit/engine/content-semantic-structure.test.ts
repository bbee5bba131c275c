import { describe, expect, it } from 'vitest';
import { html } from '../../helpers/site.js';
import { useCheckAudit } from '../../helpers/check-audit.js';

const ID = 'semantic-structure';
const check = useCheckAudit(ID);
const { measure } = check;

const page = (body: string) =>
  html(`<!doctype html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`);

const GOOD = `
<nav><a href="/">Home</a><a href="/docs"><img src="d.svg" alt="Docs"></a><a href="/gh"><svg><title>GitHub</title></svg></a></nav>
<main>
  <h1>Guide</h1><h2>Install</h2><h3>npm</h3><h2>Use</h2>
  <img src="a.png" alt="Diagram"><img src="spacer.gif" alt="">
  <form><label for="q">Search</label><input id="q" name="q"><label>Email <input name="e"></label><button>Go</button></form>
  <div role="button" onclick="go()">Open</div>
</main>`;

describe('semantic-structure', () => {
  it('passes a page with the whole structure', async () => {
    const { result } = await measure({ '/': page(GOOD) });
    expect(result.status).toBe('pass');
    expect(result.score).toBe(100);
    expect(result.findings.map((f) => f.message)).toEqual([
      'The page has exactly one h1.',
      'No heading level is skipped.',
      'The page has a main landmark.',
      'The page has a nav landmark.',
      '3 of 3 (100%) images have alt text.',
      '5 of 5 (100%) links and buttons have discernible text.',
      'All 2 form controls have labels.',
      'Every clickable div or span declares a role.',
      'The rendered view was not measured, so the accessibility tree was judged only as the raw HTML shows it.',
    ]);
  });

  it('skips rules with nothing to judge (no images, forms, links or clickable divs)', async () => {
    const { result } = await measure({ '/': page('<main><h1>Only text</h1><p>Hello</p></main>') });
    expect(result.status).toBe('pass');
    expect(result.score).toBe(100);
    expect(result.findings).toHaveLength(4); // h1, heading levels, main, and that the rendered view was not measured
  });

  it('warns with the weighted share of rules met, naming the offending elements', async () => {
    const body = `
<nav><a href="/"><svg></svg></a><a href="/x">X</a></nav>
<h1>A</h1><h4>Deep</h4>
<img src="a.png"><img src="b.png" alt="b">
<input name="q" placeholder="Search">
<span onclick="go()">Click</span>`;
    const { result } = await measure({ '/': page(body) });
    // weights: h1 2 ✓, levels 1 ✗, main 2 ✗, nav 1 ✓, alt 1 ✗ (50%), names 1 ✗ (50%), labels 1 ✗, clickable 1 ✗ → 3 of 10
    expect(result.status).toBe('warn');
    expect(result.score).toBe(30);
    const failed = Object.fromEntries(
      result.findings.filter((f) => f.status === 'fail').map((f) => [f.message, f.detail]),
    );
    expect(failed).toEqual({
      'A heading level is skipped: h1 is followed by h4.': 'heading sequence: h1 h4',
      'The page has no main landmark.': null,
      'Only 1 of 2 (50%) images have an alt attribute (90% expected).': '<img src="a.png">',
      'Only 1 of 2 (50%) links and buttons have discernible text (95% expected).': '<a href="/">',
      '1 of 1 form controls have no label.': '<input name="q" placeholder="Search">',
      '1 clickable div or span elements have no role.': '<span onclick="go()">',
    });
  });

  it('scores partial structure', async () => {
    const { result } = await measure({ '/': page('<main><h1>A</h1><h3>C</h3><img src="x.png"></main>') });
    // h1 2 ✓, levels 1 ✗, main 2 ✓, alt 1 ✗ → 4 of 6
    expect(result.status).toBe('warn');
    expect(result.score).toBe(67);
    const failed = result.findings.filter((f) => f.status === 'fail');
    expect(failed.map((f) => f.message)).toEqual([
      'A heading level is skipped: h1 is followed by h3.',
      'Only 0 of 1 (0%) images have an alt attribute (90% expected).',
    ]);
    expect(failed[1]!.detail).toBe('<img src="x.png">');
  });

  it('fails a page with none of the structure', async () => {
    const { result } = await measure({ '/': page('<div>Just text</div>') });
    expect(result.status).toBe('fail');
    expect(result.score).toBe(0);
    expect(result.findings.map((f) => f.message)).toEqual([
      'The page has 0 h1 elements instead of one.',
      'The page has no main landmark.',
      'The rendered view was not measured, so the accessibility tree was judged only as the raw HTML shows it.',
    ]);
  });

  it('measures every page of a site scan and errors on a page that never answers', async () => {
    const { report, result } = await measure(
      {
        '/': page(`<a href="/plain">Plain</a><a href="/slow">Slow</a>${GOOD}`),
        '/plain': page('<div>text</div>'),
        '/slow': () => undefined,
      },
      { maxPages: 3, timeout: 300 },
    );
    expect(result.score).toBe(100);
    expect(report.pages.map((p) => p.results[0]!.status)).toEqual(['pass', 'fail', 'error']);
    expect(result.siteScore).toBe(33);
  });
  it('names links and buttons by label attributes, referenced text, input values and descendants; blank names are none', async () => {
    const named = `
<a href="/1" aria-label="One"></a><a href="/2" title="Two"></a><a href="/3" aria-labelledby="absent l3"></a><span id="l3">Three</span>
<input type="button" value="Four"><input type="submit"><button> <span>Six</span> </button>
<a href="/7"><img src="x.png" alt="Seven"></a><a href="/8"><span aria-label="Eight"></span></a><a href="/9"><svg><title>Nine</title></svg></a>`;
    const unnamed = `
<a href="/10" aria-label="   "></a><a href="/11" aria-labelledby="l11"></a><span id="l11">  </span>
<input type="button" value=" "><button><script>x()</script>  </button><a href="/14"><img src="y.png" alt=" "></a>
<div role="button">&nbsp;</div><a href="/16" aria-labelledby="nothere"></a>`;
    const { result } = await measure({ '/': page(`<main><h1>Controls</h1>${named}${unnamed}</main>`) });
    const names = result.findings.find((f) => f.message.includes('discernible text'));
    expect(names?.message).toBe('Only 9 of 16 (56%) links and buttons have discernible text (95% expected).');
    expect(names?.detail).toContain('href="/10"');
    expect(names?.detail).toContain('href="/11"');
  });
});
