// Bulk work yields to interactive scans (issue 47 point 2). While a site scan is queued or running anywhere on the
// database, every worker starts fleet targets one at a time (AGENTGAUGE_FLEET_CONCURRENCY otherwise; targets that only
// wait on their hosts not counted either way, slots.ts): the audits in
// flight finish (in the fleets' audit processes at nice 19), and the workers' own CPU, the database and the network
// go to the scan. Checked every second by each worker; a run is never stopped, so no amount of interactive work
// starves it.
import { getDb } from '@/lib/db';
import { startPeriodic, type PeriodicTask } from '@/lib/jobs/periodic';
import type { Slots } from './slots';

export const YIELD_CHECK_SECONDS = 1;
/** Targets a worker starts at once while an interactive scan is active. */
export const YIELDING_CONCURRENCY = 1;

export function startYielding(slots: Slots, concurrency: number): PeriodicTask {
  return startPeriodic('Fleet yield to interactive scans', YIELD_CHECK_SECONDS, async () => {
    slots.setLimit((await interactiveScanActive()) ? YIELDING_CONCURRENCY : concurrency);
  });
}

/** Whether a site scan is queued or running (the partial index of the one active scan per site answers it). */
async function interactiveScanActive(): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.$queryRaw<Array<{ active: boolean }>>`SELECT EXISTS (SELECT 1 FROM scans WHERE status IN ('queued', 'running')) AS active`;
  return row?.active === true;
}
