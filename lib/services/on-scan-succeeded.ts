// What follows a scan that succeeded. Runs after the scan row is settled, so a failure here never fails the scan.
import { getDb } from '@/lib/db';
import { advanceVerifications } from '@/lib/services/advance-verifications';
import { publicReportBodies } from '@/lib/net/public-report-bodies';
import { announceScanFinished } from '@/lib/webhooks/announce';

export async function onScanSucceeded(scanId: string): Promise<void> {
  try {
    // Open verification records of the site are measured against the new report (pending → measuring / verified).
    await advanceVerifications(scanId);
  } finally {
    await forgetPublicReportOfItsHost(scanId).catch(() => undefined);
    // Then the webhooks (scan.succeeded, site.regressed): after the records, which readers expect settled first.
    await announceScanFinished(scanId);
  }
}

/**
 * A public site's new scan is its host's newest public report: this process serves it from the next request on. Best
 * effort (a failed read leaves the entry to expire in 5 s), so the webhooks after it are never skipped.
 */
async function forgetPublicReportOfItsHost(scanId: string): Promise<void> {
  const db = await getDb();
  const scan = await db.scan.findUnique({ where: { id: scanId }, select: { site: { select: { host: true, publicReport: true } } } });
  if (scan?.site.publicReport) publicReportBodies.invalidate(scan.site.host);
}
