// The service's bundles: bin/start.ts (`npm start`), bin/worker.ts (`npm run worker`), the thread audits run in
// (lib/server/audit-process.ts) and the thread a traffic batch is read on (lib/server/traffic-thread.ts), each with
// our sources compiled in and node_modules left outside, written into dist/ by `npm run build:cli`. The service runs them rather than its sources through a TypeScript loader: a process
// starts in about two thirds of the CPU time (1.6 s instead of 2.4 s on the 2-core reference machine) and needs no
// loader thread. bin/launch.mjs builds them when they are missing or older than a source.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Each bundle, relative to the project. */
export const SERVICE_BUNDLES = Object.freeze({
  start: 'dist/start.mjs',
  worker: 'dist/worker.mjs',
  auditThread: 'dist/audit-thread.mjs',
  trafficThread: 'dist/traffic-thread.mjs',
});

/** What the bundles are made of: a newer file here makes them stale. */
const SOURCES = ['bin', 'engine', 'lib', 'package.json', 'tsconfig.json'];
const SKIPPED_DIRECTORIES = new Set(['node_modules', '.next', '.git', 'cli-package']);

/**
 * The newest modification time of a file, or of a folder and everything below it but the folders named in `skipped`
 * (0 when missing): what staleness of a build is judged by, here and for the web app (lib/server/build.ts).
 * @param {string} entry
 * @param {ReadonlySet<string>} skipped
 * @returns {number}
 */
export function newestMtime(entry, skipped) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry, { withFileTypes: true })) {
    if (child.isDirectory() && skipped.has(child.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child.name), skipped));
  }
  return newest;
}

/** @param {string} root the project directory */
function serviceBundlesAreStale(root) {
  const built = Object.values(SERVICE_BUNDLES).map((bundle) => path.join(root, bundle));
  if (!built.every((file) => existsSync(file))) return true;
  const builtAt = Math.min(...built.map((file) => statSync(file).mtimeMs));
  return SOURCES.some((entry) => newestMtime(path.join(root, entry), SKIPPED_DIRECTORIES) > builtAt);
}

/**
 * Builds the bundles when stale (`npm run build:cli`, which writes each file aside and renames it into place, so
 * processes starting meanwhile never load half a file).
 * @param {string} root the project directory
 * @param {(line: string) => void} [log]
 */
export function ensureServiceBundles(root, log = console.log) {
  if (!serviceBundlesAreStale(root)) return;
  log('Building the service bundles (npm run build:cli)...');
  const result = spawnSync(process.execPath, [path.join(root, 'bin', 'build-cli.mjs')], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`npm run build:cli exited with ${result.status ?? result.signal}`);
}
