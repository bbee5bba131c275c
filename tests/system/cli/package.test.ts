// @agentgauge/cli as a user gets it: `npm run pack:cli` packs it, npm installs the tarball into an empty folder with an
// empty cache and a registry address where nothing listens (the package declares no dependency, so nothing may be
// downloaded), and the installed `agentgauge` runs from an empty working directory: a local audit of a fixture site,
// every public command over the API (against a stand-in that refuses the key, which proves each command loads and
// sends its request), the note about `admin`, and the usage error without a service address. The engine's start-up
// snapshot the package ships (bin/cli-package/make-snapshot.mjs) starts a first local audit on empty caches when the
// runtime is the packer's, and is left alone, with the same report, when it is another runtime's (issue 65). The
// engine's V8 code cache it ships (bin/cli-package/make-code-cache.mjs), for a run the snapshot does not fit, is used by
// a first run on empty caches when the runtime is the packer's, and ignored, with the same report, when its name says
// another runtime or V8 refuses its contents.
import { execFile, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { html, serveSite, text, type FixtureSite } from '../../helpers/site.js';
import { closedPort, engineCaches, ROOT, stableReport, type CliRun } from '../../helpers/cli/run-cli.js';

/**
 * The tarball: the CLI with its libraries and the engine's code cache (~4.9 MB), and the engine's start-up snapshot
 * for the packer's Node (~4.4 MB of the tarball: bin/pack-cli.mjs; `--no-snapshot` leaves it out).
 */
const MAX_TARBALL_BYTES = 10 * 1024 * 1024;

let work: string;
let tarball: string;
let packLines: string[];
let installed: string;
let emptyDir: string;
let site: FixtureSite;
let api: FixtureSite;
let apiRequests: Array<{ method: string; path: string; authorization: string | undefined }> = [];

/** npm with its own empty cache and a registry that refuses every connection. */
async function npmEnv(): Promise<NodeJS.ProcessEnv> {
  const cache = mkdtempSync(path.join(work, 'cache-'));
  return {
    ...cleanEnv(),
    npm_config_cache: cache,
    npm_config_registry: `http://127.0.0.1:${await closedPort()}/`,
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    npm_config_fetch_retries: '0',
  };
}

function run(file: string, args: string[], env: NodeJS.ProcessEnv, cwd = emptyDir): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(file, args, { cwd, env, timeout: 120_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr });
    });
  });
}

/** This process's environment without the API settings and colour preferences of whoever runs the tests. */
function cleanEnv(): NodeJS.ProcessEnv {
  const { AGENTGAUGE_API_KEY: _key, AGENTGAUGE_URL: _url, NO_COLOR: _color, FORCE_COLOR: _force, ...env } = process.env;
  return env;
}

const agentgauge = (args: string[], env: Record<string, string> = {}) =>
  run(path.join(installed, 'bin', 'agentgauge'), args, { ...cleanEnv(), HOME: work, ...env });

async function refuseKey(req: IncomingMessage, res: ServerResponse): Promise<void> {
  for await (const _ of req);
  apiRequests.push({ method: req.method ?? '', path: req.url ?? '', authorization: req.headers.authorization });
  res.writeHead(401, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: 'unauthorized', message: 'Invalid API key.' }));
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'agentgauge-package-'));
  emptyDir = path.join(work, 'empty');
  mkdirSync(emptyDir);
  const packed = spawnSync('npm', ['run', '--silent', 'pack:cli'], { cwd: ROOT, encoding: 'utf8' });
  if (packed.status !== 0) throw new Error(`pack:cli failed:\n${packed.stderr}${packed.stdout}`);
  packLines = packed.stdout.trimEnd().split('\n');
  tarball = packLines.at(-1)!;

  const prefix = path.join(work, 'global');
  const install = spawnSync('npm', ['install', '--global', '--prefix', prefix, tarball], { cwd: emptyDir, env: await npmEnv(), encoding: 'utf8' });
  if (install.status !== 0) throw new Error(`npm install of the tarball failed:\n${install.stderr}${install.stdout}`);
  installed = path.join(prefix, 'lib', 'node_modules', '@agentgauge', 'cli');

  site = await serveSite({
    '/': html('<!doctype html><html lang="en"><head><title>Packaged audit</title></head><body><main><h1>Home</h1></main></body></html>'),
    '/robots.txt': text('User-agent: *\nAllow: /\n'),
  });
  api = await serveSite({}, refuseKey);
}, 240_000);

afterAll(async () => {
  await site?.close();
  await api?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('npm run pack:cli', () => {
  it('prints the path of a tarball of at most 10 MB under dist/pack/ as its last line', () => {
    expect(path.dirname(tarball)).toBe(path.join(ROOT, 'dist', 'pack'));
    expect(path.basename(tarball)).toMatch(/^agentgauge-cli-\d+\.\d+\.\d+\.tgz$/);
    expect(statSync(tarball).size).toBeLessThanOrEqual(MAX_TARBALL_BYTES);
  });

  it('packs a package named @agentgauge/cli with the agentgauge command, no dependencies and no install scripts', () => {
    const manifest = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8'));
    const checkout = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    expect(manifest).toMatchObject({ name: '@agentgauge/cli', version: checkout.version, bin: { agentgauge: 'bin/agentgauge' }, engines: checkout.engines });
    expect(manifest.dependencies).toBeUndefined();
    expect(manifest.scripts).toBeUndefined();
    expect(manifest.peerDependenciesMeta).toEqual({ 'playwright-core': { optional: true } });
    // Nothing else was installed: no node_modules of its own, no browser driver.
    expect(readdirSync(installed).sort()).toEqual(['README.md', 'bin', 'dist', 'package.json']);
    const bundles = readdirSync(path.join(installed, 'dist', 'chunks')).filter((name) => /\.(mjs|cjs)$/.test(name));
    for (const name of bundles) {
      const source = readFileSync(path.join(installed, 'dist', 'chunks', name), 'utf8');
      expect(source, name).not.toMatch(/@prisma\/client|PrismaClient|@electric-sql\/pglite/);
      expect(source, name).not.toMatch(/require\(["']playwright-core["']\)|from ["']playwright-core["']/);
    }
  });
});

describe('the installed agentgauge', () => {
  it('audits a fixture site from an empty folder', async () => {
    const result = await agentgauge(['audit', site.url, '--local', '--allow-private-targets', '--json']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout);
    expect(report.url).toBe(site.url);
    expect(report.results.find((check: { id: string }) => check.id === 'robots-txt').score).toBe(100);
  });

  it('runs with npx file:<tarball>, downloading nothing (npx takes a bare path for a command to run)', async () => {
    const result = await run('npx', ['--yes', `file:${tarball}`, 'audit', site.url, '--local', '--allow-private-targets', '--checks', 'robots-txt'], await npmEnv());
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Agent Gauge audit of http:\/\/127\.0\.0\.1:\d+\/$/m);
    expect(result.stdout).toMatch(/✓ 100 {2}robots\.txt \(robots-txt\)/);
  });

  it('lists the checks', async () => {
    const result = await agentgauge(['checks', '--json']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toHaveLength(26);
    // Alone, from the table the package's build rendered (bin/agentgauge): one row per check under the header.
    const table = await agentgauge(['checks']);
    expect(table.code).toBe(0);
    expect(table.stdout.split('\n').slice(0, 2)).toEqual([expect.stringMatching(/^ID\s+NAME\s+CATEGORY\s+SCOPE\s+WEIGHT\s+GRADE\s+PROFILES$/), expect.stringMatching(/^robots-txt\s+robots\.txt\s+Discovery\s/)]);
    expect(table.stdout.trimEnd().split('\n')).toHaveLength(27);
  });

  it('sends every command over the API to the service named, with the key', async () => {
    apiRequests = [];
    const env = { AGENTGAUGE_API_KEY: 'ag_package_key', AGENTGAUGE_URL: api.origin };
    const commands: Array<[string[], string]> = [
      [['audit', 'example.com'], 'POST /api/v1/engine/report'],
      [['sites'], 'GET /api/v1/me/sites'],
      [['sites', 'add', 'example.com'], 'POST /api/v1/me/sites'],
      [['scan', 's1'], 'POST /api/v1/me/sites/s1/scan'],
      [['report', 's1'], 'GET /api/v1/me/sites/s1/report'],
      [['history', 's1'], 'GET /api/v1/me/sites/s1/history'],
      [['compare', 's1'], 'GET /api/v1/me/sites/s1/compare'],
      [['fixes', 's1'], 'GET /api/v1/me/sites/s1/fixes'],
      [['artifact', 's1', 'llms-txt'], 'GET /api/v1/me/sites/s1/artifacts/llms-txt'],
      [['verifications', 's1'], 'GET /api/v1/me/sites/s1/verifications'],
    ];
    for (const [args, request] of commands) {
      const result = await agentgauge(args, env);
      expect(result.code, args.join(' ')).toBe(5);
      expect(result.stderr, args.join(' ')).toBe('agentgauge: API error 401 unauthorized: Invalid API key.\n');
      const sent = apiRequests.pop()!;
      expect(`${sent.method} ${sent.path}`).toBe(request);
      expect(sent.authorization).toBe('Bearer ag_package_key');
    }
  });

  it('stops a command over the API without a service address, naming AGENTGAUGE_URL, before sending anything', async () => {
    apiRequests = [];
    const result = await agentgauge(['sites'], { AGENTGAUGE_API_KEY: 'ag_package_key' });
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      'agentgauge: no Agent Gauge service named: set AGENTGAUGE_URL (or pass --base-url) to the address of your service, e.g. https://gauge.example.com\n',
    );
    expect(apiRequests).toEqual([]);
  });

  it('says where the admin commands live', async () => {
    const result = await agentgauge(['admin', 'org', 'create', '--name', 'Acme']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      "agentgauge: admin commands need the service's database and are not part of @agentgauge/cli: " +
        'run "bin/agentgauge admin ..." in the Agent Gauge service checkout (with its DATABASE_URL or DATA_DIR)\n',
    );
  });
});

describe("the engine's code cache in the package", () => {
  const ENGINE_SCRIPT = /^engine-[A-Z0-9]+\.cjs$/;
  const runtime = `node${process.versions.node}-v8-${process.versions.v8}-${process.arch}`;

  /** The package's engine script and the code caches beside it. */
  function shipped(packageFolder: string): { script: string; caches: string[] } {
    const names = readdirSync(path.join(packageFolder, 'dist', 'chunks'));
    return { script: names.find((name) => ENGINE_SCRIPT.test(name))!, caches: names.filter((name) => name.endsWith('.v8cache')) };
  }

  /** A copy of the installed package whose shipped cache `change` has renamed or rewritten. */
  function changedCopy(name: string, change: (cache: string) => void): string {
    const copy = path.join(work, name);
    cpSync(installed, copy, { recursive: true });
    const { caches } = shipped(copy);
    change(path.join(copy, 'dist', 'chunks', caches[0]!));
    return copy;
  }

  /**
   * A local audit by the package in `packageFolder` as on a fresh CI runner: a new, empty HOME and temporary folder,
   * so the compile cache folder is the default one under it, empty. Its result and the engine caches it stored there.
   */
  async function firstAudit(packageFolder: string): Promise<{ audit: CliRun; stored: string[] }> {
    const fresh = mkdtempSync(path.join(work, 'fresh-'));
    const { NODE_COMPILE_CACHE: _cache, NODE_DISABLE_COMPILE_CACHE: _off, ...env } = cleanEnv();
    const launcher = path.join(packageFolder, 'bin', 'agentgauge');
    // From the code-cached script, which a run the snapshot does not fit starts from (the snapshot's own tests: below).
    const audit = await run(launcher, ['audit', site.url, '--local', '--allow-private-targets', '--json'], { ...env, HOME: fresh, TMPDIR: fresh, AGENTGAUGE_NO_SNAPSHOT: '1' });
    return { audit, stored: engineCaches(path.join(fresh, 'agentgauge-compile-cache')) };
  }

  it("sits beside the engine script, named by the script and by the packer's Node, V8 and architecture", () => {
    const { script, caches } = shipped(installed);
    expect(caches).toEqual([`${script}.${runtime}.v8cache`]);
    expect(statSync(path.join(installed, 'dist', 'chunks', caches[0]!)).size).toBeGreaterThan(100_000);
  });

  it("is used by a first audit on this runtime: V8 takes it, so the run compiles nothing it must store", async () => {
    const { audit, stored } = await firstAudit(installed);
    expect(audit.stderr).toBe('');
    expect(stored).toEqual([]);
    const withoutCache = await firstAudit(changedCopy('no-cache', (cache) => rmSync(cache)));
    expect(withoutCache.stored).toEqual(['engine.v8cache']);
    expect(stableReport(audit)).toEqual(stableReport(withoutCache.audit));
  });

  it('is not read on another runtime (its name says another Node and V8): the same report, and the run stores its own cache', async () => {
    const other = changedCopy('other-runtime', (cache) => renameSync(cache, cache.replace(runtime, 'node22.12.0-v8-12.4.254.21-node.21-x64')));
    const [matched, mismatched] = [await firstAudit(installed), await firstAudit(other)];
    expect(mismatched.audit.stderr).toBe('');
    expect(stableReport(mismatched.audit)).toEqual(stableReport(matched.audit));
    expect(mismatched.stored).toEqual(['engine.v8cache']);
  });

  it('is compiled around when V8 refuses it (damaged contents under this runtime\'s name): the same report, and the run stores its own', async () => {
    const damaged = changedCopy('damaged', (cache) => writeFileSync(cache, Buffer.alloc(statSync(cache).size, 0x5a)));
    const [matched, refused] = [await firstAudit(installed), await firstAudit(damaged)];
    expect(refused.audit.stderr).toBe('');
    expect(stableReport(refused.audit)).toEqual(stableReport(matched.audit));
    expect(refused.stored).toEqual(['engine.v8cache']);
  });
});

describe("the engine's start-up snapshot in the package (issue 65)", () => {
  const runtime = `node${process.versions.node}-v8-${process.versions.v8}-${process.arch}`;
  const here = `Node ${process.versions.node}, ${process.platform} ${process.arch}`;

  /** A local audit by the package in `packageFolder` on a fresh runner (empty HOME and temporary folder), with --verbose. */
  function freshAudit(packageFolder: string, env: Record<string, string> = {}): Promise<CliRun> {
    const fresh = mkdtempSync(path.join(work, 'fresh-'));
    const launcher = path.join(packageFolder, 'bin', 'agentgauge');
    return run(launcher, ['audit', site.url, '--local', '--allow-private-targets', '--json', '--verbose'], { ...cleanEnv(), HOME: fresh, TMPDIR: fresh, ...env });
  }

  it("sits beside the engine script with its manifest, named by the script and by the packer's Node, V8 and architecture", () => {
    const names = readdirSync(path.join(installed, 'dist', 'chunks'));
    const script = names.find((name) => /^engine-[A-Z0-9]+\.cjs$/.test(name))!;
    expect(names.filter((name) => /\.snapshot(\.json)?$/.test(name)).sort()).toEqual([`${script}.${runtime}.snapshot`, `${script}.${runtime}.snapshot.json`]);
    const manifest = JSON.parse(readFileSync(path.join(installed, 'dist', 'chunks', `${script}.${runtime}.snapshot.json`), 'utf8'));
    expect(manifest).toMatchObject({ node: process.versions.node, v8: process.versions.v8, arch: process.arch, platform: process.platform });
    expect(statSync(path.join(installed, 'dist', 'chunks', `${script}.${runtime}.snapshot`)).size).toBe(manifest.bytes);
  });

  it('starts the first audit on a fresh runner of this runtime, with the report the code-cached script gives', async () => {
    const [fromSnapshot, fromScript] = [await freshAudit(installed), await freshAudit(installed, { AGENTGAUGE_NO_SNAPSHOT: '1' })];
    expect(fromSnapshot.stderr).toBe(`agentgauge: the engine started from its start-up snapshot (${here})\n`);
    expect(stableReport(fromSnapshot)).toEqual(stableReport(fromScript));
  });

  it("is left alone on another runtime (its name and manifest say another Node): the same report from the code-cached script, and a note naming both", async () => {
    const copy = path.join(work, 'other-runtime-snapshot');
    cpSync(installed, copy, { recursive: true });
    const chunks = path.join(copy, 'dist', 'chunks');
    const other = 'node22.12.0-v8-12.4.254.21-node.21-x64';
    for (const name of readdirSync(chunks).filter((entry) => /\.snapshot(\.json)?$/.test(entry))) {
      renameSync(path.join(chunks, name), path.join(chunks, name.replace(runtime, other)));
    }
    const manifestFile = readdirSync(chunks).find((name) => name.endsWith('.snapshot.json'))!;
    const manifest = JSON.parse(readFileSync(path.join(chunks, manifestFile), 'utf8'));
    writeFileSync(path.join(chunks, manifestFile), JSON.stringify({ ...manifest, node: '22.12.0', v8: '12.4.254.21-node.21' }));
    const [matched, mismatched] = [await freshAudit(installed), await freshAudit(copy)];
    expect(mismatched.stderr).toBe(
      `agentgauge: the engine started from its code-cached script: no start-up snapshot for ${here} (the CLI has one for Node 22.12.0, ${process.platform} ${process.arch})\n`,
    );
    expect(stableReport(mismatched)).toEqual(stableReport(matched));
  });
});
