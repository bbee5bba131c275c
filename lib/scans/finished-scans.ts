// Finished scans of a site, as stored reads: they never start, change or schedule anything.
import type { StoredAuditReport } from '@/lib/schemas/report';
import type { Scan, Site } from '@/lib/db/generated/client';
import { getDb } from '@/lib/db';
import { ApiError } from '@/lib/errors/api-errors';
import { storedReportOf } from './stored-report';


export interface FinishedScan {
  scan: Scan;
  report: StoredAuditReport;
}

/** A scan's stored report: the engine's, as it was when stored (findings stored before codes existed have none),
 *  within the report bounds (stored-report.ts). */
export function reportOf(scan: Scan): StoredAuditReport {
  return storedReportOf(scan.report);
}

export const NEWEST_FIRST = [{ finishedAt: 'desc' as const }, { id: 'desc' as const }];

/** The latest finished scan with its report, or null before the first one. */
export async function latestFinishedScan(siteId: string): Promise<FinishedScan | null> {
  const db = await getDb();
  const scan = await db.scan.findFirst({ where: { siteId, status: 'succeeded' }, orderBy: NEWEST_FIRST });
  return scan?.report ? { scan, report: reportOf(scan) } : null;
}

export async function requireLatestFinishedScan(site: Site): Promise<FinishedScan> {
  const latest = await latestFinishedScan(site.id);
  if (!latest) throw new ApiError('not-found', `Site ${site.host} has no finished scan yet.`);
  return latest;
}

/** scheme://host[:port] of a site. */
export function originOf(site: Site): string {
  return new URL(site.url).origin;
}
