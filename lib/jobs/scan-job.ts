// The two job handlers: a scan attempt, and the dead letter of a scan whose every attempt failed.
import type { JobWithMetadata } from 'pg-boss';
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
  const settled = await giveUpSiteScan(job.data.scanId, deadLetterReason(job.output, attempts));
  return { settled };
}

/** pg-boss stores why the last attempt failed in the job's output: a serialized error or {value: {message}}. */
function deadLetterReason(output: unknown, attempts: number): string {
  const cause = lastFailure(output);
  const plural = attempts === 1 ? 'attempt' : 'attempts';
  if (cause === 'job heartbeat timeout') {
    return `The worker running the scan stopped responding; the scan was given up after ${attempts} ${plural}.`;
  }
  if (cause === 'job timed out') return `The scan ran out of time on every attempt (${attempts} ${plural}).`;
  return `The scan failed after ${attempts} ${plural}${cause ? `: ${cause}` : '.'}`;
}

function lastFailure(output: unknown): string | null {
  if (!output || typeof output !== 'object') return typeof output === 'string' ? output : null;
  const record = output as { message?: unknown; value?: unknown };
  if (typeof record.message === 'string') return record.message;
  if (record.value && typeof record.value === 'object') return lastFailure(record.value);
  if (typeof record.value === 'string') return record.value;
  return null;
}
