import type { Site } from '@/lib/db/generated/client';
import { getDb } from '@/lib/db';
import { ApiError } from '@/lib/http/errors';

/** The organization's site, or 404 with the same body whether it is missing or belongs to someone else. */
export async function findOwnedSite(organizationId: string, siteId: string): Promise<Site> {
  const db = await getDb();
  const site = await db.site.findFirst({ where: { id: siteId, organizationId } });
  if (!site) throw new ApiError('not-found', `No site with id ${siteId} exists in this organization.`);
  return site;
}
