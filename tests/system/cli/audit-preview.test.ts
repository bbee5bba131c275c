// Issue 54 points 1, 2 and 5 through the built CLI: a protected preview audited with --header (and
// AGENTGAUGE_HEADERS) whose secret reaches its origin alone and no output; refused headers; and a preview compared
// with production in one run (--compare-to), whose difference is one robots.txt rule and a 403 to ChatGPT-User.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BYPASS_HEADER, BYPASS_SECRET, carriedSecret, serveProtectedPreview, type ProtectedPreview } from '../../fixtures/protected-preview.js';
import { servePreviewAndProduction, type PreviewAndProduction } from '../../fixtures/preview-production.js';
import type { FixtureSite } from '../../helpers/site.js';
import { buildCli, runCli } from '../../helpers/cli/run-cli.js';

let fixture: ProtectedPreview;
let pair: PreviewAndProduction;
let production: FixtureSite;
let preview: FixtureSite;
let dir: string;

const CHECKS = 'robots-txt,ai-crawler-rules,agent-access,llms-txt';

beforeAll(async () => {
  buildCli();
  fixture = await serveProtectedPreview();
  pair = await servePreviewAndProduction();
  ({ preview, production } = pair);
  dir = mkdtempSync(path.join(tmpdir(), 'agentgauge-preview-'));
}, 240_000);

afterAll(async () => {
  await Promise.all([fixture?.close(), pair?.close()]);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const outputs = (name: string) => ['json', 'sarif', 'junit', 'markdown'].flatMap((format) => ['--output', `${format}:${path.join(dir, `${name}.${format}`)}`]);
const written = (name: string) => ['json', 'sarif', 'junit', 'markdown'].map((format) => readFileSync(path.join(dir, `${name}.${format}`), 'utf8'));

describe('--header: a protected preview', () => {
  it('without the header the preview answers 401 to every agent', async () => {
    const run = await runCli(['audit', fixture.preview.url, '--local', '--allow-private-targets', '--json']);
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as { pages: Array<{ httpStatus: number }> };
    expect(report.pages[0]!.httpStatus).toBe(401);
  });

  it('with --header every request to the preview carries it, the linked origin gets none, and no output shows it', async () => {
    fixture.previewRequests.length = 0;
    fixture.elsewhereRequests.length = 0;
    const run = await runCli(['audit', fixture.preview.url, '--local', '--allow-private-targets', '--max-pages', '3', '--header', `X-Vercel-Protection-Bypass: ${BYPASS_SECRET}`, '--header', 'x-vercel-set-bypass-cookie: true', ...outputs('header')]);
    expect(run.stderr).toMatch(/^agentgauge: measured page 1\/2 http:\/\/127\.0\.0\.1:\d+\/\nagentgauge: measured page 2\/2 http:\/\/127\.0\.0\.1:\d+\/moved\n$/);
    expect(run.code).toBe(0);
    const [json, sarif, junit, markdown] = written('header');
    expect((JSON.parse(json!) as { pages: Array<{ httpStatus: number }> }).pages[0]!.httpStatus).toBe(200);
    for (const output of [run.stdout, run.stderr, json, sarif, junit, markdown]) expect(output).not.toContain(BYPASS_SECRET);
    expect(fixture.previewRequests.length).toBeGreaterThan(5);
    expect(fixture.previewRequests.filter((request) => request.headers[BYPASS_HEADER] !== BYPASS_SECRET)).toEqual([]);
    expect(fixture.previewRequests.every((request) => request.headers['x-vercel-set-bypass-cookie'] === 'true')).toBe(true);
    // The page links, redirects and declares a surface on the other origin: reached, never with the header.
    expect(fixture.elsewhereRequests.length).toBeGreaterThan(0);
    expect(carriedSecret(fixture.elsewhereRequests)).toEqual([]);
  });

  it('AGENTGAUGE_HEADERS (a JSON object) does the same', async () => {
    fixture.previewRequests.length = 0;
    fixture.elsewhereRequests.length = 0;
    const run = await runCli(['audit', fixture.preview.url, '--local', '--allow-private-targets', '--json'], { AGENTGAUGE_HEADERS: JSON.stringify({ [BYPASS_HEADER]: BYPASS_SECRET }) });
    expect(run.code).toBe(0);
    expect((JSON.parse(run.stdout) as { pages: Array<{ httpStatus: number }> }).pages[0]!.httpStatus).toBe(200);
    expect(run.stdout).not.toContain(BYPASS_SECRET);
    expect(fixture.previewRequests.filter((request) => request.headers[BYPASS_HEADER] !== BYPASS_SECRET)).toEqual([]);
    expect(carriedSecret(fixture.elsewhereRequests)).toEqual([]);
  });

  it.each([
    [['--header', 'User-Agent: secret-ua-value'], 'agentgauge: --header: User-Agent cannot be set: each agent profile sends its own User-Agent (and the scanner its own), which is what is measured\n'],
    [['--header', 'Accept: text/markdown'], 'agentgauge: --header: Accept cannot be set: each agent profile sends its own Accept, which is what is measured\n'],
    [['--header', 'Host: evil.example'], 'agentgauge: --header: Host cannot be set: the audited URL names the host\n'],
    [['--header', 'Connection: close'], 'agentgauge: --header: Connection cannot be set: it is a hop-by-hop header (RFC 9110 §7.6.1)\n'],
    [['--header', 'Transfer-Encoding: chunked'], 'agentgauge: --header: Transfer-Encoding cannot be set: it is a hop-by-hop header (RFC 9112 §6.1)\n'],
    [['--header', 'x-token=secret-in-wrong-form'], 'agentgauge: --header (the 1st): write it as "Name: value"\n'],
  ])('refuses %j with one line that never shows the value, before any request', async (args, stderr) => {
    const before = fixture.previewRequests.length;
    const run = await runCli(['audit', fixture.preview.url, '--local', '--allow-private-targets', ...args]);
    expect(run).toEqual({ code: 2, stdout: '', stderr });
    expect(fixture.previewRequests.length).toBe(before);
  });

  it('refuses AGENTGAUGE_HEADERS that is not an object, or sets a refused header, naming the variable', async () => {
    expect(await runCli(['audit', fixture.preview.url, '--local'], { AGENTGAUGE_HEADERS: '["x"]' })).toEqual({
      code: 2,
      stdout: '',
      stderr: 'agentgauge: AGENTGAUGE_HEADERS must be a JSON object of header names and values, {"Name": "value"}\n',
    });
    expect(await runCli(['audit', fixture.preview.url, '--local'], { AGENTGAUGE_HEADERS: '{"Upgrade": "h2c-secret"}' })).toEqual({
      code: 2,
      stdout: '',
      stderr: 'agentgauge: AGENTGAUGE_HEADERS: Upgrade cannot be set: it is a hop-by-hop header (RFC 9110 §7.8)\n',
    });
  });

  it('never sends headers to the service: remote mode refuses them', async () => {
    const run = await runCli(['audit', fixture.preview.url, '--header', `${BYPASS_HEADER}: ${BYPASS_SECRET}`], { AGENTGAUGE_API_KEY: 'ag_test', AGENTGAUGE_URL: 'http://127.0.0.1:9' });
    expect(run).toEqual({ code: 2, stdout: '', stderr: 'agentgauge: --header works only with --local (the headers of a protected site are never sent to the Agent Gauge service)\n' });
  });
});

describe('--compare-to: a preview against production', () => {
  const compare = (...args: string[]) => runCli(['audit', preview.url, '--compare-to', production.url, '--local', '--allow-private-targets', '--checks', CHECKS, ...args]);

  it('names the robots rule and the 403 to ChatGPT-User; --assert no-regression exits 1', async () => {
    const run = await compare('--assert', 'no-regression', ...outputs('compare'));
    expect(run.code).toBe(1);
    const regressions = run.stderr.split('\n').filter((line) => line.startsWith('agentgauge: regression: '));
    expect(regressions).toContainEqual(expect.stringMatching(/^agentgauge: regression: ai-crawler-rules went from \d+ in production to \d+ in the preview$/));
    expect(regressions).toContainEqual(expect.stringMatching(/^agentgauge: regression: ChatGPT \(ChatGPT-User\): reads → blocked \(.*403.*\)$/));
    // The readable report of the preview, then the comparison.
    expect(run.stdout).toMatch(/^Compared with production \(http:\/\/127\.0\.0\.1:\d+\/\)$/m);
    expect(run.stdout).toMatch(/^ {2}agent regressed +ChatGPT \(ChatGPT-User\): reads → blocked$/m);
    expect(run.stdout).toMatch(/^ {2}regressed +ai-crawler-rules +\d+ -> \d+/m);

    const [json, sarif, , markdown] = written('compare');
    const report = JSON.parse(json!) as { url: string; comparison: { comparable: boolean; warnings: string[]; regressedChecks: string[]; agents: Array<{ profile: string; before: string; after: string; change: string }>; productionUrl: string } };
    expect(report.url).toBe(preview.url);
    expect(report.comparison.productionUrl).toBe(production.url);
    expect(report.comparison.comparable).toBe(true);
    expect(report.comparison.warnings).toEqual([]);
    expect(report.comparison.regressedChecks).toContain('ai-crawler-rules');
    expect(report.comparison.agents).toContainEqual(expect.objectContaining({ profile: 'chatgpt', before: 'reads', after: 'blocked', change: 'regressed' }));
    expect(report.comparison).not.toHaveProperty('productionFindings');

    // The pull-request comment: one table, the details folded.
    expect(markdown).toMatch(/^### Agent Gauge: what this change does for agents$/m);
    expect(markdown!.match(/^\| \| Production \| Preview \| Change \|$/gm)).toHaveLength(1);
    expect(markdown).toMatch(/^\| ChatGPT \(ChatGPT-User\) \| reads \| blocked \| ❌ regressed \|$/m);
    expect(markdown).toMatch(/^\| `ai-crawler-rules` AI crawler rules \| \d+ \| \d+ \| ❌ regressed \|$/m);
    expect(markdown).toContain('<details><summary>What changed, check by check</summary>');
    expect(markdown).toContain("<details><summary>The preview's full report</summary>");

    // SARIF marks what the change introduced: llms-txt fails on both sides and is not there.
    const results = (JSON.parse(sarif!) as { runs: Array<{ results: Array<{ ruleId: string; message: { text: string } }> }> }).runs[0]!.results;
    const rules = new Set(results.map((result) => result.ruleId));
    expect(rules.has('ai-crawler-rules')).toBe(true);
    expect(rules.has('agent-access')).toBe(true);
    expect(rules.has('llms-txt')).toBe(false);
    expect(results.filter((result) => result.ruleId === 'ai-crawler-rules').map((result) => result.message.text)).toContainEqual(expect.stringMatching(/PerplexityBot/));
  });

  it('a preview equal to production changes nothing, and no-regression passes', async () => {
    const run = await runCli(['audit', production.url, '--compare-to', production.url, '--local', '--allow-private-targets', '--checks', CHECKS, '--assert', 'no-regression', '--format', 'markdown']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('No check and no agent verdict changed.');
    expect(run.stdout).toMatch(/^\| \*\*Score\*\* \| (\d+) \([A-F]\) \| \1 \([A-F]\) \| 0 \|$/m);
  });

  it('--fail-on-regression with --compare-to asks the same as --assert no-regression', async () => {
    const run = await compare('--fail-on-regression', '--format', 'json');
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^agentgauge: regression: ChatGPT \(ChatGPT-User\): reads → blocked/m);
  });

  it('usage errors: no-regression without a comparison, two URLs, and --baseline beside it', async () => {
    expect(await runCli(['audit', preview.url, '--local', '--assert', 'no-regression'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'agentgauge: --assert no-regression needs a comparison: --compare-to <production URL> (or --baseline <report.json>)\n',
    });
    expect(await runCli(['audit', preview.url, production.url, '--local', '--compare-to', production.url])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'agentgauge: --compare-to compares one preview URL with production: name exactly one URL to audit\n',
    });
    expect(await runCli(['audit', preview.url, '--local', '--compare-to', production.url, '--baseline', 'x.json'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'agentgauge: --compare-to and --baseline are two comparisons: give one of them\n',
    });
  });
});

/** Preloaded to record every file the CLI loads (tests/system/cli/lazy-engine.test.ts has it too). */
const RECORDER = fileURLToPath(new URL('../../fixtures/cli/record-loads.mjs', import.meta.url));
/** The modules of the new options, by the source comments esbuild writes before each module of the CLI's chunks. */
const OPTION_MODULES = ['bin/cli/extra-headers.ts', 'bin/cli/compare-to.ts', 'bin/cli/formats/compared.ts', 'lib/compare/compare-agents.ts', 'engine/fetch/origin-headers.ts'];

async function cliModulesLoaded(args: string[]): Promise<string[]> {
  const file = path.join(dir, `loads-${args.length}.txt`);
  const run = await runCli(args, { RECORD_LOADS_FILE: file, NODE_OPTIONS: `--import=${RECORDER}` });
  expect(run.code).toBe(0);
  const chunks = readFileSync(file, 'utf8')
    .split('\n')
    .filter((entry) => entry.startsWith('file:') && /[\\/]dist[\\/].*\.mjs$/.test(entry))
    .map((entry) => readFileSync(fileURLToPath(entry), 'utf8'));
  return chunks.flatMap((text) => [...text.matchAll(/^\/\/ ((?:bin|lib|engine)\/[\w/.-]+\.ts)$/gm)].map((match) => match[1]!));
}

describe('start-up: the new options load nothing on a plain audit (bench:cli)', () => {
  it('a plain local audit loads none of their modules; --header and --compare-to load them', async () => {
    const plainRun = await cliModulesLoaded(['audit', production.url, '--local', '--allow-private-targets', '--checks', 'robots-txt', '--json']);
    expect(plainRun.length).toBeGreaterThan(0);
    expect(plainRun.filter((module) => OPTION_MODULES.includes(module))).toEqual([]);
    const withOptions = await cliModulesLoaded([
      'audit', preview.url, '--compare-to', production.url, '--header', 'x-preview-token: abc', '--local', '--allow-private-targets', '--checks', 'robots-txt', '--format', 'markdown',
    ]);
    expect(OPTION_MODULES.filter((module) => !withOptions.includes(module))).toEqual([]);
  }, 120_000);
});
