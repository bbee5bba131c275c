// A plain local `agentgauge audit`, run inside the engine's script (bin/build-cli.mjs, bin/cli/main.ts): the program
// with the audit command alone, as createProgram builds it for these arguments (program.ts), its errors judged by this
// script's own copies of the error classes. The code of what only some audits use (the API client, --baseline,
// --compare-to, the index benchmark, formats other than JSON, the config file, --header) stays in ES modules beside
// the script, loaded when used, as in every other run. The script runs it two ways: loaded with its code cache by the
// CLI's entry (runAuditCli), or in a process started from the script's start-up snapshot (runFromSnapshot), which
// is the CLI's process itself.
import { registerAuditCommand } from './audit-command.js';
import * as engine from './engine-entry.js';
import { useLoadedEngine, type EngineScriptHost } from './engine.js';
import { endQuietlyWhenStdoutCloses, exitWhenFlushed } from './process-end.js';
import { programOf } from './program-shell.js';
import { runCli } from './run-cli.js';
import { forgetSnapshotTunables } from './snapshot-malloc.js';

export function runAuditCli(argv: readonly string[], host: EngineScriptHost): Promise<number> {
  // This script is the engine the run uses; its host keeps the script's compiled code after the audit.
  useLoadedEngine(host);
  return runCli(argv, async () => programOf([registerAuditCommand]));
}

/**
 * A plain local audit in a process started from the engine's start-up snapshot (bin/cli/snapshot-start.ts): argv as
 * the CLI's entry would have it (node, the script, the CLI's arguments). The snapshot holds the engine's compiled
 * code, so there is nothing to keep after the audit.
 */
export function runFromSnapshot(argv: readonly string[]): void {
  forgetSnapshotTunables(process.env);
  endQuietlyWhenStdoutCloses();
  // Read now, not when the script loaded: that was while the snapshot was made.
  const start = `the engine started from its start-up snapshot (Node ${process.versions.node}, ${process.platform} ${process.arch})`;
  void runAuditCli(argv, { engine, keepCompiled: () => undefined, start }).then(exitWhenFlushed);
}
