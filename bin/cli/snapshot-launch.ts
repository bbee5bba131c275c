// The entry of dist/snapshot-start.cjs (bin/build-cli.mjs), which bin/agentgauge runs before anything else of the
// CLI: a plain local audit replaces the process with one started from the engine's start-up snapshot
// (snapshot-start.ts) before the CLI's ES modules load. One CommonJS file, so that the process that is replaced has
// done little more than Node's own start (nine ES modules cost a tenth of it again); every other command, and an
// audit the snapshot cannot start, goes on to dist/cli.mjs as before.
import { fileURLToPath } from 'node:url';
import { auditsLocally } from './command-files.js';
import { startFromSnapshot } from './snapshot-start.js';

/** The engine's script, relative to dist/ (bin/build-cli.mjs). */
declare const AGENTGAUGE_ENGINE_SCRIPT: string;

/** `dist`: the URL of the built CLI's dist/ folder. Returns when this run does not start from the snapshot. */
export function launch(argv: readonly string[], dist: URL): void {
  if (auditsLocally(argv.slice(2), process.env)) startFromSnapshot(fileURLToPath(new URL(AGENTGAUGE_ENGINE_SCRIPT, dist)), argv);
}
