// The audit thread bundle (dist/audit-thread.mjs) that audit pools load, built from the current sources.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const AUDIT_THREAD_ENTRY = fileURLToPath(new URL('../../dist/audit-thread.mjs', import.meta.url));

/** Builds the bundle as `npm run build:cli` does (under a second) and returns its path. */
export function buildAuditThread(): string {
  const build = spawnSync(process.execPath, [fileURLToPath(new URL('../../bin/build-cli.mjs', import.meta.url))], { encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`bin/build-cli.mjs failed: ${build.stderr}`);
  return AUDIT_THREAD_ENTRY;
}

/** A page just under the engine's 5 MB HTML cap made of 1.2 million nodes: more than a 64 MB heap can parse. */
export const HEAVY_PAGE =
  '<!doctype html><html lang="en"><head><title>Heavy</title></head><body><main>' + '<b>x</b>'.repeat(600_000) + '</main></body></html>';
