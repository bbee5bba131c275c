// llms-txt (checks.md, check 4): run on hand-built llms.txt artifacts.
import { describe, expect, it } from 'vitest';
import { llmsTxt } from '../../../engine/checks/llms-txt.js';
import type { LlmsTxtArtifact } from '../../../engine/gather/llms.js';
import type { LinkProbe } from '../../../engine/gather/probe-link.js';
import { analyzeLlmsTxt } from '../../../engine/parse/markdown-links.js';
import { ORIGIN, file, runCheck, verdicts } from '../../helpers/engine/build.js';

const GOOD = '# Site\n\n> What the site is about.\n\n## Docs\n\n- [Intro](https://site.test/intro.md): start here\n';

function found(text: string, path = '/llms.txt', sampled: LinkProbe[] = [], type = 'text/markdown', describedBy: string[] = []): LlmsTxtArtifact {
  const attempt = file(`${ORIGIN}${path}`, { type, body: text });
  return {
    attempts: [attempt],
    found: attempt,
    fallback: path !== '/llms.txt' && describedBy.length === 0,
    describedBy,
    covers: path.slice(0, path.lastIndexOf('/') + 1),
    structure: analyzeLlmsTxt(text),
    characters: text.length,
    links: [],
    mdLinkCount: 0,
    sampled,
  };
}

const probe = (url: string, status: number): LinkProbe => ({ url, method: 'HEAD', status, ok: status < 300, error: null });
const run = (value: LlmsTxtArtifact) => runCheck(llmsTxt, { origin: { llmsTxt: value } });

describe('llms-txt', () => {
  it('passes an H1, a summary and a section of links that answer', () => {
    const outcome = run(found(GOOD, '/llms.txt', [probe(`${ORIGIN}/intro.md`, 200)]));
    expect(verdicts(outcome)).toEqual(['pass found', 'pass starts-with-h1', 'pass summary', 'pass sections', 'pass links-answer']);
    expect(outcome.score).toBe(100);
  });

  it('warns about a fallback path, the type, a missing summary and sections without links', () => {
    const outcome = run(found('# Site\n\n## Docs\n\nNo links here.\n', '/docs/llms.txt', [], 'application/octet-stream'));
    expect(verdicts(outcome)).toEqual(['pass found', 'warn fallback-path', 'warn wrong-type', 'pass starts-with-h1', 'warn missing-summary', 'warn missing-sections']);
    expect(outcome.score).toBe(100 - 15 - 10 - 15 - 25);
  });

  it('fails without an H1, or when under half the sampled links answer', () => {
    expect(run(found('> Summary only\n')).findings.map((finding) => finding.code)).toContain('no-h1');
    const broken = run(found(GOOD, '/llms.txt', [probe(`${ORIGIN}/a.md`, 404), probe(`${ORIGIN}/b.md`, 404), probe(`${ORIGIN}/intro.md`, 200)]));
    expect(verdicts(broken).at(-1)).toBe('fail links-broken');
    expect(broken.score).toBe(0);
  });

  it('fails when no file is found, naming each path that answered something else than 404', () => {
    const attempts = [
      file(`${ORIGIN}/llms.txt`, { status: 404, body: 'Not found' }),
      file(`${ORIGIN}/docs/llms.txt`, { type: 'text/html', body: '<html><head><title>404 Not Found</title></head></html>' }),
      file(`${ORIGIN}/.well-known/llms.txt`, { status: 500, body: '' }),
    ];
    const outcome = run({ attempts, found: null, fallback: false, describedBy: [], covers: null, structure: null, characters: 0, links: [], mdLinkCount: 0, sampled: [] });
    expect(verdicts(outcome)).toEqual([
      `fail file-soft-404 ${ORIGIN}/docs/llms.txt`,
      `fail file-server-error ${ORIGIN}/.well-known/llms.txt`,
      'fail not-found',
    ]);
  });

  it('takes a subpath file advertised by rel="describedby" as the right file, not a fallback (llmstxt.org, August 2026)', () => {
    const outcome = run(found(GOOD, '/docs/llms.txt', [probe(`${ORIGIN}/intro.md`, 200)], 'text/markdown', [`${ORIGIN}/docs/llms.txt`]));
    expect(verdicts(outcome)).toEqual(['pass found', 'pass scoped-file', 'pass starts-with-h1', 'pass summary', 'pass sections', 'pass links-answer']);
    expect(outcome.findings[1]!.message).toBe('The audited page advertises /docs/llms.txt with rel="describedby"; it covers /docs/.');
    expect(outcome.score).toBe(100);
  });
});
