import { cache } from 'react';
import type { Site } from '@/lib/db/generated/client';
import { getDb } from '@/lib/db';
import { ApiError } from '@/lib/errors/api-errors';

/**
 * The organization's site, or 404 with the same body whether it is missing or belongs to someone else. Memoized for
 * one server render (a site page's layout, page and services ask for the same site); elsewhere (route handlers, the
 * worker, the CLI) React's cache() has no request scope and every call reads.
 */
export const findOwnedSite = cache(async (organizationId: string, siteId: string): Promise<Site> => {
  const db = await getDb();
  const site = await db.site.findFirst({ where: { id: siteId, organizationId } });
  if (!site) throw new ApiError('not-found', `No site with id ${siteId} exists in this organization.`);
  return site;
});
