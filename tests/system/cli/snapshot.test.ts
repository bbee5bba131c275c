// Issue 65: a plain local audit starts from the engine's V8 start-up snapshot, which `npm run build:cli` makes beside
// the engine script for the Node that built it (bin/cli-package/make-snapshot.mjs), with the manifest that says which
// Node, which options and which environment variables the engine read as it loaded; bin/agentgauge replaces its
// process with one started from it (bin/cli/snapshot-start.ts). Where the snapshot does not fit this run (another
// Node or another build of it, Node options, a variable the snapshot fixed, a file cut short, or asked not to), the
// audit starts from the code-cached script as before, and `--verbose` says why in one line. Exit codes, stdout and
// stderr are the CLI's either way (same-report.test.ts compares the reports with the engine's own).
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfigHash, runtimeKey, snapshotManifestName, snapshotName } from '../../../bin/cli-package/code-cache-name.mjs';
import { SNAPSHOT_MALLOC_TUNABLES, snapshotEnvironment } from '../../../bin/cli/snapshot-malloc.js';
import { snapshotStart, type SnapshotManifest } from '../../../bin/cli/snapshot-start.js';
import { html, serveSite, text, type FixtureSite } from '../../helpers/site.js';
import { buildCli, ROOT, runCli, runLauncher, stableReport } from '../../helpers/cli/run-cli.js';

const CHUNKS = path.join(ROOT, 'dist', 'chunks');
const HERE = `Node ${process.versions.node}, ${process.platform} ${process.arch}`;
const FROM_SNAPSHOT = `agentgauge: the engine started from its start-up snapshot (${HERE})\n`;
const fromScript = (reason: string) => `agentgauge: the engine started from its code-cached script: ${reason}\n`;

let site: FixtureSite;
let work: string;
let script: string;

beforeAll(async () => {
  buildCli();
  work = mkdtempSync(path.join(tmpdir(), 'agentgauge-snapshot-'));
  // The build names its current script in dist/cli.mjs's chunks; earlier builds' scripts may still sit beside it.
  const launcher = readFileSync(path.join(ROOT, 'dist', 'snapshot-start.cjs'), 'utf8');
  script = /chunks\/(engine-[A-Z0-9]+\.cjs)/.exec(launcher)![1]!;
  site = await serveSite({
    '/': html('<!doctype html><html lang="en"><head><title>Snapshot</title></head><body><main><h1>Snapshot</h1></main></body></html>'),
    '/robots.txt': text('User-agent: *\nAllow: /\n'),
  });
});

afterAll(async () => {
  await site?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

const auditArgs = () => ['audit', site.url, '--local', '--allow-private-targets', '--json', '--verbose'];

/** A copy of the checkout's built CLI whose snapshot files `change` has altered (given the chunks folder and the script's name). */
function changedCopy(name: string, change: (chunks: string) => void): string {
  const folder = path.join(work, name);
  cpSync(path.join(ROOT, 'bin', 'agentgauge'), path.join(folder, 'bin', 'agentgauge'));
  for (const file of ['cli.mjs', 'snapshot-start.cjs']) cpSync(path.join(ROOT, 'dist', file), path.join(folder, 'dist', file));
  cpSync(CHUNKS, path.join(folder, 'dist', 'chunks'), { recursive: true, filter: (source) => !source.endsWith('.map') });
  change(path.join(folder, 'dist', 'chunks'));
  return path.join(folder, 'bin', 'agentgauge');
}

function editManifest(chunks: string, edit: (manifest: SnapshotManifest) => void): void {
  const file = path.join(chunks, snapshotManifestName(script));
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as SnapshotManifest;
  edit(manifest);
  writeFileSync(file, JSON.stringify(manifest));
}

describe("the engine's start-up snapshot of the checkout's build", () => {
  it('sits beside the engine script for this runtime, with a manifest naming this Node, its options and what the engine read as it loaded', () => {
    const blob = path.join(CHUNKS, snapshotName(script));
    const manifest = JSON.parse(readFileSync(path.join(CHUNKS, snapshotManifestName(script)), 'utf8')) as SnapshotManifest;
    expect(snapshotName(script)).toBe(`${script}.${runtimeKey()}.snapshot`);
    expect(manifest).toMatchObject({
      node: process.versions.node,
      v8: process.versions.v8,
      arch: process.arch,
      platform: process.platform,
      config: buildConfigHash(),
      bytes: statSync(blob).size,
      // The training audit's functions (bin/cli-package/make-snapshot.mjs): the checkout has the fixture web.
      compiled: 'trained',
    });
    // undici reads these two as it loads (its HTTP parser's build); nothing of the engine's own settings.
    expect(manifest.env).toEqual(['UNDICI_NO_WASM_SIMD', 'UNDICI_USE_MILO']);
    expect(manifest.flags.every((flag) => /^--[a-z0-9-]+(=\d+)?$/.test(flag))).toBe(true);
    // One V8 worker thread for a one-page audit (bin/cli-package/make-snapshot.mjs; bench/README.md, 2026-11-29).
    expect(manifest.flags).toContain('--v8-pool-size=1');
    // undici's wasm HTTP parser kept in its baseline tier for a one-page audit (same file; bench/README.md).
    expect(manifest.flags).toContain('--wasm-tiering-budget=2000000000');
  });

  it('starts a plain local audit, which --verbose says on stderr', async () => {
    const run = await runCli(auditArgs());
    expect(run.stderr).toBe(FROM_SNAPSHOT);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ url: site.url, overallScore: expect.any(Number) });
  });

  it("loads on need no Node module that the code-cached script's run does not load too, and never node:http or node:tls", async () => {
    const recorder = fileURLToPath(new URL('../../fixtures/cli/record-native-loads.cjs', import.meta.url));
    const args = ['audit', site.url, '--local', '--allow-private-targets', '--json'];
    const { NODE_OPTIONS: _options, AGENTGAUGE_NO_SNAPSHOT: _off, ...base } = process.env;
    const loadsOf = async (argv: string[], env: Record<string, string>): Promise<string[]> => {
      const file = path.join(work, `native-${Object.keys(env).join('-') || 'snapshot'}.txt`);
      await new Promise<void>((resolve, reject) => {
        execFile(argv[0]!, argv.slice(1), { env: { ...base, ...env, RECORD_NATIVE_FILE: file } }, (error) => (error ? reject(error) : resolve()));
      });
      return readFileSync(file, 'utf8').split('\n').filter(Boolean);
    };
    // The snapshot's process as bin/agentgauge starts it (its command line from the manifest), with the recorder.
    const start = snapshotStart(path.join(CHUNKS, script), args, base, []);
    if (!('argv' in start)) throw new Error(start.reason);
    const [node, ...rest] = start.argv;
    const fromSnapshot = await loadsOf([node!, '-r', recorder, ...rest], {});
    // Node options make the launcher load the code-cached script (NODE_OPTIONS is how the recorder gets in).
    const fromScript = await loadsOf([process.execPath, path.join(ROOT, 'bin', 'agentgauge'), ...args], { NODE_OPTIONS: `-r ${recorder}` });
    expect(fromScript).toContain('net');
    expect(fromSnapshot.filter((name) => !fromScript.includes(name))).toEqual([]);
    // Nor node:tls: the https twin of the plain http:// site learns over a plain connection that it speaks HTTP
    // (engine/fetch/hello-answer.ts).
    expect([...fromSnapshot, ...fromScript].filter((name) => name === 'http' || name === 'tls')).toEqual([]);
  });

  it.runIf(process.platform === 'linux')("starts its process with glibc's huge-page malloc settings, and keeps them from what the audit starts", async () => {
    const recorder = fileURLToPath(new URL('../../fixtures/cli/record-tunables.cjs', import.meta.url));
    const args = ['audit', site.url, '--local', '--allow-private-targets', '--json'];
    const { NODE_OPTIONS: _options, AGENTGAUGE_NO_SNAPSHOT: _off, GLIBC_TUNABLES: _own, ...base } = process.env;
    const recorded = async (env: NodeJS.ProcessEnv): Promise<{ env: NodeJS.ProcessEnv; record: unknown }> => {
      // The snapshot's process as bin/agentgauge starts it: the command line and environment snapshotStart gives.
      const start = snapshotStart(path.join(CHUNKS, script), args, env, []);
      if (!('argv' in start)) throw new Error(start.reason);
      const [node, ...rest] = start.argv;
      const file = path.join(work, `tunables-${env.GLIBC_TUNABLES ? 'own' : 'none'}.json`);
      await new Promise<void>((resolve, reject) => {
        execFile(node!, ['-r', recorder, ...rest], { env: { ...start.env, RECORD_TUNABLES_FILE: file } }, (error) => (error ? reject(error) : resolve()));
      });
      return { env: start.env, record: JSON.parse(readFileSync(file, 'utf8')) };
    };
    // Unset: the C library reads the settings as the process starts; the audit's environment no longer has them.
    const none = await recorded(base);
    expect(none.env).toEqual({ ...base, GLIBC_TUNABLES: 'glibc.malloc.hugetlb=1:glibc.malloc.top_pad=33554432' });
    expect(none.record).toEqual({ startedWith: SNAPSHOT_MALLOC_TUNABLES, atExit: null });
    // A setting of the user's own is theirs: given as it is, and kept.
    const own = await recorded({ ...base, GLIBC_TUNABLES: 'glibc.malloc.arena_max=2' });
    expect(own.env).toEqual({ ...base, GLIBC_TUNABLES: 'glibc.malloc.arena_max=2' });
    expect(own.record).toEqual({ startedWith: 'glibc.malloc.arena_max=2', atExit: 'glibc.malloc.arena_max=2' });
    // Only where glibc may be the C library.
    expect(snapshotEnvironment(base, 'darwin')).toBe(base);
    expect(snapshotEnvironment(base, 'win32')).toBe(base);
    // glibc takes both settings (its dynamic loader lists the values it parsed).
    const report = process.report.getReport() as unknown as { sharedObjects: string[] };
    const loader = report.sharedObjects.find((file) => /\/ld-linux[^/]*\.so/.test(file));
    if (loader) {
      const listed = await new Promise<string>((resolve, reject) => {
        execFile(loader, ['--list-tunables'], { env: { ...base, GLIBC_TUNABLES: SNAPSHOT_MALLOC_TUNABLES } }, (error, stdout) => (error ? reject(error) : resolve(stdout)));
      });
      expect(listed).toMatch(/^glibc\.malloc\.hugetlb: 0x1 /m);
      expect(listed).toMatch(/^glibc\.malloc\.top_pad: 0x2000000 /m);
    }
  });

  it('gives the audit its own exit codes and messages: a failed assertion, a usage error', async () => {
    const below = await runCli(['audit', site.url, '--local', '--allow-private-targets', '--checks', 'llms-txt', '--assert', 'llms-txt=100', '--verbose']);
    expect(below.code).toBe(1);
    expect(below.stderr.startsWith(FROM_SNAPSHOT)).toBe(true);
    const usage = await runCli(['audit', site.url, '--local', '--retries', '99']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toBe("agentgauge: option '--retries <n>' argument '99' is invalid. Expected an integer from 0 to 2.\n");
  });
});

describe('a run the snapshot does not fit starts from the code-cached script, and says why', () => {
  it.each([
    [{ AGENTGAUGE_NO_SNAPSHOT: '1' }, 'AGENTGAUGE_NO_SNAPSHOT=1'],
    [{ NODE_OPTIONS: '--no-warnings' }, 'NODE_OPTIONS is set'],
    [{ UNDICI_NO_WASM_SIMD: '1' }, 'UNDICI_NO_WASM_SIMD is set, which the engine reads as it loads'],
  ])('with %o: the same report', async (env, reason) => {
    const [snapshot, script_] = [await runCli(auditArgs()), await runCli(auditArgs(), env)];
    expect(script_.stderr).toBe(fromScript(reason));
    expect(stableReport(script_)).toEqual(stableReport(snapshot));
  });

  it('a snapshot of another Node, named so: its runtime is named', async () => {
    const launcher = changedCopy('other-node', (chunks) => {
      const other = 'node22.12.0-v8-12.4.254.21-node.21-x64';
      renameSync(path.join(chunks, snapshotName(script)), path.join(chunks, snapshotName(script, other)));
      editManifest(chunks, (manifest) => Object.assign(manifest, { node: '22.12.0', v8: '12.4.254.21-node.21' }));
      renameSync(path.join(chunks, snapshotManifestName(script)), path.join(chunks, snapshotManifestName(script, other)));
    });
    const run = await runLauncher(launcher, auditArgs());
    expect(run.stderr).toBe(fromScript(`no start-up snapshot for ${HERE} (the CLI has one for Node 22.12.0, ${process.platform} ${process.arch})`));
    expect(run.code).toBe(0);
  });

  it('a snapshot made by another build of this Node version (its build configuration differs)', async () => {
    const launcher = changedCopy('other-build', (chunks) => editManifest(chunks, (manifest) => Object.assign(manifest, { config: '00000000' })));
    const run = await runLauncher(launcher, auditArgs());
    expect(run.stderr).toBe(fromScript(`the start-up snapshot was made by another build of Node ${process.versions.node} (its build configuration differs)`));
    expect(run.code).toBe(0);
  });

  it('a snapshot file cut short', async () => {
    let bytes = 0;
    const launcher = changedCopy('cut-short', (chunks) => {
      const blob = path.join(chunks, snapshotName(script));
      bytes = statSync(blob).size;
      truncateSync(blob, 4096);
    });
    const run = await runLauncher(launcher, auditArgs());
    expect(run.stderr).toBe(fromScript(`the start-up snapshot file has 4096 bytes, not the ${bytes} it was made with`));
    expect(run.code).toBe(0);
  });

  it('no snapshot at all', async () => {
    const launcher = changedCopy('none', (chunks) => {
      for (const name of readdirSync(chunks)) if (/\.snapshot(\.json)?$/.test(name)) rmSync(path.join(chunks, name));
    });
    const run = await runLauncher(launcher, auditArgs());
    expect(run.stderr).toBe(fromScript(`no start-up snapshot for ${HERE}`));
    expect(run.code).toBe(0);
  });
});
