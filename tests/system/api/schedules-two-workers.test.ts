// Scheduled scans (issue 14.1) with two `npm run worker` processes past one due time, through the real server, on
// PGlite and PostgreSQL: exactly one scan is queued (the due site is claimed with FOR UPDATE SKIP LOCKED), through the
// quota, and the due time moves one day on. System tier: two worker processes racing. The workers' scheduler clock is
// moved with AGENTGAUGE_SCHEDULER_CLOCK_OFFSET_SECONDS (lib/schedules/clock.ts), computed from the nextScanAt the API
// answered. PATCH, verification records and quota deferrals of schedules are tests/integration/api/schedules.test.ts's.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../../helpers/http';
import { DAY_MS, SCHEDULED_PAGE, SCHEDULER_SECONDS, scheduleCalls, seedAcmeSite, waitFor } from '../../helpers/schedules/schedule-calls';
import { DATABASE_KINDS, startServer, withDatabase, type TestServer } from '../../helpers/server';
import { html, serveSite, type FixtureSite } from '../../helpers/site';
import { startWorker, stopWorker, type WorkerProcess } from '../../helpers/worker-process';

/** Tests that start worker processes and wait for scans: the machine may be busy. */
const WORKER_TEST_TIMEOUT_MS = 180_000;
const QUEUE_ENV = {
  AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
  AGENTGAUGE_IN_PROCESS_WORKER: '0',
  AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
};

describe.each(DATABASE_KINDS)('scheduled scans with two workers on %s', (database) => {
  let server: TestServer;
  let site: FixtureSite;
  let key: string;
  let siteId: string;
  const workers: WorkerProcess[] = [];

  beforeAll(async () => {
    site = await serveSite({ '/': html(SCHEDULED_PAGE) });
    server = await startServer({
      database,
      env: QUEUE_ENV,
      seed: async (db) => {
        ({ key, siteId } = await seedAcmeSite(db, site));
      },
    });
  }, 240_000);
  afterEach(async () => {
    await Promise.all(workers.splice(0).map(stopWorker));
  });
  afterAll(async () => {
    await server?.stop();
    await site?.close();
  });

  const { patch, listedSite, scheduledScans } = scheduleCalls(() => ({ baseUrl: server.baseUrl, databaseEnv: server.databaseEnv, key, siteId }));

  /** Workers whose scheduler clock stands `leadMs` after `due` (ticking every quarter second), started at once. */
  async function workersPast(due: string, count: number, env: Record<string, string> = {}, leadMs = 60_000): Promise<void> {
    const offsetSeconds = Math.ceil((Date.parse(due) + leadMs - Date.now()) / 1000);
    // Started together: each waits for its own start line, and neither waits for the other's.
    const started = await Promise.allSettled(
      Array.from({ length: count }, () =>
        startWorker(server.databaseEnv, {
          ...QUEUE_ENV,
          AGENTGAUGE_SCHEDULER_SECONDS: String(SCHEDULER_SECONDS),
          AGENTGAUGE_SCHEDULER_CLOCK_OFFSET_SECONDS: String(Math.max(0, offsetSeconds)),
          ...env,
        }),
      ),
    );
    for (const outcome of started) if (outcome.status === 'fulfilled') workers.push(outcome.value);
    for (const outcome of started) if (outcome.status === 'rejected') throw outcome.reason;
  }

  it('two workers past the due time queue exactly one scan, through the quota, and move the due time one day on', async () => {
    const set = await patch(siteId, { schedule: 'daily' });
    const due: string = set.body.nextScanAt;
    await workersPast(due, 2);
    const [scan] = await waitFor('the scheduled scan to succeed', async () => {
      const scans = await scheduledScans();
      return scans.length > 0 && scans.every((row) => row.status === 'succeeded') ? scans : null;
    });
    // Several more scheduler ticks of both workers queue nothing more (four of each: they tick every quarter second).
    await new Promise((resolve) => setTimeout(resolve, 4 * SCHEDULER_SECONDS * 1000));
    expect((await scheduledScans()).map((row) => row.id)).toEqual([scan!.id]);

    const listed = await listedSite();
    expect(listed).toMatchObject({ schedule: 'daily', nextScanAt: new Date(Date.parse(due) + DAY_MS).toISOString() });
    expect(listed.latestScore).toBe(scan!.score);
    const report = await request(server.baseUrl, `/api/v1/me/sites/${siteId}/report`, { key });
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({ scanId: scan!.id, schedule: 'daily', nextScanAt: listed.nextScanAt });
    const history = await request(server.baseUrl, `/api/v1/me/sites/${siteId}/history`, { key });
    expect(history.body.scans.map((entry: { id: string; trigger: string }) => [entry.id, entry.trigger])).toEqual([[scan!.id, 'schedule']]);
    // It counted against the scan quotas like a manual scan.
    const counters = await withDatabase(server.databaseEnv, (db) => db.usageCounter.findMany({ where: { scope: 'scan:target', subject: `127.0.0.1:${site.port}` } }));
    expect(counters.reduce((sum, counter) => sum + counter.count, 0)).toBe(1);
  }, WORKER_TEST_TIMEOUT_MS);
});
