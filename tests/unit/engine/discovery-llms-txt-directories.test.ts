// checks.md 4 (2026-11): when the start URL has a path, llms.txt is also looked for in the start URL's own directory
// and each parent up to the root; a project site's host/project/llms.txt covers it, so it is no fallback.
import { describe, expect, it } from 'vitest';
import { audit } from '../../../engine/index.js';
import { HOME, text } from '../../helpers/site.js';
import { useCheckAudit } from '../../helpers/check-audit.js';

const { serve } = useCheckAudit('llms-txt');
const MARKDOWN = 'text/markdown; charset=utf-8';
const PROJECT = '# Project\n\n> The project\'s documentation.\n\n## Docs\n\n- [Start](/project/start.md): how to begin\n';

async function llmsTxtOf(startPath: string, routes: Parameters<typeof serve>[0]) {
  const site = await serve(routes);
  const report = await audit(`${site.origin}${startPath}`, { checks: ['llms-txt'], profile: 'all', allowPrivateTargets: true, retries: 0 });
  return { result: report.results.find((entry) => entry.id === 'llms-txt')!, site };
}

describe('llms-txt in the start URL\'s directories', () => {
  it('passes a project site whose llms.txt sits in a parent of the start URL, looking deepest first', async () => {
    const { result, site } = await llmsTxtOf('/project/guide/intro.html', {
      '/project/guide/intro.html': HOME,
      '/project/llms.txt': text(PROJECT, MARKDOWN),
      '/project/start.md': text('# Start', MARKDOWN),
    });
    expect([result.status, result.score]).toEqual(['pass', 100]);
    const asked = site.requests.filter((line) => line.endsWith('llms.txt'));
    expect(asked.indexOf('GET /project/guide/llms.txt')).toBeGreaterThanOrEqual(0);
    expect(asked.indexOf('GET /project/guide/llms.txt')).toBeLessThan(asked.indexOf('GET /project/llms.txt'));
    expect(asked).not.toContain('GET /docs/llms.txt');
  });

  it('asks for no extra file when the start URL is the root', async () => {
    const { site } = await llmsTxtOf('/', { '/': HOME, '/llms.txt': text(PROJECT, MARKDOWN) });
    expect(site.requests.filter((line) => line.endsWith('llms.txt'))).toEqual(['GET /llms.txt']);
  });
});
