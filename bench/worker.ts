// `npm run bench:worker` (issue 26, point 7): what site scans cost as the deployment grows. Against a fresh database
// on PostgreSQL (AGENTGAUGE_BENCH_POSTGRES_URL, default postgresql://postgres@127.0.0.1:5432/postgres), dropped at
// the end, with the real worker processes (`bin/worker.ts`, as `npm run worker` starts it) and fixture sites served
// by this process on 127.0.0.1. Scans are queued through the same service the POST /api/v1/me/sites/{id}/scan route
// calls (no HTTP server). Three sections:
//   1. throughput with 1, 2 and 4 workers: a burst of one scan per site, scans per minute, pages per second, the
//      workers' CPU per page and the queue latency;
//   2. CPU per page at 10, 100 and 500 pages: one worker scanning one site of that size at a time;
//   3. journeys: scans of a 100-page site without and with 5 journeys stored, in alternating pairs (benchJourneys;
//      BENCH_WORKER_JOURNEYS=0 skips it);
//   4. 1,000 scheduled sites due in the same hour on 2 workers (benchScheduledHour; BENCH_SCHEDULED_SITES=0 skips it).
// Workers audit the raw view (AGENTGAUGE_RENDER=0) unless BENCH_WORKER_RENDER=1, which lets them render every page in
// a local Chromium as the service does when one is installed; CPU is then the worker's and its browser's together.
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import type { PrismaClient } from '../lib/db';
import { jitter } from '../lib/schedules/schedule';
import { createOrganization } from '../lib/services/admin/create-organization';
import { addFixtureSite, startScanSite } from '../tests/helpers/scan-sites';
import type { FixtureSite } from '../tests/helpers/site';
import { startWorker, stopWorker, type WorkerProcess } from '../tests/helpers/worker-process';
import { ADMIN_URL, admin } from './bench-postgres';
import { median } from './median';
import { peakRssMiB, treeCpuMs } from './process-cpu';

const numbers = (name: string, fallback: string) => (process.env[name] ?? fallback).split(',').map(Number);
/** Section 1: worker processes, sites in the burst (one scan each) and their pages. */
const WORKER_COUNTS = numbers('BENCH_WORKER_COUNTS', '1,2,4');
const SITES = Number(process.env.BENCH_WORKER_SITES ?? 48);
const PAGES = 10;
const LATENCY_SAMPLES = 7;
/** Section 2: site sizes, and scans of each (the median is printed). */
const PAGE_COUNTS = numbers('BENCH_WORKER_PAGES', '10,100,500');
const PAGE_RUNS = Number(process.env.BENCH_WORKER_PAGE_RUNS ?? 3);
const RENDER = process.env.BENCH_WORKER_RENDER === '1';
/** Journeys section: journeys stored on the site (0 skips the section), site sizes, and pairs of scans. */
const JOURNEYS = Number(process.env.BENCH_WORKER_JOURNEYS ?? 5);
const JOURNEY_PAGE_COUNTS = numbers('BENCH_WORKER_JOURNEY_PAGES', '100');
const JOURNEY_PAIRS = Number(process.env.BENCH_WORKER_JOURNEY_PAIRS ?? 3);

const QUEUE_ENV = {
  AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
  AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
  AGENTGAUGE_SCANS_PER_ORGANIZATION: '100000',
  AGENTGAUGE_SCANS_PER_TARGET: '100000',
  AGENTGAUGE_SCANS_PER_OWN_SITE: '100000',
  AGENTGAUGE_PRO_MAX_PAGES: String(Math.max(PAGES, ...PAGE_COUNTS, ...JOURNEY_PAGE_COUNTS)),
  AGENTGAUGE_RENDER: RENDER ? '1' : '0',
};

const workersCpuMs = (workers: WorkerProcess[]) => workers.reduce((sum, worker) => sum + treeCpuMs(worker.child.pid!), 0);
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

async function main(): Promise<void> {
  if (SCHEDULED_SITES % SCHEDULED_ORGANIZATIONS !== 0) throw new Error(`BENCH_SCHEDULED_SITES must be a multiple of ${SCHEDULED_ORGANIZATIONS}`);
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
  const sized = new Map<number, FixtureSite>();
  for (const pages of PAGE_COUNTS) sized.set(pages, await startScanSite({ pages }));
  const workers: WorkerProcess[] = [];
  try {
    const db = await getDb();
    const organization = await createOrganization({ name: 'Bench', plan: 'pro' });
    // The bench queues as the API would: an organization key acts as an admin of a paying organization.
    const actor = { organizationId: organization.id, role: 'admin', paid: true } as const;
    const siteIds: string[] = [];
    for (const site of sites) siteIds.push((await addFixtureSite(db, organization.id, site)).id);
    const sizedIds = new Map<number, string>();
    for (const [pages, site] of sized) sizedIds.set(pages, (await addFixtureSite(db, organization.id, site)).id);

    /** Waits until every scan settled; each must have succeeded with `pages` pages. Returns their rows. */
    const waitForAll = async (scanIds: string[], pages: number) => {
      for (;;) {
        const open = await db.scan.count({ where: { id: { in: scanIds }, status: { in: ['queued', 'running'] } } });
        if (open === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const rows = await db.scan.findMany({ where: { id: { in: scanIds } } });
      const failed = rows.filter((row) => row.status !== 'succeeded');
      if (failed.length > 0) throw new Error(`${failed.length} scans failed: ${failed[0]!.error}`);
      const short = rows.find((row) => row.pageCount !== pages);
      if (short) throw new Error(`a scan measured ${short.pageCount} pages of a site of ${pages}`);
      return rows;
    };
    const latencies = (rows: Array<{ createdAt: Date; startedAt: Date | null }>) => rows.map((row) => row.startedAt!.getTime() - row.createdAt.getTime());
    const scanOnce = async (siteId: string, pages: number) => waitForAll([(await queueSiteScan(actor, siteId, 'api')).scanId], pages);

    console.log(`Scan worker bench: Node ${process.version}, ${cpus().length} CPUs, load ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
    console.log(
      `PostgreSQL database ${database}; AGENTGAUGE_WORKER_CONCURRENCY ${process.env.AGENTGAUGE_WORKER_CONCURRENCY ?? '4 (default)'} per worker; ` +
        `rendered view ${RENDER ? 'on (each page rendered in the worker\'s Chromium)' : 'off (raw view; BENCH_WORKER_RENDER=1 renders)'}; ` +
        'CPU is the worker processes\' (audit processes and any browser included), not PostgreSQL\'s or the fixture sites\'\n',
    );

    console.log(`Throughput: a burst of ${SITES} scans (one per site) of ${PAGES} pages`);
    for (const count of WORKER_COUNTS) {
      while (workers.length < count) workers.push(await startWorker(databaseEnv));
      while (workers.length > count) await stopWorker(workers.pop()!);
      // Warm-up: as many scans as workers, so first-job costs (module loading, connections, the audit process) are
      // mostly paid before the burst (the queue decides which worker takes which).
      await waitForAll(await Promise.all(workers.map((_, index) => queueSiteScan(actor, siteIds[index]!, 'api').then((started) => started.scanId))), PAGES);

      const cpuBefore = workersCpuMs(workers);
      const started = Date.now();
      const burst: string[] = [];
      for (const siteId of siteIds) burst.push((await queueSiteScan(actor, siteId, 'api')).scanId);
      const burstRows = await waitForAll(burst, PAGES);
      const seconds = (Date.now() - started) / 1000;
      const cpuMs = workersCpuMs(workers) - cpuBefore;

      const idleLatencies: number[] = [];
      for (let i = 0; i < LATENCY_SAMPLES; i += 1) idleLatencies.push(...latencies(await scanOnce(siteIds[i % SITES]!, PAGES)));
      console.log(
        `  ${count} worker${count > 1 ? 's' : ' '}: ${((SITES * 60) / seconds).toFixed(1)} scans/min, ${((SITES * PAGES) / seconds).toFixed(1)} pages/s ` +
          `(${SITES} scans in ${seconds.toFixed(1)} s); worker CPU ${ms(cpuMs / (SITES * PAGES))} per page (${(cpuMs / 1000 / seconds).toFixed(2)} cores busy); ` +
          `queue latency (queued → running) median ${median(idleLatencies)} ms on an idle queue (${LATENCY_SAMPLES} scans), ` +
          `${median(latencies(burstRows))} ms within the burst`,
      );
    }

    while (workers.length > 1) await stopWorker(workers.pop()!);
    if (workers.length === 0) workers.push(await startWorker(databaseEnv));
    const [worker] = workers as [WorkerProcess];
    console.log(`\nCPU per page: one worker, one scan at a time, median of ${PAGE_RUNS} scans per site size`);
    for (const pages of PAGE_COUNTS) {
      const cpuPerPage: number[] = [];
      const walls: number[] = [];
      for (let run = 0; run < PAGE_RUNS; run += 1) {
        const cpuBefore = treeCpuMs(worker.child.pid!);
        const started = Date.now();
        await scanOnce(sizedIds.get(pages)!, pages);
        walls.push(Date.now() - started);
        cpuPerPage.push((treeCpuMs(worker.child.pid!) - cpuBefore) / pages);
      }
      console.log(
        `  ${String(pages).padStart(3)} pages: worker CPU ${ms(median(cpuPerPage))} per page (${ms(Math.min(...cpuPerPage))}–${ms(Math.max(...cpuPerPage))}), ` +
          `scan ${(median(walls) / 1000).toFixed(2)} s queued to settled (${ms(median(walls) / pages)} per page); worker peak RSS so far ${peakRssMiB(worker.child.pid!).toFixed(0)} MiB`,
      );
    }
    if (JOURNEYS > 0) {
      for (const pages of JOURNEY_PAGE_COUNTS) {
        const site = sized.get(pages) ?? (await startScanSite({ pages }));
        if (!sized.has(pages)) sized.set(pages, site);
        const siteId = sizedIds.get(pages) ?? (await addFixtureSite(db, organization.id, site)).id;
        sizedIds.set(pages, siteId);
        await benchJourneys(db, organization.id, siteId, site, pages, () => treeCpuMs(worker.child.pid!), scanOnce);
      }
    }
    await Promise.all(workers.splice(0).map(stopWorker));
    if (SCHEDULED_SITES > 0) await benchScheduledHour(db, databaseEnv, sites);
  } finally {
    await Promise.all(workers.map(stopWorker));
    await stopQueue({ graceful: false, timeoutMs: 1000 }).catch(() => undefined);
    await closeDb();
    await Promise.all([...sites, ...sized.values()].map((site) => site.close()));
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    console.log(`\nBench took ${((Date.now() - benchStarted) / 1000).toFixed(0)} s`);
  }
}


/**
 * The journeys the bench stores (the first BENCH_WORKER_JOURNEYS of them): what an owner of the guide site might ask,
 * found on the start page, one link deep and by a pattern, and two the site does not answer (an answer on page 90 of
 * the start page's links, beyond every profile's 12 fetches, and one on no page), so every profile spends its whole
 * budget on those: the dearest case.
 */
const BENCH_JOURNEYS = [
  { name: 'home', question: 'What is this site?', answer: 'Guide home' },
  { name: 'chapter-one', question: 'Where does the guide start?', answer: 'Guide chapter 1' },
  { name: 'chapter-pattern', question: 'Which chapters are there?', answer: { pattern: 'chapter [2-4]\\b' } },
  { name: 'far-chapter', question: 'Where is chapter 90?', answer: 'Guide chapter 90' },
  { name: 'missing', question: 'What does the Pro plan cost?', answer: ['$29', '29 USD'] },
];

/**
 * Site scans of one site with and without its journeys stored, in alternating pairs on the same worker (the journeys
 * are created before the "with" scan and removed after it), so the machine's load weighs on both alike. Prints per
 * pair the scan's wall time (queued to settled), the worker's CPU and the requests the fixture site received, then
 * the medians and the ratio with/without (the bound: journeys add at most 25% to a scan's time).
 */
async function benchJourneys(
  db: PrismaClient,
  organizationId: string,
  siteId: string,
  site: FixtureSite,
  pages: number,
  cpuMs: () => number,
  scanOnce: (siteId: string, pages: number) => Promise<unknown>,
): Promise<void> {
  const journeys = BENCH_JOURNEYS.slice(0, JOURNEYS);
  console.log(`\nJourneys: ${journeys.length} stored on a ${pages}-page site, scans without and with them in ${JOURNEY_PAIRS} alternating pairs (one worker)`);
  const measure = async () => {
    const requestsBefore = site.requests.length;
    const cpuBefore = cpuMs();
    const started = Date.now();
    await scanOnce(siteId, pages);
    return { wallMs: Date.now() - started, cpuMs: cpuMs() - cpuBefore, requests: site.requests.length - requestsBefore };
  };
  const without: Array<Awaited<ReturnType<typeof measure>>> = [];
  const withJourneys: Array<Awaited<ReturnType<typeof measure>>> = [];
  await measure(); // warm-up: the worker's first scan of this site pays for its first-job costs
  for (let pair = 0; pair < JOURNEY_PAIRS; pair += 1) {
    // Alternate which goes first, so a load trend over the pair does not favour one side.
    const order = pair % 2 === 0 ? (['without', 'with'] as const) : (['with', 'without'] as const);
    for (const side of order) {
      if (side === 'with') {
        await db.journey.createMany({ data: journeys.map((journey) => ({ organizationId, siteId, ...journey })) });
        withJourneys.push(await measure());
        await db.journey.deleteMany({ where: { siteId } });
      } else {
        without.push(await measure());
      }
    }
    console.log(
      `  pair ${pair + 1}: without ${ms(without.at(-1)!.wallMs)} (CPU ${ms(without.at(-1)!.cpuMs)}, ${without.at(-1)!.requests} requests), ` +
        `with ${ms(withJourneys.at(-1)!.wallMs)} (CPU ${ms(withJourneys.at(-1)!.cpuMs)}, ${withJourneys.at(-1)!.requests} requests); load ${loadavg()[0]!.toFixed(2)}`,
    );
  }
  const pick = (rows: typeof without, key: 'wallMs' | 'cpuMs' | 'requests') => median(rows.map((row) => row[key]));
  const ratio = (key: 'wallMs' | 'cpuMs') => pick(withJourneys, key) / pick(without, key);
  const extraRequests = pick(withJourneys, 'requests') - pick(without, 'requests');
  console.log(
    `  median: without ${(pages / (pick(without, 'wallMs') / 1000)).toFixed(1)} pages/s (${ms(pick(without, 'wallMs'))}, worker CPU ${ms(pick(without, 'cpuMs'))}), ` +
      `with ${(pages / (pick(withJourneys, 'wallMs') / 1000)).toFixed(1)} pages/s (${ms(pick(withJourneys, 'wallMs'))}, worker CPU ${ms(pick(withJourneys, 'cpuMs'))}); ` +
      `time ×${ratio('wallMs').toFixed(2)}, CPU ×${ratio('cpuMs').toFixed(2)} (target ≤ ×1.25: ${ratio('wallMs') <= 1.25 ? 'ok' : 'MISSED'}); ` +
      `journeys added ${extraRequests} requests at the fixture site (${(extraRequests / journeys.length).toFixed(1)} per journey, the budget is 12 per journey and profile)`,
  );
}

const SCHEDULED_SITES = Number(process.env.BENCH_SCHEDULED_SITES ?? 1000);
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
      `queue latency (queued → running) median ${median(latency).toFixed(0)} ms / p95 ${percentile(latency, 0.95)} ms real time`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
