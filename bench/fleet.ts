// `npm run bench:fleet` (issue 47): a fleet run over a generated web of BENCH_FLEET_SITES sites (default 10,000) with
// 1, 2 and 4 `npm run worker` processes (BENCH_FLEET_WORKERS) on a fresh PostgreSQL database
// (AGENTGAUGE_BENCH_POSTGRES_URL, dropped at the end), the web process serving the API only
// (AGENTGAUGE_IN_PROCESS_WORKER=0). For each worker count: targets per minute, the workers' CPU per target (each worker
// and its audit processes), peak RSS per process, requests per target (the rows' count and the fixture's), the most
// requests in flight per host, and the queue wait and duration of an interactive site scan queued during the run
// against the same scan on the idle service. Then the export: 10,000, 100,000 and 300,000 rows as CSV and Parquet,
// streamed through the API, with the web process's resident memory while it streams and the live heap it holds
// half-way (read through the web process's inspector on a loopback port, after a full GC).
// The slow sites answer every request after BENCH_FLEET_SLOW_MS (3,000 ms; issue 64), and one site in a hundred has a
// robots.txt that answers 429 with Retry-After first.
// The generated web runs in a process of its own (bench/generated-web-serve.ts) on 127.0.0.1: every site is on one
// address, so the per-address politeness bounds are lifted (AGENTGAUGE_FLEET_PER_ADDRESS and AGENTGAUGE_SCANNER_PER_ADDRESS=256, no jitter) to measure the
// workers rather than the bound; 2 per host still holds.
// BENCH_FLEET_RUNS (default 1) runs the fleet that many times per worker count, as a census is run again: from a
// fleet's second run on (a second worker count's first run included), the run before's long audits start first on a
// queue of their own (lib/fleets/queue.ts FLEET_LONG_QUEUE).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { parquetMetadata } from 'hyparquet';
import { seedOrganization } from '../tests/helpers/api-fixtures';
import { request } from '../tests/helpers/http';
import { spawnService, stopChild, waitForListening } from '../tests/helpers/server';
import { startWorker, stopWorker, type WorkerProcess } from '../tests/helpers/worker-process';
import { FLEET_LONG_QUEUE } from '../lib/fleets/queue';
import { ADMIN_URL, admin } from './bench-postgres';
import { halfExportBytes, Inspector } from './inspector';
import { median } from './median';
import { machineCpuMs, peakRssMiB, processTree, treeCpuMs } from './process-cpu';

const SITES = Number(process.env.BENCH_FLEET_SITES ?? 10_000);
const WORKER_COUNTS = (process.env.BENCH_FLEET_WORKERS ?? '1,2,4').split(',').map(Number).filter((count) => count > 0);
const RUNS = Math.max(1, Math.floor(Number(process.env.BENCH_FLEET_RUNS ?? 1)) || 1);
const EXPORT_ROWS = (process.env.BENCH_FLEET_EXPORT_ROWS ?? '10000,100000,300000').split(',').map(Number);
/**
 * Interactive scans sampled idle and during each run (medians compared). Seven, after one idle scan not counted: with
 * three, a cold first scan of freshly started workers (an audit process started, its code compiled) made the idle
 * median 2 s one run and 0.3 s the next, so the ratio said more about the machine than about the fleet's yielding.
 */
const INTERACTIVE_SAMPLES = 7;
const MIXTURE = {
  plain: 30, bare: 20, 'ai-disallowed': 10, 'all-disallowed': 5, 'agents-403': 8, 'agents-challenge': 5, 'js-only': 10,
  slow: 2, 'retry-after': 1, 'always-429': 1, 'robots-429': 1, 'robots-opt-out': 2, 'scanner-403': 1, unreachable: 5,
};
const ENV = {
  AGENTGAUGE_NO_BUILD: '1',
  AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
  AGENTGAUGE_PUBLIC_URL: 'http://gauge.bench',
  AGENTGAUGE_RENDER: '0',
  AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
  AGENTGAUGE_FLEET_TARGETS_PRO: '200000',
  AGENTGAUGE_FLEET_RUNS_PER_DAY_PRO: '100',
  AGENTGAUGE_FLEET_PER_ADDRESS: '256',
  // The scanner's own per-address bound (issue 52), shared with every other scan, lifted alike.
  AGENTGAUGE_SCANNER_PER_ADDRESS: '256',
  AGENTGAUGE_FLEET_JITTER_MS: '0',
  AGENTGAUGE_FLEET_RETRY_SECONDS: '2',
  AGENTGAUGE_SCANS_PER_TARGET: '100000',
  AGENTGAUGE_SCANS_PER_ORGANIZATION: '100000',
  AGENTGAUGE_SCANS_PER_OWN_SITE: '100000',
};

interface Web {
  port: number;
  dns: string;
  sites: Array<[string, string]>;
  stats(): Promise<{ maxInFlight: number; maxInFlightPerHost: number; requests: number; hosts: number; plainMedian: number }>;
  stop(): void;
  /** The generated web's process (its CPU is the sites', not the scanner's). */
  pid: number;
}

async function startWeb(): Promise<Web> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/generated-web-serve.ts', String(SITES), JSON.stringify(MIXTURE)], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout });
  const next = () => new Promise<string>((resolve) => lines.once('line', resolve));
  const first = JSON.parse(await next()) as Omit<Web, 'stats' | 'stop' | 'pid'>;
  return {
    ...first,
    pid: child.pid!,
    async stats() {
      const answer = next();
      child.stdin.write('stats\n');
      return JSON.parse(await answer);
    },
    stop: () => child.stdin.end(),
  };
}

/** Peak RSS (MiB) of a process and, separately, the largest of its descendants' (its audit processes). */
function peaks(pid: number): { process: number; children: number } {
  const tree = processTree(pid);
  const children = tree.filter((stat) => stat.pid !== pid).map((stat) => safePeak(stat.pid));
  return { process: safePeak(pid), children: Math.max(0, ...children) };
}

function safePeak(pid: number): number {
  try {
    return peakRssMiB(pid);
  } catch {
    return 0;
  }
}

/** How busy the machine's cores were over `wallMs`: its CPU time as a share of all its cores' time. */
function busyShare(machineMs: number, wallMs: number): string {
  return wallMs > 0 ? `${((machineMs / (wallMs * cpus().length)) * 100).toFixed(0)}%` : '—';
}

function signed(mib: number): string {
  return `${mib < 0 ? '−' : '+'}${Math.abs(mib).toFixed(1)}`;
}

function rssMiB(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}

async function main(): Promise<void> {
  const started = Date.now();
  console.log(`Fleet bench: Node ${process.version}, ${cpus().length} CPUs, load ${loadavg().map((n) => n.toFixed(2)).join(' ')}; ${SITES} generated sites; workers ${WORKER_COUNTS.join(', ')}`);
  if (process.env.BENCH_SERVICE_ROOT) console.log(`Service and workers from ${process.env.BENCH_SERVICE_ROOT} (BENCH_SERVICE_ROOT), against this checkout's generated web and harness.`);
  const database = `agentgauge_bench_${randomBytes(5).toString('hex')}`;
  await admin(`CREATE DATABASE ${database}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  const databaseEnv = { DATABASE_URL: url.href };
  Object.assign(process.env, databaseEnv);
  delete process.env.DATA_DIR;
  const web = await startWeb();
  const env = { ...ENV, AGENTGAUGE_DNS_SERVERS: web.dns };
  const { getDb, closeDb } = await import('../lib/db');
  const db = await getDb();
  const organization = await seedOrganization(db, { name: 'Bench agency', subscription: 'active' });
  const key = organization.key;
  // The web process's V8 inspector on a loopback port: the export section reads its heap and asks for full GCs from here.
  const service = spawnService({ ...databaseEnv, ...env, AGENTGAUGE_IN_PROCESS_WORKER: '0', NODE_OPTIONS: '--inspect=127.0.0.1:0' });
  let workers: WorkerProcess[] = [];
  let inspector: Inspector | undefined;
  try {
    const base = await waitForListening(service.child, service.output);
    const api = (path: string, options: Parameters<typeof request>[2] = {}) => request(base, path, { key, ...options });
    const plain = web.sites.find(([, kind]) => kind === 'plain')![0];
    const site = await api('/api/v1/me/sites', { json: { url: `http://${plain}:${web.port}/` } });
    const siteId: string = site.body.id;
    const uploaded = await api('/api/v1/me/fleets?name=bench', { body: web.sites.map(([host]) => `http://${host}:${web.port}/`).join('\n'), headers: { 'content-type': 'text/plain' } });
    if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${uploaded.text}`);
    const fleetId: string = uploaded.body.id;
    console.log(`Uploaded ${uploaded.body.targetCount} targets (${uploaded.body.rejected.length} rejected) in one request.`);

    /** One interactive scan: from queued to a worker's start (the queue's wait), and from start to end. */
    const interactiveScan = async (): Promise<{ waitMs: number; runMs: number }> => {
      const queued = await api(`/api/v1/me/sites/${siteId}/scan`, { method: 'POST' });
      if (queued.status !== 202) throw new Error(`scan: ${queued.status} ${queued.text}`);
      for (;;) {
        const row = await db.scan.findUniqueOrThrow({ where: { id: queued.body.scanId } });
        if (row.status === 'succeeded' || row.status === 'failed') return { waitMs: row.startedAt!.getTime() - row.createdAt.getTime(), runMs: row.finishedAt!.getTime() - row.startedAt!.getTime() };
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };

    const results: string[] = [];
    const verdicts: string[] = [];
    const verdict = (ok: boolean, text: string) => verdicts.push(`${ok ? 'ok    ' : 'MISSED'} ${text}`);
    let baselineRate = 0;
    const slowHosts = web.sites.filter(([, kind]) => kind === 'slow').map(([host]) => host);
    for (const count of WORKER_COUNTS) {
      workers = await Promise.all(Array.from({ length: count }, () => startWorker(databaseEnv, env)));
      const idle: Array<{ waitMs: number; runMs: number }> = [];
      await interactiveScan();
      for (let index = 0; index < INTERACTIVE_SAMPLES; index += 1) idle.push(await interactiveScan());
      for (let round = 1; round <= RUNS; round += 1) {
        await web.stats();
        const cpuBefore = workers.reduce((sum, worker) => sum + treeCpuMs(worker.child.pid!), 0);
        const [machineBefore, sitesBefore, serviceBefore] = [machineCpuMs(), treeCpuMs(web.pid), treeCpuMs(service.child.pid!)];
        const runStarted = Date.now();
        const run = await api(`/api/v1/me/fleets/${fleetId}/runs`, { json: { renderSample: 0 } });
        if (run.status !== 202) throw new Error(`run: ${run.status} ${run.text}`);
        const runId: string = run.body.runId;
        const during: Array<{ waitMs: number; runMs: number }> = [];
        let pendingScan: Promise<void> | null = null;
        let progress: { status: string; done: number; total: number; counts?: Record<string, number> };
        // The machine's CPU until 95% of the targets are done, apart from the tail's: the whole run's average hides a
        // machine that is saturated while the ordinary sites are audited and nearly idle while the slow hosts answer.
        let at95: { ms: number; machineMs: number } | null = null;
        for (;;) {
          progress = (await api(`/api/v1/me/fleets/${fleetId}/runs/${runId}`)).body;
          const share = progress.done / progress.total;
          if (!at95 && share >= 0.95) at95 = { ms: Date.now() - runStarted, machineMs: machineCpuMs() - machineBefore };
          if (!pendingScan && during.length < INTERACTIVE_SAMPLES && share >= (during.length + 1) / (INTERACTIVE_SAMPLES + 2)) {
            pendingScan = interactiveScan().then((sample) => {
              during.push(sample);
              pendingScan = null;
            });
          }
          if (progress.status !== 'queued' && progress.status !== 'running') break;
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
        await pendingScan;
        const wallMs = Date.now() - runStarted;
        const cpuMs = workers.reduce((sum, worker) => sum + treeCpuMs(worker.child.pid!), 0) - cpuBefore;
        // Where the machine's two cores went: the workers, the generated web (the sites' side, which a real census does
        // not pay), the web process (the API the bench polls), and the rest (PostgreSQL above all, and this bench).
        const machineMs = machineCpuMs() - machineBefore;
        const sitesMs = treeCpuMs(web.pid) - sitesBefore;
        const serviceMs = treeCpuMs(service.child.pid!) - serviceBefore;
        const stats = await web.stats();
        const [rows] = await db.$queryRaw<Array<{ scanned: number; requests: number; mean: number; duration: number; done95: number }>>`
          SELECT count(*) FILTER (WHERE status = 'scanned')::int AS scanned, coalesce(sum(requests), 0)::int AS requests,
            coalesce(avg(requests) FILTER (WHERE status = 'scanned'), 0)::float8 AS mean,
            coalesce(percentile_cont(0.5) WITHIN GROUP (ORDER BY duration_ms) FILTER (WHERE status = 'scanned'), 0)::float8 AS duration,
            coalesce(percentile_cont(0.95) WITHIN GROUP (ORDER BY extract(epoch FROM scanned_at) * 1000) FILTER (WHERE status = 'scanned'), 0)::float8 AS done95
          FROM fleet_results WHERE run_id = ${runId}::uuid`;
        // The slow hosts' audits (the generated web's kind): how long they took, when they were claimed and done, and
        // the run's jobs on the long audits' queue.
        const [slow] = await db.$queryRaw<Array<{ n: number; duration: number; firstClaimed: number; medianClaimed: number; lastClaimed: number; lastDone: number; onLongQueue: number; lastLongTaken: number; attempts: number }>>`
          SELECT count(*)::int AS n, coalesce(percentile_cont(0.5) WITHIN GROUP (ORDER BY r.duration_ms), 0)::float8 AS duration,
            coalesce(min(extract(epoch FROM r.claimed_at) * 1000), 0)::float8 AS "firstClaimed",
            coalesce(percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM r.claimed_at) * 1000), 0)::float8 AS "medianClaimed",
            coalesce(sum(r.attempts), 0)::int AS attempts,
            coalesce(max(extract(epoch FROM r.claimed_at) * 1000), 0)::float8 AS "lastClaimed",
            coalesce(max(extract(epoch FROM r.scanned_at) * 1000), 0)::float8 AS "lastDone",
            max(long."onLongQueue") AS "onLongQueue", max(long."lastLongTaken") AS "lastLongTaken"
          FROM fleet_results r,
            (SELECT count(*)::int AS "onLongQueue", coalesce(max(extract(epoch FROM j.started_on) * 1000), 0)::float8 AS "lastLongTaken"
             FROM fleet_results l JOIN pgboss.job j ON j.id = l.job_id AND j.name = ${FLEET_LONG_QUEUE}
             WHERE l.run_id = ${runId}::uuid) long
          WHERE r.run_id = ${runId}::uuid AND split_part(r.host, ':', 1) = ANY(${slowHosts}::text[])`;
        const rate = (progress.total / wallMs) * 60_000;
        if (count === WORKER_COUNTS[0] && round === 1) baselineRate = rate;
        const memory = workers.map((worker) => peaks(worker.child.pid!));
        results.push(
          `${count} worker(s)${RUNS === 1 ? '' : `, run ${round}${round === 1 ? '' : ' (the run before\'s long audits first)'}`}: ${progress.total} targets in ${(wallMs / 1000).toFixed(0)} s = ${rate.toFixed(0)} targets/min (×${(rate / baselineRate).toFixed(2)} of ${WORKER_COUNTS[0]}); ` +
            `CPU ${(cpuMs / progress.total).toFixed(0)} ms per target (workers and their audit processes); ` +
            `the machine's ${(machineMs / progress.total).toFixed(0)} ms per target (${((machineMs / wallMs) * 100).toFixed(0)}% of one core over the run; ${at95 ? `${busyShare(at95.machineMs, at95.ms)} of its ${cpus().length} cores until 95% of the targets were done at ${(at95.ms / 1000).toFixed(0)} s, ${busyShare(machineMs - at95.machineMs, wallMs - at95.ms)} after` : 'the 95% point not seen'}): the sites ${(sitesMs / progress.total).toFixed(0)}, the web process ${(serviceMs / progress.total).toFixed(0)}, PostgreSQL and the rest ${((machineMs - cpuMs - sitesMs - serviceMs) / progress.total).toFixed(0)}; ` +
            `peak RSS per worker ${memory.map((peak) => peak.process.toFixed(0)).join('/')} MiB, per audit process ${memory.map((peak) => peak.children.toFixed(0)).join('/')} MiB; ` +
            `requests per target ${(stats.requests / progress.total).toFixed(1)} at the fixture, median ${stats.plainMedian} per plain site (rows: ${rows!.requests} in all, ${rows!.mean.toFixed(1)} per scanned target); ` +
            `a scanned target's audit ${rows!.duration.toFixed(0)} ms (median); 95% of the scanned targets done at ${((rows!.done95 - runStarted) / 1000).toFixed(0)} s of the run's ${(wallMs / 1000).toFixed(0)} s (the rest is the slow hosts' tail); ` +
            `the ${slow!.n} slow hosts: a median audit of ${(slow!.duration / 1000).toFixed(0)} s (${slow!.attempts} claims in all), claimed at ${((slow!.firstClaimed - runStarted) / 1000).toFixed(0)}–${((slow!.medianClaimed - runStarted) / 1000).toFixed(0)}–${((slow!.lastClaimed - runStarted) / 1000).toFixed(0)} s (first, median, last) and done at ${((slow!.lastDone - runStarted) / 1000).toFixed(0)} s; ${slow!.onLongQueue} target(s) on the long audits' queue${slow!.onLongQueue > 0 ? ` (the last of their jobs taken at ${((slow!.lastLongTaken - runStarted) / 1000).toFixed(0)} s)` : ''}; ` +
            `in flight max ${stats.maxInFlightPerHost} per host, ${stats.maxInFlight} in all; ` +
            `outcomes ${Object.entries(progress.counts ?? {}).map(([name, n]) => `${name} ${n}`).join(', ')}; ` +
            `interactive scan: wait ${median(idle.map((sample) => sample.waitMs)).toFixed(0)} ms idle, ${median(during.map((sample) => sample.waitMs)).toFixed(0)} ms during the run (max ${Math.max(...during.map((sample) => sample.waitMs))}); ` +
            `duration ${median(idle.map((sample) => sample.runMs)).toFixed(0)} ms idle, ${median(during.map((sample) => sample.runMs)).toFixed(0)} ms during (×${(median(during.map((sample) => sample.runMs)) / median(idle.map((sample) => sample.runMs))).toFixed(2)})`,
        );
        console.log(results.at(-1));
        const duringWait = Math.max(...during.map((sample) => sample.waitMs));
        const slowdown = median(during.map((sample) => sample.runMs)) / median(idle.map((sample) => sample.runMs));
        const label = `${count} worker(s)${RUNS === 1 ? '' : `, run ${round}`}`;
        verdict(duringWait <= 10_000, `${label}: an interactive scan queued during the run started within 10 s (longest wait ${(duringWait / 1000).toFixed(1)} s)`);
        verdict(slowdown <= 1.25, `${label}: it took at most 25% longer than on the idle service (×${slowdown.toFixed(2)})`);
        if (count === 2 && round === 1 && WORKER_COUNTS[0] === 1) verdict(rate / baselineRate >= 1.8, `two workers at least 1.8 times one (×${(rate / baselineRate).toFixed(2)})`);
      }
      await Promise.all(workers.map((worker) => stopWorker(worker)));
      // The workers' own logs (warnings: jobs given up, targets back in line), kept for a run that needs explaining.
      const logs = workers.map((worker, index) => {
        const file = join(tmpdir(), `bench-fleet-${count}-workers-${index + 1}.log`);
        writeFileSync(file, worker.output());
        return file;
      });
      console.log(`the workers' logs: ${logs.join(', ')}`);
      workers = [];
    }

    console.log('\nExports, streamed through the API (the web process\'s resident memory sampled every 50 ms while it streams; its V8 heap through its inspector, after a full GC before the export and after one half-way through it):');
    inspector = await Inspector.fromOutput(service.output());
    const held = new Map<string, number>();
    const runs = new Map<number, string>();
    for (const rowsWanted of EXPORT_ROWS) runs.set(rowsWanted, await syntheticRun(db, fleetId, organization.id, rowsWanted));
    // A first export of each format loads its code in the web process: not counted.
    for (const format of ['csv', 'parquet']) {
      const warm = await fetch(`${base}/api/v1/me/fleets/${fleetId}/runs/${runs.get(Math.min(...EXPORT_ROWS))}/export?format=${format}`, { headers: { authorization: `Bearer ${key}` } });
      await warm.arrayBuffer();
    }
    for (const rowsWanted of EXPORT_ROWS) {
      const runId = runs.get(rowsWanted)!;
      for (const format of ['csv', 'parquet'] as const) {
        await inspector.collectGarbage();
        const heapBefore = (await inspector.heapMiB()).used;
        const before = rssMiB(service.child.pid!);
        let peak = before;
        const sampler = setInterval(() => {
          peak = Math.max(peak, rssMiB(service.child.pid!));
        }, 50);
        const t0 = Date.now();
        const response = await fetch(`${base}/api/v1/me/fleets/${fleetId}/runs/${runId}/export?format=${format}`, { headers: { authorization: `Bearer ${key}` } });
        const chunks: Buffer[] = [];
        let bytes = 0;
        let heapMid: number | null = null;
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          bytes += chunk.length;
          if (format === 'parquet') chunks.push(Buffer.from(chunk));
          // Half-way, with the stream paused while this waits: what the export holds live (its garbage collected).
          if (heapMid === null && bytes >= halfExportBytes(format, rowsWanted)) {
            await inspector.collectGarbage();
            heapMid = (await inspector.heapMiB()).used;
          }
        }
        clearInterval(sampler);
        held.set(`${format} ${rowsWanted}`, (heapMid ?? heapBefore) - heapBefore);
        const rowsRead = format === 'parquet' ? Number(parquetMetadata(new Uint8Array(Buffer.concat(chunks)).buffer).num_rows) : null;
        console.log(
          `${rowsWanted} rows as ${format}: ${(bytes / 1_048_576).toFixed(1)} MiB in ${((Date.now() - t0) / 1000).toFixed(1)} s; web process RSS ${before.toFixed(0)} MiB before, peak ${peak.toFixed(0)} MiB while streaming (+${(peak - before).toFixed(0)}); ` +
            `live heap ${heapBefore.toFixed(0)} MiB before, ${heapMid === null ? '-' : heapMid.toFixed(0)} MiB half-way (${signed((heapMid ?? heapBefore) - heapBefore)})` +
            (rowsRead === null ? '' : `; ${rowsRead} rows read back from the Parquet footer`),
        );
      }
    }
    // Bounded means what the export holds does not grow with its size. The resident memory's peak is no measure of it:
    // the rows' garbage (the database driver's result pages, the encoded text) goes to V8's old space, which V8 lets
    // grow to a multiple of the live heap before a full collection, so the peak is set by the web process's live heap
    // and by when V8 last collected, not by the export (bench/README.md, 2026-11-25 13:12). The live heap half-way
    // through, after a full GC, is the measure: at most 16 MiB more than before the export, at every size.
    for (const format of ['csv', 'parquet']) {
      for (const rowsWanted of EXPORT_ROWS) {
        const grew = held.get(`${format} ${rowsWanted}`)!;
        verdict(grew <= 16, `${format}: ${rowsWanted} rows held ${grew.toFixed(1)} MiB of live heap half-way through the export (at most 16)`);
      }
    }
    console.log(`\nTargets:\n${verdicts.join('\n')}`);
    console.log(`\nBench took ${((Date.now() - started) / 1000).toFixed(0)} s; load ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  } finally {
    inspector?.close();
    await Promise.all(workers.map((worker) => stopWorker(worker)));
    await stopChild(service.child);
    web.stop();
    await closeDb();
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}

/** A finished run of `rows` synthetic rows (as a large run would leave them), written by one INSERT … SELECT. */
async function syntheticRun(db: Awaited<ReturnType<typeof import('../lib/db')['getDb']>>, fleetId: string, organizationId: string, rows: number): Promise<string> {
  const run = await db.fleetRun.create({ data: { fleetId, organizationId, status: 'succeeded', total: rows, renderSample: 0, scorecard: '2026.12', engine: 'agentgauge@bench', finishedAt: new Date() } });
  await db.$executeRaw`
    INSERT INTO fleet_results (run_id, target_id, position, target, origin, host, registrable_domain, start_url, status, score, grade, scanned_at, duration_ms, requests, category, job_id, check_llms_txt, agent_claude_code)
    SELECT ${run.id}::uuid, gen_random_uuid(), n, 'site-' || n || '.example', 'https://site-' || n || '.example', 'site-' || n || '.example', 'site-' || n || '.example',
      'https://site-' || n || '.example/', 'scanned', n % 101, 'C', now(), 1000 + n % 500, 50 + n % 7, 'docs', gen_random_uuid(),
      (ARRAY['pass', 'warn', 'fail'])[1 + n % 3]::fleet_check_result, (ARRAY['reads', 'partial', 'blocked'])[1 + n % 3]::fleet_agent_read
    FROM generate_series(1, ${rows}) AS n`;
  // As starting a run does after writing its rows (lib/services/start-fleet-run.ts).
  await db.$executeRaw`ANALYZE fleet_results`;
  return run.id;
}

await main();
