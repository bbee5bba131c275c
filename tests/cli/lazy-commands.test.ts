// Issue 57: the CLI loads only the command being run. `agentgauge --version` loads no command's code, `checks` its own
// alone, and a plain `audit --json` none of the other commands (the service's, fleet, traffic, admin, journeys), nor the
// code of what only some audits use: the API client (remote audits, --baseline latest), --header, --compare-to and
// the pull request comment, --baseline, the index benchmark and the formats other than JSON. The built CLI runs under
// a recorder of every file Node loads (tests/cli/fixtures/record-loads.mjs); the modules a chunk holds are the source
// comments esbuild writes before each one (`// bin/cli/audit-run.ts`).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { html, serveSite, type FixtureSite } from '../helpers/site';
import { buildCli, runCli } from './run-cli';

const RECORDER = fileURLToPath(new URL('./fixtures/record-loads.mjs', import.meta.url));

/** Modules no plain audit, `checks` or --version uses: other commands' code and the code of flags they were not given. */
const NOT_FOR_A_PLAIN_RUN = [
  /^bin\/cli\/(?:admin|admin-database|admin-index|admin-traffic|fleet-command|fleet-progress|fleet-reads|traffic-command|traffic-run)\.ts$/,
  /^bin\/cli\/(?:sites-command|scan-command|reads-command|journeys-command|journeys-input|remote-command|api-client)\.ts$/,
  /^bin\/cli\/(?:extra-headers|compare-to|baseline|latest-baseline|index-benchmark|config-file)\.ts$/,
  /^bin\/cli\/formats\/(?:index|text|markdown|sarif|junit|compared)\.ts$/,
  /^bin\/cli\/render-report\.ts$/,
  /^lib\/(?:compare|fleets|editions)\//,
  /^node_modules\/(?:@prisma|prisma|@electric-sql|pg|playwright-core|@modelcontextprotocol)\//,
];

let work: string;
let site: FixtureSite;

beforeAll(async () => {
  buildCli();
  work = mkdtempSync(path.join(tmpdir(), 'agentgauge-lazy-commands-'));
  site = await serveSite({ '/': html('<!doctype html><html lang="en"><head><title>Lazy</title></head><body><main><h1>Lazy</h1></main></body></html>') });
}, 240_000);

afterAll(async () => {
  await site?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** The source modules held by the CLI's files one run loaded, by their paths in the checkout. */
async function modulesLoadedBy(args: string[]): Promise<{ code: number | null; modules: string[] }> {
  const file = path.join(work, `${args.join('-').replace(/\W+/g, '_')}.txt`);
  const result = await runCli(args, { RECORD_LOADS_FILE: file, NODE_OPTIONS: `--import=${RECORDER}` });
  const files = readFileSync(file, 'utf8')
    .split('\n')
    .filter((entry) => entry.startsWith('file:'))
    .map((entry) => fileURLToPath(entry))
    .filter((entry) => /[\\/]dist[\\/].*\.mjs$/.test(entry));
  const modules = files.flatMap((entry) => [...readFileSync(entry, 'utf8').matchAll(/^\/\/ ((?:bin|lib|engine|node_modules)\/[^\s]+)$/gm)].map((match) => match[1]!));
  return { code: result.code, modules: [...new Set(modules)].sort() };
}

const unneeded = (modules: string[]) => modules.filter((module) => NOT_FOR_A_PLAIN_RUN.some((pattern) => pattern.test(module)));

describe('each command loads its own code alone (issue 57)', () => {
  it('--version loads no command at all, nor the engine\'s light modules', async () => {
    const { code, modules } = await modulesLoadedBy(['--version']);
    expect(code).toBe(0);
    expect(modules).toContain('bin/cli/program.ts');
    expect(unneeded(modules)).toEqual([]);
    expect(modules.filter((module) => /-command\.ts$|^engine\//.test(module))).toEqual([]);
  }, 60_000);

  it('checks loads its own command and no other', async () => {
    const { code, modules } = await modulesLoadedBy(['checks']);
    expect(code).toBe(0);
    expect(modules).toContain('bin/cli/checks-command.ts');
    expect(unneeded(modules)).toEqual([]);
    expect(modules.filter((module) => /-command\.ts$/.test(module))).toEqual(['bin/cli/checks-command.ts']);
  }, 60_000);

  it('a plain local audit --json loads the audit command, and none of the other commands or of the flags it was not given', async () => {
    const { code, modules } = await modulesLoadedBy(['audit', site.url, '--local', '--allow-private-targets', '--json']);
    expect(code).toBe(0);
    expect(modules).toEqual(expect.arrayContaining(['bin/cli/audit-command.ts', 'bin/cli/audit-run.ts', 'bin/cli/formats/json.ts']));
    expect(unneeded(modules)).toEqual([]);
    expect(modules.filter((module) => /-command\.ts$/.test(module))).toEqual(['bin/cli/audit-command.ts']);
  }, 120_000);

  it('the text format and a command\'s help still load what they use (the recording sees them)', async () => {
    const text = await modulesLoadedBy(['audit', site.url, '--local', '--allow-private-targets', '--checks', 'robots-txt']);
    expect(text.code).toBe(0);
    expect(text.modules).toEqual(expect.arrayContaining(['bin/cli/formats/index.ts', 'bin/cli/formats/text.ts', 'bin/cli/render-report.ts']));
    const help = await modulesLoadedBy(['--help']);
    expect(help.code).toBe(0);
    expect(help.modules).toEqual(expect.arrayContaining(['bin/cli/admin.ts', 'bin/cli/fleet-command.ts', 'bin/cli/sites-command.ts']));
  }, 120_000);
});
