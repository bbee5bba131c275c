// semantic-structure (checks.md, check 15): run on hand-built HTML pages.
import { describe, expect, it } from 'vitest';
import { semanticStructure } from '../../../engine/checks/semantic-structure.js';
import { htmlPage, markup, NOT_RENDERED, renderedView, runCheck, START, verdicts } from '../../helpers/engine/build.js';

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
    expect(verdicts(outcome)).toEqual([
      'pass one-h1',
      'pass heading-levels-ok',
      'pass main-landmark',
      'fail axe-button-name #buy',
      'fail axe-button-name main > button:nth-of-type(2)',
      'fail axe-tabindex #skip',
    ]);
    // The raw structure scores 100; the violations take their points off on top (critical 30, serious 20).
    expect(outcome.score).toBe(50);
    expect(outcome.findings.slice(3).every((finding) => finding.view === 'rendered')).toBe(true);
    const clean = runCheck(semanticStructure, { page: { html, rendered: renderedView() } });
    expect(verdicts(clean)).toEqual(['pass one-h1', 'pass heading-levels-ok', 'pass main-landmark', 'pass axe-passed']);
    expect(clean.score).toBe(100);
  });
});

// Issue 34 point 4: the rendered view adds, never erases. A page with no headings does not jump to 100 because axe-core
// found nothing wrong; a raw finding about headings, landmarks or link text stands unless the rendered page has what
// was missing.
describe('semantic-structure: the rendered view adds to the raw structure (issue 34 point 4)', () => {
  const judge = (body: string, rendered: Parameters<typeof renderedView>[0]) => {
    const html = htmlPage(markup('<title>T</title>', body));
    return {
      raw: runCheck(semanticStructure, { page: { html, rendered: NOT_RENDERED } }),
      rendered: runCheck(semanticStructure, { page: { html, rendered: renderedView(rendered) } }),
    };
  };
  const structure = (outcome: ReturnType<typeof run>) => verdicts(outcome).filter((line) => !/ (rendered-not-measured|axe-)/.test(line));

  it('keeps a minimal page without headings at its raw verdict when scripts change nothing (17 stays 17, not 100)', () => {
    const minimal = judge('<p>Hello, <a href="/more">more</a>.</p>', { snapshot: { headings: [] } });
    expect(minimal.raw.score).toBe(17);
    expect(minimal.rendered.score).toBe(17);
    expect(structure(minimal.rendered)).toEqual(structure(minimal.raw));
    expect(structure(minimal.rendered)).toEqual(['fail h1-count', 'fail no-main-landmark', 'fail no-nav-landmark', 'pass control-names-ok']);
    expect(verdicts(minimal.rendered).at(-1)).toBe('pass axe-passed');
  });

  it('keeps an empty JavaScript shell at 0 when its script adds no structure (0 stays 0, not 100)', () => {
    const shell = judge('<div id="root"></div><script src="/app.js"></script>', { snapshot: { headings: [], text: 'Loading' } });
    expect(shell.raw.score).toBe(0);
    expect(shell.rendered.score).toBe(0);
    expect(shell.rendered.findings.map((f) => `${f.view ?? 'raw'} ${f.status} ${f.code}`)).toEqual([
      'raw fail h1-count',
      'raw fail no-main-landmark',
      'rendered pass axe-passed',
    ]);
  });

  it('credits what the script really adds: headings and landmarks found in the rendered page, from the rendered view', () => {
    const shell = judge('<div id="root"></div><script src="/app.js"></script>', {
      snapshot: { headings: [{ level: 1, text: 'Winter boots' }, { level: 2, text: 'Care' }], landmarks: { main: 1, nav: 1 }, links: [`${START}boots`] },
    });
    expect(shell.raw.score).toBe(0);
    expect(shell.rendered.findings.map((f) => `${f.view ?? 'raw'} ${f.status} ${f.code}`)).toEqual([
      'rendered pass one-h1',
      'rendered pass heading-levels-ok',
      'rendered pass main-landmark',
      'rendered pass nav-landmark',
      'rendered pass axe-passed',
    ]);
    expect(shell.rendered.score).toBe(100);
  });

  it('keeps a raw failure the rendered page does not fix, and adds a skip the rendered headings make', () => {
    const page = judge('<main><h1>A</h1><h1>B</h1></main>', { snapshot: { headings: [{ level: 1, text: 'A' }, { level: 1, text: 'B' }], landmarks: { main: 1, nav: 0 } } });
    expect(structure(page.rendered)).toEqual(structure(page.raw));
    const added = judge('<div id="root"></div>', { snapshot: { headings: [{ level: 2, text: 'A' }, { level: 4, text: 'B' }], landmarks: { main: 0, nav: 0 } } });
    expect(added.rendered.findings.map((f) => `${f.view ?? 'raw'} ${f.status} ${f.code}`)).toEqual([
      'raw fail h1-count',
      'rendered fail skipped-heading-level',
      'raw fail no-main-landmark',
      'rendered pass axe-passed',
    ]);
  });

  it('lifts missing link text only when axe-core ran and names every link and button of the rendered page', () => {
    const body = '<nav><a href="/a"><i></i></a><a href="/b"><i></i></a></nav><main><h1>T</h1></main>';
    const named = judge(body, { snapshot: { headings: [{ level: 1, text: 'T' }], landmarks: { main: 1, nav: 1 } } });
    expect(verdicts(named.raw)).toContain('fail control-names-missing');
    expect(named.rendered.findings.find((f) => f.code === 'control-names-ok')?.view).toBe('rendered');
    const unnamed = judge(body, {
      snapshot: { headings: [{ level: 1, text: 'T' }], landmarks: { main: 1, nav: 1 } },
      axe: { violations: [{ id: 'link-name', impact: 'serious', help: 'Links must have discernible text', helpUrl: 'https://x', nodes: [{ target: 'nav > a', html: '<a href="/a">' }], nodeCount: 2 }] },
    });
    expect(verdicts(unnamed.rendered)).toContain('fail control-names-missing');
  });
});

// Issue 34 point 1: axe-core that runs out of its budget was not measured; the check keeps the verdict it has without it.
describe('semantic-structure: axe-core out of budget is not measured, never a failure (issue 34 point 1)', () => {
  it('keeps the structure verdict, takes no points off, and says axe-core was not measured', () => {
    const html = htmlPage(markup('<title>T</title>', '<nav><a href="/a">A</a></nav><main><h1>T</h1><p>x</p></main>'));
    const axe = { error: 'the render budget was spent before axe-core finished' };
    const snapshot = { headings: [{ level: 1, text: 'T' }], landmarks: { main: 1, nav: 1 } };
    const outcome = runCheck(semanticStructure, { page: { html, rendered: renderedView({ axe, timedOut: true, snapshot }) } });
    expect(outcome.error).toBeUndefined();
    expect(outcome.score).toBe(100);
    expect(verdicts(outcome)).toEqual(['pass one-h1', 'pass heading-levels-ok', 'pass main-landmark', 'pass nav-landmark', 'pass control-names-ok', 'info axe-not-run']);
    const note = outcome.findings.at(-1)!;
    expect(note.view).toBe('rendered');
    expect(note.detail).toBe(`${START} — the render budget was spent before axe-core finished`);
    const raw = runCheck(semanticStructure, { page: { html, rendered: NOT_RENDERED } });
    expect(raw.score).toBe(outcome.score);
  });
});
