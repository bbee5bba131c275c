// The fleets' own pg-boss queue, beside the site scans' (issue 47 point 2: bulk work never waits in front of an
// interactive scan, and a worker fetches it in its own slots). A job is a batch of a run's targets: the rows name
// the job that owns them (fleet_results.job_id), so the rows are the truth and a job only wakes a worker. A target
// that goes back in line (Retry-After, its quota, a politeness lease it waited too long for, a blocked retry) is
// handed to a new job in the same transaction that changes its row.
import { fromPrisma, type PgBoss, type JobInsert } from 'pg-boss';
import type { Prisma } from '@/lib/db';
import { queueSettings } from '@/lib/jobs/config';
import { fleetWorkSettings } from './settings';

export const FLEET_QUEUE = 'fleet-audit';
/** A batch whose every attempt ended without settling its targets (its workers died) lands here; its rows end `error`. */
export const FLEET_DEAD_LETTER_QUEUE = 'fleet-audit-failed';

export interface FleetJobData {
  runId: string;
}

const NO_JOB_ID = '00000000-0000-0000-0000-000000000000';
const prepared = new WeakMap<PgBoss, Promise<void>>();

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

/** Creates the queues once per started queue; call before sending inside a transaction (see lib/jobs/queue.ts). */
export function prepareFleetQueues(boss: PgBoss): Promise<void> {
  let ready = prepared.get(boss);
  if (!ready) {
    ready = (async () => {
      await boss.createQueue(FLEET_DEAD_LETTER_QUEUE, { retryLimit: 5, retryDelay: 5 });
      await boss.createQueue(FLEET_QUEUE, { ...fleetJobOptions(), policy: 'standard' });
      await boss.getJobById(FLEET_DEAD_LETTER_QUEUE, NO_JOB_ID);
      await boss.getJobById(FLEET_QUEUE, NO_JOB_ID);
    })();
    ready.catch(() => prepared.delete(boss));
    prepared.set(boss, ready);
  }
  return ready;
}

/** Inserts jobs (each with the id its rows name) inside the caller's transaction. */
export async function sendFleetJobs(
  boss: PgBoss,
  tx: Prisma.TransactionClient,
  jobs: Array<{ id: string; runId: string; startAfter?: Date }>,
): Promise<void> {
  if (jobs.length === 0) return;
  const options = fleetJobOptions();
  await boss.insert(
    FLEET_QUEUE,
    jobs.map((job) => ({ id: job.id, data: { runId: job.runId } satisfies FleetJobData, ...options, ...(job.startAfter ? { startAfter: job.startAfter } : {}) })),
    { db: fromPrisma(tx) },
  );
}
