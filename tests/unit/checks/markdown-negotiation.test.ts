// markdown-negotiation (checks.md, check 11): run on hand-built answers to markdown Accept headers.
import { describe, expect, it } from 'vitest';
import { markdownNegotiation } from '../../../engine/checks/markdown-negotiation.js';
import { markdownTwinUrls, type MarkdownInput } from '../../../engine/gather/markdown.js';
import { MARKDOWN_ONLY_ACCEPT, MARKDOWN_PREFERRED_ACCEPT } from '../../../engine/parse/content-type.js';
import { START, fetched, page, runCheck, verdicts, type ResponseInit } from '../../helpers/engine/build.js';

const MD = '# Title\n\nSome text.\n';
const HTML = '<!doctype html><html><body><p>Text</p></body></html>';
const markdown = (init: ResponseInit = {}) => fetched(START, { type: 'text/markdown', body: MD, headers: { vary: 'Accept' }, ...init });
const html = () => fetched(START, { type: 'text/html', body: HTML, headers: { vary: 'Accept' } });

function run(only: MarkdownInput['markdownOnly'], preferred: MarkdownInput['markdownPreferred'], twin: MarkdownInput['twin'] = null, browser = page(START, { body: HTML, headers: { vary: 'Accept' } })) {
  const value: MarkdownInput = { markdownOnly: only, markdownPreferred: preferred, twin, twinCandidates: twin ? [twin.url] : [] };
  return runCheck(markdownNegotiation, { page: { page: browser, markdown: value } });
}

describe('markdown-negotiation', () => {
  it('passes markdown answered as text/markdown to both Accept headers, with Vary: Accept, while browsers get HTML', () => {
    const outcome = run(markdown(), markdown());
    expect(verdicts(outcome)).toEqual([
      `pass variant-markdown ${MARKDOWN_ONLY_ACCEPT}`,
      `pass variant-markdown ${MARKDOWN_PREFERRED_ACCEPT}`,
      'pass browser-gets-html',
    ]);
    expect(outcome.score).toBe(100);
  });

  it('warns about a mislabelled answer, one Accept header without markdown and a missing Vary', () => {
    const outcome = run(markdown({ type: 'text/plain', headers: {} }), html());
    expect(verdicts(outcome)).toEqual([
      `warn variant-mislabelled ${MARKDOWN_ONLY_ACCEPT}`,
      `warn variant-not-markdown ${MARKDOWN_PREFERRED_ACCEPT}`,
      'warn no-vary-accept',
      'pass browser-gets-html',
    ]);
    expect(outcome.score).toBe(20);
  });

  it('gives partial credit when only a .md twin serves markdown, and fails when nothing does', () => {
    const twin = { url: `${START}index.md`, result: markdown() };
    const twinOnly = run(html(), fetched(START, { status: 406, body: '' }), twin);
    expect(verdicts(twinOnly)).toEqual([`fail variant-refused ${MARKDOWN_ONLY_ACCEPT}`, `fail variant-refused ${MARKDOWN_PREFERRED_ACCEPT}`, 'warn twin-only']);
    expect(twinOnly.findings[1]!.message).toBe(`Accept: ${MARKDOWN_PREFERRED_ACCEPT} answered 406 Not Acceptable.`);
    expect(twinOnly.score).toBe(50);
    const none = run(html(), html(), { url: `${START}index.md`, result: fetched(`${START}index.md`, { status: 404, body: 'Not found' }) });
    expect(verdicts(none).at(-1)).toBe('info no-twin');
    expect(none.score).toBe(0);
  });

  it('fails when a browser Accept header gets markdown', () => {
    const outcome = run(markdown(), markdown(), null, page(START, { type: 'text/markdown', body: MD }));
    expect(verdicts(outcome)).toEqual(['fail browser-gets-markdown']);
  });

  it('tries `.html.md` twins as nbdev and Quarto write them, and counts one like a `.md` twin (checks.md 2026)', () => {
    expect(markdownTwinUrls(START)).toEqual([`${START}index.md`, `${START}index.html.md`]);
    expect(markdownTwinUrls(`${START}docs/`)).toEqual([`${START}docs.md`, `${START}docs/index.md`, `${START}docs/index.html.md`]);
    expect(markdownTwinUrls(`${START}guide/start.html?x=1#top`)).toEqual([`${START}guide/start.md`, `${START}guide/start.html.md`]);
    expect(markdownTwinUrls(`${START}guide/start.html.md`)).toEqual([]);
    const twinUrl = `${START}index.html.md`;
    const outcome = run(html(), html(), { url: twinUrl, result: fetched(twinUrl, { type: 'text/markdown', body: MD }) });
    expect(verdicts(outcome)).toContain('warn twin-only');
    expect(outcome.score).toBe(50);
  });
});
