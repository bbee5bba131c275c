// semantic-structure (checks.md, check 15): run on hand-built HTML pages.
import { describe, expect, it } from 'vitest';
import { semanticStructure } from '../../../engine/checks/semantic-structure.js';
import { htmlPage, markup, NOT_RENDERED, renderedView, runCheck, verdicts } from './build.js';

const run = (body: string) => runCheck(semanticStructure, { page: { html: htmlPage(markup('<title>T</title>', body)), rendered: NOT_RENDERED } });

describe('semantic-structure', () => {
  it('passes a page with one h1, landmarks, alt texts, named links and labelled controls', () => {
    const outcome = run(
      '<nav><a href="/a">A</a></nav><main><h1>Title</h1><h2>Part</h2><img src="a.png" alt="A">' +
        '<label for="q">Search</label><input id="q" name="q"><button>Go</button></main>',
    );
    expect(verdicts(outcome)).toEqual([
      'pass one-h1',
      'pass heading-levels-ok',
      'pass main-landmark',
      'pass nav-landmark',
      'pass image-alts-ok',
      'pass control-names-ok',
      'pass form-labels-ok',
      'info rendered-not-measured',
    ]);
    expect(outcome.score).toBe(100);
  });

  it('fails each rule on its own, and skips rules with nothing to judge', () => {
    const outcome = run('<h1>A</h1><h1>B</h1><h4>C</h4><img src="a.png"><a href="/x"><span></span></a><input name="q"><div onclick="go()">Go</div>');
    expect(verdicts(outcome)).toEqual([
      'fail h1-count',
      'fail skipped-heading-level',
      'fail no-main-landmark',
      'fail no-nav-landmark',
      'fail image-alts-missing',
      'fail control-names-missing',
      'fail form-labels-missing',
      'fail clickable-without-role',
      'info rendered-not-measured',
    ]);
    expect(outcome.score).toBe(0);
    const plain = run('<main><h1>Only text</h1></main>');
    expect(verdicts(plain)).toEqual(['pass one-h1', 'pass heading-levels-ok', 'pass main-landmark', 'info rendered-not-measured']);
  });

  it('does not count links and buttons outside the accessibility tree (aria-hidden, hidden, role=presentation; WAI-ARIA 1.2 §7.1)', () => {
    const hidden =
      '<a href="https://github.com/x" aria-hidden="true" tabindex="-1"><svg></svg></a><a href="#a" hidden></a>' +
      '<a href="#b" role="presentation"></a><a href="#c" role="none"></a>' +
      '<span aria-hidden="true"><a href="#top"><i></i></a><button type="button"><i></i></button></span>';
    const outcome = run(`<nav><a href="/a">A</a></nav><main><h1>Title</h1>${hidden}<button>Copy</button></main>`);
    expect(verdicts(outcome)).toContain('pass control-names-ok');
    expect(outcome.findings.find((finding) => finding.code === 'control-names-ok')!.message).toBe(
      '2 of 2 (100%) links and buttons have discernible text.',
    );
    // The same controls in the tree are judged.
    const visible = run('<nav><a href="/a">A</a></nav><main><h1>Title</h1><a href="#top"><i></i></a><button type="button"><i></i></button></main>');
    expect(verdicts(visible)).toContain('fail control-names-missing');
  });

  it('judges the rendered page by the axe-core rules of Lighthouse agent-accessibility-tree, one finding per element', () => {
    const axe = {
      violations: [
        { id: 'button-name', impact: 'critical', help: 'Buttons must have discernible text', helpUrl: 'https://dequeuniversity.com/rules/axe/4.14/button-name', nodes: [{ target: '#buy', html: '<button id="buy"></button>' }, { target: 'main > button:nth-of-type(2)', html: '<button></button>' }], nodeCount: 2 },
        { id: 'color-contrast', impact: 'serious', help: 'Not in the subset', helpUrl: 'https://x', nodes: [{ target: 'p', html: '<p>' }], nodeCount: 1 },
        { id: 'tabindex', impact: 'serious', help: 'Elements should not have tabindex greater than zero', helpUrl: 'https://dequeuniversity.com/rules/axe/4.14/tabindex', nodes: [{ target: '#skip', html: '<a id="skip" tabindex="3">' }], nodeCount: 1 },
      ],
    };
    const html = htmlPage(markup('<title>T</title>', '<main><h1>T</h1></main>'));
    const outcome = runCheck(semanticStructure, { page: { html, rendered: renderedView({ axe }) } });
    expect(verdicts(outcome)).toEqual(['fail axe-button-name #buy', 'fail axe-button-name main > button:nth-of-type(2)', 'fail axe-tabindex #skip']);
    expect(outcome.score).toBe(50);
    expect(outcome.findings.every((finding) => finding.view === 'rendered')).toBe(true);
    const clean = runCheck(semanticStructure, { page: { html, rendered: renderedView() } });
    expect(verdicts(clean)).toEqual(['pass axe-passed']);
    expect(clean.score).toBe(100);
  });
});
