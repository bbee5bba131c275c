// The two job handlers: a scan attempt, and the dead letter of a scan whose every attempt failed.
import type { JobWithMetadata } from 'pg-boss';
import { failedJobReason } from '@/lib/jobs/given-up-reason';
import { giveUpSiteScan, runSiteScan, type ScanAttemptOutcome } from '@/lib/services/run-site-scan';

export interface ScanJobData {
  scanId: string;
}

export function runScanJob(job: JobWithMetadata<ScanJobData>): Promise<ScanAttemptOutcome> {
  return runSiteScan(job.data.scanId, {
    number: job.retryCount + 1,
    final: job.retryCount >= job.retryLimit,
    signal: job.signal,
  });
}

/** The scan job failed on its last attempt; if no attempt settled the scan (a worker died), settle it here. */
export async function settleDeadScanJob(job: JobWithMetadata<ScanJobData>): Promise<{ settled: boolean }> {
  const attempts = (job.sourceRetryCount ?? 0) + 1;
  const settled = await giveUpSiteScan(job.data.scanId, failedJobReason('scan', job.output, attempts));
  return { settled };
}
