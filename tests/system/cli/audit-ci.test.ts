// What CI runs: `agentgauge audit` with assertions, a config file, several URLs and a baseline, and the exit codes
// each ends with. One fixture site whose robots-txt passes (100), page-metadata warns, llms-txt fails (0) and
// mcp-server does not apply.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { html, serveSite, text, type FixtureSite } from '../../helpers/site.js';
import { buildCli, closedPort, runCli } from '../../helpers/cli/run-cli.js';

const CHECKS = 'robots-txt,llms-txt,page-metadata,mcp-server';

let site: FixtureSite;
let dir: string;
/** The Audit report of the fixture site (--format json), read once. */
let report: { url: string; engine: string; overallScore: number; results: Array<{ id: string; score: number; applicable: boolean; status: string }>; categories: Array<{ category: string; score: number }> };

const page = (title: string) =>
  html(`<!doctype html><html lang="en"><head><title>${title}</title>
    <meta name="description" content="A page about plain words for agents and people alike, long enough to count."></head>
    <body><main><h1>${title}</h1><p>${'Plain words for agents. '.repeat(40)}</p><a href="/guide">Guide</a></main></body></html>`);

const audit = (...args: string[]) => runCli(['audit', site.url, '--local', '--allow-private-targets', '--checks', CHECKS, ...args]);
const file = (name: string, content: unknown) => {
  const target = path.join(dir, name);
  writeFileSync(target, typeof content === 'string' ? content : JSON.stringify(content));
  return target;
};
const oneLine = (stderr: string) => stderr.trimEnd().split('\n');

beforeAll(async () => {
  buildCli();
  site = await serveSite({
    '/': page('Fixture home page for agents'),
    '/guide': page('Guide to the fixture site'),
    '/robots.txt': text('User-agent: *\nAllow: /\n'),
  });
  dir = mkdtempSync(path.join(tmpdir(), 'agentgauge-ci-'));
  const run = await audit('--json');
  expect(run.code).toBe(0);
  report = JSON.parse(run.stdout);
  expect(report.results.map((r) => [r.id, r.applicable, r.status])).toEqual([
    ['robots-txt', true, 'pass'],
    ['llms-txt', true, 'fail'],
    ['page-metadata', true, 'warn'],
    ['mcp-server', false, 'fail'],
  ]);
});

afterAll(async () => {
  await site?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('--assert', () => {
  it('exits 0 when every assertion holds, and lists them after the report', async () => {
    const metadata = report.results.find((r) => r.id === 'page-metadata')!.score;
    const run = await audit('--assert', 'robots-txt=100', '--assert', 'robots-txt=pass', '--assert', 'page-metadata=warn', '--assert', `page-metadata=${metadata}`, '--assert', `score=${report.overallScore}`);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^Assertions 5 met$/m);
    expect(run.stdout).toMatch(/^ {2}✓ robots-txt: required status pass, measured pass$/m);
    expect(run.stdout).toMatch(new RegExp(`^ {2}✓ page-metadata: required score ≥ ${metadata}, measured ${metadata}$`, 'm'));
  });

  it('exits 1 when one fails, printing one line per failed assertion naming the check, the requirement and the measure', async () => {
    const run = await audit('--assert', 'llms-txt=100', '--assert', 'robots-txt=pass', '--assert', 'page-metadata=pass', '--assert', 'category:discovery=100', '--assert', `score=${report.overallScore + 1}`);
    expect(run.code).toBe(1);
    expect(oneLine(run.stderr)).toEqual([
      'agentgauge: assertion failed: llms-txt: required score ≥ 100, measured 0',
      'agentgauge: assertion failed: page-metadata: required status pass, measured warn',
      // The category's score is its checks' weighted mean under the report's scorecard (2026.12: evidence-grade weights).
      `agentgauge: assertion failed: category Discovery: required score ≥ 100, measured ${report.categories.find((category) => category.category === 'Discovery')!.score}`,
      `agentgauge: assertion failed: overall score: required score ≥ ${report.overallScore + 1}, measured ${report.overallScore}`,
    ]);
    expect(run.stdout).toMatch(/^Assertions 1 met, 4 failed$/m);
  });

  it('counts an assertion on a check that does not apply as not judged, never as met or failed, and exits 0', async () => {
    const run = await audit('--assert', 'mcp-server=100', '--assert', 'mcp-server=pass', '--assert', 'category:commerce=90');
    expect(run.code).toBe(0);
    const dropped = 'auto-detection dropped the check: the site shows no mcp profile (detected: none); --profile mcp judges it';
    expect(run.stdout).toMatch(/^Assertions 0 met, 3 not judged$/m);
    expect(run.stdout).toContain(`\n  – mcp-server: required score ≥ 100, not judged: ${dropped}\n`);
    expect(run.stdout).toMatch(/^ {2}– category Commerce: required score ≥ 90, not judged: no check of this category applies to the site$/m);
    // The user named mcp-server under profile auto: the run says that auto-detection dropped it.
    expect(oneLine(run.stderr)).toEqual([`agentgauge: assertion mcp-server=100 not judged: ${dropped}`, `agentgauge: assertion mcp-server=pass not judged: ${dropped}`]);
  });

  it('--assert openapi=100 where openapi does not apply: "0 met, 1 not judged" in text, Markdown, JUnit (skipped) and SARIF (a notification)', async () => {
    const outputs = ['markdown', 'junit', 'sarif'].map((format) => `${format}:${path.join(dir, `not-judged.${format}`)}`);
    const run = await runCli(['audit', site.url, '--local', '--allow-private-targets', '--checks', 'robots-txt,openapi', '--assert', 'openapi=100', ...outputs.flatMap((output) => ['--output', output])]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Assertions 0 met, 1 not judged$/m);
    const [markdown, junit, sarif] = outputs.map((output) => readFileSync(output.slice(output.indexOf(':') + 1), 'utf8'));
    expect(markdown).toContain('**Assertions: 0 met, 1 not judged**');
    expect(markdown).toMatch(/^- ➖ `openapi=100`: openapi: required score ≥ 100, not judged: auto-detection dropped the check/m);
    expect(junit).toContain(`<testsuite name="assertions: ${site.url}" id="1" tests="1" failures="0" errors="0" skipped="1"`);
    expect(junit).toMatch(/<testcase classname="agentgauge\.assertions" name="openapi=100" time="0\.000">\n {6}<skipped message="openapi: required score ≥ 100, not judged: auto-detection dropped the check/);
    const notifications = JSON.parse(sarif!).runs[0].invocations[0].toolExecutionNotifications;
    expect(notifications).toEqual([
      expect.objectContaining({ level: 'note', descriptor: { id: 'assertion/not-judged' }, properties: { assertion: 'openapi=100', outcome: 'not-judged' } }),
    ]);
    expect(JSON.parse(sarif!).runs[0].results.filter((result: { ruleId: string }) => result.ruleId === 'openapi')).toEqual([]);
  });

  it('--strict (or "strict": true in the config file) makes a not-judged assertion fail the run', async () => {
    const run = await audit('--assert', 'mcp-server=100', '--strict', '--format', 'junit');
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      'agentgauge: assertion not judged (--strict): mcp-server: required score ≥ 100, not judged: auto-detection dropped the check: the site shows no mcp profile (detected: none); --profile mcp judges it\n',
    );
    expect(run.stdout).toMatch(/<testcase classname="agentgauge\.assertions" name="mcp-server=100" time="0\.000">\n {6}<failure message="[^"]+" type="not-judged"\/>/);
    const config = file('strict.json', { urls: [site.url], local: true, allowPrivateTargets: true, checks: CHECKS.split(','), assert: { 'mcp-server': 100 }, strict: true });
    const fromFile = await runCli(['audit', '--config', config]);
    expect(fromFile.code).toBe(1);
    expect(fromFile.stdout).toMatch(/^Assertions 0 met, 1 not judged \(failing under --strict\)$/m);
  });

  it('under an explicit profile, names the profile instead of auto-detection', async () => {
    const run = await audit('--profile', 'docs', '--assert', 'mcp-server=100');
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^ {2}– mcp-server: required score ≥ 100, not judged: the check does not apply to this site under profile docs$/m);
  });

  it('--min-score is --assert score=', async () => {
    const run = await audit('--min-score', String(report.overallScore + 1), '--json');
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout).overallScore).toBe(report.overallScore);
    expect(run.stderr).toBe(`agentgauge: assertion failed: overall score: required score ≥ ${report.overallScore + 1}, measured ${report.overallScore}\n`);
  });

  it.each([
    [['--assert', 'llms-txt'], /^agentgauge: --assert "llms-txt": expected <check-id>=<0-100>, <check-id>=pass\|warn, score=<0-100>, category:<name>=<0-100>, journey:<name>=found, agent:<profile>=reads\|partial\|pay, agent:\*=reads\|partial\|pay or no-regression$/],
    [['--assert', 'llms-tx=100'], /^agentgauge: --assert "llms-tx=100": unknown check id "llms-tx" \(run "agentgauge checks" for the list\)$/],
    [['--assert', 'score=pass'], /^agentgauge: --assert "score=pass": only a check can be asserted to pass; give a score \(0-100\)$/],
    [['--assert', 'llms-txt=101'], /^agentgauge: --assert "llms-txt=101": "101" is not a score from 0 to 100, pass or warn$/],
    [['--assert', 'category:speed=50'], /^agentgauge: --assert "category:speed=50": unknown category "speed" \(one of discovery, access, content, actions, commerce\)$/],
    [['--assert', 'sitemap=50'], /^agentgauge: --assert "sitemap=50": sitemap is not among the checks this run measures \(--checks\)$/],
    [['--fail-on-regression'], /^agentgauge: --fail-on-regression needs --baseline <report\.json> to compare with$/],
    [['--format', 'sarif', '--json'], /^agentgauge: --json is --format json; it cannot be combined with --format sarif$/],
    [['--format', 'html'], /^agentgauge: option '--format <format>' argument 'html' is invalid\. Allowed choices are text, json, markdown, sarif, junit\.$/],
  ])('2 for %j, on one line, before any request', async (flags, message) => {
    const requestsBefore = site.requests.length;
    const run = await audit(...flags);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(oneLine(run.stderr)).toHaveLength(1);
    expect(oneLine(run.stderr)[0]).toMatch(message);
    expect(site.requests).toHaveLength(requestsBefore);
  });
});

describe('--preset', () => {
  it("adds the preset's assertions, which the user's own replace, and lists them in checks --presets", async () => {
    const listed = await runCli(['checks', '--presets', '--json']);
    expect(listed.code).toBe(0);
    const presets = JSON.parse(listed.stdout) as Array<{ name: string; extends: string | null; assert: Record<string, number | string> }>;
    expect(presets.map((preset) => preset.name)).toEqual(['recommended', 'docs', 'api', 'mcp', 'agent', 'commerce']);
    const recommended = presets[0]!.assert;
    // issue 62 point 5: no agent refused (asked to pay is the owner's choice); docs asks every agent to read at least part.
    expect(recommended).toMatchObject({ score: 60, 'robots-txt': 'pass', 'llms-txt': 'warn', 'agent:*': 'pay' });
    // Each profile's preset starts from recommended; its own entries replace recommended's of the same key.
    const docs = presets.find((preset) => preset.name === 'docs')!;
    expect(docs).toMatchObject({ extends: 'recommended', assert: { ...recommended, 'agent:*': 'partial', 'llms-txt': 'pass', 'llms-full-txt': 'warn' } });
    expect(presets.find((preset) => preset.name === 'mcp')!.assert['mcp-server']).toBe('pass');

    // The run keeps the preset's entries for the checks it measures; --assert robots-txt=0 replaces robots-txt=pass.
    const run = await audit('--preset', 'recommended', '--assert', 'robots-txt=0', '--assert', 'score=0');
    expect(run.stdout.slice(run.stdout.indexOf('Assertions')).trimEnd().split('\n')).toEqual([
      'Assertions 4 met, 1 failed',
      '  ✓ every agent: required is not refused the start page (reads it, in part, or is asked to pay), measured every one of 7 measured agents (1 not measured) meets it (preset recommended)',
      '  ✗ llms-txt: required status warn or better, measured fail (preset recommended)',
      '  ✓ page-metadata: required status warn or better, measured warn (preset recommended)',
      '  ✓ robots-txt: required score ≥ 0, measured 100',
      `  ✓ overall score: required score ≥ 0, measured ${report.overallScore}`,
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('agentgauge: assertion failed: llms-txt: required status warn or better, measured fail\n');
  });

  it('an unknown preset is a usage error listing the presets', async () => {
    const run = await audit('--preset', 'shop');
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      'agentgauge: option \'--preset <name>\' argument \'shop\' is invalid. Expected one of recommended, docs, api, mcp, agent, commerce (see "agentgauge checks --presets").\n',
    );
  });
});

describe('agentgauge.config.json', () => {
  it('holds the URLs (one report each), options and assertions; flags win over the file', async () => {
    const config = file('several.json', {
      urls: [site.url, `${site.url}guide`],
      local: true,
      allowPrivateTargets: true,
      checks: CHECKS.split(','),
      format: 'markdown',
      assert: { 'robots-txt': 'pass', 'llms-txt': 100 },
    });
    const run = await runCli(['audit', '--config', config, '--format', 'json', '--assert', 'llms-txt=0']);
    expect(run.code).toBe(0);
    const reports = JSON.parse(run.stdout) as Array<{ url: string }>;
    expect(reports.map((r) => r.url)).toEqual([site.url, `${site.url}guide`]);

    const failing = await runCli(['audit', '--config', config]);
    expect(failing.code).toBe(1);
    expect(failing.stdout.match(/^### Agent Gauge: /gm)).toHaveLength(2);
    expect(oneLine(failing.stderr)).toEqual([
      `agentgauge: assertion failed for ${site.url}: llms-txt: required score ≥ 100, measured 0`,
      `agentgauge: assertion failed for ${site.url}guide: llms-txt: required score ≥ 100, measured 0`,
    ]);
  });

  it('is read from the working directory without --config', async () => {
    const cwd = mkdtempSync(path.join(dir, 'cwd-'));
    // Journeys (issue 33) are part of the file's contract; a local audit runs them for every non-JS agent profile.
    const journeys = [{ name: 'pricing', question: 'What does the Pro plan cost?', answer: ['$29', '29 USD'], start: '/pricing' }];
    writeFileSync(path.join(cwd, 'agentgauge.config.json'), JSON.stringify({ urls: [site.url], local: true, allowPrivateTargets: true, checks: ['robots-txt'], minScore: 100, journeys }));
    const run = await runCli(['audit', '--json'], {}, process.execPath, cwd);
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report.results.map((r: { id: string }) => r.id)).toEqual(['robots-txt']);
    expect(report.journeys.map((j: { name: string; results: Array<{ profile: string; found: boolean }> }) => [j.name, j.results.map((r) => `${r.profile}:${r.found}`)])).toEqual([
      ['pricing', ['claude-code:false', 'cursor:false', 'codex:false', 'chatgpt:false', 'gemini:false', 'perplexity:false', 'mcp-fetch:false']],
    ]);
  });

  it.each([
    [{ urls: ['x'], maxpages: 3 }, 'bad-key.json: unknown key "maxpages"'],
    [{ urls: ['x'], assert: { 'llms-tx': 100 } }, 'bad-assert-id.json: assert."llms-tx": unknown check id "llms-tx" (run "agentgauge checks" for the list)'],
    [{ urls: ['x'], assert: { 'llms-txt': 'fail' } }, 'bad-assert-value.json: assert.llms-txt: '],
    [{ urls: ['x'], checks: ['robots-txt', 'nope'] }, 'bad-check.json: checks: unknown check id "nope" (run "agentgauge checks" for the list)'],
    [{ urls: ['x'], timeout: 50 }, 'bad-timeout.json: timeout: '],
    ['{"urls": [', 'bad-json.json is not valid JSON: '],
    [{ urls: ['x'], journeys: [{ name: 'pricing', question: 'Q?', answer: '$29', start: 'https://evil.example/' }] }, 'bad-journey.json: journeys.0.start: must be a path on the site starting with "/", such as "/pricing".'],
    [{ urls: ['x'], journeys: [{ name: 'pricing', question: 'Q?', answer: '$29' }, { name: 'pricing', question: 'R?', answer: { pattern: '\\d+' } }] }, 'twice-journey.json: journeys.1.name: "pricing" names two journeys; names must be unique'],
  ])('a config file with %j is a usage error naming it', async (content, message) => {
    const name = message.split(/[: ]/)[0]!;
    const config = file(name, content);
    const run = await runCli(['audit', '--config', config]);
    expect(run.code).toBe(2);
    expect(oneLine(run.stderr)).toHaveLength(1);
    expect(run.stderr.startsWith(`agentgauge: ${config}${message.slice(name.length)}`)).toBe(true);
  });

  it('a missing --config file is a usage error', async () => {
    const run = await runCli(['audit', '--config', path.join(dir, 'absent.json')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`agentgauge: --config ${path.join(dir, 'absent.json')}: cannot read it (ENOENT)\n`);
  });

  it('without URLs anywhere, says where to name one', async () => {
    const run = await runCli(['audit', '--local']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('agentgauge: name a URL to audit (or list "urls" in agentgauge.config.json)\n');
  });
});

describe('several URLs', () => {
  it('audits the others when one cannot be reached, and ends with its exit code', async () => {
    const port = await closedPort();
    const unreachable = `http://127.0.0.1:${port}/`;
    const run = await runCli(['audit', unreachable, site.url, '--local', '--allow-private-targets', '--checks', 'robots-txt', '--retries', '0', '--json']);
    expect(run.code).toBe(4);
    expect(JSON.parse(run.stdout).map((r: { url: string }) => r.url)).toEqual([site.url]);
    const lines = oneLine(run.stderr);
    expect(lines[0]).toMatch(new RegExp(`^agentgauge: ${unreachable.replace(/\./g, '\\.')}: .*127\\.0\\.0\\.1:${port}`));
    expect(lines.at(-1)).toBe('agentgauge: 1 of 2 audits could not run');
  });
});

describe('--baseline', () => {
  /** The fixture's report as an earlier run would have written it, with some checks' results changed. */
  function baselineWith(changes: Record<string, { score: number; applicable?: boolean }>, engine = report.engine) {
    const earlier = structuredClone(report);
    earlier.engine = engine;
    for (const result of earlier.results) Object.assign(result, changes[result.id] ?? {});
    return earlier;
  }

  it('prints what changed since an earlier report and exits 0 without --fail-on-regression', async () => {
    // llms-txt scored 100 before (it regressed), robots-txt 0 (it is resolved), and mcp-server, which applies to
    // neither, measured more: not a regression.
    const baseline = file('baseline.json', baselineWith({ 'llms-txt': { score: 100 }, 'robots-txt': { score: 0 }, 'mcp-server': { score: 80, applicable: false } }));
    const run = await audit('--baseline', baseline);
    expect(run.code).toBe(0);
    const section = run.stdout.slice(run.stdout.indexOf('Compared with the baseline'));
    expect(section).toMatch(/^ {2}score \d+ -> \d+ \([+-]?\d+(\.\d)?\); 1 regressed, 1 resolved$/m);
    expect(section).toMatch(/^ {2}regressed +llms-txt +100 -> 0 +\(-100\)$/m);
    expect(section).toMatch(/^ {2}improved +robots-txt +0 -> 100 \(\+100\) {2}resolved$/m);
    expect(section).not.toMatch(/regressed +mcp-server/);
    expect(run.stderr).toBe('');
  });

  it('--fail-on-regression exits 1 with one line per regressed check; engine and applicability changes are warned about', async () => {
    const baseline = file('regressed.json', baselineWith({ 'llms-txt': { score: 100 }, 'page-metadata': { score: 20, applicable: false } }, 'agentgauge@5.9.0'));
    const run = await audit('--baseline', baseline, '--fail-on-regression', '--format', 'markdown');
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('agentgauge: regression: llms-txt went from 100 to 0 since the baseline\n');
    expect(run.stdout).toContain('**Compared with the baseline**');
    // The Markdown escapes `@` (lib/markdown/escape.ts: no GFM e-mail autolink from text it did not write).
    expect(run.stdout).toContain('> ⚠️ The engine changed from agentgauge\\@5.9.0 to agentgauge\\@6.4.0');
    expect(run.stdout).toContain('> ⚠️ The check page-metadata went from not applicable to applicable');
    expect(run.stdout).toMatch(/^\| `llms-txt` \| 100 \| 0 \| regressed \|$/m);

    const same = await audit('--baseline', file('same.json', report), '--fail-on-regression');
    expect(same.code).toBe(0);
    expect(same.stdout).toMatch(/^ {2}No check changed\.$/m);
  });

  it.each([
    ['not-json.json', 'nope', /^agentgauge: --baseline .*not-json\.json is not JSON: /],
    ['not-report.json', { url: 'x' }, /^agentgauge: --baseline .*not-report\.json is not an Audit report \(the --format json output of agentgauge audit\): /],
  ])('%s is a usage error', async (name, content, message) => {
    const run = await audit('--baseline', file(name, content));
    expect(run.code).toBe(2);
    expect(oneLine(run.stderr)).toHaveLength(1);
    expect(run.stderr).toMatch(message);
  });
});
