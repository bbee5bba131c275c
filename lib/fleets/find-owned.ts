// A fleet or run of the actor's organization, or 404 with the same body whether it is missing or someone else's.
import type { Prisma } from '@/lib/db';
import { getDb } from '@/lib/db';
import { ApiError } from '@/lib/errors/api-errors';

export async function findOwnedFleet(organizationId: string, fleetId: string) {
  const db = await getDb();
  const fleet = await db.fleet.findFirst({ where: { id: fleetId, organizationId } });
  if (!fleet) throw new ApiError('not-found', `No fleet with id ${fleetId} exists in this organization.`);
  return fleet;
}

export async function findOwnedRun(organizationId: string, fleetId: string, runId: string, select?: Prisma.FleetRunSelect) {
  const db = await getDb();
  const run = await db.fleetRun.findFirst({ where: { id: runId, fleetId, organizationId }, ...(select ? { select } : {}) });
  if (!run) throw new ApiError('not-found', `No run with id ${runId} exists for fleet ${fleetId} in this organization.`);
  return run as NonNullable<Awaited<ReturnType<typeof db.fleetRun.findFirst>>>;
}
