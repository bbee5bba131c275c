// A fleet run survives `kill -9` of a worker and of the web process (issue 47 point 2): on PostgreSQL with the web
// process's own worker and one `npm run worker`, a worker is killed mid-run, then the web process, which is started
// again. The run ends with exact totals, one result per target, and no target fetched twice unless its worker died
// during its audit (the claims the killed processes held, read from their politeness leases right after each kill),
// and every row counting every request its site received, across the kills (issue 52 point 4).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PER_HOST_IN_FLIGHT } from '@/lib/fleets/settings';
import { seedOrganization } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { spawnService, startServer, stopChild, waitForListening, withDatabase, type ServiceProcess, type TestServer } from '../../helpers/server';
import { startWorker, stopWorker, type WorkerProcess } from '../../helpers/worker-process';
import { plantMixture, startGeneratedWeb, type GeneratedWeb } from '../../fixtures/generated-web';
import { startRun, uploadFleet, waitForRun } from '../../helpers/fleets/fleet-api';

const SLOW_MS = 300;

describe('a fleet run when its processes are killed', () => {
  let web: GeneratedWeb;
  let server: TestServer;
  let restarted: ServiceProcess | null = null;
  let worker: WorkerProcess;
  let key: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    // The slow sites keep audits (and so their leases) open at the kills. Their answers come after 300 ms, not the
    // fixture's 800 ms: a slow audit still lasts ~10 s, far longer than the 200 ms poll that times each kill, and the
    // run still ends long after both; at 800 ms the 12 slow audits (~28 s each, 4 at a time in the restarted process)
    // were most of the file's time.
    web = await startGeneratedWeb(plantMixture({ plain: 36, slow: 12 }, 7), { slowMs: SLOW_MS });
    env = {
      AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
      AGENTGAUGE_DNS_SERVERS: web.dns.address,
      AGENTGAUGE_PUBLIC_URL: 'http://gauge.test',
      AGENTGAUGE_FLEET_PER_ADDRESS: '8',
      // Every site is on 127.0.0.1: the scanner's per-address bound (default 4) raised to the fleet's, as before.
      AGENTGAUGE_SCANNER_PER_ADDRESS: '8',
      AGENTGAUGE_FLEET_JITTER_MS: '10',
      AGENTGAUGE_FLEET_BATCH: '4',
      AGENTGAUGE_FLEET_CONCURRENCY: '4',
      AGENTGAUGE_SCAN_HEARTBEAT_SECONDS: '10',
      AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
      AGENTGAUGE_QUEUE_SUPERVISE_SECONDS: '1',
      // The killed processes' fleet leases and scanner places free themselves after 10 s, not 20 s and 30 s: renewed
      // every 3 s while their audits last, so only the killed ones wait it out (the test reads them right after each kill).
      AGENTGAUGE_FLEET_LEASE_SECONDS: '10',
      AGENTGAUGE_SCANNER_LEASE_SECONDS: '10',
    };
    server = await startServer({
      database: 'postgres',
      env,
      seed: async (db) => {
        key = (await seedOrganization(db, { name: 'Agency', subscription: 'active' })).key;
      },
    });
    worker = await startWorker(server.databaseEnv, env);
  }, 300_000);
  afterAll(async () => {
    if (worker) await stopWorker(worker);
    if (restarted) await stopChild(restarted.child);
    await server?.stop();
    await web?.close();
  });

  /** The rows a process was auditing when it died: the claims named by the leases it held (holder "<pid>:<token>"). */
  const diedDuring = (pid: number) =>
    withDatabase(server.databaseEnv, async (db) => {
      const rows = await db.$queryRaw<Array<{ host: string }>>`
        SELECT DISTINCT r.host FROM fleet_results r JOIN fleet_leases l ON l.holder = ${pid}::text || ':' || r.claim_token::text
        WHERE r.status = 'auditing'`;
      return rows.map((row) => row.host.replace(/:\d+$/, ''));
    });

  const progress = async (baseUrl: string, fleetId: string, runId: string) => (await request(baseUrl, `/api/v1/me/fleets/${fleetId}/runs/${runId}`, { key })).body;

  /** Waits until the run has done at least `done` targets and the process `pid` holds a claim. */
  async function waitUntilBusy(baseUrl: string, fleetId: string, runId: string, done: number, pid: number): Promise<void> {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const run = await progress(baseUrl, fleetId, runId);
      if (run.done >= done && (await diedDuring(pid)).length > 0) return;
      if (Date.now() > deadline) throw new Error(`run ${runId} at ${run.done}/${run.total}: process ${pid} never held a claim`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('ends with exact totals, one result per target, and no second fetch but of targets whose worker died during their audit', async () => {
    const created = await uploadFleet(server.baseUrl, key, web.sites.map((site) => site.url).join('\n'), { name: 'Killed' });
    expect(created.status).toBe(201);
    const fleetId = created.body.id;
    const started = await startRun(server.baseUrl, key, fleetId, { renderSample: 0 });
    const runId = started.body.runId;

    await waitUntilBusy(server.baseUrl, fleetId, runId, 8, worker.child.pid!);
    worker.child.kill('SIGKILL');
    await worker.exited;
    const killedWorker = await diedDuring(worker.child.pid!);

    await waitUntilBusy(server.baseUrl, fleetId, runId, 16, server.pid);
    server.kill('SIGKILL');
    await server.exited;
    const killedWeb = await diedDuring(server.pid);

    restarted = spawnService({ ...server.databaseEnv, ...env });
    const baseUrl = await waitForListening(restarted.child, restarted.output);
    const run = await waitForRun(baseUrl, key, fleetId, runId, 180_000);
    expect(run).toMatchObject({ status: 'succeeded', total: web.sites.length, done: web.sites.length });
    expect(run.counts).toEqual({ scanned: web.sites.length, blocked: 0, unreachable: 0, optedOut: 0, cancelled: 0, error: 0 });

    const stored = await withDatabase(server.databaseEnv, async (db) => ({
      rows: await db.fleetResult.count({ where: { runId } }),
      targets: (await db.fleetResult.groupBy({ by: ['targetId'], where: { runId } })).length,
      reports: await db.fleetReport.count({ where: { runId } }),
      requests: await db.fleetResult.findMany({ where: { runId }, select: { host: true, requests: true } }),
    }));
    expect(stored).toMatchObject({ rows: web.sites.length, targets: web.sites.length, reports: web.sites.length });

    const died = new Set([...killedWorker, ...killedWeb]);
    const killsDuring = (host: string) => [killedWorker, killedWeb].filter((hosts) => hosts.includes(host)).length;
    expect(died.size).toBeGreaterThan(0);
    const fetchedTwice = web.sites.filter((site) => (web.stats.scannerStartPages.get(site.host)?.length ?? 0) > 1).map((site) => site.host);
    for (const host of fetchedTwice) expect(died.has(host), `${host} was fetched again though its worker did not die during its audit`).toBe(true);
    for (const site of web.sites) expect(web.stats.scannerStartPages.get(site.host)?.length ?? 0, site.host).toBeGreaterThanOrEqual(1);
    // Every target counts the requests its site received, those whose worker died during their audit too (issue 52
    // point 4): each request is counted in the row before it is sent, so the killed attempt's are there.
    const requestsOf = new Map(stored.requests.map((row) => [row.host.replace(/:\d+$/, ''), row.requests]));
    // A request counted in the instant its process is killed, before it leaves, stays counted: a killed attempt's
    // count may be over what the site received by the requests it had in flight (docs/api.md), never under it. Stop
    // 79's CI saw 2 over: both of an attempt's places counted, then the kill before either reached its audit process.
    for (const site of web.sites) {
      const received = web.stats.requestsByHost.get(site.host)!;
      const counted = requestsOf.get(site.host)!;
      const mostOver = PER_HOST_IN_FLIGHT * killsDuring(site.host);
      if (!died.has(site.host)) expect(counted, site.host).toBe(received);
      else expect([counted >= received, counted <= received + mostOver], `${site.host} (its worker died during its audit): ${counted} counted, ${received} received, at most ${mostOver} over`).toEqual([true, true]);
    }
    // Politeness held across the processes, through the kills.
    expect(web.stats.maxInFlight).toBeLessThanOrEqual(8);
    expect(Math.max(...web.stats.maxInFlightByHost.values())).toBeLessThanOrEqual(2);
  }, 420_000);
});
