// `agentgauge audit --browser` end to end: the checkout's built CLI renders a fixture page in the machine's Chromium,
// and the CLI package (bin/pack-cli.mjs), run from a folder with no node_modules above it, loads playwright-core
// through the engine's one loader (engine/render/browser-driver.ts) from npm's global folder, reads axe-core from its
// own copy, and says in one line how to add the driver when it is missing.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYWRIGHT_MISSING, type AuditReport } from '../../../engine/index.js';
import { startRenderedSite } from '../../fixtures/web/rendered.js';
import type { FixtureSite } from '../../helpers/site.js';
import { closedPort, ROOT, runCli, type CliRun } from '../../helpers/cli/run-cli.js';
import { EXIT } from '../../../bin/cli/exit-codes.js';

const CHROMIUM = '/usr/bin/chromium';

let folder: string;
let packaged: string;
let site: FixtureSite;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'agentgauge-browser-'));
  packaged = path.join(folder, 'package');
  const built = await run(process.execPath, [path.join(ROOT, 'bin', 'pack-cli.mjs'), '--into', packaged, '--no-pack'], process.env, ROOT);
  if (built.code !== 0) throw new Error(`pack-cli failed:\n${built.stderr}`);
  site = await startRenderedSite({ trapOrigin: `http://127.0.0.1:${await closedPort()}` });
}, 120_000);

afterAll(async () => {
  await site?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

function run(file: string, args: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(file, args, { cwd, env, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr });
    });
  });
}

const auditArgs = (page: string, check: string) => [
  'audit', `${site.origin}${page}`, '--local', '--browser', CHROMIUM, `--allow-private-targets=127.0.0.1:${site.port}`, '--checks', check, '--json',
];

/** The installed package's command, run from an empty folder, with `prefix` as npm's global prefix. */
const packagedCli = (args: string[], prefix: string) =>
  run(process.execPath, [path.join(packaged, 'bin', 'agentgauge'), ...args], { ...process.env, npm_config_prefix: prefix }, folder);

function renderedFindings(result: CliRun, check: string): string[] {
  expect(result.stderr).toBe('');
  expect(result.code).toBe(EXIT.ok);
  const report = JSON.parse(result.stdout) as AuditReport;
  expect(report.rendered).toBe(true);
  return report.results
    .find((r) => r.id === check)!
    .findings.filter((f) => f.view === 'rendered')
    .map((f) => `${f.status} ${f.code}${f.subject === undefined ? '' : ` ${f.subject}`}`);
}

describe('agentgauge audit --browser', () => {
  it('renders the page with the checkout\'s built CLI: WebMCP tools registered by script are measured', async () => {
    const result = await runCli(auditArgs('/webmcp', 'webmcp'));
    expect(renderedFindings(result, 'webmcp')).toContain('pass webmcp.registered-tool searchFlights');
  });

  it('from the package, loads playwright-core from npm\'s global folder and runs the axe-core copy it carries', async () => {
    const prefix = path.join(folder, 'global-prefix');
    mkdirSync(path.join(prefix, 'lib', 'node_modules'), { recursive: true });
    symlinkSync(path.join(ROOT, 'node_modules', 'playwright-core'), path.join(prefix, 'lib', 'node_modules', 'playwright-core'));
    const result = await packagedCli(auditArgs('/axe-problems', 'semantic-structure'), prefix);
    expect(renderedFindings(result, 'semantic-structure')).toContain('fail semantic-structure.axe-button-name #icon-only');
  });

  it('from the package without playwright-core, says in one line what to install (exit 2) and fetches nothing', async () => {
    const before = site.requests.length;
    const result = await packagedCli(auditArgs('/webmcp', 'webmcp'), path.join(folder, 'empty-prefix'));
    expect(result.stderr).toBe(`agentgauge: --browser: ${PLAYWRIGHT_MISSING}\n`);
    expect(PLAYWRIGHT_MISSING).toContain('run "npm i -g playwright-core"');
    expect(result.stdout).toBe('');
    expect(result.code).toBe(EXIT.usage);
    expect(site.requests.length).toBe(before);
  });
});
