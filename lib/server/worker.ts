// A worker: fetches jobs from the queue in this process until stopped (site scans, their dead letters, Answers passes
// and agent runs; fleet batches and traffic logs on queues of their own) and runs four timers: the scheduler that queues due scheduled scans, the verification expiry, the
// sweep that ends work whose job is gone, and the pruning of spent usage counters. Any number of processes can run
// one (`npm run worker`, and `npm start` runs one in-process); the queue hands each job to one of them at a time.
import { SCAN_DEAD_LETTER_QUEUE, SCAN_QUEUE, queueSettings, schedulerIntervalSeconds } from '@/lib/jobs/config';
import { startVerificationExpiry } from '@/lib/services/expire-verifications-job';
import { jobHandlers, reportQueueDepths } from '@/lib/jobs/job-handlers';
import { workModelJobs } from '@/lib/services/model-jobs';
import { startPeriodic } from '@/lib/jobs/periodic';
import { waitAtMost } from '@/lib/jobs/wait-at-most';
import { startOwnershipRechecks } from '@/lib/services/recheck-ownerships-job';
import { queueDueScans } from '@/lib/services/queue-due-scans';
import { startUsagePruning } from '@/lib/services/prune-usage-job';
import { getQueue, stopQueue } from '@/lib/jobs/queue';
import { runScanJob, settleDeadScanJob } from '@/lib/services/scan-job';
import { startOrphanSweep } from '@/lib/services/sweep-orphans-job';
import { startWebhookSweep, workWebhookJobs } from '@/lib/webhooks/delivery-jobs';
import { workFleetJobs } from '@/lib/fleets/worker';
import { workTrafficJobs } from '@/lib/traffic/worker';

export interface ScanWorker {
  /**
   * Stops fetching, waits up to timeoutMs for running jobs, then releases the rest to be retried (by any worker)
   * and gives their handlers a few seconds to record that before it resolves.
   */
  stop(timeoutMs?: number): Promise<void>;
}

const DEFAULT_STOP_TIMEOUT_MS = 30_000;
/** A released job's handler is aborted; this is how long it may take to write its scan back to queued. */
const RELEASED_HANDLER_GRACE_MS = 5_000;

export async function startScanWorker(): Promise<ScanWorker> {
  const settings = queueSettings();
  const boss = await getQueue();
  const handlers = jobHandlers();
  const polling = { pollingIntervalSeconds: settings.pollSeconds, includeMetadata: true } as const;
  await boss.work(
    SCAN_QUEUE,
    { ...polling, localConcurrency: settings.concurrency, localGroupConcurrency: settings.organizationConcurrency },
    handlers.wrap(SCAN_QUEUE, runScanJob),
  );
  await boss.work(SCAN_DEAD_LETTER_QUEUE, polling, handlers.wrap(SCAN_DEAD_LETTER_QUEUE, settleDeadScanJob));
  // Answers passes and agent runs share the worker (lib/services/model-jobs.ts).
  await workModelJobs(boss, settings.pollSeconds, handlers);
  await workWebhookJobs(boss, settings.pollSeconds, handlers);
  // Fleet batches on their own queue and audit processes (lib/fleets/worker.ts).
  const fleets = await workFleetJobs(boss, settings.pollSeconds, handlers);
  // Traffic logs on their own queue, each batch on a thread of its own, one per organization at once (lib/traffic/worker.ts).
  const traffic = await workTrafficJobs(boss, settings.pollSeconds, handlers);
  const stopDepths = reportQueueDepths(boss);
  const expiry = startVerificationExpiry();
  const sweep = startOrphanSweep();
  const pruning = startUsagePruning();
  const scheduler = startPeriodic('scheduled scans', schedulerIntervalSeconds(), async () => void (await queueDueScans()));
  const webhookSweep = startWebhookSweep();
  const ownershipRechecks = startOwnershipRechecks();
  let stopping: Promise<void> | null = null;
  return {
    stop(timeoutMs = DEFAULT_STOP_TIMEOUT_MS) {
      stopping ??= (() => {
        stopDepths();
        // A timer's run in flight still uses the queue and the database: both close only after it ends, or after the
        // grace a released handler has (a run that hangs must not hold the stop).
        const timersEnded = Promise.all(
          [expiry, sweep, pruning, scheduler, webhookSweep, ownershipRechecks, fleets, traffic].map((timers) => timers.stop()),
        );
        const beforeClose = () => Promise.all([handlers.settled(RELEASED_HANDLER_GRACE_MS), waitAtMost(timersEnded, RELEASED_HANDLER_GRACE_MS)]);
        return stopQueue({ graceful: true, timeoutMs, beforeClose }).finally(() => fleets.close());
      })();
      return stopping;
    },
  };
}

