import type { z } from 'zod';
import { scheduleFields } from '@/lib/schedules/schedule';
import type { SiteReport } from '@/lib/schemas/me';
import { findOwnedSite } from './find-owned-site';
import { requireLatestFinishedScan } from '@/lib/scans/finished-scans';
import { fullReportOf } from '@/lib/views/report-view';
import { benchmarkOfStored } from '@/lib/editions/benchmark';

/** The latest finished scan's full report; a read never starts a scan. */
export async function getSiteReport(organizationId: string, siteId: string): Promise<z.input<typeof SiteReport>> {
  const site = await findOwnedSite(organizationId, siteId);
  const { scan, report } = await requireLatestFinishedScan(site);
  return { siteId: site.id, host: site.host, scanId: scan.id, ...scheduleFields(site), ...fullReportOf(report), benchmark: await benchmarkOfStored(report) };
}
