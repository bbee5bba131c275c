// DELETE /api/v1/me/sites/{id}/journeys/{journeyId}: removes a journey; scans from now on no longer run it.
import { authorize, type Actor } from '@/lib/auth/authorize';
import { getDb } from '@/lib/db';
import { findOwnedSite } from './find-owned-site';
import { findOwnedJourney } from './journey-view';

export async function deleteJourney(actor: Actor, siteId: string, journeyId: string): Promise<undefined> {
  authorize(actor, 'journey:manage');
  const site = await findOwnedSite(actor.organizationId, siteId);
  const journey = await findOwnedJourney(actor.organizationId, site.id, journeyId);
  const db = await getDb();
  await db.journey.deleteMany({ where: { id: journey.id } });
  return undefined;
}
