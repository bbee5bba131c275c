// The audits this process runs (public scans, remote engine audits, site scans) go through one audit pool: worker
// threads under a heap budget (engine/isolate/audit-pool.ts says why). AGENTGAUGE_AUDIT_THREADS (default 1) and
// AGENTGAUGE_AUDIT_HEAP_MB (the old generation of each thread, default 256) size it.
import { AuditError, createAuditPool, DEFAULT_HEAP_BUDGET, type AuditPool, type AuditReport, type PoolAuditOptions } from '@/engine/index';
import { auditDuration, auditPoolQueueLength, auditPoolThreadReplacements, onCollect, type AuditSurface } from '@/lib/observability/metrics';
import { AUDIT_THREAD_BUNDLE } from './dist-dir';
import { findInProject } from './project-files';
import { positiveIntegerEnv } from './settings';

const POOL = Symbol.for('agentgauge.audit-pool');
// On globalThis: the web build and the scan worker load this module separately in one `npm start` process, and the
// budget is meant per process, not per copy.
const REPLACED_BEFORE = Symbol.for('agentgauge.audit-pool.replaced-before');
const globalPool = globalThis as typeof globalThis & { [POOL]?: AuditPool; [REPLACED_BEFORE]?: number };

/** Audits `url` in this process's audit pool (started on first use), counted in the metrics under `surface`. */
export async function auditInPool(url: string, options: PoolAuditOptions, surface: AuditSurface): Promise<AuditReport> {
  const pool = (globalPool[POOL] ??= startPool());
  const finished = auditDuration.startTimer({ surface });
  try {
    const report = await pool.audit(url, options);
    finished({ outcome: 'succeeded' });
    return report;
  } catch (error) {
    finished({ outcome: error instanceof AuditError ? error.code : (error as Error | null)?.name === 'AbortError' ? 'aborted' : 'error' });
    throw error;
  }
}

/** Stops the pool's threads (shutdown); audits still running fail as interrupted. */
export async function closeAuditPool(): Promise<void> {
  const pool = globalPool[POOL];
  delete globalPool[POOL];
  globalPool[REPLACED_BEFORE] = (globalPool[REPLACED_BEFORE] ?? 0) + (pool?.stats().threadsReplaced ?? 0);
  await pool?.close();
}

function startPool(): AuditPool {
  // Registered with the first pool of the process (a closed pool's replacements stay counted).
  if (globalPool[REPLACED_BEFORE] === undefined) {
    globalPool[REPLACED_BEFORE] = 0;
    onCollect(() => {
      const stats = globalPool[POOL]?.stats();
      auditPoolQueueLength.set(stats?.running ?? 0);
      auditPoolThreadReplacements.reset();
      auditPoolThreadReplacements.inc((globalPool[REPLACED_BEFORE] ?? 0) + (stats?.threadsReplaced ?? 0));
    });
  }
  return createAuditPool({
    threadEntry: findAuditThreadBundle(),
    threads: positiveIntegerEnv('AGENTGAUGE_AUDIT_THREADS', 1),
    heap: { oldGenerationMb: positiveIntegerEnv('AGENTGAUGE_AUDIT_HEAP_MB', DEFAULT_HEAP_BUDGET.oldGenerationMb) },
  });
}

/** dist/audit-thread.mjs of this checkout. */
function findAuditThreadBundle(): string {
  const bundle = findInProject(AUDIT_THREAD_BUNDLE);
  if (bundle) return bundle;
  throw new Error(`${AUDIT_THREAD_BUNDLE} was not found; run "npm run build:cli" in the project directory.`);
}
