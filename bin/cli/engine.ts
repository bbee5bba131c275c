// The engine (with its HTML, XML and OpenAPI parsers, HTTP client and tokenizer) loads only when a command needs
// it, so --help, --version and commands over the API start at once. Light modules (types, option limits, errors)
// are imported directly where needed.
import type { CodeCachedScript } from './code-cached-script.js';

export type Engine = typeof import('./engine-entry.js');

/** The engine's script in a built CLI (engine-script-entry.ts): the engine, and a plain local audit's run. */
export interface EngineScript extends Engine {
  runAuditCli(argv: readonly string[], host: EngineScriptHost): Promise<number>;
  /** A plain local audit in a process started from the script's start-up snapshot (bin/cli-package/snapshot-entry.cjs). */
  runFromSnapshot(argv: readonly string[]): void;
  /** Initialises, while the snapshot is made, what a plain local audit initialises on its way. */
  initialiseForSnapshot(): Promise<void>;
}

/** The engine's script in a built CLI, relative to dist/ (bin/build-cli.mjs); not defined when run from source. */
declare const AGENTGAUGE_ENGINE_SCRIPT: string | undefined;

/** What starts a run inside the engine's script (bin/cli/audit-cli.ts) hands it: the script, and how it started. */
export interface EngineScriptHost {
  engine: Engine;
  /** Keeps the script's compiled code after an audit (code-cached-script.ts); nothing to keep after a snapshot's start. */
  keepCompiled(allChecks: boolean): void;
  /** How the engine started, and why not from its start-up snapshot where it did not: `audit --verbose` prints it. */
  start: string;
}

let script: CodeCachedScript<EngineScript> | null = null;
let host: EngineScriptHost | null = null;

/** Inside the engine's script: the engine is the script itself, loaded by the host. */
export function useLoadedEngine(loaded: EngineScriptHost): void {
  host = loaded;
}

/**
 * Defined (true) in the engine's script itself (bin/build-cli.mjs), which its host always hands over (useLoadedEngine):
 * the ways to load the engine are left out of it, and with them an import of the script's own entry, which would make
 * the bundler wrap every module of the script in a lazy initialiser.
 */
declare const AGENTGAUGE_IN_ENGINE_SCRIPT: true | undefined;

/** The engine script's path in a built CLI (not defined from source). */
export function engineScriptUrl(): URL {
  if (typeof AGENTGAUGE_IN_ENGINE_SCRIPT !== 'undefined' || typeof AGENTGAUGE_ENGINE_SCRIPT === 'undefined') {
    throw new Error('the engine script is loaded only by a built CLI\'s entry (bin/cli/main.ts)');
  }
  // This module is bundled into dist/cli.mjs or one of its chunks (dist/chunks/).
  const dist = new URL(/\/chunks\/[^/]+$/.test(import.meta.url) ? '../' : './', import.meta.url);
  return new URL(AGENTGAUGE_ENGINE_SCRIPT, dist);
}

/** The engine's script of a built CLI, loaded once with its code cache (not defined from source). */
export async function loadEngineScript(): Promise<EngineScript> {
  const url = engineScriptUrl();
  const { loadCodeCachedScript } = await import('./code-cached-script.js');
  script ??= loadCodeCachedScript<EngineScript>(url);
  return script.exports;
}

export async function loadEngine(): Promise<Engine> {
  if (host) return host.engine;
  if (typeof AGENTGAUGE_IN_ENGINE_SCRIPT === 'undefined') {
    if (typeof AGENTGAUGE_ENGINE_SCRIPT === 'undefined') return import('./engine-entry.js');
    return loadEngineScript();
  }
  throw new Error('the engine script runs without its host (bin/cli/main.ts)');
}

/** How this run's engine started, for `audit --verbose`. */
export function engineStart(): string {
  if (host) return host.start;
  return typeof AGENTGAUGE_ENGINE_SCRIPT === 'undefined' ? 'the engine runs from its sources' : "the engine runs from its code-cached script";
}

/**
 * After an audit: keeps the engine's code as that audit compiled it, for the next run (code-cached-script.ts);
 * `allChecks` says whether it ran every check, and so compiled all that later audits run.
 */
export function keepCompiledEngine(allChecks: boolean): void {
  if (host) host.keepCompiled(allChecks);
  else script?.saveCache(allChecks);
}
