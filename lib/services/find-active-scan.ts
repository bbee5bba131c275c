import { getDb } from '@/lib/db';
import { findOwnedSite } from './find-owned-site';

export interface ActiveScan {
  scanId: string;
  status: 'queued' | 'running';
}

/** The site's queued or running scan (at most one: the scans_one_active_per_site index), or null. */
export async function findActiveScan(organizationId: string, siteId: string): Promise<ActiveScan | null> {
  const site = await findOwnedSite(organizationId, siteId);
  const db = await getDb();
  const scan = await db.scan.findFirst({
    where: { siteId: site.id, status: { in: ['queued', 'running'] } },
    orderBy: { createdAt: 'desc' },
    select: { id: true, status: true },
  });
  return scan ? { scanId: scan.id, status: scan.status as ActiveScan['status'] } : null;
}
