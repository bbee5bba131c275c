// System tier (the CLI's process): the CLI's --format markdown (what the GitHub Action posts as a PR comment) keeps a
// hostile audited URL's link syntax as text. The service's Markdown (report.md and the `Accept: text/markdown` twin
// of /report/{host}) is tests/integration/api/markdown-escaping.test.ts. The audit is local: no server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN, nodesOf, textOf } from '../../helpers/markdown/markdown-nodes';
import { html, serveSite, text, type FixtureSite } from '../../helpers/site';
import { buildCli, runCli } from '../../helpers/cli/run-cli';

describe('Markdown outputs of a hostile site', { timeout: 120_000 }, () => {
  let site: FixtureSite;

  beforeAll(async () => {
    buildCli();
    site = await serveSite({
      '/': html(`<!doctype html><html lang="en"><head><title>${'x'.repeat(5)}</title></head><body><main><h1>Shop</h1></main></body></html>`),
      '/robots.txt': text('User-agent: *\nAllow: /\n'),
    });
  });

  afterAll(async () => {
    await site?.close();
  });

  it('the CLI\'s --format markdown (the PR comment): the audited URL\'s link syntax stays text', async () => {
    // No spaces: a URL would percent-encode them, and the link syntax must survive into the report.
    const link = '[Verify](https://evil.example/login)';
    const target = `${site.url}?ref=${link}`;
    const run = await runCli(['audit', target, '--local', '--allow-private-targets', '--checks', 'robots-txt,page-metadata', '--format', 'markdown']);
    expect(run.stdout).toContain('### Agent Gauge: ');
    const nodes = nodesOf(run.stdout);
    // The footer's <sub> tags are the only HTML, and they are ours.
    expect(nodes.filter((node) => FORBIDDEN.has(node.type) && !(node.type === 'html' && /^<\/?sub>$/.test(node.value ?? '')))).toEqual([]);
    const heading = nodes.find((node) => node.type === 'heading')!;
    expect(textOf(heading)).toContain(`?ref=${link}`);
  });
});
