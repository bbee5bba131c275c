// The fleets' audits run in an audit pool of their own (engine/isolate/audit-pool.ts: child processes under the
// same heap, memory and CPU budgets as every audit), at the lowest scheduling priority (nice 19): when an interactive
// scan and bulk work both want the CPU, the kernel gives it to the scan, so a site scan queued during a large run
// starts at once on its own queue and runs at nearly its idle speed. AGENTGAUGE_FLEET_AUDIT_PROCESSES (default 1)
// sets how many processes share the fleets' audits.
import { AuditError, createAuditPool, type AuditPool, type AuditReport, type PoolAuditOptions } from '@/engine/index';
import { auditDuration } from '@/lib/observability/metrics';
import { auditProcessBudgets } from '@/lib/pools/audit-pool';
import { positiveIntegerEnv } from '@/lib/settings/settings';

/** How much nicer than the worker the fleets' audit processes run: 19 puts them at the lowest priority (nice is capped at 19). */
export const FLEET_AUDIT_NICENESS = 19;

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
  return createAuditPool({ ...auditProcessBudgets(), processes: positiveIntegerEnv('AGENTGAUGE_FLEET_AUDIT_PROCESSES', 1), niceness: FLEET_AUDIT_NICENESS });
}
