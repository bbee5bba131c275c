// What follows a scan that succeeded. Runs after the scan row is settled, so a failure here never fails the scan.
import { advanceVerifications } from '@/lib/services/advance-verifications';
import { announceScanFinished } from '@/lib/webhooks/announce';

export async function onScanSucceeded(scanId: string): Promise<void> {
  try {
    // Open verification records of the site are measured against the new report (pending → measuring / verified).
    await advanceVerifications(scanId);
  } finally {
    // Then the webhooks (scan.succeeded, site.regressed): after the records, which readers expect settled first.
    await announceScanFinished(scanId);
  }
}
