// A worker: fetches jobs from the queue in this process until stopped (site scans, their dead letters, Answers passes
// and agent runs) and runs three timers: the verification expiry, the sweep that ends work whose job is gone, and the
// pruning of spent usage counters. Any number of processes can run one (`npm run worker`, and `npm start` runs one
// in-process); the queue hands each job to one of them at a time.
import type { JobWithMetadata } from 'pg-boss';
import { SCAN_DEAD_LETTER_QUEUE, SCAN_QUEUE, queueSettings } from './config';
import { startVerificationExpiry } from './expire-verifications';
import { workModelJobs } from './model-jobs';
import { startUsagePruning } from './prune-usage';
import { getQueue, stopQueue } from './queue';
import { runScanJob, settleDeadScanJob, type ScanJobData } from './scan-job';
import { startOrphanSweep } from './sweep-orphans';

export interface ScanWorker {
  /** Stops fetching, waits up to timeoutMs for running scans, then releases the rest to be retried elsewhere. */
  stop(timeoutMs?: number): Promise<void>;
}

const DEFAULT_STOP_TIMEOUT_MS = 30_000;

export async function startScanWorker(): Promise<ScanWorker> {
  const settings = queueSettings();
  const boss = await getQueue();
  const polling = { pollingIntervalSeconds: settings.pollSeconds, includeMetadata: true } as const;
  await boss.work(SCAN_QUEUE, { ...polling, localConcurrency: settings.concurrency }, ([job]: JobWithMetadata<ScanJobData>[]) =>
    runScanJob(job!),
  );
  await boss.work(SCAN_DEAD_LETTER_QUEUE, polling, ([job]: JobWithMetadata<ScanJobData>[]) => settleDeadScanJob(job!));
  // Answers passes and agent runs share the worker (lib/jobs/model-jobs.ts).
  await workModelJobs(boss, settings.pollSeconds);
  const expiry = startVerificationExpiry();
  const sweep = startOrphanSweep();
  const pruning = startUsagePruning();
  let stopping: Promise<void> | null = null;
  return {
    stop(timeoutMs = DEFAULT_STOP_TIMEOUT_MS) {
      expiry.stop();
      sweep.stop();
      pruning.stop();
      stopping ??= stopQueue({ graceful: true, timeoutMs });
      return stopping;
    },
  };
}
