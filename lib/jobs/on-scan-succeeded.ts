// What follows a scan that succeeded. Runs after the scan row is settled, so a failure here never fails the scan.
import { advanceVerifications } from '@/lib/services/advance-verifications';
import { announceScanFinished } from '@/lib/webhooks/announce';

export async function onScanSucceeded(scanId: string): Promise<void> {
  await announceScanFinished(scanId);
  // Open verification records of the site are measured against the new report (pending → measuring / verified).
  await advanceVerifications(scanId);
}
