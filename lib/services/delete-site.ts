import { authorize, type Actor } from '@/lib/auth/authorize';
import { getDb } from '@/lib/db';
import { findOwnedSite } from './find-owned-site';
import { publicReportBodies } from '@/lib/net/public-report-bodies';

/** Deletes one of the organization's sites with its scans, fixes and records (cascade). */
export async function deleteSite(actor: Actor, siteId: string): Promise<undefined> {
  authorize(actor, 'site:delete');
  const { organizationId } = actor;
  const site = await findOwnedSite(organizationId, siteId);
  const db = await getDb();
  await db.site.deleteMany({ where: { id: site.id, organizationId } });
  // A public site's scans leave its host's public report with it.
  if (site.publicReport) publicReportBodies.invalidate(site.host);
  return undefined;
}
