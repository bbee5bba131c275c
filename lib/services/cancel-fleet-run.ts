// DELETE /api/v1/me/fleets/{id}/runs/{runId}: cancels a queued or running run. Targets not started become
// `cancelled` in the same transaction (a worker claims a target only while its row is pending and its run active,
// so none starts after); audits already in flight finish and keep their results. Cancelling an ended run changes
// nothing and answers the run as it is.
import type { z } from 'zod';
import { authorize, type Actor } from '@/lib/auth/authorize';
import { getDb } from '@/lib/db';
import { findOwnedRun } from '@/lib/fleets/find-owned';
import { finishRunIfDone } from '@/lib/fleets/finish-run';
import { runProgress } from '@/lib/fleets/run-view';
import type { FleetRun } from '@/lib/schemas/me/fleets';

const CANCEL_TRANSACTION = { maxWait: 15_000, timeout: 60_000 };

export async function cancelFleetRun(actor: Actor, fleetId: string, runId: string): Promise<z.input<typeof FleetRun>> {
  authorize(actor, 'fleet:run');
  await findOwnedRun(actor.organizationId, fleetId, runId);
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const { count } = await tx.fleetRun.updateMany({ where: { id: runId, status: { in: ['queued', 'running'] } }, data: { status: 'cancelled', cancelledAt: new Date() } });
    if (count === 0) return;
    await tx.$executeRaw`
      UPDATE fleet_results SET status = 'cancelled', settled_at = now(), claim_token = NULL, robots_ahead = NULL
      WHERE run_id = ${runId}::uuid AND status = 'pending'`;
  }, CANCEL_TRANSACTION);
  await finishRunIfDone(runId);
  const run = await findOwnedRun(actor.organizationId, fleetId, runId);
  return runProgress(db, run);
}
