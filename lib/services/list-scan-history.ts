import type { z } from 'zod';
import { getDb } from '@/lib/db';
import { PAGE_LIMIT } from '@/lib/schemas/common';
import type { History } from '@/lib/schemas/me';
import { findOwnedSite } from './find-owned-site';
import { NEWEST_FIRST } from './finished-scans';
import { scanSummary } from '@/lib/views/scan-summary';

/** v1 keeps 100 scans as the page when limit and offset are both omitted. */
export const HISTORY_DEFAULT_PAGE = 100;

/** Finished scans of one site, newest first. */
export async function listScanHistory(
  organizationId: string,
  siteId: string,
  page: { limit?: number; offset?: number },
): Promise<z.input<typeof History>> {
  const site = await findOwnedSite(organizationId, siteId);
  const paged = page.limit !== undefined || page.offset !== undefined;
  const limit = paged ? (page.limit ?? PAGE_LIMIT.default) : HISTORY_DEFAULT_PAGE;
  const offset = page.offset ?? 0;
  const db = await getDb();
  const scans = await db.scan.findMany({
    where: { siteId: site.id, status: 'succeeded' },
    orderBy: NEWEST_FIRST,
    skip: offset,
    take: limit + 1,
  });
  return {
    siteId: site.id,
    host: site.host,
    scans: scans.slice(0, limit).map(scanSummary),
    nextOffset: scans.length > limit ? offset + limit : null,
  };
}
