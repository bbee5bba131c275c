// Issue 35 point 5: a command loads what it uses. `agentgauge checks` and --help read the catalog compiled into the
// CLI and must not load the engine's audit modules (the engine script, its checks, gatherers and parsers); an audit
// does load them, which proves the recording sees them.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { html, serveSite, type FixtureSite } from '../helpers/site';
import { buildCli, runCli } from './run-cli';

const RECORDER = fileURLToPath(new URL('./fixtures/record-loads.mjs', import.meta.url));
/** Source comments esbuild writes before each module of the CLI's chunks: these are the audit's, not the light engine's. */
const AUDIT_MODULES = /^\/\/ engine\/(?:index|audit)\.ts$|^\/\/ engine\/(?:checks|gather|render\/render-page|isolate)\//m;

let work: string;
let site: FixtureSite;

beforeAll(async () => {
  buildCli();
  work = mkdtempSync(path.join(tmpdir(), 'agentgauge-loads-'));
  site = await serveSite({ '/': html('<!doctype html><html lang="en"><head><title>Loads</title></head><body><main><h1>Loads</h1></main></body></html>') });
}, 240_000);

afterAll(async () => {
  await site?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** The files one CLI run loaded or read, and which of them hold engine audit modules. */
async function loadsOf(args: string[]): Promise<{ code: number | null; engineFiles: string[] }> {
  const file = path.join(work, `${args.join('-').replace(/\W+/g, '_')}.txt`);
  const result = await runCli(args, { RECORD_LOADS_FILE: file, NODE_OPTIONS: `--import=${RECORDER}` });
  const files = readFileSync(file, 'utf8')
    .split('\n')
    .map((entry) => (entry.startsWith('file:') ? fileURLToPath(entry) : entry))
    .filter((entry) => /[\\/]dist[\\/]/.test(entry) && /\.(?:mjs|cjs)$/.test(entry));
  const engineFiles = files.filter((entry) => /engine-[\w]+\.cjs$/.test(entry) || AUDIT_MODULES.test(readFileSync(entry, 'utf8')));
  return { code: result.code, engineFiles: engineFiles.map((entry) => path.basename(entry)) };
}

describe('what each command loads', () => {
  it.each([[['checks']], [['checks', '--json']], [['checks', 'robots-txt']], [['--help']], [['audit', '--help']]])('agentgauge %j loads no engine audit module', async (args) => {
    const { code, engineFiles } = await loadsOf(args);
    expect(code).toBe(0);
    expect(engineFiles).toEqual([]);
  }, 60_000);

  it('a local audit does load them (the recording sees the engine)', async () => {
    const { code, engineFiles } = await loadsOf(['audit', site.url, '--local', '--allow-private-targets', '--checks', 'robots-txt', '--json']);
    expect(code).toBe(0);
    expect(engineFiles.some((file) => /^engine-\w+\.cjs$/.test(file))).toBe(true);
  }, 120_000);
});
