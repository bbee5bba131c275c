import { describe, expect, it } from 'vitest';
import { HOME, html, NEVER_ANSWERS, text } from '../../helpers/site.js';
import { messages, NO_DNS, useCheckAudit } from '../../helpers/check-audit.js';

const { measure } = useCheckAudit('llms-txt', { home: HOME, resolver: NO_DNS });

const MARKDOWN = 'text/markdown; charset=utf-8';
const GOOD = '# Fixture Docs\n\n> Everything about the fixture.\n\n## Docs\n\n- [Start](/start.md): how to begin\n- [API](/api.md)\n';
const PAGES = { '/start.md': text('# Start', MARKDOWN), '/api.md': text('# API', MARKDOWN) };

function withLinks(count: number): string {
  const links = Array.from({ length: count }, (_, i) => `- [Page ${i}](/p${i}.md)`).join('\n');
  return `# Site\n\n> Summary.\n\n## Pages\n\n${links}\n`;
}
function pages(count: number): Record<string, ReturnType<typeof text>> {
  return Object.fromEntries(Array.from({ length: count }, (_, i) => [`/p${i}.md`, text(`# ${i}`, MARKDOWN)]));
}

describe('llms-txt', () => {
  it('passes a well-formed llms.txt whose links answer', async () => {
    const { result, site: { requests } } = await measure({ '/llms.txt': text(GOOD, MARKDOWN), ...PAGES });
    expect(result).toMatchObject({ status: 'pass', score: 100 });
    expect(messages(result)).toEqual([
      'pass: llms.txt was found.',
      'pass: llms.txt starts with an H1: "Fixture Docs".',
      'pass: llms.txt has a blockquote summary.',
      'pass: llms.txt has 1 H2 section with link lists.',
      'pass: 2 of 2 sampled links in llms.txt answer 2xx.',
    ]);
    expect(requests).toEqual(expect.arrayContaining(['HEAD /start.md', 'HEAD /api.md']));
  });

  it('samples at most 20 links', async () => {
    const { result, site: { requests } } = await measure({ '/llms.txt': text(withLinks(30), MARKDOWN), ...pages(30) });
    expect(result).toMatchObject({ status: 'pass', score: 100 });
    expect(requests.filter((request) => request.startsWith('HEAD /p'))).toHaveLength(20);
  });

  it('warns when found only at a fallback path', async () => {
    const { result } = await measure({ '/docs/llms.txt': text(GOOD, MARKDOWN), ...PAGES });
    expect(result).toMatchObject({ status: 'warn', score: 85 });
    expect(messages(result)).toContain('warn: llms.txt was found only at a fallback path (/docs/llms.txt), not at /llms.txt.');
  });

  it('warns when the summary and the link sections are missing', async () => {
    const { result } = await measure({ '/llms.txt': text('# Site\n\nJust a paragraph.\n', 'text/plain') });
    expect(result).toMatchObject({ status: 'warn', score: 60 });
    expect(messages(result)).toEqual(
      expect.arrayContaining([
        'warn: llms.txt has no blockquote summary after its H1.',
        'warn: llms.txt has no H2 sections with link lists.',
      ]),
    );
  });

  it('warns when 50–90% of the sampled links answer', async () => {
    const { result } = await measure({ '/llms.txt': text(withLinks(4), MARKDOWN), ...pages(3) });
    expect(result).toMatchObject({ status: 'warn', score: 75 });
    expect(messages(result)).toContain('warn: 3 of 4 sampled links in llms.txt answer 2xx.');
  });

  it('warns between 50,000 and 100,000 characters', async () => {
    const body = GOOD + `\n## Notes\n\n${'Long text. '.repeat(5000)}\n`;
    const { result } = await measure({ '/llms.txt': text(body, MARKDOWN), ...PAGES });
    expect(result).toMatchObject({ status: 'warn', score: 80 });
    expect(messages(result)).toContain('warn: llms.txt is between 50,000 and 100,000 characters.');
  });

  it('fails when absent everywhere', async () => {
    const { result, site: { requests } } = await measure({});
    expect(result).toMatchObject({ status: 'fail', score: 0 });
    expect(messages(result)).toEqual(['fail: No llms.txt was found.']);
    expect(requests).toEqual(expect.arrayContaining(['GET /llms.txt', 'GET /docs/llms.txt', 'GET /.well-known/llms.txt']));
  });

  it('fails on an HTML page, calling it a soft 404', async () => {
    const { result } = await measure({ '/llms.txt': html('<!doctype html><html><body><h1>Welcome</h1></body></html>') });
    expect(result).toMatchObject({ status: 'fail', score: 0 });
    expect(messages(result)[0]).toBe('fail: /llms.txt looked like a soft 404: an HTML page was served where a file was expected.');
  });

  it('fails without an H1', async () => {
    const { result } = await measure({ '/llms.txt': text('> Summary\n\n## Docs\n\n- [Start](/start.md)\n', MARKDOWN), ...PAGES });
    expect(result).toMatchObject({ status: 'fail', score: 0 });
    expect(messages(result)).toContain('fail: llms.txt has no H1 title.');
  });

  it('fails over 100,000 characters', async () => {
    const body = GOOD + `\n## Notes\n\n${'Long text. '.repeat(10_000)}\n`;
    const { result } = await measure({ '/llms.txt': text(body, MARKDOWN), ...PAGES });
    expect(result).toMatchObject({ status: 'fail', score: 0 });
    expect(messages(result)).toContain('fail: llms.txt is over 100,000 characters, too long for an index.');
  });

  it('fails when under half of the sampled links answer', async () => {
    const { result } = await measure({ '/llms.txt': text(withLinks(4), MARKDOWN), ...pages(1) });
    expect(result).toMatchObject({ status: 'fail', score: 0 });
    expect(messages(result)).toContain('fail: 1 of 4 sampled links in llms.txt answer 2xx.');
  });

  it('is an error when /llms.txt does not answer in time', async () => {
    const { result } = await measure({ '/llms.txt': NEVER_ANSWERS }, { timeout: 300 });
    expect(result).toMatchObject({ status: 'error', score: 0 });
    expect(result.findings[0]!.message).toMatch(/^Could not fetch llms.txt/);
  });

  it('is a base check: applicable under every profile', async () => {
    const { result } = await measure({ '/llms.txt': text(GOOD, MARKDOWN), ...PAGES }, { profile: 'api' });
    expect(result).toMatchObject({ status: 'pass', score: 100, applicable: true });
  });
});
