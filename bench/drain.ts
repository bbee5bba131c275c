// `npm run bench:drain` (issue 26, points 1 and 2): stops, repeated, of the real start commands under load. The
// topology of docs/operations.md "Scale-out" on a fresh PostgreSQL database: Debian's nginx round robin
// (tests/helpers/nginx.ts) in front of two `npm start` processes, and two `npm run worker` processes, each npm in a
// process group of its own as a terminal, systemd or a container starts it. Clients keep calling through nginx
// (bench/drain-load.ts: API reads, dashboard pages, scans of slow fixture sites, so scans are running) while, for
// each way of stopping a process (tests/helpers/npm-process.ts: SIGTERM to the process group, to npm alone, to node
// alone, SIGINT to the process group), BENCH_DRAIN_STOPS (default 10) web processes and as many workers are stopped
// one at a time and started again as the recipe's rolling restart says (wait for the exit, start, wait for /readyz).
// Prints per way: stops that drained cleanly (judged as tests/system/api/stop-signals.test.ts judges them), requests sent
// and failed, 502s, truncated responses, scans accepted, retried (their job took more than one attempt: a stopping
// worker released it) and lost (not succeeded in the end), and node processes left running after npm exited.
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PrismaClient } from '../lib/db';
import { SCAN_QUEUE } from '../lib/jobs/config';
import { getQueue, stopQueue } from '../lib/jobs/queue';
import { ensureServiceBundles } from '../lib/settings/service-bundles.mjs';
import { ensureBuild } from '../lib/server/build';
import { seedOrganization } from '../tests/helpers/api-fixtures';
import { reserveLoopbackUrl } from '../tests/helpers/free-port';
import { startNginx, type Balancer } from '../tests/helpers/nginx';
import {
  isAlive,
  killGroup,
  npmRun,
  sendStop,
  STOP_WAYS,
  stopProblems,
  waitForOutput,
  WEB_DRAIN_LINE,
  WORKER_DRAIN_LINE,
  type NpmProcess,
  type StopWay,
} from '../tests/helpers/npm-process';
import { waitForReady } from '../tests/helpers/ready';
import { addFixtureSite, startScanSite } from '../tests/helpers/scan-sites';
import { createTestDatabase, withDatabase } from '../tests/helpers/server';
import { ownerSessionCookie } from '../tests/helpers/session-cookie';
import type { FixtureSite } from '../tests/helpers/site';
import { newTally, startLoad, type Load, type Tally } from './drain-load';
import { median } from './median';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const STOPS = Number(process.env.BENCH_DRAIN_STOPS ?? 10);
const READERS = Number(process.env.BENCH_DRAIN_READERS ?? 6);
const SITES = 4;
const STOP_SECONDS = 20;
/** A stop that has not ended by then is counted as hung and its process group killed. */
const HUNG_AFTER_MS = (STOP_SECONDS + 15 + 10) * 1000;
const SECRET = 'bench-drain-secret-with-enough-entropy-0123456789';
const SERVICE_ENV = {
  AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
  AGENTGAUGE_TRUST_PROXY: '1',
  AGENTGAUGE_IN_PROCESS_WORKER: '0',
  AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
  AGENTGAUGE_STOP_SECONDS: String(STOP_SECONDS),
  AGENTGAUGE_SCANS_PER_ORGANIZATION: '100000',
  AGENTGAUGE_SCANS_PER_TARGET: '100000',
  AGENTGAUGE_SCANS_PER_OWN_SITE: '100000',
  // Fixture pages need no browser; what the rendered view costs is bench:rendered's subject.
  AGENTGAUGE_RENDER: '0',
  NEXTAUTH_SECRET: SECRET,
};

/** What the stops of one way did, besides what its clients saw. */
interface Trials {
  load: Tally;
  orphans: number;
  problems: string[];
  web: { clean: number; seconds: number[]; inFlightAtSignal: number[] };
  worker: { clean: number; seconds: number[]; runningAtSignal: number[] };
}

const newTrials = (): Trials => ({
  load: newTally(),
  orphans: 0,
  problems: [],
  web: { clean: 0, seconds: [], inFlightAtSignal: [] },
  worker: { clean: 0, seconds: [], runningAtSignal: [] },
});

interface Topology {
  ports: string[];
  web: NpmProcess[];
  workers: NpmProcess[];
  startWeb(index: number): Promise<void>;
  startWorker(index: number): Promise<void>;
}

function topology(databaseEnv: Record<string, string>, ports: string[]): Topology {
  const env = { ...databaseEnv, ...SERVICE_ENV };
  const running: Topology = {
    ports,
    web: [],
    workers: [],
    async startWeb(index) {
      const run = npmRun(['start'], { ...env, PORT: ports[index]! });
      running.web[index] = run;
      await waitForOutput(run, /listening on/);
      await waitForReady(`http://127.0.0.1:${ports[index]}`);
    },
    async startWorker(index) {
      const run = npmRun(['run', 'worker'], env);
      running.workers[index] = run;
      await waitForOutput(run, /scan worker \d+ started/);
    },
  };
  return running;
}

/** Stops `run` the given way and judges the stop. */
async function stopOne(run: NpmProcess, way: StopWay, kind: 'web' | 'worker', trials: Trials, trial: number): Promise<void> {
  const signalled = performance.now();
  const nodePid = sendStop(run, way);
  const exited = await Promise.race([run.exited.then(() => true), sleep(HUNG_AFTER_MS).then(() => false)]);
  if (!exited) killGroup(run);
  const problems = await stopProblems(run, nodePid, kind === 'web' ? WEB_DRAIN_LINE : WORKER_DRAIN_LINE);
  if (!exited) problems.unshift(`npm had not exited ${HUNG_AFTER_MS / 1000} s after the signal (killed)`);
  trials[kind].seconds.push((performance.now() - signalled) / 1000);
  if (isAlive(nodePid)) {
    trials.orphans += 1;
    process.kill(nodePid, 'SIGKILL'); // it holds the port the replacement needs
  }
  if (problems.length === 0) trials[kind].clean += 1;
  else trials.problems.push(`${kind} stop ${trial + 1}: ${problems.join('; ')}`);
}

/** STOPS stops of each kind the given way, alternating between the two processes of each kind. */
async function runTrials(db: PrismaClient, processes: Topology, load: Load, way: StopWay, trials: Trials): Promise<void> {
  const runningScans = () => db.scan.count({ where: { status: 'running' } });
  for (let trial = 0; trial < STOPS; trial += 1) {
    const index = trial % 2;
    trials.web.inFlightAtSignal.push(load.inFlight());
    await stopOne(processes.web[index]!, way, 'web', trials, trial);
    await processes.startWeb(index);

    // A worker stop tells something only while scans run: wait (up to 10 s) for one.
    for (let waited = 0; (await runningScans()) === 0 && waited < 100; waited += 1) await sleep(100);
    trials.worker.runningAtSignal.push(await runningScans());
    await stopOne(processes.workers[index]!, way, 'worker', trials, trial);
    await processes.startWorker(index);
  }
}

interface ScanOutcome {
  status: string;
  /** Attempts its job took: more than one when a stopping worker released it, or an attempt failed (NaN: no job found). */
  attempts: number;
}

/** Waits (up to 3 minutes) for every accepted scan to settle; returns each one's status and attempts. */
async function settledScans(db: PrismaClient, scanIds: string[]): Promise<Map<string, ScanOutcome>> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const rows = await db.scan.findMany({ where: { id: { in: scanIds } }, select: { id: true, status: true, jobId: true } });
    if (rows.every((row) => row.status !== 'queued' && row.status !== 'running') || Date.now() > deadline) {
      const boss = await getQueue();
      const outcomes = new Map<string, ScanOutcome>();
      for (const row of rows) {
        const job = row.jobId ? await boss.getJobById(SCAN_QUEUE, row.jobId) : null;
        outcomes.set(row.id, { status: row.status, attempts: job ? job.retryCount + 1 : Number.NaN });
      }
      return outcomes;
    }
    await sleep(1_000);
  }
}

function printResults(results: Map<StopWay, Trials>, outside: Tally, scans: Map<string, ScanOutcome>): void {
  const lost = (ids: string[]) => ids.filter((id) => scans.get(id)?.status !== 'succeeded');
  const retried = (ids: string[]) => ids.filter((id) => (scans.get(id)?.attempts ?? 1) > 1);
  const jobless = [...scans.values()].filter((scan) => Number.isNaN(scan.attempts)).length;
  if (jobless > 0) console.log(`\n${jobless} scans have no job left in the queue: their attempts are unknown`);
  console.log(`\n${STOPS} stops per way and kind; two web processes behind nginx, two workers; ${READERS} readers and ${SITES} scanners through nginx`);
  const header = ['way', 'web drained', 'worker drained', 'requests', 'failed', '502s', 'truncated', 'scans', 'retried', 'lost', 'orphans'];
  const rows = [...results].map(([way, { load, web, worker, orphans }]) =>
    [
      way,
      `${web.clean}/${STOPS}`,
      `${worker.clean}/${STOPS}`,
      load.requests,
      load.failed,
      load.badGateway,
      load.truncated,
      load.scans.length,
      retried(load.scans).length,
      lost(load.scans).length,
      orphans,
    ].map(String),
  );
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  for (const row of [header, ...rows]) console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '));
  console.log('');
  for (const [way, { load, web, worker, problems }] of results) {
    console.log(
      `${way}: web stops took median ${median(web.seconds).toFixed(1)} s (max ${Math.max(...web.seconds).toFixed(1)}), ` +
        `requests in flight through nginx at the signal median ${median(web.inFlightAtSignal)}; ` +
        `worker stops median ${median(worker.seconds).toFixed(1)} s (max ${Math.max(...worker.seconds).toFixed(1)}), ` +
        `scans running at the signal median ${median(worker.runningAtSignal)} (${worker.runningAtSignal.filter((count) => count > 0).length}/${STOPS} stops with scans running)`,
    );
    for (const line of [...problems, ...load.failures]) console.log(`  ${line}`);
    for (const id of lost(load.scans).slice(0, 5)) console.log(`  scan ${id}: ${scans.get(id)?.status ?? 'not found'}`);
  }
  if (outside.failed > 0 || lost(outside.scans).length > 0) {
    console.log(`Outside the trials (warm-up, wind-down): ${outside.failed} of ${outside.requests} requests failed, ${lost(outside.scans).length} of ${outside.scans.length} scans lost`);
  }
}

async function main(): Promise<void> {
  const begun = performance.now();
  console.log(`Drain trials: Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  // npm start and npm run worker serve the build there is (AGENTGAUGE_NO_BUILD=1, as the recipe's hosts run them).
  await ensureBuild(ROOT);
  ensureServiceBundles(ROOT);
  const database = await createTestDatabase('postgres');
  const sites: FixtureSite[] = await Promise.all(Array.from({ length: SITES }, () => startScanSite({ pages: 10, pageDelayMs: 400 })));
  const processes = topology(database.env, [(await reserveLoopbackUrl()).port, (await reserveLoopbackUrl()).port]);
  let nginx: Balancer | undefined;
  let load: Load | undefined;
  try {
    await withDatabase(database.env, async (db) => {
      const organization = await seedOrganization(db, { name: 'Drain', subscription: 'active' });
      const siteIds: string[] = [];
      for (const site of sites) siteIds.push((await addFixtureSite(db, organization.id, site)).id);
      const cookie = await ownerSessionCookie(db, organization.id, 'bench@drain.test', SECRET);

      for (const index of [0, 1]) await processes.startWeb(index);
      for (const index of [0, 1]) await processes.startWorker(index);
      nginx = await startNginx(processes.ports.map((port) => `127.0.0.1:${port}`), '/readyz');
      const outside = newTally();
      const results = new Map<StopWay, Trials>(STOP_WAYS.map((way) => [way, newTrials()]));
      let current = outside;
      load = startLoad({ front: nginx.url, key: organization.key, cookie, siteIds, readers: READERS }, () => current);
      await sleep(5_000);

      for (const [way, trials] of results) {
        console.log(`${way}: ${STOPS} web and ${STOPS} worker stops…`);
        current = trials.load;
        await runTrials(db, processes, load, way, trials);
        current = outside;
      }
      await load.stop();
      // Every scan accepted (202) must end succeeded: a stopping worker finishes its scans or releases them to another.
      const accepted = [...outside.scans, ...[...results.values()].flatMap((trials) => trials.load.scans)];
      printResults(results, outside, await settledScans(db, accepted));
      await stopQueue({ graceful: false, timeoutMs: 1_000 });
    });
  } finally {
    await load?.stop();
    await nginx?.stop();
    const all = [...processes.web, ...processes.workers];
    // Stopped as an operator would; killed if that did not end them.
    for (const run of all) if (run.npm.exitCode === null && isAlive(run.npm.pid!)) process.kill(-run.npm.pid!, 'SIGTERM');
    await Promise.race([Promise.all(all.map((run) => run.exited)), sleep(HUNG_AFTER_MS)]);
    all.forEach(killGroup);
    await Promise.all(sites.map((site) => site.close()));
    await database.drop();
  }
  console.log(`\nDone in ${((performance.now() - begun) / 1000).toFixed(0)} s`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
