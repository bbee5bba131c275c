// The bundles `npm run build:cli` writes into dist/ (the CLI, its engine script, the service's bundles and the audit
// thread), built from the current sources once per test run: the global setup builds them (tests/global-setup.ts),
// and the tests that need them only ask. Each esbuild run costs ~3.7 s of CPU; 27 test files used to run one each.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const BUILD_CLI = fileURLToPath(new URL('../../bin/build-cli.mjs', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    /** Whether the global setup built the CLI bundles from this run's sources. */
    cliBundlesBuilt: boolean;
  }
}

function builtByThisRun(): boolean {
  try {
    return inject('cliBundlesBuilt') === true;
  } catch {
    // Outside a vitest worker (a script importing the helpers): nothing was built for it.
    return false;
  }
}

/** Builds the bundles as `npm run build:cli` does, unless the global setup of this run did. */
export function ensureCliBundles(): void {
  if (builtByThisRun()) return;
  const result = spawnSync(process.execPath, [BUILD_CLI], { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`bin/build-cli.mjs failed:\n${result.stderr}${result.stdout}`);
}

/** The global setup's build (asynchronous, so it runs beside the database templates' migrations). */
export function buildCliBundles(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BUILD_CLI], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`bin/build-cli.mjs exited with ${code}:\n${output}`))));
  });
}
