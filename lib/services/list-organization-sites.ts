import type { z } from 'zod';
import { getDb } from '@/lib/db';
import { PAGE_LIMIT } from '@/lib/schemas/common';
import type { SiteList } from '@/lib/schemas/me';

/** The organization's sites, oldest first, with the scores of their two latest finished scans.
 *  Unpaged when limit and offset are both omitted (v1 compatibility). */
export async function listOrganizationSites(
  organizationId: string,
  page: { limit?: number; offset?: number },
): Promise<z.input<typeof SiteList>> {
  const paged = page.limit !== undefined || page.offset !== undefined;
  const limit = page.limit ?? PAGE_LIMIT.default;
  const offset = page.offset ?? 0;
  const db = await getDb();
  const sites = await db.site.findMany({
    where: { organizationId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    ...(paged ? { skip: offset, take: limit + 1 } : {}),
    include: {
      scans: {
        where: { status: 'succeeded' },
        orderBy: { finishedAt: 'desc' },
        take: 2,
        select: { score: true, finishedAt: true },
      },
    },
  });
  const shown = paged ? sites.slice(0, limit) : sites;
  return {
    sites: shown.map((site) => ({
      id: site.id,
      host: site.host,
      url: site.url,
      createdAt: site.createdAt.toISOString(),
      latestScore: site.scans[0]?.score ?? null,
      previousScore: site.scans[1]?.score ?? null,
      latestScannedAt: site.scans[0]?.finishedAt?.toISOString() ?? null,
    })),
    nextOffset: paged && sites.length > limit ? offset + limit : null,
  };
}
