// A worker's share of traffic logs: it reads batches from their own queue, AGENTGAUGE_TRAFFIC_CONCURRENCY at once
// (default 2; each on a thread of its own: a large log is CPU-bound) and at most one of each organization at once, so
// another organization's small batch starts beside a large one at the next poll (issue 60 point 4), and runs the
// traffic sweep: batches whose job was lost are queued again, bodies of uploads that never
// finished arriving are deleted, and figures outside the days kept (older than the retention, or dated after
// tomorrow: trafficDaysAccepted) are deleted.
import type { JobWithMetadata, PgBoss } from 'pg-boss';
import { getDb } from '@/lib/db';
import type { JobHandlers } from '@/lib/jobs/job-handlers';
import { sweepSettings } from '@/lib/jobs/config';
import { startPeriodic } from '@/lib/jobs/periodic';
import { processTrafficBatch } from './process-batch';
import { prepareTrafficQueue, sendTrafficJob, TRAFFIC_QUEUE, trafficJobOptions, type TrafficJobData } from './queue';
import { trafficBatchesPerWorker, trafficDaysAccepted, trafficRetentionDays } from './settings';

const DAY_MS = 86_400_000;
/** An upload still `receiving` after this long was abandoned (the request ended without settling it). */
const RECEIVING_ABANDONED_MS = 3_600_000;

export interface TrafficWork {
  /** Stops the sweep timer, resolving when a sweep in flight ends. */
  stop(): Promise<void>;
}

export async function workTrafficJobs(boss: PgBoss, pollingIntervalSeconds: number, handlers: JobHandlers): Promise<TrafficWork> {
  await prepareTrafficQueue(boss);
  await boss.work(
    TRAFFIC_QUEUE,
    { pollingIntervalSeconds, includeMetadata: true, localConcurrency: trafficBatchesPerWorker(), localGroupConcurrency: 1 },
    handlers.wrap(TRAFFIC_QUEUE, (job: JobWithMetadata<TrafficJobData>) => processTrafficBatch(job.data.batchId, job.id)),
  );
  const sweep = startPeriodic('Traffic sweep', sweepSettings().intervalSeconds, async () => void (await sweepTraffic(boss)));
  return { stop: () => sweep.stop() };
}

/** One pass of the sweep; returns what it did, for tests and logs. */
export async function sweepTraffic(boss: PgBoss): Promise<{ requeued: number; abandoned: number; expiredDays: number; expiredBatches: number }> {
  const db = await getDb();
  const now = Date.now();
  const grace = sweepSettings().graceSeconds * 1000;
  const stale = await db.trafficBatch.findMany({
    where: {
      OR: [
        { status: 'queued', createdAt: { lt: new Date(now - grace) }, jobId: null },
        // A job past its expiry and its retries left its batch running: read it again.
        { status: 'running', startedAt: { lt: new Date(now - (trafficJobOptions().expireInSeconds! * 1000 + grace)) } },
      ],
    },
    select: { id: true, status: true, organizationId: true },
    take: 100,
  });
  for (const batch of stale) {
    if (batch.status === 'running') await db.trafficBatch.updateMany({ where: { id: batch.id, status: 'running' }, data: { status: 'queued', jobId: null } });
    // Marked so that the next pass leaves it to the job just sent.
    await db.trafficBatch.updateMany({ where: { id: batch.id, status: 'queued' }, data: { jobId: 'requeued' } });
    await sendTrafficJob(boss, batch);
  }
  const abandoned = await db.trafficBatch.deleteMany({ where: { status: 'receiving', createdAt: { lt: new Date(now - RECEIVING_ABANDONED_MS) } } });
  const horizon = new Date(now - trafficRetentionDays() * DAY_MS);
  // Days after the last a line may be dated (rows a log wrote before lines were checked against it) go too.
  const future = new Date(`${trafficDaysAccepted(now).to}T00:00:00Z`);
  const outside = { OR: [{ day: { lt: horizon } }, { day: { gt: future } }] };
  const expiredDays = await db.trafficDay.deleteMany({ where: outside });
  // Referrals and page fetches keep the same days as the figures they stand beside.
  await db.trafficReferral.deleteMany({ where: outside });
  await db.trafficPage.deleteMany({ where: outside });
  const expiredBatches = await db.trafficBatch.deleteMany({ where: { status: { in: ['done', 'failed'] }, finishedAt: { lt: horizon } } });
  return { requeued: stale.length, abandoned: abandoned.count, expiredDays: expiredDays.count, expiredBatches: expiredBatches.count };
}
