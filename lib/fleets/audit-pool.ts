// The fleets' audits run in an audit pool of their own (engine/isolate/audit-pool.ts: child processes under the
// same heap and memory budgets as every audit), at the lowest scheduling priority (nice 19): when an interactive
// scan and bulk work both want the CPU, the kernel gives it to the scan, so a site scan queued during a large run
// starts at once on its own queue and runs at nearly its idle speed. AGENTGAUGE_FLEET_AUDIT_PROCESSES (default 1)
// sets how many processes share the fleets' audits.
import { AuditError, createAuditPool, DEFAULT_HEAP_BUDGET, DEFAULT_MEMORY_HEADROOM_MB, type AuditPool, type AuditReport, type PoolAuditOptions } from '@/engine/index';
import { auditDuration } from '@/lib/observability/metrics';
import { AUDIT_THREAD_BUNDLE } from '@/lib/server/dist-dir';
import { findInProject } from '@/lib/server/project-files';
import { positiveIntegerEnv } from '@/lib/server/settings';

/** The nice value of the fleets' audit processes: the lowest priority. */
export const FLEET_AUDIT_PRIORITY = 19;

const POOL = Symbol.for('agentgauge.audit-pool.fleets');
const globalPool = globalThis as typeof globalThis & { [POOL]?: AuditPool };

export async function auditForFleet(url: string, options: PoolAuditOptions): Promise<AuditReport> {
  const pool = (globalPool[POOL] ??= startPool());
  const finished = auditDuration.startTimer({ surface: 'fleet-audit' });
  try {
    const report = await pool.audit(url, options);
    finished({ outcome: 'succeeded' });
    return report;
  } catch (error) {
    finished({ outcome: error instanceof AuditError ? error.code : 'error' });
    throw error;
  }
}

export async function closeFleetAuditPool(): Promise<void> {
  const pool = globalPool[POOL];
  delete globalPool[POOL];
  await pool?.close();
}

function startPool(): AuditPool {
  const entry = findInProject(AUDIT_THREAD_BUNDLE);
  if (!entry) throw new Error(`${AUDIT_THREAD_BUNDLE} was not found; run "npm run build:cli" in the project directory.`);
  const heap = { ...DEFAULT_HEAP_BUDGET, oldGenerationMb: positiveIntegerEnv('AGENTGAUGE_AUDIT_HEAP_MB', DEFAULT_HEAP_BUDGET.oldGenerationMb) };
  const memoryMb = positiveIntegerEnv('AGENTGAUGE_AUDIT_MEMORY_MB', heap.oldGenerationMb + heap.youngGenerationMb + DEFAULT_MEMORY_HEADROOM_MB);
  return createAuditPool({ entry, heap, memoryMb, processes: positiveIntegerEnv('AGENTGAUGE_FLEET_AUDIT_PROCESSES', 1), priority: FLEET_AUDIT_PRIORITY });
}
