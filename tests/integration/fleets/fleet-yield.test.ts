// A host that is waiting holds no worker slot (issue 64 point 3): a target whose audit only waits on its site (every
// answer after 0.8 s here) stands aside for the next target, so the plain sites are audited while the slow ones are
// still answering; the verdicts are those of the same fleet run without yielding. The fleet is run twice on
// PostgreSQL, each time by the worker of a fresh in-process service at AGENTGAUGE_FLEET_CONCURRENCY=2 (as a fresh
// `npm run worker` would: the setting is read when its batches start, its slots are new): first never yielding (a
// waiting threshold of an hour), then yielding after 400 ms without progress. Integration tier: only one worker
// works the fleet at a time, and the in-process service's is the one `npm start` runs (its audits in the fleets'
// forked audit processes), so no process of its own is needed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganization } from '../../helpers/api-fixtures';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import { plantMixture, startGeneratedWeb, type GeneratedWeb } from '../../fixtures/generated-web';
import { allRows, startRun, uploadFleet, waitForRun } from '../../helpers/fleets/fleet-api';
import { fleetServiceEnv } from '../../helpers/fleets/fleet-env';

const CONCURRENCY = 2;
/** lib/fleets/slots.ts IN_FLIGHT_FACTOR: targets in flight per worker, waiting ones included, at most 4 × concurrency. */
const IN_FLIGHT_BOUND = 4 * CONCURRENCY;
/**
 * Twice the 400 ms waiting threshold, so a slow site's every answer makes its audit stand aside, and slow enough that
 * the 4 slow audits (~70 requests each, 2 at a time: ~28 s) hold the run's wall time without yielding. It was 1.5 s:
 * the same shape at twice the length (holding ~98 s, yielding ~54 s); 0.8 s measured holding ~56 s, yielding ~30 s.
 */
const SLOW_MS = 800;

interface Measured {
  wallMs: number;
  maxHostsInFlight: number;
  maxInFlightPerHost: number;
  verdicts: Map<string, unknown>;
}

describe('a fleet worker whose slow hosts wait', () => {
  let web: GeneratedWeb;
  let server: InProcessService | null = null;
  let env: Record<string, string>;

  beforeAll(async () => {
    web = await startGeneratedWeb(plantMixture({ plain: 16, slow: 4 }, 11), { slowMs: SLOW_MS });
    env = fleetServiceEnv(web, {
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
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    await web?.close();
  });

  /**
   * One run of the fleet by a worker that stands a target aside after `waitingAfterMs` without progress: a fresh
   * service (its database, the organization and the fleet uploaded anew) whose worker is that one.
   */
  async function runWith(waitingAfterMs: number): Promise<Measured> {
    let key = '';
    server = await startInProcessService({
      database: 'postgres',
      env: { ...env, AGENTGAUGE_FLEET_WAITING_AFTER_MS: String(waitingAfterMs) },
      seed: async (db) => {
        key = (await seedOrganization(db, { name: 'Research', subscription: 'active' })).key;
      },
    });
    try {
      const created = await uploadFleet(server.baseUrl, key, web.sites.map((site) => site.url).join('\n'), { name: 'Slow and plain' });
      expect(created.status).toBe(201);
      const fleetId = created.body.id;
      web.reset();
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
      await server.stop();
      server = null;
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
