// The entry of the engine's CommonJS script in a built CLI (bin/build-cli.mjs): the engine (engine-entry.ts) and a
// plain local audit's run (bin/cli/main.ts runs it there, or a process started from the script's start-up snapshot:
// bin/cli-package/snapshot-entry.cjs). Nothing imports this file: the loader (engine.ts) states the script's shape
// (EngineScript), which the `satisfies` below holds this entry to, so no file circles back here.
import { runAuditCli, runFromSnapshot } from './audit-cli.js';
import type { EngineScript } from './engine.js';

export * from './engine-entry.js';
export { runAuditCli, runFromSnapshot };

/**
 * While the start-up snapshot is made: the script's modules that a plain local audit imports on its way rather than
 * when the script loads (the audit command's settings and run, the catalog, the token counter), initialised, so that
 * the snapshot holds them ready. Only modules of the script itself: the chunks beside it load on need in every run.
 */
export async function initialiseForSnapshot(): Promise<void> {
  await Promise.all([import('./audit-settings.js'), import('./audit-run.js'), import('./catalog.js'), import('gpt-tokenizer')]);
}

({ runAuditCli, runFromSnapshot, initialiseForSnapshot }) satisfies Pick<EngineScript, 'runAuditCli' | 'runFromSnapshot' | 'initialiseForSnapshot'>;
