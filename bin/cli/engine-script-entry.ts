// The entry of the engine's CommonJS script in a built CLI (bin/build-cli.mjs): the engine (engine-entry.ts) and a
// plain local audit's run (bin/cli/main.ts runs it there). Nothing imports this file: the loader (engine.ts) states
// the script's shape (EngineScript), which the `satisfies` below holds this entry to, so no file circles back here.
import { runAuditCli } from './audit-cli.js';
import type { EngineScript } from './engine.js';

export * from './engine-entry.js';
export { runAuditCli };

runAuditCli satisfies EngineScript['runAuditCli'];
