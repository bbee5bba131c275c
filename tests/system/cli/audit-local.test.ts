import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { html, serveSite, text, type FixtureSite } from '../../helpers/site.js';
import { buildCli, closedPort, runCli } from '../../helpers/cli/run-cli.js';

// Scorecard 2026.12 (checks.md "Agent outcomes"): every agent profile reads the start page, so Access (half the score)
// is full. robots-txt passes (grade C, weight 2) and llms-txt fails (grade B, weight 4): cost and coverage is
// 200 / 6 = 33.3, the overall score 50 + 16.7 = 67, and fixing llms-txt returns ½ × (100 − 0) × 4 / 6 = 33.3 points.
const CHECKS = 'robots-txt,llms-txt,llms-full-txt,web-bot-auth';

let site: FixtureSite;

beforeAll(async () => {
  buildCli();
  const page = (title: string) =>
    html(`<!doctype html><html lang="en"><head><title>${title}</title></head>
      <body><main><h1>${title}</h1><p>${'Plain words for agents. '.repeat(40)}</p>
      <a href="/guide">Guide</a> <a href="/pricing">Pricing</a></main></body></html>`);
  site = await serveSite({
    '/': page('Fixture home page'),
    '/guide': page('Guide'),
    '/pricing': page('Pricing'),
    '/robots.txt': text('User-agent: *\nAllow: /\n'),
  });
});

afterAll(() => site?.close());

const local = (...args: string[]) => runCli(['audit', ...args, '--local', '--allow-private-targets']);

describe('agentgauge audit --local: the report', () => {
  it('--json prints the Audit report itself on stdout', async () => {
    const run = await local(site.url, '--checks', CHECKS, '--json');
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report).toMatchObject({
      url: site.url,
      engine: 'agentgauge@6.4.0',
      overallScore: 67,
      grade: { label: 'C', min: 60 },
      profile: 'auto',
      scope: 'page',
      checksScope: 'origin',
      pageCount: 1,
    });
    for (const field of ['timestamp', 'duration', 'results', 'resolvedProfiles', 'discoveredUrls', 'originScore', 'categories', 'pages']) {
      expect(report).toHaveProperty(field);
    }
    expect(report.results.map((r: { id: string }) => r.id)).toEqual(CHECKS.split(','));
    expect(report.results.find((r: { id: string }) => r.id === 'robots-txt')).toMatchObject({ status: 'pass', score: 100 });
    expect(report.results.find((r: { id: string }) => r.id === 'llms-txt')).toMatchObject({ status: 'fail', score: 0 });
  });

  it('prints a readable report: score, grade, categories, checks with symbols and findings, top fixes', async () => {
    const run = await local(site.url, '--checks', CHECKS);
    expect(run.code).toBe(0);
    const out = run.stdout;
    expect(out).not.toContain('\u001b['); // stdout is a pipe: no colour
    expect(out).toContain(`Agent Gauge audit of ${site.url}`);
    expect(out).toMatch(/^Score 67\/100 +Grade C$/m);
    expect(out).toMatch(/^Discovery {2}33\/100$/m);
    expect(out).toMatch(/^ {2}✓ 100 {2}robots\.txt \(robots-txt\)$/m);
    expect(out).toMatch(/^ {2}✗ {3}0 {2}llms\.txt \(llms-txt\)$/m);
    // the first finding of each check is shown under it
    expect(out).toMatch(/\(llms-txt\)\n {9}\S.*/);
    // not applicable: shown as such, never as a failure
    expect(out).toMatch(/^ {2}– n\/a {2}llms-full\.txt \(llms-full-txt\) · not applicable to this site \(measured \d+\) · not counted$/m);
    expect(out).toMatch(/\(web-bot-auth\) · .*informational · not counted$/m);
    // top fixes: only counted checks below 100, with the points they return
    const fixes = out.slice(out.indexOf('Top fixes'));
    expect(fixes).toMatch(/^ {2}1\. \+33\.3 {2}llms-txt {2}\S/m);
    expect(fixes).not.toContain('robots-txt');
    expect(fixes).not.toContain('llms-full-txt');
    expect(fixes).not.toContain('web-bot-auth');
  });

  it('says on stderr that it runs locally when there is no API key and no --local', async () => {
    const run = await runCli(['audit', site.url, '--checks', 'robots-txt', '--allow-private-targets']);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/^agentgauge: no API key .*runs locally/);
    expect(run.stdout).toMatch(/^Score 100\/100 +Grade A$/m);
  });

  it('reports progress of a multi-page audit on stderr and keeps stdout pure JSON', async () => {
    const run = await local(site.url, '--checks', 'robots-txt,page-metadata', '--max-pages', '3', '--json');
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report.scope).toBe('site');
    expect(report.pageCount).toBeGreaterThan(1);
    expect(run.stderr).toContain(`agentgauge: measured page ${report.pageCount}/${report.pageCount}`);
  });

  it('shows what a site audit counts for page checks: the mean over pages, and where the worst page is', async () => {
    const args = [site.url, '--checks', 'page-metadata', '--max-pages', '3'];
    const report = JSON.parse((await local(...args, '--json')).stdout);
    const metadata = report.results[0];
    expect(metadata.siteScore).toBeLessThan(metadata.score); // "Guide" and "Pricing" are too short as titles
    const [worst] = [...report.pages].sort(
      (a: { results: Array<{ score: number }> }, b: { results: Array<{ score: number }> }) => a.results[0]!.score - b.results[0]!.score,
    );
    const worstUrl: string = worst.url;

    const run = await local(...args);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Score ${report.overallScore}/100`);
    const line = new RegExp(
      `^ {2}! +${metadata.siteScore} {2}Page metadata \\(page-metadata\\) · mean over ${report.pageCount} pages; start page ${metadata.score}\n {9}.+ \\(${worstUrl.replace(/[.?]/g, '\\$&')}\\)$`,
      'm',
    );
    expect(run.stdout).toMatch(line);
  });
});

describe('agentgauge audit --local: exit codes', () => {
  it('1 when the score is below --min-score, with the report still printed', async () => {
    const below = await local(site.url, '--checks', CHECKS, '--min-score', '68');
    expect(below.code).toBe(1);
    expect(below.stdout).toMatch(/^Score 67\/100/m);
    expect(below.stderr).toBe('agentgauge: assertion failed: overall score: required score ≥ 68, measured 67\n');
    const atThreshold = await local(site.url, '--checks', CHECKS, '--min-score', '67', '--json');
    expect(atThreshold.code).toBe(0);
  });

  it.each([
    [['--timeout', '50'], /^agentgauge: option '--timeout <ms>' argument '50' is invalid\. Expected an integer from 100 to 10000\.\n$/],
    [['--retries', 'two'], /--retries <n>.*'two'.*from 0 to 2/],
    [['--max-pages', '0'], /--max-pages <n>.*'0'/],
    [['--min-score', '101'], /--min-score <n>.*'101'.*from 0 to 100/],
    [['--profile', 'shop'], /--profile <profile>.*'shop'.*auto, api, mcp, agent, docs, commerce, all/],
    [['--checks', 'robots-txt,nope,llms'], /^agentgauge: --checks: unknown check ids nope, llms \(run "agentgauge checks" for the list\)\n$/],
    [['--frobnicate'], /unknown option '--frobnicate'/],
  ])('2 for a bad flag %j, with one line naming it', async (flags, message) => {
    const requestsBefore = site.requests.length;
    const run = await local(site.url, ...flags);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(message);
    expect(site.requests).toHaveLength(requestsBefore);
  });

  it('2 for a URL that does not parse', async () => {
    const run = await local('http://exa mple.com/');
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('agentgauge: "http://exa mple.com/" is not a valid URL: The address contains a space; write a space in a path as %20.\n');
  });

  it('3 for a loopback target without --allow-private-targets: refused before anything is sent', async () => {
    const requestsBefore = site.requests.length;
    const run = await runCli(['audit', `http://127.0.0.1:${site.port}/`, '--local']);
    expect(run.code).toBe(3);
    expect(run.stdout).toBe('');
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^agentgauge: target refused by the "[a-z-]+" rule: .*127\.0\.0\.1/);
    expect(run.stderr).toContain('--allow-private-targets');
    expect(site.requests).toHaveLength(requestsBefore);
  });

  it('3 for a scheme other than http(s), naming the rule', async () => {
    const run = await local('ftp://127.0.0.1/file');
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(/^agentgauge: target refused by the "scheme" rule: .*ftp:/);
  });

  it('4 for a start page nothing answers (closed port)', async () => {
    const port = await closedPort();
    const run = await local(`http://127.0.0.1:${port}/`, '--timeout', '1000', '--retries', '0');
    expect(run.code).toBe(4);
    expect(run.stdout).toBe('');
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(new RegExp(`^agentgauge: .*127\\.0\\.0\\.1:${port}`));
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('takes a bare IP:port as http:// (issue 46), and says an https:// address on a plain-HTTP port should be http://', async () => {
    const bare = await local(`127.0.0.1:${site.port}`, '--timeout', '1000', '--retries', '0', '--json');
    expect(bare.code, bare.stderr).toBe(0);
    expect(JSON.parse(bare.stdout).url).toBe(`http://127.0.0.1:${site.port}/`);
    const tls = await local(`https://127.0.0.1:${site.port}/`, '--timeout', '1000', '--retries', '0');
    expect(tls.code).toBe(4);
    expect(tls.stderr).toBe(
      `agentgauge: The start page could not be reached: 127.0.0.1:${site.port} answered, but this port does not speak TLS: try http://127.0.0.1:${site.port}/ (ERR_SSL_WRONG_VERSION_NUMBER).\n`,
    );
  });
});
