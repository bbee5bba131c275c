// Issue 57: the CLI loads only the command being run. `agentgauge --version` loads none of its modules, `checks` its own
// alone, and a plain local `audit --json` (run inside the engine's code-cached script) none of the other commands
// (the service's, fleet, traffic, admin, journeys), nor the code of what only some audits use: the API client (remote
// audits, --baseline latest), --header, --compare-to and the pull request comment, --baseline, the index benchmark
// and the formats other than JSON. The built CLI runs under a recorder of every file Node loads
// (tests/fixtures/cli/record-loads.mjs); the modules an ES module chunk holds are the source comments esbuild writes
// before each one (`// bin/cli/audit-run.ts`).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { html, serveSite, type FixtureSite } from '../../helpers/site';
import { buildCli, runCli } from '../../helpers/cli/run-cli';

const RECORDER = fileURLToPath(new URL('../../fixtures/cli/record-loads.mjs', import.meta.url));

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

/**
 * The source modules held by the CLI's ES modules one run loaded, by their paths in the checkout, and the engine's
 * script when the run read it (its modules carry no such names: it is checked by what it holds).
 */
async function modulesLoadedBy(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; modules: string[]; engineScript: string | null }> {
  const file = path.join(work, `${args.join('-').replace(/\W+/g, '_')}.txt`);
  const result = await runCli(args, { ...env, RECORD_LOADS_FILE: file, NODE_OPTIONS: `--import=${RECORDER}` });
  const loaded = readFileSync(file, 'utf8').split('\n');
  const files = loaded
    .filter((entry) => entry.startsWith('file:'))
    .map((entry) => fileURLToPath(entry))
    .filter((entry) => /[\\/]dist[\\/].*\.mjs$/.test(entry));
  const modules = files.flatMap((entry) => [...readFileSync(entry, 'utf8').matchAll(/^\/\/ ((?:bin|lib|engine|node_modules)\/[^\s]+)$/gm)].map((match) => match[1]!));
  // The loader reads the script by its path (readFileSync), not through Node's module loader.
  const engineScript = loaded.find((entry) => /[\\/]dist[\\/]chunks[\\/]engine-[A-Z0-9]+\.cjs$/.test(entry)) ?? null;
  return { code: result.code, modules: [...new Set(modules)].sort(), engineScript };
}

const unneeded = (modules: string[]) => modules.filter((module) => NOT_FOR_A_PLAIN_RUN.some((pattern) => pattern.test(module)));

describe('each command loads its own code alone (issue 57)', () => {
  it('--version (and -v) loads none of the CLI\'s modules: the launcher answers from the package\'s manifest', async () => {
    for (const flag of ['--version', '-v']) {
      const { code, modules, engineScript } = await modulesLoadedBy([flag]);
      expect(code).toBe(0);
      expect(modules, flag).toEqual([]);
      expect(engineScript).toBeNull();
    }
    // With anything else on the line the CLI itself answers (commander prints the version for it too).
    const { code, modules } = await modulesLoadedBy(['--version', '--json']);
    expect(code).toBe(0);
    expect(modules).toContain('bin/cli/program.ts');
  }, 60_000);

  it('checks alone loads none of the CLI\'s modules (the launcher prints the build\'s table); with a flag, its own command and no other', async () => {
    const alone = await modulesLoadedBy(['checks']);
    expect(alone.code).toBe(0);
    expect(alone.modules).toEqual([]);
    const { code, modules } = await modulesLoadedBy(['checks', '--caps']);
    expect(code).toBe(0);
    expect(modules).toContain('bin/cli/checks-command.ts');
    expect(unneeded(modules)).toEqual([]);
    expect(modules.filter((module) => /-command\.ts$/.test(module))).toEqual(['bin/cli/checks-command.ts']);
  }, 60_000);

  it('a plain local audit --json runs in the engine\'s script, and loads none of the other commands or of the flags it was not given', async () => {
    const { code, modules, engineScript } = await modulesLoadedBy(['audit', site.url, '--local', '--allow-private-targets', '--json']);
    expect(code).toBe(0);
    // The audit command and its run are compiled into the engine's code-cached script (bin/cli/audit-cli.ts): no
    // command's ES module, nor commander's, loads; what only some audits use would load as ES modules beside it.
    expect(engineScript).not.toBeNull();
    expect(readFileSync(engineScript!.startsWith('file:') ? fileURLToPath(engineScript!) : engineScript!, 'latin1')).toContain('agentgauge audit example.com --local --max-pages 20');
    expect(modules.filter((module) => /-command\.ts$|^bin\/cli\/(?:program|audit-run|audit-settings)\.ts$|^node_modules\/commander\//.test(module))).toEqual([]);
    expect(unneeded(modules)).toEqual([]);
  }, 120_000);

  it('a remote audit loads the audit command as an ES module, without the engine', async () => {
    // An API key and a service that is not there: the run fails (exit 5) without loading the engine's script.
    const { code, modules, engineScript } = await modulesLoadedBy(['audit', site.url, '--json', '--base-url', 'http://127.0.0.1:9/'], { AGENTGAUGE_API_KEY: 'ag_test' });
    expect(code).toBe(5);
    expect(engineScript).toBeNull();
    expect(modules).toEqual(expect.arrayContaining(['bin/cli/audit-command.ts', 'bin/cli/audit-run.ts', 'bin/cli/api-client.ts']));
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
