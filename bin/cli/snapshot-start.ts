// Whether a plain local audit starts from the engine's start-up snapshot (issue 65): a V8 heap with the engine's
// modules initialised and its code compiled (bin/cli-package/snapshot-entry.cjs), which the build keeps beside the
// engine script for the Node that made it (bin/cli-package/make-snapshot.mjs). A snapshot is Node's start itself
// (`node --snapshot-blob`), so the CLI's process is replaced by one started from it (process.execve: same process id,
// same standard streams, the exit code is the audit's). A snapshot fits only the very Node build that made it, and
// Node crashes rather than refuses on one that does not fit in some ways, so it is started only when everything its
// manifest names matches; otherwise the audit runs from the code-cached script as before, and `audit --verbose` says
// why in one line.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import module from 'node:module';
import { basename, dirname, join } from 'node:path';
import { buildConfigHash, runtimeKey, snapshotManifestName, snapshotName } from '../cli-package/code-cache-name.mjs';
import { snapshotEnvironment } from './snapshot-malloc.js';

/** What make-snapshot.mjs writes beside a snapshot. */
export interface SnapshotManifest {
  /** The runtime that made it: Node's and V8's versions, the processor architecture and the platform. */
  node: string;
  v8: string;
  arch: string;
  platform: string;
  /** buildConfigHash() of the Node that made it. */
  config: string;
  /** Node's options for a process started from it (its heap sizes), chosen when it was made. */
  flags: string[];
  /** The snapshot file's size: a file of another size (a copy cut short) is not started. */
  bytes: number;
  /**
   * Environment variables the engine read while it loaded (none was set): the snapshot holds what their absence made,
   * so a run where one is set starts from the code-cached script, which reads them as it loads.
   */
  env: string[];
  /** Which functions it holds compiled: those a training audit ran, or (without one) every function. */
  compiled: 'trained' | 'eager';
  /** What made it (its entry and flags, hashed): a rebuild of the same script on the same Node keeps it when equal. */
  made: string;
}

/** Set to 1, a plain local audit starts from the code-cached script (a way to compare, or to step around a problem). */
export const NO_SNAPSHOT_ENV = 'AGENTGAUGE_NO_SNAPSHOT';

/** How to start the snapshot's process (its command line and environment), or why it cannot be started. */
export type SnapshotStart = { argv: string[]; env: NodeJS.ProcessEnv } | { reason: string };

const runtimeOf = (node: string, platform: string, arch: string) => `Node ${node}, ${platform} ${arch}`;

/** The snapshots of other runtimes beside the script, as the note names them. */
function otherRuntimes(scriptFile: string): string[] {
  const prefix = `${basename(scriptFile)}.`;
  try {
    return readdirSync(dirname(scriptFile))
      .filter((name) => name.startsWith(prefix) && name.endsWith('.snapshot.json'))
      .map((name) => {
        const manifest = JSON.parse(readFileSync(join(dirname(scriptFile), name), 'utf8')) as SnapshotManifest;
        return runtimeOf(manifest.node, manifest.platform, manifest.arch);
      });
  } catch {
    return [];
  }
}

/**
 * The command line and environment (`env` and the C library's memory settings: snapshot-malloc.ts) that start the
 * audit with these arguments (the CLI's, after the script's path) from the snapshot beside `scriptFile`, or why it
 * cannot: the reason, as `audit --verbose` prints it. `execArgv`: the options this Node was started with.
 */
export function snapshotStart(scriptFile: string, args: readonly string[], env: NodeJS.ProcessEnv, execArgv: readonly string[] = process.execArgv): SnapshotStart {
  if (env[NO_SNAPSHOT_ENV] === '1') return { reason: `${NO_SNAPSHOT_ENV}=1` };
  const here = runtimeOf(process.versions.node, process.platform, process.arch);
  if (typeof process.execve !== 'function') return { reason: `this Node cannot replace its process with one started from the snapshot (${here}: process.execve)` };
  // Node's own options would apply to the snapshot's process as well, and some of them make Node refuse a snapshot.
  if (env.NODE_OPTIONS?.trim()) return { reason: 'NODE_OPTIONS is set' };
  if (execArgv.length > 0) return { reason: `Node was started with options (${execArgv.join(' ')})` };
  const manifestFile = join(dirname(scriptFile), snapshotManifestName(basename(scriptFile)));
  if (!existsSync(manifestFile)) {
    const others = otherRuntimes(scriptFile);
    return { reason: `no start-up snapshot for ${here}${others.length > 0 ? ` (the CLI has one for ${others.join('; ')})` : ''}` };
  }
  let manifest: SnapshotManifest;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as SnapshotManifest;
  } catch (error) {
    return { reason: `the start-up snapshot's manifest cannot be read (${(error as Error).message})` };
  }
  if (manifest.node !== process.versions.node || manifest.v8 !== process.versions.v8 || manifest.arch !== process.arch || manifest.platform !== process.platform) {
    return { reason: `the start-up snapshot is for ${runtimeOf(manifest.node, manifest.platform, manifest.arch)}, this is ${here}` };
  }
  if (manifest.config !== buildConfigHash()) return { reason: `the start-up snapshot was made by another build of Node ${manifest.node} (its build configuration differs)` };
  const setNow = manifest.env.filter((name) => env[name] !== undefined);
  if (setNow.length > 0) return { reason: `${setNow.join(', ')} ${setNow.length === 1 ? 'is' : 'are'} set, which the engine reads as it loads` };
  const blob = join(dirname(scriptFile), snapshotName(basename(scriptFile), runtimeKey()));
  const bytes = statSync(blob, { throwIfNoEntry: false })?.size;
  if (bytes !== manifest.bytes) return { reason: bytes === undefined ? 'the start-up snapshot file is missing' : `the start-up snapshot file has ${bytes} bytes, not the ${manifest.bytes} it was made with` };
  return { argv: [process.execPath, ...manifest.flags, '--snapshot-blob', blob, scriptFile, ...args], env: snapshotEnvironment(env) };
}

/**
 * Replaces this process with one started from the engine's start-up snapshot beside `scriptFile`, for the CLI's
 * arguments in `argv` (process.argv's form); returns only when it cannot, saying why.
 */
export function startFromSnapshot(scriptFile: string, argv: readonly string[]): string {
  const start = snapshotStart(scriptFile, argv.slice(2), process.env);
  if ('reason' in start) return start.reason;
  // What this process compiled of the CLI's own modules, for the next run (the exec ends it without Node's exit).
  module.flushCompileCache?.();
  try {
    return process.execve!(start.argv[0]!, start.argv, start.env);
  } catch (error) {
    return `the process could not be replaced (${(error as Error).message})`;
  }
}
