// The engine's V8 code cache that @agentgauge/cli ships (bin/pack-cli.mjs calls this once the package folder is built).
//
// A CI job starts on a fresh runner with an empty cache folder, so without it every job's audit compiles the engine
// script (2.3 MB) and each function it calls: 35–39% more CPU than a run with the cache (bench/README.md). The cache is
// made the way a user's first audit makes its own (bin/cli/code-cached-script.ts): the package's own `agentgauge`
// audits the docs site of the fixture web (tests/fixtures/web, on 127.0.0.1) with a compile cache folder of its own,
// and stores the engine's code as that audit compiled it. It is copied beside the script under the name of this
// runtime (bin/cli-package/code-cache-name.mjs): a run on the same Node, V8 and architecture uses it; any other ignores
// it and makes its own.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { createInterface } from 'node:readline';
import { packagedCacheName } from './code-cache-name.mjs';

/**
 * The fixture web's site the packer audits. A cache made after audits of all six sites in one run was 12% larger
 * (2.34 against 2.08 MB) and no faster on any of them: a first audit of the docs, shop or api site took the same CPU
 * time with either, within 2% (bench/README.md); what the other sites run beyond it is mostly in the chunks loaded
 * on need (the MCP client, the OpenAPI parser), which are not part of the engine's script.
 */
const TRAINING_SITE = 'docs';
const START_TIMEOUT_MS = 60_000;
const TRAINING_TIMEOUT_MS = 120_000;

/** The fixture web in a child process (as bench/fixture-site.ts starts it); resolves with its sites' URLs. */
async function startFixtureWeb(root) {
  const serve = join(root, 'tests', 'fixtures', 'web', 'serve.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', serve, '1'], { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] });
  let timer;
  try {
    const firstLine = await new Promise((resolve, reject) => {
      createInterface({ input: child.stdout }).once('line', resolve);
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`the fixture web (${serve}) exited with ${code}`)));
      timer = setTimeout(() => reject(new Error(`the fixture web (${serve}) did not start within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
    });
    const { sites } = JSON.parse(firstLine);
    return { sites, stop: () => child.stdin.end() };
  } catch (error) {
    child.kill();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The environment of the training run: a HOME and temporary folder of its own, none of the packer's API settings or
 * Node options (V8 flags would change the cache's flag hash, and V8 refuses a cache made under other flags), and the
 * engine loaded from its code-cached script (never its start-up snapshot, which compiles nothing).
 */
function trainingEnv(home, cacheDir) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(AGENTGAUGE_|NODE_OPTIONS$|NODE_DISABLE_COMPILE_CACHE$)/.test(name)));
  return { ...env, HOME: home, TMPDIR: home, NODE_COMPILE_CACHE: cacheDir, NO_COLOR: '1', AGENTGAUGE_NO_SNAPSHOT: '1' };
}

const CODE_CACHE = /\.v8cache$/;

/**
 * The code caches a package folder holds (by file name), read before the folder is rebuilt: V8 writes different bytes
 * for the same code on every run, so a rebuild with the same engine script on the same runtime keeps the earlier
 * cache, and the folder (the action's committed copy, the tarball and its checksum) stays the same byte for byte.
 */
export function readCodeCaches(folder) {
  const chunks = join(folder, 'dist', 'chunks');
  if (!existsSync(chunks)) return new Map();
  return new Map(readdirSync(chunks).filter((name) => CODE_CACHE.test(name)).map((name) => [name, readFileSync(join(chunks, name))]));
}

/**
 * The engine script `script` of the CLI built in `folder` as an audit of the training site compiled it: the V8 code
 * cache its loader stores after the audit (bin/cli/code-cached-script.ts), made by `node [nodeOptions] <folder>'s
 * bin/agentgauge`. Throws when it cannot.
 */
export async function trainedCodeCache(root, folder, script, nodeOptions = []) {
  const work = mkdtempSync(join(tmpdir(), 'agentgauge-code-cache-'));
  let web;
  try {
    web = await startFixtureWeb(root);
    const cacheDir = join(work, 'compile-cache');
    const args = [...nodeOptions, join(folder, 'bin', 'agentgauge'), 'audit', web.sites[TRAINING_SITE], '--local', '--allow-private-targets', '--json'];
    mkdirSync(join(work, 'cwd'));
    const audit = spawnSync(process.execPath, args, { cwd: join(work, 'cwd'), env: trainingEnv(work, cacheDir), encoding: 'utf8', timeout: TRAINING_TIMEOUT_MS });
    // 1: an assertion or a check failed on a fixture site, which is no concern here; anything else is.
    if (audit.status !== 0 && audit.status !== 1) throw new Error(`the training audit exited ${audit.status ?? audit.signal}: ${audit.stderr.trim()}`);
    // Node keeps the folder's caches in a subfolder named by its version.
    const made = readdirSync(cacheDir, { recursive: true, encoding: 'utf8' }).find((name) => basename(name) === `${script}.v8cache`);
    if (!made) throw new Error(`the training audit stored no cache of ${script}`);
    return readFileSync(join(cacheDir, made));
  } finally {
    web?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

/** The engine script of the CLI built in `folder`: `engineScript`, else the folder's one engine script. */
export function engineScriptOf(folder, engineScript = null) {
  const chunks = join(folder, 'dist', 'chunks');
  // The checkout's build names its script: earlier builds' engine scripts stay in its folder for a while (build-cli.mjs
  // drops stale chunks only after minutes), and the first one by name may be one of them.
  const script = engineScript ?? readdirSync(chunks).find((name) => /^engine-[A-Z0-9]+\.cjs$/.test(name));
  if (!script) throw new Error(`no engine script in ${chunks}`);
  return script;
}

/**
 * Writes the engine's cache beside its script in the package in `folder` (`engineScript`, else the folder's one engine
 * script): the one of `earlier` (readCodeCaches) for this script and runtime, or else one made by auditing the training
 * site. Returns the cache's path and whether it was made now. Throws when it cannot (the packer then packs without it,
 * saying why).
 */
export async function makeCodeCache(root, folder, earlier = new Map(), engineScript = null) {
  const script = engineScriptOf(folder, engineScript);
  const target = join(folder, 'dist', 'chunks', packagedCacheName(script));
  const kept = earlier.get(basename(target));
  if (kept) {
    writeFileSync(target, kept);
    return { path: target, made: false };
  }
  writeFileSync(target, await trainedCodeCache(root, folder, script));
  return { path: target, made: true };
}
