// The audit thread bundle (dist/audit-thread.mjs) that audit pools load, built from the current sources.
import { fileURLToPath } from 'node:url';
import { ensureCliBundles } from './cli-bundles';

const AUDIT_THREAD_ENTRY = fileURLToPath(new URL('../../dist/audit-thread.mjs', import.meta.url));

/** The bundle built from the current sources as `npm run build:cli` does (once per test run), and its path. */
export function buildAuditThread(): string {
  ensureCliBundles();
  return AUDIT_THREAD_ENTRY;
}

/** A page just under the engine's 5 MB HTML cap made of 1.2 million nodes: more than a 64 MB heap can parse. */
export const HEAVY_PAGE =
  '<!doctype html><html lang="en"><head><title>Heavy</title></head><body><main>' + '<b>x</b>'.repeat(600_000) + '</main></body></html>';
