// The audits this process runs go through audit pools: child processes under a memory budget (engine/isolate/
// audit-pool.ts says why), so no audit can end the service. Remote engine audits and site scans share one pool
// (AGENTGAUGE_AUDIT_PROCESSES, default 1; AGENTGAUGE_AUDIT_THREADS is its former name and still read). Anonymous
// public scans run in a pool of their own, one process per scan (as many as AGENTGAUGE_PUBLIC_SCAN_CONCURRENCY lets
// run at once): a page an anonymous caller picked never delays a paid audit's answers, and one that ends its process
// fails no other scan. AGENTGAUGE_AUDIT_HEAP_MB (the old generation of each process, default 256) and
// AGENTGAUGE_AUDIT_MEMORY_MB (its resident memory, default the heap budget plus 256) size every process.
import { AuditError, createAuditPool, DEFAULT_HEAP_BUDGET, DEFAULT_MEMORY_HEADROOM_MB, type AuditPool, type AuditReport, type PoolAuditOptions } from '@/engine/index';
import { auditDuration, auditPoolQueueLength, auditPoolThreadReplacements, onCollect, type AuditSurface } from '@/lib/observability/metrics';
import { AUDIT_THREAD_BUNDLE } from './dist-dir';
import { closeRenderPool, leaseRenderSlot } from './render-pool';
import { findInProject } from './project-files';
import { PUBLIC_SCAN_CAPACITY } from '@/lib/rate-limit/audit-slots';
import { positiveIntegerEnv } from './settings';

const POOL = Symbol.for('agentgauge.audit-pool');
const PUBLIC_POOL = Symbol.for('agentgauge.audit-pool.public-scans');
type PoolKey = typeof POOL | typeof PUBLIC_POOL;
// On globalThis: the web build and the scan worker load this module separately in one `npm start` process, and the
// budget is meant per process, not per copy.
const REPLACED_BEFORE = Symbol.for('agentgauge.audit-pool.replaced-before');
const globalPool = globalThis as typeof globalThis & { [POOL]?: AuditPool; [PUBLIC_POOL]?: AuditPool; [REPLACED_BEFORE]?: number };

/** Audits `url` in this process's audit pool for `surface` (started on first use), counted in the metrics under it. */
export async function auditInPool(url: string, options: PoolAuditOptions, surface: AuditSurface): Promise<AuditReport> {
  const key: PoolKey = surface === 'public-scan' ? PUBLIC_POOL : POOL;
  const pool = (globalPool[key] ??= startPool(key));
  const finished = auditDuration.startTimer({ surface });
  const renderSlot = options.render === undefined ? await leaseRenderSlot() : null;
  try {
    const report = await pool.audit(url, renderSlot ? { ...options, render: { browser: renderSlot.browser } } : options);
    finished({ outcome: 'succeeded' });
    return report;
  } catch (error) {
    finished({ outcome: error instanceof AuditError ? error.code : (error as Error | null)?.name === 'AbortError' ? 'aborted' : 'error' });
    throw error;
  } finally {
    renderSlot?.release();
  }
}

/** Stops the pools' processes (shutdown); audits still running fail as interrupted. */
export async function closeAuditPool(): Promise<void> {
  const pools = [globalPool[POOL], globalPool[PUBLIC_POOL]];
  delete globalPool[POOL];
  delete globalPool[PUBLIC_POOL];
  for (const pool of pools) globalPool[REPLACED_BEFORE] = (globalPool[REPLACED_BEFORE] ?? 0) + (pool?.stats().processesReplaced ?? 0);
  await Promise.all([...pools.map((pool) => pool?.close()), closeRenderPool()]);
}

/** Both pools' audits in flight and replaced processes, for the metrics. */
function poolStats(): { running: number; processesReplaced: number } {
  const pools = [globalPool[POOL], globalPool[PUBLIC_POOL]].map((pool) => pool?.stats() ?? { running: 0, processesReplaced: 0 });
  return { running: pools[0]!.running + pools[1]!.running, processesReplaced: pools[0]!.processesReplaced + pools[1]!.processesReplaced };
}

function startPool(key: PoolKey): AuditPool {
  // Registered with the first pool of the process (a closed pool's replacements stay counted).
  if (globalPool[REPLACED_BEFORE] === undefined) {
    globalPool[REPLACED_BEFORE] = 0;
    onCollect(() => {
      const stats = poolStats();
      auditPoolQueueLength.set(stats.running);
      auditPoolThreadReplacements.reset();
      auditPoolThreadReplacements.inc((globalPool[REPLACED_BEFORE] ?? 0) + stats.processesReplaced);
    });
  }
  const heap = { ...DEFAULT_HEAP_BUDGET, oldGenerationMb: positiveIntegerEnv('AGENTGAUGE_AUDIT_HEAP_MB', DEFAULT_HEAP_BUDGET.oldGenerationMb) };
  const memoryMb = positiveIntegerEnv('AGENTGAUGE_AUDIT_MEMORY_MB', heap.oldGenerationMb + heap.youngGenerationMb + DEFAULT_MEMORY_HEADROOM_MB);
  const shared = { entry: findAuditThreadBundle(), heap, memoryMb };
  if (key === PUBLIC_POOL) {
    const { env, default: fallback } = PUBLIC_SCAN_CAPACITY.concurrency;
    return createAuditPool({ ...shared, processes: positiveIntegerEnv(env, fallback), auditsPerProcess: 1 });
  }
  return createAuditPool({ ...shared, processes: positiveIntegerEnv('AGENTGAUGE_AUDIT_PROCESSES', positiveIntegerEnv('AGENTGAUGE_AUDIT_THREADS', 1)) });
}

/** dist/audit-thread.mjs of this checkout. */
function findAuditThreadBundle(): string {
  const bundle = findInProject(AUDIT_THREAD_BUNDLE);
  if (bundle) return bundle;
  throw new Error(`${AUDIT_THREAD_BUNDLE} was not found; run "npm run build:cli" in the project directory.`);
}
