// The engine's V8 start-up snapshot for this runtime (issue 65), made beside the engine script by `npm run build:cli`
// (the checkout's build) and `npm run pack:cli` (the package's): a training audit of the fixture web's docs site
// compiles the functions an audit runs (bin/cli-package/make-code-cache.mjs, in a Node started without its built-in
// snapshot, whose code cache the snapshot builder can take), then `node --build-snapshot` runs
// bin/cli-package/snapshot-entry.cjs on the script with that cache, and the heap it leaves is the blob a plain local
// audit starts from (bin/cli/snapshot-start.ts). Beside the blob, a manifest (JSON) says which Node made it, with which
// options, and which environment variables the engine read while it loaded, so that a run that does not match starts
// from the code-cached script instead. Without the training (no fixture web), every function is compiled instead: a
// snapshot 2 MB larger and slower to start (bench/README.md).
//
// The blob belongs to one build of Node: the package carries the packer's, which a run on any other Node does not
// start. V8 writes a blob's bytes differently each time, so a rebuild of the same script with the same entry and
// options on the same Node keeps the earlier blob (readSnapshots), as the code cache is kept.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildConfigHash, snapshotManifestName, snapshotName } from './code-cache-name.mjs';
import { engineScriptOf, trainedCodeCache } from './make-code-cache.mjs';

const ENTRY = fileURLToPath(new URL('./snapshot-entry.cjs', import.meta.url));
const BUILD_TIMEOUT_MS = 120_000;

/**
 * Node's options for a process started from the snapshot, chosen when it is made (the manifest carries them): a young
 * generation of 16 MB from the start (V8 starts it at 1 MB and doubles it as it fills), in which a one-page audit's
 * garbage fits, so that it runs without a collection (bench/README.md: the options tried, by instruction counts); and
 * one V8 worker thread instead of Node's four: a one-page audit gives them little to do, and starting them and their
 * memory arenas, beside the audited site on a small runner's cores, cost ~5% of the audit's wall time
 * (bench/README.md, 2026-11-29). And a wasm tier-up budget no one-page audit spends: undici's HTTP parser (llhttp, a
 * wasm module) stays in its baseline code (Liftoff), which parses a page's few responses as fast, instead of being
 * recompiled by the optimising tier on that worker thread while the audit waits for the cores (CPU ×0.83, wall ×0.94
 * in paired runs; bench/README.md, 2026-11-29 second session). The optimising tier stays for a process that parses
 * enough to reach the budget.
 */
export const SNAPSHOT_FLAGS = ['--min-semi-space-size=16', '--v8-pool-size=1', '--wasm-tiering-budget=2000000000'];

/** What makes a blob: the entry's text and the options (with the script's name and the runtime in the blob's name). */
function madeWith(flags) {
  return createHash('sha256').update(readFileSync(ENTRY)).update(JSON.stringify(flags)).digest('hex').slice(0, 16);
}

const SNAPSHOT_FILE = /\.snapshot(?:\.json)?$/;

/** The snapshots and manifests a folder's build holds (by file name), read before the folder is rebuilt. */
export function readSnapshots(folder) {
  const chunks = join(folder, 'dist', 'chunks');
  if (!existsSync(chunks)) return new Map();
  return new Map(readdirSync(chunks).filter((name) => SNAPSHOT_FILE.test(name)).map((name) => [name, readFileSync(join(chunks, name))]));
}

function readIfPresent(file) {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/**
 * The earlier blob and manifest of the same script, entry, options and Node: those `earlier` holds (a package folder
 * read before it was rebuilt), else those already in place (the checkout's dist/chunks/, which a build keeps).
 */
function keptFrom(earlier, chunks, blobName, manifestName, made) {
  const manifestText = earlier.get(manifestName) ?? readIfPresent(join(chunks, manifestName));
  if (!manifestText) return null;
  let manifest;
  try {
    manifest = JSON.parse(manifestText.toString('utf8'));
  } catch {
    return null;
  }
  if (manifest.made !== made || manifest.config !== buildConfigHash()) return null;
  const blob = earlier.get(blobName) ?? readIfPresent(join(chunks, blobName));
  return blob?.length === manifest.bytes ? { blob, manifestText } : null;
}

/** Written aside and renamed into place: a CLI started meanwhile reads the old file or the new one, never half of one. */
function writeInPlace(file, contents) {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, contents);
  renameSync(partial, file);
}

/**
 * Writes the snapshot of the engine script `engineScript` (else the folder's one engine script) of the CLI built in
 * `folder` beside it, with its manifest: the earlier build's, or one made now (`root`: the checkout, whose fixture web
 * the training audit runs against). Returns the blob's path, whether it was made now, and how its functions were
 * compiled ('trained', 'eager', or 'kept' from the earlier build). Throws when it cannot (the CLI then starts every
 * audit from the code-cached script).
 */
export async function makeSnapshot(root, folder, earlier = new Map(), engineScript = null, flags = SNAPSHOT_FLAGS) {
  const chunks = join(folder, 'dist', 'chunks');
  const script = engineScriptOf(folder, engineScript);
  const [blobName, manifestName] = [snapshotName(script), snapshotManifestName(script)];
  const [blobPath, manifestPath] = [join(chunks, blobName), join(chunks, manifestName)];
  const made = madeWith(flags);
  const kept = keptFrom(earlier, chunks, blobName, manifestName, made);
  if (kept) {
    writeInPlace(blobPath, kept.blob);
    writeInPlace(manifestPath, kept.manifestText);
    return { path: blobPath, made: false, compiled: 'kept' };
  }
  const work = mkdtempSync(join(tmpdir(), 'agentgauge-snapshot-'));
  try {
    const [blob, report, trained] = [join(work, 'engine.snapshot'), join(work, 'report.json'), join(work, 'trained.v8cache')];
    let training = null;
    try {
      // Trained under the snapshot's own flags: V8 refuses a code cache made under another flag hash, and the blob
      // would then silently hold the eager compile instead of the trained functions.
      writeFileSync(trained, await trainedCodeCache(root, folder, script, ['--no-node-snapshot', ...flags]));
    } catch (error) {
      training = error;
    }
    // No environment at all: nothing of the builder's (NODE_OPTIONS, the engine's own settings) reaches the heap, and
    // every variable the engine reads while it loads is one a run must not have set (snapshot-start.ts).
    const env = process.platform === 'win32' ? { SystemRoot: process.env.SystemRoot } : {};
    const built = spawnSync(process.execPath, [...flags, '--snapshot-blob', blob, '--build-snapshot', ENTRY, join(chunks, script), report, ...(training ? [] : [trained])], {
      cwd: work,
      env,
      encoding: 'utf8',
      timeout: BUILD_TIMEOUT_MS,
    });
    if (built.status !== 0 || !existsSync(blob)) throw new Error(`node --build-snapshot exited ${built.status ?? built.signal}: ${`${built.stderr}`.trim().split('\n').slice(0, 5).join(' ')}`);
    const { env: readWhileLoading, compiled } = JSON.parse(readFileSync(report, 'utf8'));
    const manifest = {
      node: process.versions.node,
      v8: process.versions.v8,
      arch: process.arch,
      platform: process.platform,
      config: buildConfigHash(),
      flags,
      bytes: statSync(blob).size,
      env: readWhileLoading,
      compiled,
      made,
    };
    writeInPlace(blobPath, readFileSync(blob));
    writeInPlace(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
    return { path: blobPath, made: true, compiled, ...(training ? { training: training.message } : {}) };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** How a made (or kept) snapshot's functions were compiled, for the build's line on stderr. */
export function describeCompiled(snapshot) {
  if (snapshot.compiled === 'kept') return ' (kept from the earlier build of the same script)';
  if (snapshot.compiled === 'trained') return " (the functions of a training audit compiled)";
  return ` (every function compiled${snapshot.training ? `: no training audit, ${snapshot.training}` : ''})`;
}
