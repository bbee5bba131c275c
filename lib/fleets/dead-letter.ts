// Why a batch's open targets ended `error`: every attempt of its job ended without settling them (the worker died
// during their audits each time), in the owner's words.
import type { JobWithMetadata } from 'pg-boss';
import { failedJobReason } from '@/lib/jobs/given-up-reason';
import type { FleetJobData } from './queue';

export function failedJobReasonOf(job: JobWithMetadata<FleetJobData>): string {
  const attempts = (job.sourceRetryCount ?? 0) + 1;
  return failedJobReason('fleet batch', job.output, attempts);
}
