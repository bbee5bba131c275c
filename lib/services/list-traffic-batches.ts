// The Traffic tab's list of a site's recent batches, newest first, with their counts.
import type { Actor } from '@/lib/auth/authorize';
import { getDb } from '@/lib/db';
import { trafficBatchView } from '@/lib/traffic/batch-view';
import { findOwnedSite } from './find-owned-site';

export async function listTrafficBatches(actor: Actor, siteId: string, limit = 20) {
  const site = await findOwnedSite(actor.organizationId, siteId);
  const db = await getDb();
  const batches = await db.trafficBatch.findMany({ where: { siteId: site.id, status: { not: 'receiving' } }, orderBy: { createdAt: 'desc' }, take: limit });
  return batches.map((batch) => ({
    id: batch.id,
    source: batch.source,
    format: batch.format ?? batch.requestedFormat,
    createdAt: batch.createdAt.toISOString(),
    repeatOf: batch.duplicateOfId,
    ...trafficBatchView(batch),
  }));
}
