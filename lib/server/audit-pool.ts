// The audits this process runs (public scans, remote engine audits, site scans) go through one audit pool: worker
// threads under a heap budget (engine/isolate/audit-pool.ts says why). AGENTGAUGE_AUDIT_THREADS (default 1) and
// AGENTGAUGE_AUDIT_HEAP_MB (the old generation of each thread, default 256) size it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAuditPool, DEFAULT_HEAP_BUDGET, type AuditPool, type AuditReport, type PoolAuditOptions } from '@/engine/index';
import { positiveIntegerEnv } from './settings';

export const AUDIT_THREAD_BUNDLE = path.join('dist', 'audit-thread.mjs');

const POOL = Symbol.for('agentgauge.audit-pool');
// On globalThis: the web build and the scan worker load this module separately in one `npm start` process, and the
// budget is meant per process, not per copy.
const globalPool = globalThis as typeof globalThis & { [POOL]?: AuditPool };

/** Audits `url` in this process's audit pool (started on first use). */
export function auditInPool(url: string, options: PoolAuditOptions): Promise<AuditReport> {
  globalPool[POOL] ??= createAuditPool({
    threadEntry: findAuditThreadBundle(),
    threads: positiveIntegerEnv('AGENTGAUGE_AUDIT_THREADS', 1),
    heap: { oldGenerationMb: positiveIntegerEnv('AGENTGAUGE_AUDIT_HEAP_MB', DEFAULT_HEAP_BUDGET.oldGenerationMb) },
  });
  return globalPool[POOL].audit(url, options);
}

/** Stops the pool's threads (shutdown); audits still running fail as interrupted. */
export async function closeAuditPool(): Promise<void> {
  const pool = globalPool[POOL];
  delete globalPool[POOL];
  await pool?.close();
}

/** dist/audit-thread.mjs of this checkout: found by walking up from this module (sources or a build), then the cwd. */
function findAuditThreadBundle(): string {
  const starts = [moduleDir(), process.cwd()].filter((dir): dir is string => dir !== null);
  for (const start of starts) {
    for (let dir = start; ; dir = path.dirname(dir)) {
      const candidate = path.join(dir, AUDIT_THREAD_BUNDLE);
      if (existsSync(candidate)) return candidate;
      if (path.dirname(dir) === dir) break;
    }
  }
  throw new Error(`${AUDIT_THREAD_BUNDLE} was not found; run "npm run build:cli" in the project directory.`);
}

function moduleDir(): string | null {
  try {
    return path.dirname(fileURLToPath(import.meta.url));
  } catch {
    return null;
  }
}
