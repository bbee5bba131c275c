import type { z } from 'zod';
import { getDb } from '@/lib/db';
import { PAGE_LIMIT } from '@/lib/schemas/common';
import type { History } from '@/lib/schemas/me';
import { findOwnedSite } from './find-owned-site';
import { NEWEST_FIRST } from '@/lib/scans/finished-scans';
import { scanFailureOf } from './list-organization-sites';
import { addressChangeOf, scanSummary } from '@/lib/views/scan-summary';

/** v1 keeps 100 scans as the page when limit and offset are both omitted. */
export const HISTORY_DEFAULT_PAGE = 100;

/**
 * Finished scans of one site, newest first, each with the start page it measured and where the address changed; and
 * the site's failed scan newer than all of them (lastScanFailure), which is never listed as a score.
 */
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
  const [scans, latest] = await Promise.all([
    // One more than the page: it says whether a next page exists, and what the page's last scan followed.
    db.scan.findMany({ where: { siteId: site.id, status: 'succeeded' }, orderBy: NEWEST_FIRST, skip: offset, take: limit + 1 }),
    db.scan.findFirst({ where: { siteId: site.id, status: 'succeeded' }, orderBy: NEWEST_FIRST, select: { finishedAt: true } }),
  ]);
  const failed = await db.scan.findFirst({
    where: { siteId: site.id, status: 'failed', finishedAt: latest?.finishedAt ? { gt: latest.finishedAt } : { not: null } },
    orderBy: NEWEST_FIRST,
    select: { id: true, finishedAt: true, error: true },
  });
  const summaries = scans.map(scanSummary);
  return {
    siteId: site.id,
    host: site.host,
    scans: summaries.slice(0, limit).map((summary, index) => ({ ...summary, addressChangedFrom: addressChangeOf(summary.url, summaries[index + 1]?.url ?? null) })),
    nextOffset: scans.length > limit ? offset + limit : null,
    lastScanFailure: scanFailureOf(failed),
  };
}
