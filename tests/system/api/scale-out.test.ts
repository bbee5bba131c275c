// Scale-out as docs/operations.md describes it (issue 14.5): two web processes and two worker processes on one PostgreSQL
// database. Schedules set through either web process fire once per due time, each finished scan's webhook event is
// delivered once (one delivery row per event and endpoint, a lease per attempt), and the scan quotas hold across
// processes (the counters live in the database, taken all-or-nothing).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganization } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { addFixtureSite } from '../../helpers/scan-sites';
import { createTestDatabase, startServer, withDatabase, type TestDatabase, type TestServer } from '../../helpers/server';
import { html, serveSite, type FixtureSite } from '../../helpers/site';
import { startWebhookReceiver, type WebhookReceiver } from '../../helpers/webhook-receiver';
import { startWorker, stopWorker, type WorkerProcess } from '../../helpers/worker-process';
import { TARGET_COUNTED, clearOfWindowEnd, refusalBody } from '../../helpers/quota';

const SITES = 4;
const QUOTA = 4;
/**
 * The quota test's concurrent audits are counted in one hour: each is counted as its request arrives, before its audit
 * runs (the whole test took 8 s on a 2-core machine, 9 s at a load average of 20), so 30 s of the hour left is ample;
 * less than that left, clearOfWindowEnd waits for the next hour (90 s made that wait up to 91 s, in 1 run in 40).
 */
const QUOTA_TEST_NEEDS_MS = 30_000;
const WEB_ENV = {
  AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
  AGENTGAUGE_IN_PROCESS_WORKER: '0',
  AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
  AGENTGAUGE_SCANS_PER_TARGET: String(QUOTA),
  // Enough audit slots that every request reaches the quota (beyond the slots: 503, which spends none).
  AGENTGAUGE_ENGINE_CONCURRENCY: '16',
};

describe('two web processes and two workers on one PostgreSQL database', () => {
  let database: TestDatabase;
  let first: TestServer;
  let second: TestServer;
  let fixtures: FixtureSite[];
  let receiver: WebhookReceiver;
  let key: string;
  let quotaKey: string;
  let siteIds: string[];
  const workers: WorkerProcess[] = [];

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    fixtures = await Promise.all(Array.from({ length: SITES + 1 }, () => serveSite({ '/': html('<!doctype html><html lang="en"><title>Scaled</title><main><h1>Scaled</h1></main></html>') })));
    database = await createTestDatabase('postgres');
    await withDatabase(database.env, async (db) => {
      const organization = await seedOrganization(db, { name: 'Scaled', subscription: 'active' });
      key = organization.key;
      siteIds = [];
      for (const site of fixtures.slice(0, SITES)) siteIds.push((await addFixtureSite(db, organization.id, site)).id);
      quotaKey = (await seedOrganization(db, { name: 'Quota', subscription: 'active' })).key;
    });
    // Both hosts start at once, each with a DATA_DIR of its own, as two hosts have, and no NEXTAUTH_SECRET: the session
    // secret must come from the database, whichever host made it.
    const host = (name: string) => startServer({ env: { ...WEB_ENV, DATA_DIR: mkdtempSync(path.join(tmpdir(), `agentgauge-host-${name}-`)) }, joinDatabase: database.env });
    const started = await Promise.allSettled([host('a'), host('b')]);
    if (started[0].status === 'fulfilled') first = started[0].value;
    if (started[1].status === 'fulfilled') second = started[1].value;
    for (const outcome of started) if (outcome.status === 'rejected') throw outcome.reason;
  }, 240_000);
  afterAll(async () => {
    await Promise.all(workers.splice(0).map(stopWorker));
    await second?.stop();
    await first?.stop();
    await database?.drop();
    await Promise.all((fixtures ?? []).map((site) => site.close()));
    await receiver?.close();
  });

  it('signs alike on both hosts with no NEXTAUTH_SECRET set (issue 26, point 4): one secret, kept in the database', async () => {
    const [a, b] = await Promise.all([request(first.baseUrl, '/oauth/jwks'), request(second.baseUrl, '/oauth/jwks')]);
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(await withDatabase(first.databaseEnv, (db) => db.instanceSecret.count())).toBe(1);
  });

  it('fires each site\'s schedule once and delivers each scan.succeeded once, whichever process set or ran what', async () => {
    const endpoint = await request(second.baseUrl, '/api/v1/me/webhooks', { key, json: { url: `${receiver.origin}/hook`, events: ['scan.succeeded'] } });
    expect(endpoint.status, endpoint.text).toBe(201);
    const dues: number[] = [];
    for (const [index, siteId] of siteIds.entries()) {
      const server = index % 2 === 0 ? first : second;
      const answer = await request(server.baseUrl, `/api/v1/me/sites/${siteId}`, { method: 'PATCH', key, json: { schedule: 'daily' } });
      expect(answer.status, answer.text).toBe(200);
      dues.push(Date.parse(answer.body.nextScanAt));
    }
    // Both web processes read the same schedules.
    const listed = await request(second.baseUrl, '/api/v1/me/sites', { key });
    expect(listed.body.sites.map((site: { schedule: string }) => site.schedule)).toEqual(Array(SITES).fill('daily'));

    const offsetSeconds = Math.ceil((Math.max(...dues) + 60_000 - Date.now()) / 1000);
    // Both workers at once (each start waits for its own "started" line).
    await Promise.all(
      [0, 1].map(async () =>
        workers.push(
          await startWorker(first.databaseEnv, {
            ...WEB_ENV,
            AGENTGAUGE_SCHEDULER_SECONDS: '1',
            AGENTGAUGE_SCHEDULER_CLOCK_OFFSET_SECONDS: String(Math.max(0, offsetSeconds)),
          }),
        ),
      ),
    );
    const scheduled = () => withDatabase(first.databaseEnv, (db) => db.scan.findMany({ where: { trigger: 'schedule' } }));
    const deadline = Date.now() + 90_000;
    for (;;) {
      const scans = await scheduled();
      if (scans.length >= SITES && scans.every((scan) => scan.status === 'succeeded')) break;
      if (Date.now() > deadline) throw new Error(`scheduled scans did not finish: ${JSON.stringify(scans.map((scan) => scan.status))}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    const delivered = await receiver.waitFor('/hook', SITES, () => true, 60_000);
    // One window of three scheduler ticks (and as many webhook sweeps) for both checks that nothing more comes: no
    // scheduled scan queued twice, no event delivered twice. (Nothing marks a tick that queues nothing.)
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const scans = await scheduled();
    expect(scans.map((scan) => scan.siteId).sort()).toEqual([...siteIds].sort());
    // Each scan's event reached the receiver once, with its own webhook-id, whichever worker delivered it.
    expect(receiver.on('/hook')).toHaveLength(SITES);
    expect(new Set(delivered.map((delivery) => delivery.headers['webhook-id'])).size).toBe(SITES);
    expect(delivered.map((delivery) => JSON.parse(delivery.body).data.scanId).sort()).toEqual(scans.map((scan) => scan.id).sort());
    // Both workers ran the scheduler; between them each due time was queued once.
    for (const worker of workers) expect(worker.output()).toMatch(/scan worker \d+ started/);
  }, 180_000);

  it(`holds the per-target quota (${QUOTA} per hour) across both web processes`, async () => {
    const target = fixtures[SITES]!;
    await clearOfWindowEnd(QUOTA_TEST_NEEDS_MS);
    const answers = await Promise.all(
      Array.from({ length: QUOTA * 2 + 2 }, (_, index) =>
        request((index % 2 === 0 ? first : second).baseUrl, '/api/v1/engine/audit', { key: quotaKey, json: { url: target.url } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(QUOTA).fill(200), ...Array(QUOTA + 2).fill(429)]);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(refused.body).toEqual(refusalBody({ limited: `${TARGET_COUNTED(`127.0.0.1:${target.port}`)} are limited to ${QUOTA} per hour per target host`, env: 'AGENTGAUGE_SCANS_PER_TARGET', perTarget: true }, refused));
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 120_000 + QUOTA_TEST_NEEDS_MS);
});
