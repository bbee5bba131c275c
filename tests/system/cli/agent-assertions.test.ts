// A gate per agent and the request behind every verdict (issue 62 point 5): `--assert agent:<profile>=reads|partial|pay`
// and `agent:*` in the CLI, the config file and the presets, with JUnit and SARIF entries like other assertions; and
// `--agent <id>` printing the request, the answer and a curl line. On the fixture site that charges Claude Code, Codex,
// ChatGPT and Perplexity (HTTP 402, crawler-price: USD 0.01) and serves the others.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricedRoutes } from '../../fixtures/priced-site.js';
import { serveSite, type FixtureSite } from '../../helpers/site.js';
import { buildCli, runCli } from '../../helpers/cli/run-cli.js';

let site: FixtureSite;
let dir: string;

const CHECKS = 'agent-access,robots-txt';
const audit = (...args: string[]) => runCli(['audit', site.url, '--local', '--allow-private-targets', '--checks', CHECKS, ...args]);
const assertionLines = (stdout: string) => stdout.slice(stdout.indexOf('Assertions')).trimEnd().split('\n');

beforeAll(async () => {
  buildCli();
  site = await serveSite(pricedRoutes());
  dir = mkdtempSync(path.join(tmpdir(), 'agentgauge-agent-assert-'));
});

afterAll(async () => {
  await site?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('--assert agent:<profile>', () => {
  it('fails when a named agent does not read the start page, whatever the score; pay accepts a 402', async () => {
    // (agent:chatgpt=pay beside agent:chatgpt=reads would replace it: a later assertion of the same key and kind wins.)
    const run = await audit('--assert', 'agent:chatgpt=reads', '--assert', 'agent:cursor=reads', '--assert', 'agent:perplexity=pay', '--assert', 'agent:*=pay');
    expect(run.code).toBe(1);
    expect(assertionLines(run.stdout)[0]).toBe('Assertions 3 met, 1 failed');
    expect(run.stdout).toContain('✗ agent chatgpt: required reads the start page, measured pay (Asked to pay: HTTP 402, USD 0.01 a request');
    expect(run.stdout).toContain('✓ agent perplexity: required is not refused the start page (reads it, in part, or is asked to pay), measured pay');
    expect(run.stdout).toContain('✓ agent cursor: required reads the start page, measured reads');
    expect(run.stdout).toContain('✓ every agent: required is not refused the start page (reads it, in part, or is asked to pay), measured every one of 7 measured agents (1 not measured) meets it');
    expect(run.stderr).toBe(
      "agentgauge: assertion failed: agent chatgpt: required reads the start page, measured pay (Asked to pay: HTTP 402, USD 0.01 a request (crawler-price: Cloudflare pay per crawl). Charging agents is the site owner's choice, not a refusal)\n",
    );
  });

  it('agent:*=reads names every agent that does not read', async () => {
    const run = await audit('--assert', 'agent:*=reads');
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/✗ every agent: required reads the start page, measured claude-code pay \(Asked to pay: .*\); codex pay \(.*\); chatgpt pay \(.*\); perplexity pay \(.*\)\n/);
  });

  it('an unknown profile or a value an agent cannot have is a usage error (exit 2)', async () => {
    const unknown = await audit('--assert', 'agent:chatgtp=reads');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe('agentgauge: --assert "agent:chatgtp=reads": unknown agent profile "chatgtp" (one of claude-code, cursor, codex, chatgpt, gemini, perplexity, mcp-fetch, browser, or * for every one)\n');
    const score = await audit('--assert', 'agent:chatgpt=80');
    expect(score.code).toBe(2);
    expect(score.stderr).toBe('agentgauge: --assert "agent:chatgpt=80": an agent can be asserted reads, partial, pay (agent:<profile>=reads)\n');
    const onCheck = await audit('--assert', 'robots-txt=reads');
    expect(onCheck.code).toBe(2);
    expect(onCheck.stderr).toBe('agentgauge: --assert "robots-txt=reads": only an agent can be asserted reads (agent:<profile>=reads)\n');
  });

  it('in the config file, in JUnit (a failed testcase) and in SARIF (an error notification on agent-access)', async () => {
    const config = path.join(dir, 'agentgauge.config.json');
    writeFileSync(config, JSON.stringify({ urls: [site.url], local: true, allowPrivateTargets: true, checks: CHECKS.split(','), assert: { 'agent:perplexity': 'reads', 'agent:gemini': 'partial' } }));
    const junitFile = path.join(dir, 'report.xml');
    const sarifFile = path.join(dir, 'report.sarif');
    const run = await runCli(['audit', '--config', config, '--output', `junit:${junitFile}`, '--output', `sarif:${sarifFile}`]);
    expect(run.code).toBe(1);
    const junit = readFileSync(junitFile, 'utf8');
    expect(junit).toMatch(/<testcase classname="agentgauge\.assertions" name="agent:perplexity=reads" time="0\.000">\n {6}<failure message="agent perplexity: required reads the start page, measured pay \(Asked to pay: HTTP 402, USD 0\.01 a request/);
    expect(junit).toContain('<testcase classname="agentgauge.assertions" name="agent:gemini=partial" time="0.000"/>');
    const sarif = JSON.parse(readFileSync(sarifFile, 'utf8')) as { runs: Array<{ tool: { driver: { rules: Array<{ id: string }> } }; invocations: Array<{ toolExecutionNotifications: Array<{ level: string; descriptor: { id: string }; associatedRule?: { id: string; index: number }; properties: Record<string, string> }> }> }> };
    const notification = sarif.runs[0]!.invocations[0]!.toolExecutionNotifications.find((entry) => entry.properties.assertion === 'agent:perplexity=reads')!;
    expect(notification).toMatchObject({ level: 'error', descriptor: { id: 'assertion/failed' }, associatedRule: { id: 'agent-access' }, properties: { agent: 'perplexity', outcome: 'failed' } });
    expect(sarif.runs[0]!.tool.driver.rules[notification.associatedRule!.index]!.id).toBe('agent-access');
  });

  it('the recommended preset holds agent:*=pay: a site that charges agents meets it', async () => {
    const run = await audit('--preset', 'recommended');
    expect(run.stdout).toContain('✓ every agent: required is not refused the start page (reads it, in part, or is asked to pay), measured every one of 7 measured agents (1 not measured) meets it (preset recommended)');
  });
});

describe('--agent <id>: the request behind the verdict', () => {
  it('prints what was sent, what came back and a curl line that reproduces it', async () => {
    const run = await audit('--agent', 'chatgpt');
    expect(run.code).toBe(0);
    const json = await audit('--json');
    const view = (JSON.parse(json.stdout) as { agents: { pages: Array<{ views: Array<{ profile: string; userAgent: string; request: { curl: string } }> }> } }).agents.pages[0]!.views.find((entry) => entry.profile === 'chatgpt')!;
    expect(run.stdout).toContain(`The request (secrets redacted)\n  GET ${site.url}\n  accept-encoding: gzip, deflate, br\n  accept: */*\n  user-agent: ${view.userAgent}\n`);
    expect(run.stdout).toMatch(/The answer: HTTP 402\n(.*\n)*  crawler-price: USD 0\.01\n/);
    expect(run.stdout).toContain(`Reproduce it\n  ${view.request.curl}\n`);
    expect(view.request.curl).toBe(`curl -sS -o /dev/null -D - --location --max-redirs 5 --compressed -H 'accept: */*' -H 'user-agent: ${view.userAgent}' '${site.url}'`);
  });
});
