// GET /api/v1/me/fleets/{id}/runs: a fleet's runs, newest first, each with its progress.
import type { z } from 'zod';
import { authorize, type Actor } from '@/lib/auth/authorize';
import { getDb } from '@/lib/db';
import { findOwnedFleet } from '@/lib/fleets/find-owned';
import { runListItem } from '@/lib/fleets/run-view';
import { PAGE_LIMIT } from '@/lib/schemas/common';
import type { FleetRuns } from '@/lib/schemas/me/fleets';

export async function listFleetRuns(actor: Actor, fleetId: string, page: { limit?: number; offset?: number }): Promise<z.input<typeof FleetRuns>> {
  authorize(actor, 'organization:read');
  await findOwnedFleet(actor.organizationId, fleetId);
  const limit = page.limit ?? PAGE_LIMIT.default;
  const offset = page.offset ?? 0;
  const db = await getDb();
  const rows = await db.fleetRun.findMany({ where: { fleetId }, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], skip: offset, take: limit + 1 });
  const runs = await Promise.all(rows.slice(0, limit).map((run) => runListItem(db, run)));
  return { runs, nextOffset: rows.length > limit ? offset + limit : null };
}
