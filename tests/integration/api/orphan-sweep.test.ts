// The orphan sweep and a running scan (integration tier: the service's own worker runs the scan and sweeps every
// second, in this process). The sweeps of work whose job is gone, failed or cancelled, by two `npm run worker`
// processes at once, are in tests/system/api/orphan-sweep-workers.test.ts.
// A scan still running, whose job is alive, is never ended by the sweep, however long past the grace period it runs.
// PostgreSQL and PGlite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganization } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import { addFixtureSite, startScanSite, waitForScan } from '../../helpers/scan-sites';
import { DATABASE_KINDS, SERVER_START_TIMEOUT_MS, withDatabase } from '../../helpers/server';
import type { FixtureSite } from '../../helpers/site';

const SWEEP_ENV = {
  AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
  AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
  AGENTGAUGE_SWEEP_SECONDS: '1',
  AGENTGAUGE_SWEEP_GRACE_SECONDS: '1',
};

describe.each(DATABASE_KINDS)('the orphan sweep on %s', (database) => {
  let server: InProcessService;
  let slow: FixtureSite;
  let key: string;
  const sites = {} as Record<'slow', string>;

  beforeAll(async () => {
    // Four pages, each but the start page answering after 0.5 s: a scan asks for its pages some 30 times (each page
    // several times over, as its agent views do), so at the scanner's 2 requests in flight per host it runs for at
    // least 7 s, well past the grace period (1 s), while the sweep runs every second. (2.5 s a page made it some 45 s.)
    slow = await startScanSite({ pages: 4, pageDelayMs: 500 });
    server = await startInProcessService({
      database,
      env: SWEEP_ENV,
      seed: async (db) => {
        const organization = await seedOrganization(db, { name: 'Sweep', subscription: 'active' });
        key = organization.key;
        sites.slow = (await addFixtureSite(db, organization.id, slow)).id;
      },
    });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.stop();
    await slow?.close();
  });

  const post = (path: string, json?: unknown) => request(server.baseUrl, path, { method: 'POST', key, json });

  async function startScan(siteId: string): Promise<string> {
    const started = await post(`/api/v1/me/sites/${siteId}/scan`);
    expect(started.status, started.text).toBe(202);
    return started.body.scanId;
  }

  it('never ends a scan a worker is running, however long it runs', async () => {
    // The service's own worker runs the scan, and its sweep.
    const scanId = await startScan(sites.slow);
    const settled = await waitForScan(server.baseUrl, key, scanId, ['succeeded', 'failed'], 60_000);
    expect(settled.body.status, settled.text).toBe('succeeded');
    expect(settled.body.report.pageCount).toBe(4);
    const scan = await withDatabase(server.databaseEnv, (db) => db.scan.findUniqueOrThrow({ where: { id: scanId } }));
    // It ran longer than the grace period (1 s) while the sweep ran every second.
    expect(scan.finishedAt!.getTime() - scan.startedAt!.getTime()).toBeGreaterThan(2_000);
  }, 90_000);
});
