// GET /api/v1/me/fleets/{id}: one fleet of the organization, with its newest run.
import type { z } from 'zod';
import { authorize, type Actor } from '@/lib/auth/authorize';
import { getDb } from '@/lib/db';
import { findOwnedFleet } from '@/lib/fleets/find-owned';
import { runListItem } from '@/lib/fleets/run-view';
import type { Fleet } from '@/lib/schemas/me/fleets';

export async function getFleet(actor: Actor, fleetId: string): Promise<z.input<typeof Fleet>> {
  authorize(actor, 'organization:read');
  const fleet = await findOwnedFleet(actor.organizationId, fleetId);
  const db = await getDb();
  const last = await db.fleetRun.findFirst({ where: { fleetId }, orderBy: { createdAt: 'desc' } });
  return {
    id: fleet.id,
    name: fleet.name,
    targetCount: fleet.targetCount,
    createdAt: fleet.createdAt.toISOString(),
    lastRun: last ? await runListItem(db, last) : null,
  };
}
