// robots-txt (checks.md, check 1): run on hand-built robots.txt artifacts, one case per branch.
import { describe, expect, it } from 'vitest';
import { robotsTxt } from '../../../engine/checks/robots-txt.js';
import { robots, runCheck, verdicts } from './build.js';

const run = (artifact: ReturnType<typeof robots>) => runCheck(robotsTxt, { origin: { robots: artifact } });

describe('robots-txt', () => {
  it('passes a plain-text file whose every line parses into user-agent groups', () => {
    const outcome = run(robots('User-agent: *\nDisallow: /private\n'));
    expect(outcome.score).toBe(100);
    expect(verdicts(outcome)).toEqual(['pass served-as-text', 'pass groups', 'pass all-lines-parse']);
  });

  it('warns about the type, missing groups, lines that do not parse and rules before the first group', () => {
    const outcome = run(robots('Disallow: /a\nthis is not a record\n', { type: 'application/octet-stream' }));
    expect(verdicts(outcome)).toEqual(['warn wrong-type', 'warn no-groups', 'warn unparsed-lines', 'warn rules-before-user-agent']);
    expect(outcome.score).toBe(100 - 15 - 20 - 20 - 15);
    expect(outcome.findings[2]!.detail).toBe('line 2: this is not a record');
  });

  it('reports relative Sitemap lines and the other recognised records', () => {
    const outcome = run(robots('User-agent: *\nAllow: /\nSitemap: /sitemap.xml\nCrawl-delay: 5\n'));
    expect(verdicts(outcome)).toEqual([
      'pass served-as-text',
      'pass groups',
      'pass all-lines-parse',
      'warn relative-sitemap',
      'info other-records',
    ]);
    expect(outcome.score).toBe(90);
  });

  it('warns when the file was judged on its first 500 KiB, or redirected to another host', () => {
    const artifact = { ...robots('User-agent: *\nAllow: /\n'), overCap: true, redirectedToHost: 'cdn.other.test' };
    const outcome = run(artifact);
    expect(verdicts(outcome).slice(3)).toEqual(['warn over-cap', 'warn redirected-to-other-host']);
    expect(outcome.score).toBe(65);
  });

  it('fails without a file: absent (everything allowed), unreachable (nothing allowed), or an HTML page', () => {
    expect(verdicts(run(robots(null)))).toEqual(['fail absent']);
    const unreachable = run(robots('', { status: 503 }));
    expect(verdicts(unreachable)).toEqual(['fail unreachable']);
    expect(unreachable.findings[0]!.message).toMatch(/RFC 9309 §2\.3\.1\.4/);
    const html = run(robots('<!doctype html><html><head><title>Page not found</title></head></html>', { type: 'text/html' }));
    expect(verdicts(html)).toEqual(['fail file-soft-404']);
    expect(run(robots('   \n', {})).score).toBe(0);
  });
});
