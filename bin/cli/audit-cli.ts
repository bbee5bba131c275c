// A plain local `agentgauge audit`, run inside the engine's code-cached script (bin/build-cli.mjs, bin/cli/main.ts):
// the program with the audit command alone, as createProgram builds it for these arguments (program.ts), its errors
// judged by this script's own copies of the error classes. The code of what only some audits use (the API client,
// --baseline, --compare-to, the index benchmark, formats other than JSON, the config file, --header) stays in ES
// modules beside the script, loaded when used, as in every other run.
import { registerAuditCommand } from './audit-command.js';
import { useLoadedEngine, type CodeCachedScriptHost } from './engine.js';
import { programOf } from './program-shell.js';
import { runCli } from './run-cli.js';

export function runAuditCli(argv: readonly string[], host: CodeCachedScriptHost): Promise<number> {
  // This script is the engine the run uses; its host keeps the script's compiled code after the audit.
  useLoadedEngine(host);
  return runCli(argv, async () => programOf([registerAuditCommand]));
}
