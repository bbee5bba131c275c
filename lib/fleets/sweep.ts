// The fleets' housekeeping, on every worker's timer (AGENTGAUGE_SWEEP_SECONDS), each step one set of conditional
// statements so that any number of workers may sweep at once:
// - open targets whose job is no longer alive (pg-boss lost or ended it without the rows being settled) after the
//   grace period (AGENTGAUGE_SWEEP_GRACE_SECONDS) go back in line under a new job: a run never hangs on a lost job;
// - a run whose targets are all settled is ended (a worker died between the last result and the run's end);
// - runs that ended more than AGENTGAUGE_FLEET_RETENTION_DAYS ago lose their rows and reports (in bounded batches),
//   keeping the run and its summary (docs/operations.md "Fleets" says why a retention job rather than partitions);
// - leases that expired a while ago are deleted.
import { randomUUID } from 'node:crypto';
import { getDb, Prisma } from '@/lib/db';
import { QUEUE_SCHEMA, sweepSettings } from '@/lib/jobs/config';
import { getQueue } from '@/lib/jobs/queue';
import { logger } from '@/lib/observability/logger';
import { finishRunIfDone } from './finish-run';
import { pruneExpiredLeases } from './leases';
import { FLEET_DEAD_LETTER_QUEUE, FLEET_WORK_QUEUES, sendFleetJobsOrLeaveToSweep } from './queue';
import { fleetRetentionDays, fleetWorkSettings } from './settings';
import { IN_FLIGHT_FACTOR } from './slots';

const JOBS = Prisma.raw(`${QUEUE_SCHEMA}.job`);
/** Rows deleted per statement, and statements per sweep, by the retention step. */
const PURGE_BATCH = 5000;
const PURGE_STATEMENTS = 20;

export interface FleetSweep {
  requeued: number;
  finished: number;
  purgedRows: number;
}

export async function sweepFleets(now: Date = new Date()): Promise<FleetSweep> {
  const requeued = await requeueOrphans(sweepSettings().graceSeconds);
  const finished = await finishSettledRuns();
  const purgedRows = await purgeExpiredRuns(now);
  await pruneExpiredLeases();
  if (requeued + finished + purgedRows > 0) logger.info({ requeued, finished, purgedRows }, `Fleet sweep: ${requeued} target(s) back in line, ${finished} run(s) ended, ${purgedRows} row(s) past retention deleted`);
  return { requeued, finished, purgedRows };
}

async function requeueOrphans(graceSeconds: number): Promise<number> {
  const db = await getDb();
  const grace = Prisma.sql`(${graceSeconds}::int * interval '1 second')`;
  const orphans = await db.$queryRaw<Array<{ run_id: string; job_id: string }>>`
    SELECT DISTINCT r.run_id::text, r.job_id::text FROM fleet_results r JOIN fleet_runs f ON f.id = r.run_id
    WHERE f.status IN ('queued', 'running') AND r.status IN ('pending', 'auditing')
      AND coalesce(r.claimed_at, f.created_at) < now() - ${grace}
      AND NOT EXISTS (
        SELECT 1 FROM ${JOBS} j
        WHERE ((j.name = ANY(${[...FLEET_WORK_QUEUES]}::text[]) AND j.id = r.job_id) OR (j.name = ${FLEET_DEAD_LETTER_QUEUE} AND j.source_id = r.job_id))
          AND (j.state::text IN ('created', 'retry', 'active') OR j.completed_on > now() - ${grace})
      )
    LIMIT 200`;
  if (orphans.length === 0) return 0;
  const boss = await getQueue();
  let moved = 0;
  for (const orphan of orphans) {
    const jobId = randomUUID();
    // The rows name their new job first; the job is sent once that has committed (queue.ts). If it is never sent,
    // the rows are orphans again, and a later sweep hands them on.
    const count = await db.$executeRaw`
      UPDATE fleet_results SET job_id = ${jobId}::uuid, status = 'pending', claim_token = NULL
      WHERE job_id = ${orphan.job_id}::uuid AND status IN ('pending', 'auditing')`;
    if (count > 0) await sendFleetJobsOrLeaveToSweep(boss, [{ id: jobId, runId: orphan.run_id }]);
    moved += count;
  }
  return moved;
}

async function finishSettledRuns(): Promise<number> {
  const db = await getDb();
  const runs = await db.$queryRaw<Array<{ id: string }>>`
    SELECT f.id::text FROM fleet_runs f
    WHERE f.summary IS NULL AND f.created_at < now() - interval '10 seconds'
      AND NOT EXISTS (SELECT 1 FROM fleet_results r WHERE r.run_id = f.id AND r.status IN ('pending', 'auditing'))
    LIMIT 50`;
  let finished = 0;
  for (const run of runs) if (await finishRunIfDone(run.id)) finished += 1;
  return finished;
}

/** Deletes the rows and reports of runs that ended before the retention period, a bounded amount per sweep. */
export async function purgeExpiredRuns(now: Date = new Date()): Promise<number> {
  const db = await getDb();
  const before = new Date(now.getTime() - fleetRetentionDays() * 86_400_000);
  const runs = await db.fleetRun.findMany({ where: { purgedAt: null, finishedAt: { lt: before }, summary: { not: Prisma.AnyNull } }, select: { id: true }, take: 10 });
  let deleted = 0;
  let statements = 0;
  for (const run of runs) {
    for (;;) {
      if (statements >= PURGE_STATEMENTS) return deleted;
      statements += 1;
      const reports = await db.$executeRaw`
        DELETE FROM fleet_reports WHERE (run_id, target_id) IN (SELECT run_id, target_id FROM fleet_reports WHERE run_id = ${run.id}::uuid LIMIT ${PURGE_BATCH})`;
      const rows = await db.$executeRaw`
        DELETE FROM fleet_results WHERE (run_id, target_id) IN (SELECT run_id, target_id FROM fleet_results WHERE run_id = ${run.id}::uuid LIMIT ${PURGE_BATCH})`;
      deleted += rows;
      if (reports === 0 && rows === 0) {
        await db.fleetRun.update({ where: { id: run.id }, data: { purgedAt: now } });
        break;
      }
    }
  }
  return deleted;
}

/**
 * Batch jobs one worker runs at once: enough to keep its audit slots busy while batches wait on their last targets
 * (twice the targets it may have in flight, those waiting on slow or paused hosts included: slots.ts).
 */
export function fleetJobsPerWorker(): number {
  const { concurrency, batch } = fleetWorkSettings();
  return Math.max(2, Math.ceil((2 * IN_FLIGHT_FACTOR * concurrency) / batch));
}

/**
 * Long audits one worker runs at once (one target a job, FLEET_LONG_QUEUE): the places its slots keep for targets that
 * wait on their hosts (slots.ts: IN_FLIGHT_FACTOR times its concurrency in flight, its concurrency working), so that
 * a run's slow hosts, started together, wait beside the batches rather than in their place.
 */
export function fleetLongJobsPerWorker(): number {
  return Math.max(1, (IN_FLIGHT_FACTOR - 1) * fleetWorkSettings().concurrency);
}
