// The audits this process runs (public scans, remote engine audits, site scans) go through one audit pool: worker
// threads under a heap budget (engine/isolate/audit-pool.ts says why). AGENTGAUGE_AUDIT_THREADS (default 1) and
// AGENTGAUGE_AUDIT_HEAP_MB (the old generation of each thread, default 256) size it.
import { createAuditPool, DEFAULT_HEAP_BUDGET, type AuditPool, type AuditReport, type PoolAuditOptions } from '@/engine/index';
import { AUDIT_THREAD_BUNDLE } from './dist-dir';
import { findInProject } from './project-files';
import { positiveIntegerEnv } from './settings';

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

/** dist/audit-thread.mjs of this checkout. */
function findAuditThreadBundle(): string {
  const bundle = findInProject(AUDIT_THREAD_BUNDLE);
  if (bundle) return bundle;
  throw new Error(`${AUDIT_THREAD_BUNDLE} was not found; run "npm run build:cli" in the project directory.`);
}
