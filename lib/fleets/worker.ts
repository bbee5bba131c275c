// A worker's share of the fleets: it fetches fleet batch jobs from their own queue (at most fleetJobsPerWorker() at
// once) and a census's long audits from theirs (fleetLongJobsPerWorker()), with AGENTGAUGE_FLEET_CONCURRENCY targets
// working (one while an interactive scan is active, and no fleet request sent in its first 2 s: yield.ts; targets
// that only wait on their hosts not counted, up to 4 times as many in flight: slots.ts), their dead letters, and runs
// the fleet sweep.
import type { JobWithMetadata, PgBoss } from 'pg-boss';
import type { JobHandlers } from '@/lib/jobs/job-handlers';
import { sweepSettings } from '@/lib/jobs/config';
import { startPeriodic } from '@/lib/jobs/periodic';
import { failedJobReasonOf } from './dead-letter';
import { closeFleetAuditPool } from './audit-pool';
import { stopLookAheads } from './look-ahead';
import { runFleetBatch } from './audit-batch';
import { finishRunIfDone } from './finish-run';
import { FLEET_DEAD_LETTER_QUEUE, FLEET_LONG_QUEUE, FLEET_QUEUE, prepareFleetQueues, type FleetJobData } from './queue';
import { failOpenTargets } from './settle';
import { fleetWorkSettings } from './settings';
import { fleetSlots } from './slots';
import { startYielding } from './yield';
import { fleetJobsPerWorker, fleetLongJobsPerWorker, sweepFleets } from './sweep';

export interface FleetWork {
  /** Stops the sweep and yield timers, resolving when their runs in flight end (the queue is stopped with the worker's). */
  stop(): Promise<void>;
  /** Stops the fleets' audit processes, after the queue has released its jobs. */
  close(): Promise<void>;
}

export async function workFleetJobs(boss: PgBoss, pollingIntervalSeconds: number, handlers: JobHandlers): Promise<FleetWork> {
  await prepareFleetQueues(boss);
  const polling = { pollingIntervalSeconds, includeMetadata: true } as const;
  await boss.work(FLEET_QUEUE, { ...polling, localConcurrency: fleetJobsPerWorker() }, handlers.wrap(FLEET_QUEUE, runFleetBatch));
  await boss.work(FLEET_LONG_QUEUE, { ...polling, localConcurrency: fleetLongJobsPerWorker() }, handlers.wrap(FLEET_LONG_QUEUE, runFleetBatch));
  await boss.work(FLEET_DEAD_LETTER_QUEUE, polling, handlers.wrap(FLEET_DEAD_LETTER_QUEUE, settleDeadFleetJob));
  const sweep = startPeriodic('Fleet sweep', sweepSettings().intervalSeconds, async () => void (await sweepFleets()));
  const { concurrency } = fleetWorkSettings();
  const yielding = startYielding(fleetSlots(concurrency), concurrency);
  return {
    stop: async () => {
      await Promise.all([sweep.stop(), yielding.stop()]);
    },
    close: async () => {
      await stopLookAheads();
      await closeFleetAuditPool();
    },
  };
}

/** Every attempt of a batch died: its targets still open end `error`, and their runs end if nothing else is open. */
async function settleDeadFleetJob(job: JobWithMetadata<FleetJobData>): Promise<{ targets: number }> {
  const sourceJobId = job.sourceId ?? job.id;
  const runs = await failOpenTargets(sourceJobId, failedJobReasonOf(job));
  for (const runId of runs) await finishRunIfDone(runId);
  return { targets: runs.length };
}
