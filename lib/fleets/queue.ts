// The fleets' own pg-boss queue, beside the site scans' (issue 47 point 2: bulk work never waits in front of an
// interactive scan, and a worker fetches it in its own slots). A job is a batch of a run's targets: the rows name
// the job that owns them (fleet_results.job_id), so the rows are the truth and a job only wakes a worker. A target
// that goes back in line (Retry-After, its quota, a politeness lease it waited too long for, a blocked retry) is
// handed to a new job: its row names the new job first, then the job is sent, once that write has committed.
//
// Why after the commit, not inside the transaction: on the embedded database (one session taken in turns,
// lib/db/embedded-server.ts) a transaction holds the session until it ends, and pg-boss may need its own connection
// while it inserts (it looks a queue up on first use, and again whenever createQueue empties its cache of it: the web
// bundle and the worker's each create the queues once, so that happens while the service starts). Inside a
// transaction that lookup waits for the transaction, which waits for the lookup: a run's start hung for two minutes,
// then failed. A job that is never sent (the process died after the commit, the insert failed) leaves rows naming a
// job that does not exist; the fleet sweep (sweep.ts) hands them to a new job after its grace period, so nothing is
// lost, only delayed.
import type { PgBoss, JobInsert } from 'pg-boss';
import { queueSettings } from '@/lib/jobs/config';
import { prepareQueuesOnce } from '@/lib/jobs/queue';
import { errorMessage, logger } from '@/lib/observability/logger';
import { fleetWorkSettings } from './settings';

export const FLEET_QUEUE = 'fleet-audit';
/**
 * A census's long audits: each target whose host's audit took LONG_AUDIT_MS or more in one of the organization's
 * kept fleet runs (a slow or rate-limited host; lib/services/start-fleet-run.ts) is a job of its own here, worked in
 * slots of its own beside the batches (worker.ts), so that the slow hosts start with the run instead of making its
 * tail, and never hold the batches' slots (bench/README.md, 2026-11-27: dealt first on the one queue, they held every
 * batch slot, wave after wave).
 */
export const FLEET_LONG_QUEUE = 'fleet-audit-long';
/** The queues whose jobs audit a run's targets (the sweep looks a row's job up in them). */
export const FLEET_WORK_QUEUES = [FLEET_QUEUE, FLEET_LONG_QUEUE] as const;
export type FleetWorkQueue = (typeof FLEET_WORK_QUEUES)[number];
/** A batch whose every attempt ended without settling its targets (its workers died) lands here; its rows end `error`. */
export const FLEET_DEAD_LETTER_QUEUE = 'fleet-audit-failed';

export interface FleetJobData {
  runId: string;
}


/** A batch may wait for politeness leases and slow hosts: an hour before pg-boss gives it up. */
const JOB_EXPIRE_SECONDS = 3600;

export function fleetJobOptions(): Pick<JobInsert, 'retryLimit' | 'retryDelay' | 'heartbeatSeconds' | 'expireInSeconds' | 'deadLetter'> {
  return {
    retryLimit: fleetWorkSettings().jobRetries,
    retryDelay: 2,
    heartbeatSeconds: queueSettings().heartbeatSeconds,
    expireInSeconds: JOB_EXPIRE_SECONDS,
    deadLetter: FLEET_DEAD_LETTER_QUEUE,
  };
}

/** Creates the queues once per started queue (and looks them up, so that a send finds them cached). */
export function prepareFleetQueues(boss: PgBoss): Promise<void> {
  return prepareQueuesOnce(boss, 'fleets', [
    { name: FLEET_DEAD_LETTER_QUEUE, options: { retryLimit: 5, retryDelay: 5 } },
    { name: FLEET_QUEUE, options: { ...fleetJobOptions(), policy: 'standard' } },
    { name: FLEET_LONG_QUEUE, options: { ...fleetJobOptions(), policy: 'standard' } },
  ]);
}

/**
 * Sends jobs (each with the id its rows name) on the queue's own connection. Call it after the transaction that made
 * the rows name these jobs has committed, never inside it (see the note at the top of this file).
 */
export async function sendFleetJobs(boss: PgBoss, jobs: Array<{ id: string; runId: string; startAfter?: Date }>, queue: FleetWorkQueue = FLEET_QUEUE): Promise<void> {
  if (jobs.length === 0) return;
  await prepareFleetQueues(boss);
  const options = fleetJobOptions();
  await boss.insert(
    queue,
    jobs.map((job) => ({ id: job.id, data: { runId: job.runId } satisfies FleetJobData, ...options, ...(job.startAfter ? { startAfter: job.startAfter } : {}) })),
  );
}

/**
 * sendFleetJobs for callers whose rows already committed: a failure is logged, not thrown, because the rows are the
 * truth and the fleet sweep sends their targets again under a new job (the note at the top of this file). Says whether
 * the jobs were sent.
 */
export async function sendFleetJobsOrLeaveToSweep(
  boss: PgBoss,
  jobs: Array<{ id: string; runId: string; startAfter?: Date }>,
  queue: FleetWorkQueue = FLEET_QUEUE,
): Promise<boolean> {
  try {
    await sendFleetJobs(boss, jobs, queue);
    return true;
  } catch (error) {
    const runs = [...new Set(jobs.map((job) => job.runId))];
    logger.warn({ err: error, runs }, `Fleet jobs of run(s) ${runs.join(', ')} could not be queued (${errorMessage(error)}); the fleet sweep queues their targets again`);
    return false;
  }
}
