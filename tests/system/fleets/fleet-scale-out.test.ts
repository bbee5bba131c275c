// The scale-out test (issue 64 point 4): one fleet run by two `npm run worker` processes on one PostgreSQL database,
// the web process running no worker of its own. The scanner's politeness gate is shared through the database
// (lib/rate-limit/politeness.ts, lib/fleets/leases.ts), so whichever worker audits a host, at most 2 requests are in
// flight to it at once (the /scanner page's bound, issue 52 point 4) and at most AGENTGAUGE_SCANNER_PER_ADDRESS to
// the one address all the fixture's sites share. Both workers take part, and every target is audited exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganization } from '../../helpers/api-fixtures';
import { startServer, withDatabase, type TestServer } from '../../helpers/server';
import { startWorker, stopWorker, type WorkerProcess } from '../../helpers/worker-process';
import { plantMixture, startGeneratedWeb, type GeneratedWeb } from '../../fixtures/generated-web';
import { allRows, startRun, uploadFleet, waitForRun } from '../../helpers/fleets/fleet-api';
import { fleetWorkerEnv } from '../../helpers/fleets/fleet-env';

const PER_ADDRESS = 8;

describe('a fleet run across two worker processes', () => {
  let web: GeneratedWeb;
  let server: TestServer;
  let workers: WorkerProcess[] = [];
  let key: string;

  beforeAll(async () => {
    // The slow sites keep requests in flight to their hosts (the per-host bound is then at work) and the run going while
    // both workers take jobs. Their answers come after 300 ms, not the fixture's 800 ms: each slow audit (~70 requests,
    // 2 at a time) still lasts ~10 s, against ~28 s that held one of the run's 4 slots each and made most of its length.
    web = await startGeneratedWeb(plantMixture({ plain: 28, slow: 4 }, 5), { slowMs: 300 });
    const env = fleetWorkerEnv(web, {
      AGENTGAUGE_FLEET_PER_ADDRESS: String(PER_ADDRESS),
      AGENTGAUGE_SCANNER_PER_ADDRESS: String(PER_ADDRESS),
      AGENTGAUGE_FLEET_JITTER_MS: '0',
      // Four jobs of 8 targets, at most 2 jobs per worker at once (lib/fleets/sweep.ts fleetJobsPerWorker): neither
      // worker can hold the whole run.
      AGENTGAUGE_FLEET_BATCH: '8',
      AGENTGAUGE_FLEET_CONCURRENCY: '2',
    });
    server = await startServer({
      database: 'postgres',
      env,
      seed: async (db) => {
        key = (await seedOrganization(db, { name: 'Research', subscription: 'active' })).key;
      },
    });
    workers = await Promise.all([startWorker(server.databaseEnv, env), startWorker(server.databaseEnv, env)]);
  }, 300_000);
  afterAll(async () => {
    await Promise.all(workers.map((worker) => stopWorker(worker)));
    await server?.stop();
    await web?.close();
  });

  /** The processes holding politeness leases now (holder "<pid>:<token>", lib/fleets/audit-batch.ts). */
  const leaseHolders = () =>
    withDatabase(server.databaseEnv, (db) => db.$queryRaw<Array<{ pid: string }>>`SELECT DISTINCT split_part(holder, ':', 1) AS pid FROM fleet_leases`);

  it('keeps to 2 requests in flight per host across both workers, each of which audits targets, every target once', async () => {
    const created = await uploadFleet(server.baseUrl, key, web.sites.map((site) => site.url).join('\n'), { name: 'Scale-out' });
    expect(created.status).toBe(201);
    const fleetId = created.body.id;
    const started = await startRun(server.baseUrl, key, fleetId, { renderSample: 0 });
    expect(started.status).toBe(202);
    const runId = started.body.runId;

    const auditing = new Set<string>();
    let polling = true;
    const watch = (async () => {
      while (polling) {
        for (const row of await leaseHolders()) auditing.add(row.pid);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const run = await waitForRun(server.baseUrl, key, fleetId, runId, 300_000).finally(() => (polling = false));
    await watch;

    expect(run).toMatchObject({ status: 'succeeded', total: web.sites.length, done: web.sites.length });
    expect(run.counts).toEqual({ scanned: web.sites.length, blocked: 0, unreachable: 0, optedOut: 0, cancelled: 0, error: 0 });
    // Both workers audited targets (the web process runs none: AGENTGAUGE_IN_PROCESS_WORKER=0).
    expect([...auditing].sort()).toEqual(workers.map((worker) => String(worker.child.pid)).sort());
    // Every target finished exactly once: one row each, and its start page fetched once by the scanner.
    const rows = await allRows(server.baseUrl, key, fleetId, runId);
    expect(rows).toHaveLength(web.sites.length);
    expect(new Set(rows.map((row) => row.target)).size).toBe(web.sites.length);
    for (const site of web.sites) expect(web.stats.scannerStartPages.get(site.host)?.length ?? 0, site.host).toBe(1);
    // The shared gate held across the two processes.
    expect(Math.max(...web.stats.maxInFlightByHost.values())).toBeLessThanOrEqual(2);
    expect(web.stats.maxInFlight).toBeLessThanOrEqual(PER_ADDRESS);
  }, 420_000);
});
