// The official MCP conformance suite (@modelcontextprotocol/conformance, `conformance server`) against our built
// server, once per protocol revision we speak, each run at its own wire (2025-11-25: initialize handshake;
// 2026-07-28: stateless requests with per-request _meta). Every scenario a revision requires passes, except the ones
// listed with their reasons in conformance-not-applicable.yml (fixture tools a product server does not have); the
// suite itself fails the run when one of those starts passing. Extension and pending scenarios run unscored.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { startServer, type TestServer } from '../../helpers/server';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const CLI = path.join(ROOT, 'node_modules/@modelcontextprotocol/conformance/dist/index.js');
const NOT_APPLICABLE = path.join(ROOT, 'tests/fixtures/mcp/conformance-not-applicable.yml');
const REQUIREMENTS = path.join(ROOT, 'node_modules/@modelcontextprotocol/conformance/requirements');

interface Run {
  code: number;
  output: string;
  /** Scenario name → statuses of its checks. */
  scenarios: Map<string, string[]>;
}

function runSuite(url: string, revision: string): Promise<Run> {
  const outputDir = mkdtempSync(path.join(tmpdir(), 'agentgauge-conformance-'));
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, 'server', '--url', url, '--requirements', revision, '--expected-failures', NOT_APPLICABLE, '-o', outputDir],
      { cwd: ROOT, timeout: 240_000, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const scenarios = new Map<string, string[]>();
        for (const folder of readdirSync(outputDir)) {
          const name = folder.replace(/^server-/, '').replace(/-\d{4}-\d\d-\d\dT[\d-]+Z$/, '');
          const checks = JSON.parse(readFileSync(path.join(outputDir, folder, 'checks.json'), 'utf8')) as Array<{ status: string }>;
          scenarios.set(name, checks.map((check) => check.status));
        }
        rmSync(outputDir, { recursive: true, force: true });
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}`, scenarios });
      },
    );
  });
}

/** Whole scenarios listed as not applicable, and scenarios with single checks listed. */
function notApplicable(): { scenarios: Set<string>; checks: Set<string> } {
  const entries = (parseYaml(readFileSync(NOT_APPLICABLE, 'utf8')) as { server: string[] }).server;
  return {
    scenarios: new Set(entries.filter((entry) => !entry.includes(':'))),
    checks: new Set(entries.filter((entry) => entry.includes(':')).map((entry) => entry.split(':')[0]!)),
  };
}

/** The server scenarios a revision requires (scored), as the suite's frozen requirement set lists them. */
function requiredScenarios(revision: string): string[] {
  return (parseYaml(readFileSync(path.join(REQUIREMENTS, `${revision}.yaml`), 'utf8')) as { server: string[] }).server;
}

const passedEveryCheck = (statuses: string[]) => statuses.every((status) => status !== 'FAILURE' && status !== 'WARNING');

describe('MCP conformance suite against /mcp', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ database: 'postgres' });
  }, 600_000);
  afterAll(() => server?.stop());

  it.each(['2025-11-25', '2026-07-28'])('passes every applicable scenario the %s revision requires', async (revision) => {
    const run = await runSuite(`${server.baseUrl}/mcp`, revision);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('Baseline check passed: all failures are expected.');
    const skip = notApplicable();
    const required = requiredScenarios(revision);
    for (const scenario of required) expect([...run.scenarios.keys()], scenario).toContain(scenario);
    const applicable = required.filter((name) => !skip.scenarios.has(name));
    // Required scenarios that apply pass every check (a listed single check aside, which the suite itself enforces).
    for (const scenario of applicable.filter((name) => !skip.checks.has(name))) {
      expect(passedEveryCheck(run.scenarios.get(scenario)!), `${scenario}: ${run.scenarios.get(scenario)}`).toBe(true);
    }
    const core = revision === '2026-07-28'
      ? ['server-stateless', 'tools-list', 'resources-list', 'prompts-list', 'sep-2164-resource-not-found', 'caching', 'dns-rebinding-protection', 'server-sse-multiple-streams']
      : ['server-initialize', 'ping', 'tools-list', 'resources-list', 'prompts-list', 'dns-rebinding-protection', 'server-sse-multiple-streams'];
    for (const scenario of core) expect(applicable, scenario).toContain(scenario);
    const unscored = [...run.scenarios.keys()].filter((name) => !required.includes(name));
    console.log(
      `conformance ${revision}: ${required.length} required scenarios: ${applicable.length} apply and pass ` +
        `(${applicable.filter((name) => skip.checks.has(name)).length} with single listed checks excused), ` +
        `${required.length - applicable.length} not applicable (fixture tools, prompts and resources); ` +
        `${unscored.length} unscored (extension, pending) run, ${unscored.filter((name) => passedEveryCheck(run.scenarios.get(name)!)).length} of them pass.`,
    );
  }, 300_000);
});
