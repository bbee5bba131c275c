// content-efficiency (checks.md, check 16): run on hand-built HTML pages and markdown versions.
import { describe, expect, it } from 'vitest';
import { contentEfficiency } from '../../../engine/checks/content-efficiency.js';
import type { MarkdownTwin } from '../../../engine/gather/markdown.js';
import type { TokenizerArtifact } from '../../../engine/gather/tokenizer.js';
import { START, htmlPage, markup, runCheck, verdicts } from '../../helpers/engine/build.js';

/** About four characters a token: what matters here is that the check reports an estimate. */
const tokenizer: TokenizerArtifact = { estimate: (text) => Math.ceil(text.length / 4) };
const TEXT = '<p>Readable text for agents and people alike.</p>'.repeat(30);

function run(html: string, twin: MarkdownTwin | null = null) {
  return runCheck(contentEfficiency, { origin: { tokenizer }, page: { html: htmlPage(html), markdownTwin: twin } });
}

describe('content-efficiency', () => {
  it('passes a small page that is mostly text, its main content first', () => {
    const outcome = run(markup('<title>T</title>', `<main>${TEXT}</main>`));
    expect(verdicts(outcome)).toEqual(['info token-cost', 'pass text-share-ok', 'pass html-size-ok', 'pass main-content-early']);
    expect(outcome.score).toBe(100);
  });

  it('counts a markdown version instead of the text share', () => {
    const heavy = markup(`<title>T</title><style>${'a{}'.repeat(400)}</style>`, `<main><p>x</p></main>`);
    expect(verdicts(run(heavy, { url: `${START}index.md`, text: '# T\n\nx\n' }))[1]).toBe('pass markdown-twin');
  });

  it('warns when the main content starts late, and fails when text is under 3% without a markdown version', () => {
    const late = run(markup('<title>T</title>', `<nav>${'<a href="/">Navigation</a>'.repeat(20)}</nav><main>${TEXT}</main>`));
    expect(verdicts(late)[3]).toBe('warn main-content-late');
    const bloated = run(markup(`<title>T</title><script>${'var a = 1;'.repeat(3000)}</script>`, '<main><p>Tiny.</p></main>'));
    expect(verdicts(bloated)[1]).toBe('fail low-text-share');
    expect(bloated.score).toBe(0);
    expect(verdicts(run(markup('<title>T</title>', TEXT))).at(-1)).toBe('info no-main-content');
  });
});
