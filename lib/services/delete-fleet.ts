// DELETE /api/v1/me/fleets/{id}: the fleet, its targets, its runs, their rows and reports. A run in progress ends
// first: its jobs find no rows left and do nothing, and an audit in flight settles nothing.
import { authorize, type Actor } from '@/lib/auth/authorize';
import { getDb } from '@/lib/db';
import { findOwnedFleet } from '@/lib/fleets/find-owned';

const DELETE_TRANSACTION = { maxWait: 15_000, timeout: 120_000 };

export async function deleteFleet(actor: Actor, fleetId: string): Promise<undefined> {
  authorize(actor, 'fleet:delete');
  await findOwnedFleet(actor.organizationId, fleetId);
  const db = await getDb();
  await db.$transaction(async (tx) => {
    await tx.fleetRun.updateMany({ where: { fleetId, status: { in: ['queued', 'running'] } }, data: { status: 'cancelled', finishedAt: new Date() } });
    await tx.fleet.deleteMany({ where: { id: fleetId, organizationId: actor.organizationId } });
  }, DELETE_TRANSACTION);
  return undefined;
}
