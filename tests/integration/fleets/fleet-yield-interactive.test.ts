// Bulk work yields to an interactive scan (issue 47 point 2; issue 64: interactive scans within 1.25× of idle during a
// run). One worker runs a fleet of plain sites on PostgreSQL and, queued in the middle of it, a site scan of a
// slow site (every answer after 250 ms: the scan lasts seconds). Within YIELD_CHECK_SECONDS of the scan being queued
// the worker holds back every fleet request that has not gone out, for YIELD_HOLD_MS (lib/fleets/yield.ts): the sites
// of the fleet receive nothing in that window, where they received requests just before it; after it, the run goes on
// beside the scan (never stopped), and every target is scanned. The worker is the in-process service's own (the one
// `npm start` runs, in this process; its audits in forked audit processes): the integration tier, as one worker does
// both and no process of its own is needed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { YIELD_CHECK_SECONDS, YIELD_HOLD_MS } from '@/lib/fleets/yield';
import { seedOrganization } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { waitForScan } from '../../helpers/scan-sites';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import { plantMixture, startGeneratedWeb, type GeneratedWeb } from '../../fixtures/generated-web';
import { startRun, uploadFleet, waitForRun } from '../../helpers/fleets/fleet-api';
import { fleetServiceEnv } from '../../helpers/fleets/fleet-env';

/** Time for the worker's check to see the queued scan and for requests already on their way to arrive. */
const YIELD_MARGIN_MS = YIELD_CHECK_SECONDS * 1000 + 400;

describe('a fleet worker yielding to an interactive scan', () => {
  let web: GeneratedWeb;
  let server: InProcessService;
  let key: string;

  beforeAll(async () => {
    web = await startGeneratedWeb(plantMixture({ plain: 40, slow: 1 }, 5), { slowMs: 250 });
    const env = fleetServiceEnv(web, {
      AGENTGAUGE_FLEET_PER_ADDRESS: '32',
      AGENTGAUGE_SCANNER_PER_ADDRESS: '32',
      AGENTGAUGE_SCANS_PER_TARGET: '20',
      AGENTGAUGE_FLEET_JITTER_MS: '0',
      AGENTGAUGE_FLEET_BATCH: '4',
      AGENTGAUGE_FLEET_CONCURRENCY: '2',
    });
    server = await startInProcessService({
      database: 'postgres',
      env,
      seed: async (db) => {
        key = (await seedOrganization(db, { name: 'Agency', subscription: 'active' })).key;
      },
    });
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    await web?.close();
  });

  it('sends no fleet request for YIELD_HOLD_MS after a site scan is queued, then goes on beside it to the end', async () => {
    const fleetHosts = web.of('plain').map((site) => site.host);
    const slow = web.of('slow')[0]!;
    const site = await request(server.baseUrl, '/api/v1/me/sites', { method: 'POST', key, json: { url: slow.url } });
    expect(site.status).toBe(201);
    const created = await uploadFleet(server.baseUrl, key, web.of('plain').map((plain) => plain.url).join('\n'), { name: 'Plain sites' });
    expect(created.status).toBe(201);
    const run = await startRun(server.baseUrl, key, created.body.id, { renderSample: 0 });
    expect(run.status).toBe(202);

    // The run under way: a few targets done, most still to come.
    for (;;) {
      const progress = await request(server.baseUrl, `/api/v1/me/fleets/${created.body.id}/runs/${run.body.runId}`, { key });
      if (progress.body.done >= 4) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const queuedAt = Date.now();
    const scan = await request(server.baseUrl, `/api/v1/me/sites/${site.body.id}/scan`, { method: 'POST', key });
    expect(scan.status).toBe(202);
    const scanned = await waitForScan(server.baseUrl, key, scan.body.scanId, ['succeeded', 'failed'], 120_000);
    expect(scanned.status).toBe(200);
    expect(scanned.body.status).toBe('succeeded');
    const ended = await waitForRun(server.baseUrl, key, created.body.id, run.body.runId, 240_000);
    expect(ended).toMatchObject({ status: 'succeeded', total: fleetHosts.length, done: fleetHosts.length });
    expect(ended.counts).toMatchObject({ scanned: fleetHosts.length });

    const arrivals = fleetHosts.flatMap((host) => web.stats.arrivalsByHost.get(host) ?? []);
    const between = (from: number, to: number) => arrivals.filter((at) => at >= from && at < to).length;
    const scanArrivals = web.stats.arrivalsByHost.get(slow.host) ?? [];
    const scanLastRequest = Math.max(...scanArrivals);
    const window = { from: queuedAt + YIELD_MARGIN_MS, to: queuedAt + YIELD_HOLD_MS - 100 };
    console.log(
      `fleet yield to a scan: its requests over ${((scanLastRequest - queuedAt) / 1000).toFixed(1)} s after it was queued (${scanArrivals.length}); fleet requests in the 1.5 s before it ${between(queuedAt - 1500, queuedAt)}, ` +
        `in ${window.from - queuedAt}–${window.to - queuedAt} ms after it ${between(window.from, window.to)}, from ${YIELD_HOLD_MS + 500} ms to its last request ${between(queuedAt + YIELD_HOLD_MS + 500, scanLastRequest)}`,
    );
    // The scan outlasted the hold, so what follows is the worker's doing, not the scan's end.
    expect(scanLastRequest - queuedAt).toBeGreaterThan(YIELD_HOLD_MS + 1500);
    expect(between(queuedAt - 1500, queuedAt)).toBeGreaterThan(0);
    expect(between(window.from, window.to)).toBe(0);
    // Held for YIELD_HOLD_MS of the scan, not for all of it: the run goes on beside a longer scan.
    expect(between(queuedAt + YIELD_HOLD_MS + 500, scanLastRequest)).toBeGreaterThan(0);
  }, 400_000);
});
