// GET /api/v1/me/sites/{id}/traffic/batches/{batchId}: a batch's counts. Another organization's site or batch, or a
// batch still being received, is 404 like a missing one.
import type { z } from 'zod';
import type { Actor } from '@/lib/auth/authorize';
import { getDb } from '@/lib/db';
import { ApiError } from '@/lib/errors/api-errors';
import type { TrafficBatch } from '@/lib/schemas/me/traffic';
import { trafficBatchView } from '@/lib/traffic/batch-view';
import { findOwnedSite } from './find-owned-site';

export async function getTrafficBatch(actor: Actor, siteId: string, batchId: string): Promise<z.input<typeof TrafficBatch>> {
  const site = await findOwnedSite(actor.organizationId, siteId);
  const db = await getDb();
  const batch = await db.trafficBatch.findFirst({ where: { id: batchId, siteId: site.id, status: { not: 'receiving' } } });
  if (!batch) throw new ApiError('not-found', `No traffic batch with id ${batchId} exists for this site.`);
  return trafficBatchView(batch);
}
