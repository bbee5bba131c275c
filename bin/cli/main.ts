// Entry point of the `agentgauge` CLI (bundled to dist/cli.mjs, started by bin/agentgauge).
//
// A plain local audit, what CI runs on every push, runs inside the engine's script (bin/cli/audit-cli.ts,
// bin/build-cli.mjs): the program, the audit command and the code of its run are compiled into that script with the
// engine. Where the build made a start-up snapshot of that script for this very Node, bin/agentgauge has already
// replaced this process with one started from it (bin/cli/snapshot-launch.ts), with the script loaded and its code
// compiled; otherwise the script is loaded here with its V8 code cache, so a fresh runner compiles none of it either
// (Node's compile cache of ES modules starts empty there, and the script's code cache ships with the build). Every
// other command, a remote audit among them, loads its ES modules as before. Only a built CLI has the script; from
// source everything runs as ES modules.
import { fileURLToPath } from 'node:url';
import { auditsLocally } from './command-files.js';
import type { EngineScriptHost } from './engine.js';
import { endQuietlyWhenStdoutCloses, exitWhenFlushed } from './process-end.js';

/** The engine's script in a built CLI, relative to dist/ (bin/build-cli.mjs); not defined when run from source. */
declare const AGENTGAUGE_ENGINE_SCRIPT: string | undefined;

/** Why this plain local audit did not start from the engine's start-up snapshot, for `audit --verbose`. */
async function whyNotSnapshot(argv: string[], scriptUrl: URL): Promise<string> {
  const { snapshotStart } = await import('./snapshot-start.js');
  const start = snapshotStart(fileURLToPath(scriptUrl), argv.slice(2), process.env);
  return 'reason' in start ? start.reason : 'the process could not be replaced with one started from the snapshot';
}

async function inEngineScript(argv: string[]): Promise<number> {
  try {
    const { engineScriptUrl, keepCompiledEngine, loadEngineScript } = await import('./engine.js');
    const [engine, why] = await Promise.all([loadEngineScript(), whyNotSnapshot(argv, engineScriptUrl())]);
    const host: EngineScriptHost = { engine, keepCompiled: keepCompiledEngine, start: `the engine started from its code-cached script: ${why}` };
    return await engine.runAuditCli(argv, host);
  } catch (error) {
    // Only loading the script can fail here (the run turns its own errors into exit codes).
    return (await import('./run-cli.js')).exitCodeFor(error);
  }
}

async function main(argv: string[]): Promise<number> {
  if (typeof AGENTGAUGE_ENGINE_SCRIPT !== 'undefined' && auditsLocally(argv.slice(2), process.env)) return inEngineScript(argv);
  const [{ runCli }, { createProgram }] = await Promise.all([import('./run-cli.js'), import('./program.js')]);
  return runCli(argv, createProgram);
}

endQuietlyWhenStdoutCloses();
exitWhenFlushed(await main(process.argv));
