// Revokes a log drain token at once: its next push is 401. Revoking twice is the same as once.
import { authorize, type Actor } from '@/lib/auth/authorize';
import { getDb } from '@/lib/db';
import { ApiError } from '@/lib/errors/api-errors';
import { findOwnedSite } from './find-owned-site';

export async function revokeTrafficIngestToken(actor: Actor, siteId: string, tokenId: string): Promise<undefined> {
  authorize(actor, 'traffic:tokens');
  const site = await findOwnedSite(actor.organizationId, siteId);
  const db = await getDb();
  const row = await db.trafficIngestToken.findFirst({ where: { id: tokenId, siteId: site.id } });
  if (!row) throw new ApiError('not-found', `No ingest token with id ${tokenId} exists for this site.`);
  if (row.revokedAt === null) await db.trafficIngestToken.update({ where: { id: row.id }, data: { revokedAt: new Date() } });
  return undefined;
}
