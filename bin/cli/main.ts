// Entry point of the `agentgauge` CLI (bundled to dist/cli.mjs, started by bin/agentgauge).
//
// A plain local audit, what CI runs on every push, runs inside the engine's code-cached script (bin/cli/audit-cli.ts,
// bin/build-cli.mjs): the program, the audit command and the code of its run are compiled into that script with the
// engine, so a fresh runner compiles none of them (Node's compile cache of ES modules starts empty there, and the
// script's V8 code cache ships with the build). Every other command, a remote audit among them, loads its ES
// modules as before. Only a built CLI has the script; from source everything runs as ES modules.
import { auditsLocally } from './command-files.js';
import type { CodeCachedScriptHost } from './engine.js';
import { EXIT } from './exit-codes.js';

/** The engine's script in a built CLI, relative to dist/ (bin/build-cli.mjs); not defined when run from source. */
declare const AGENTGAUGE_ENGINE_SCRIPT: string | undefined;

async function inEngineScript(argv: string[]): Promise<number> {
  try {
    const { keepCompiledEngine, loadEngineScript } = await import('./engine.js');
    const engine = await loadEngineScript();
    const host: CodeCachedScriptHost = { engine, keepCompiled: keepCompiledEngine };
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

// A reader that stops early (`agentgauge audit x --json | head`) is not an error worth a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(EXIT.ok);
  throw error;
});

const code = await main(process.argv);
// Exit explicitly (idle keep-alive sockets must not hold the process), but only once stdout is flushed:
// writes to pipes are asynchronous on some platforms.
process.stdout.write('', () => process.exit(code));
