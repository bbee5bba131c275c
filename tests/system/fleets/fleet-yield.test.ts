// A host that is waiting holds no worker slot (issue 64 point 3): a target whose audit only waits on its site (every
// answer after 1.5 s here) stands aside for the next target, so the plain sites are audited while the slow ones are
// still answering; the verdicts are those of the same fleet run without yielding. One `npm run worker` at
// AGENTGAUGE_FLEET_CONCURRENCY=2 runs the fleet twice on PostgreSQL: first never yielding (a waiting threshold of an
// hour), then yielding after 400 ms without progress; the web process runs no worker of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganization } from '../../helpers/api-fixtures';
import { startServer, type TestServer } from '../../helpers/server';
import { startWorker, stopWorker, type WorkerProcess } from '../../helpers/worker-process';
import { plantMixture, startGeneratedWeb, type GeneratedWeb } from '../../fixtures/generated-web';
import { allRows, startRun, uploadFleet, waitForRun } from '../../helpers/fleets/fleet-api';
import { fleetWorkerEnv } from '../../helpers/fleets/fleet-env';

const CONCURRENCY = 2;
/** lib/fleets/slots.ts IN_FLIGHT_FACTOR: targets in flight per worker, waiting ones included, at most 4 × concurrency. */
const IN_FLIGHT_BOUND = 4 * CONCURRENCY;
const SLOW_MS = 1500;

interface Measured {
  wallMs: number;
  maxHostsInFlight: number;
  maxInFlightPerHost: number;
  verdicts: Map<string, unknown>;
}

describe('a fleet worker whose slow hosts wait', () => {
  let web: GeneratedWeb;
  let server: TestServer;
  let worker: WorkerProcess | null = null;
  let key: string;
  let fleetId: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    web = await startGeneratedWeb(plantMixture({ plain: 16, slow: 4 }, 11), { slowMs: SLOW_MS });
    env = fleetWorkerEnv(web, {
      // Every site is on 127.0.0.1: the per-address bounds raised so that only the worker's slots limit the audits.
      AGENTGAUGE_FLEET_PER_ADDRESS: '32',
      AGENTGAUGE_SCANNER_PER_ADDRESS: '32',
      AGENTGAUGE_SCANS_PER_TARGET: '20',
      AGENTGAUGE_FLEET_JITTER_MS: '0',
      AGENTGAUGE_FLEET_BATCH: '4',
      AGENTGAUGE_FLEET_CONCURRENCY: String(CONCURRENCY),
      // Slot yielding alone: the look-ahead (its own requests, and slow hosts moved to the long audits' queue) is
      // fleet-look-ahead.test.ts's.
      AGENTGAUGE_FLEET_LOOK_AHEAD: '0',
    });
    server = await startServer({
      database: 'postgres',
      env,
      seed: async (db) => {
        key = (await seedOrganization(db, { name: 'Research', subscription: 'active' })).key;
      },
    });
    const created = await uploadFleet(server.baseUrl, key, web.sites.map((site) => site.url).join('\n'), { name: 'Slow and plain' });
    expect(created.status).toBe(201);
    fleetId = created.body.id;
  }, 300_000);
  afterAll(async () => {
    if (worker) await stopWorker(worker);
    await server?.stop();
    await web?.close();
  });

  /** One run of the fleet by a worker that stands a target aside after `waitingAfterMs` without progress. */
  async function runWith(waitingAfterMs: number): Promise<Measured> {
    web.reset();
    worker = await startWorker(server.databaseEnv, { ...env, AGENTGAUGE_FLEET_WAITING_AFTER_MS: String(waitingAfterMs) });
    try {
      const started = performance.now();
      const run = await startRun(server.baseUrl, key, fleetId, { renderSample: 0 });
      expect(run.status).toBe(202);
      const ended = await waitForRun(server.baseUrl, key, fleetId, run.body.runId, 240_000);
      const wallMs = performance.now() - started;
      expect(ended).toMatchObject({ status: 'succeeded', total: web.sites.length, done: web.sites.length });
      expect(ended.counts).toMatchObject({ scanned: web.sites.length });
      const rows = await allRows(server.baseUrl, key, fleetId, run.body.runId);
      const verdicts = new Map(rows.map((row) => [row.target, { status: row.status, score: row.score, grade: row.grade, checks: row.checks, agents: row.agents, causes: row.causes }]));
      return { wallMs, maxHostsInFlight: web.stats.maxHostsInFlight, maxInFlightPerHost: Math.max(...web.stats.maxInFlightByHost.values()), verdicts };
    } finally {
      await stopWorker(worker);
      worker = null;
    }
  }

  it('audits the plain sites while the slow ones wait, past its concurrency but within its bound, with the same verdicts', async () => {
    const holding = await runWith(3_600_000);
    const yielding = await runWith(400);
    console.log(`fleet yield: ${web.sites.length} targets at concurrency ${CONCURRENCY}; holding ${(holding.wallMs / 1000).toFixed(1)} s, ${holding.maxHostsInFlight} sites asked at once; yielding ${(yielding.wallMs / 1000).toFixed(1)} s, ${yielding.maxHostsInFlight} at once`);

    // Without yielding a target holds its slot while it waits: never more sites asked at once than slots.
    expect(holding.maxHostsInFlight).toBeLessThanOrEqual(CONCURRENCY);
    // Yielding, other targets are audited while the slow ones wait, never more in flight than the documented bound.
    expect(yielding.maxHostsInFlight).toBeGreaterThan(CONCURRENCY);
    expect(yielding.maxHostsInFlight).toBeLessThanOrEqual(IN_FLIGHT_BOUND);
    expect(yielding.wallMs, `yielding ${Math.round(yielding.wallMs)} ms, holding ${Math.round(holding.wallMs)} ms`).toBeLessThan(holding.wallMs * 0.75);
    // The scanner's politeness holds either way (issue 52 point 4: at most 2 requests in flight per host).
    expect(holding.maxInFlightPerHost).toBeLessThanOrEqual(2);
    expect(yielding.maxInFlightPerHost).toBeLessThanOrEqual(2);
    // Standing aside changes no request and no verdict.
    expect(yielding.verdicts.size).toBe(web.sites.length);
    expect(Object.fromEntries(yielding.verdicts)).toEqual(Object.fromEntries(holding.verdicts));
  }, 600_000);
});
