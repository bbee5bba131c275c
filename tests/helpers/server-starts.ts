// Every start of the service's web process by a test (`npm start`'s code: startServer, spawnService, npm start), one
// line each in .test-results/server-starts.log: `npm test` reports how many a run made (tests/run.mjs), the figure the
// tiers are meant to keep low (docs/testing.md).
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SERVER_STARTS_LOG = '.test-results/server-starts.log';

/** Notes one start; `by` names who asked (a test file, or the shared services' broker). */
export function noteServerStart(by: string): void {
  const file = path.join(ROOT, SERVER_STARTS_LOG);
  mkdirSync(path.dirname(file), { recursive: true });
  appendFileSync(file, `${new Date().toISOString()} ${by}\n`);
}

/** The test file this process runs, else `fallback` (the run's main process). */
export function currentTestFile(fallback: string): string {
  let file: string | undefined;
  try {
    file = expect.getState().testPath;
  } catch {
    file = undefined;
  }
  return file ? path.relative(ROOT, file) : fallback;
}
