// `npm run bench:worker`: site scans per minute through the queue with one and with two worker processes
// (`bin/worker.ts`, as `npm run worker` starts them), and the queue latency from queueing a scan to a worker
// running it. Against a fresh database on PostgreSQL (AGENTGAUGE_BENCH_POSTGRES_URL, default
// postgresql://postgres@127.0.0.1:5432/postgres), dropped at the end. Scans are queued through the same service the
// POST /api/v1/me/sites/{id}/scan route calls (no HTTP server), of 10-page fixture sites served by this process.
// Then 1,000 scheduled sites due in the same hour on 2 workers (benchScheduledHour).
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import type { PrismaClient } from '../lib/db';
import { jitter } from '../lib/schedules/schedule';
import { createOrganization } from '../lib/services/admin/create-organization';
import { addFixtureSite, startScanSite } from '../tests/helpers/scan-sites';
import type { FixtureSite } from '../tests/helpers/site';
import { startWorker, stopWorker, type WorkerProcess } from '../tests/helpers/worker-process';

const ADMIN_URL = process.env.AGENTGAUGE_BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const SITES = 12;
const PAGES = 10;
const LATENCY_SAMPLES = 7;

const QUEUE_ENV = {
  AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
  AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
  AGENTGAUGE_SCANS_PER_ORGANIZATION: '100000',
  AGENTGAUGE_SCANS_PER_TARGET: '100000',
};

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const benchStarted = Date.now();
  const database = `agentgauge_bench_${randomBytes(5).toString('hex')}`;
  await admin(`CREATE DATABASE ${database}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  const databaseEnv = { DATABASE_URL: url.href };
  Object.assign(process.env, QUEUE_ENV, databaseEnv);
  delete process.env.DATA_DIR;

  const { closeDb, getDb } = await import('../lib/db');
  const { queueSiteScan } = await import('../lib/services/queue-site-scan');
  const { stopQueue } = await import('../lib/jobs/queue');
  const sites: FixtureSite[] = await Promise.all(Array.from({ length: SITES }, () => startScanSite({ pages: PAGES })));
  try {
    const db = await getDb();
    const organization = await createOrganization({ name: 'Bench', plan: 'pro' });
    // The bench queues as the API would: an organization key acts as an admin of a paying organization.
    const actor = { organizationId: organization.id, role: 'admin', paid: true } as const;
    const siteIds: string[] = [];
    for (const site of sites) siteIds.push((await addFixtureSite(db, organization.id, site)).id);

    const waitForAll = async (scanIds: string[]) => {
      for (;;) {
        const open = await db.scan.count({ where: { id: { in: scanIds }, status: { in: ['queued', 'running'] } } });
        if (open === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const rows = await db.scan.findMany({ where: { id: { in: scanIds } } });
      const failed = rows.filter((row) => row.status !== 'succeeded');
      if (failed.length > 0) throw new Error(`${failed.length} scans failed: ${failed[0]!.error}`);
      if (rows.some((row) => row.pageCount !== PAGES)) throw new Error('a scan measured fewer pages than the site has');
      return rows.map((row) => row.startedAt!.getTime() - row.createdAt.getTime());
    };

    console.log(`Scan worker bench: Node ${process.version}, ${cpus().length} CPUs, load ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
    console.log(`PostgreSQL database ${database}; ${SITES} fixture sites of ${PAGES} pages; AGENTGAUGE_WORKER_CONCURRENCY ${process.env.AGENTGAUGE_WORKER_CONCURRENCY ?? '2 (default)'} per worker\n`);

    const workers: WorkerProcess[] = [];
    try {
      for (const count of [1, 2]) {
        while (workers.length < count) workers.push(await startWorker(databaseEnv));
        // Warm-up: one scan, so both workers' first-job costs (module loading, connections) are paid.
        await waitForAll([(await queueSiteScan(actor, siteIds[0]!, 'api')).scanId]);

        const started = Date.now();
        const burst: string[] = [];
        for (const siteId of siteIds) burst.push((await queueSiteScan(actor, siteId, 'api')).scanId);
        const burstLatencies = await waitForAll(burst);
        const minutes = (Date.now() - started) / 60_000;

        const idleLatencies: number[] = [];
        for (let i = 0; i < LATENCY_SAMPLES; i += 1) {
          idleLatencies.push(...(await waitForAll([(await queueSiteScan(actor, siteIds[i % SITES]!, 'api')).scanId])));
        }
        console.log(
          `${count} worker${count > 1 ? 's' : ' '}: ${(SITES / minutes).toFixed(1)} site scans/min (${SITES} scans in ${(minutes * 60).toFixed(1)} s); ` +
            `queue latency (queued → running) median ${median(idleLatencies)} ms on an idle queue (${LATENCY_SAMPLES} scans), ` +
            `median ${median(burstLatencies)} ms within the burst`,
        );
      }
    } finally {
      await Promise.all(workers.map(stopWorker));
    }
    await benchScheduledHour(db, databaseEnv, sites);
  } finally {
    await stopQueue({ graceful: false, timeoutMs: 1000 }).catch(() => undefined);
    await closeDb();
    await Promise.all(sites.map((site) => site.close()));
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    console.log(`\nBench took ${((Date.now() - benchStarted) / 1000).toFixed(0)} s`);
  }
}

const SCHEDULED_SITES = 1000;
const SCHEDULED_ORGANIZATIONS = 20;
/** Scheduler seconds per real second: the hour of due times passes in 3600 / rate real seconds. */
const CLOCK_RATE = Number(process.env.BENCH_SCHEDULER_CLOCK_RATE ?? 12);
const HOUR_MS = 3_600_000;

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

/**
 * 1,000 daily sites due within the same hour (due times spread by the scheduler's own jitter) on 2 workers whose
 * scheduler clock runs CLOCK_RATE times faster than real time (AGENTGAUGE_SCHEDULER_SECONDS=1 real second is then
 * CLOCK_RATE scheduler seconds). Prints how evenly the scans were queued over the hour, how late against their due
 * times, and the queue latency (queued → running).
 */
async function benchScheduledHour(db: PrismaClient, databaseEnv: Record<string, string>, sites: FixtureSite[]): Promise<void> {
  const since = Date.now();
  const hourStart = since + 10_000 * CLOCK_RATE;
  const dueBySite = new Map<string, number>();
  for (let org = 0; org < SCHEDULED_ORGANIZATIONS; org++) {
    const organization = await createOrganization({ name: `Scheduled ${org}`, plan: 'pro' });
    for (let index = 0; index < SCHEDULED_SITES / SCHEDULED_ORGANIZATIONS; index++) {
      const fixture = sites[index % sites.length]!;
      const due = hourStart + jitter(HOUR_MS);
      const site = await db.site.create({
        data: { organizationId: organization.id, url: `${fixture.url}?site=${index}`, host: `127.0.0.1:${fixture.port}#${index}`, schedule: 'daily', nextScanAt: new Date(due) },
      });
      dueBySite.set(site.id, due);
    }
  }
  const clockEnv = {
    AGENTGAUGE_SCHEDULER_SECONDS: '1',
    AGENTGAUGE_SCHEDULER_CLOCK_RATE: String(CLOCK_RATE),
    AGENTGAUGE_SCHEDULER_CLOCK_SINCE: String(since),
    AGENTGAUGE_PRO_MAX_PAGES: '1',
  };
  const toScheduler = (real: number) => since + (real - since) * CLOCK_RATE;
  const workers = [await startWorker(databaseEnv, clockEnv), await startWorker(databaseEnv, clockEnv)];
  try {
    const deadline = Date.now() + (HOUR_MS / CLOCK_RATE) * 3;
    for (;;) {
      const done = await db.scan.count({ where: { trigger: 'schedule', status: { in: ['succeeded', 'failed'] } } });
      if (done >= SCHEDULED_SITES) break;
      if (Date.now() > deadline) throw new Error(`only ${done} of ${SCHEDULED_SITES} scheduled scans finished`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  } finally {
    await Promise.all(workers.map(stopWorker));
  }
  const scans = await db.scan.findMany({ where: { trigger: 'schedule' } });
  const perSite = new Map<string, number>();
  for (const scan of scans) perSite.set(scan.siteId, (perSite.get(scan.siteId) ?? 0) + 1);
  const twice = [...perSite.values()].filter((count) => count > 1).length;
  const failed = scans.filter((scan) => scan.status !== 'succeeded').length;
  const perMinute = Array.from({ length: 60 }, () => 0);
  const lateness: number[] = [];
  const latency: number[] = [];
  for (const scan of scans) {
    const queuedAt = toScheduler(scan.createdAt.getTime());
    perMinute[Math.min(59, Math.max(0, Math.floor((queuedAt - hourStart) / 60_000)))]! += 1;
    lateness.push((queuedAt - dueBySite.get(scan.siteId)!) / 1000);
    if (scan.startedAt) latency.push(scan.startedAt.getTime() - scan.createdAt.getTime());
  }
  console.log(
    `\nScheduled: ${SCHEDULED_SITES} daily sites due within one hour, 2 workers, scheduler clock ×${CLOCK_RATE} (tick ${CLOCK_RATE} scheduler s): ` +
      `${scans.length} scans (${failed} failed, ${twice} sites queued twice); ` +
      `queued per scheduler minute min ${Math.min(...perMinute)} / median ${median(perMinute)} / max ${Math.max(...perMinute)} (even: ${(SCHEDULED_SITES / 60).toFixed(1)}); ` +
      `queued after due median ${median(lateness).toFixed(0)} s / p95 ${percentile(lateness, 0.95).toFixed(0)} s scheduler time; ` +
      `queue latency (queued → running) median ${median(latency)} ms / p95 ${percentile(latency, 0.95)} ms real time`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
