// GET /api/v1/me/fleets: the organization's fleets, newest first, each with its newest run.
import type { z } from 'zod';
import { authorize, type Actor } from '@/lib/auth/authorize';
import { getDb } from '@/lib/db';
import { runListItem } from '@/lib/fleets/run-view';
import { PAGE_LIMIT } from '@/lib/schemas/common';
import type { Fleets } from '@/lib/schemas/me/fleets';

export async function listFleets(actor: Actor, page: { limit?: number; offset?: number }): Promise<z.input<typeof Fleets>> {
  authorize(actor, 'organization:read');
  const limit = page.limit ?? PAGE_LIMIT.default;
  const offset = page.offset ?? 0;
  const db = await getDb();
  const rows = await db.fleet.findMany({
    where: { organizationId: actor.organizationId },
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    skip: offset,
    take: limit + 1,
    include: { runs: { orderBy: { createdAt: 'desc' }, take: 1 } },
  });
  const fleets = await Promise.all(
    rows.slice(0, limit).map(async (fleet) => ({
      id: fleet.id,
      name: fleet.name,
      targetCount: fleet.targetCount,
      createdAt: fleet.createdAt.toISOString(),
      lastRun: fleet.runs[0] ? await runListItem(db, fleet.runs[0]) : null,
    })),
  );
  return { fleets, nextOffset: rows.length > limit ? offset + limit : null };
}
