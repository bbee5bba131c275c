// Queued site scans through the real server and its in-process worker: POST .../scan, polling, the one-active-scan
// race, organization scoping, quotas shared with engine audits, and a scan that fails on every attempt.
// PGlite and PostgreSQL.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganization } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { conformanceOf, type Conformance } from '../../helpers/openapi';
import { addFixtureSite, startScanSite, unreachableSite, waitForScan } from '../../helpers/scan-sites';
import { DATABASE_KINDS, withDatabase } from '../../helpers/server';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import type { FixtureSite } from '../../helpers/site';
import { TARGET_COUNTED, clearOfWindowEnd, refusalBody } from '../../helpers/quota';

/**
 * The limited site's hourly counts (per target, per own site) run from the scoping test, its first scan, to the last
 * test's refusals: 4 s on a 2-core machine.
 */
const LIMITED_BLOCK_NEEDS_MS = 60_000;

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe.each(DATABASE_KINDS)('site scans on %s', (database) => {
  let server: InProcessService;
  let conformance: Conformance;
  let guide: FixtureSite;
  let raced: FixtureSite;
  let limited: FixtureSite;
  const ids = {} as {
    key: string;
    otherKey: string;
    unpaidKey: string;
    guideSite: string;
    racedSite: string;
    limitedSite: string;
    brokenSite: string;
    otherSite: string;
  };

  beforeAll(async () => {
    [guide, raced, limited] = await Promise.all([startScanSite({ pages: 10 }), startScanSite({ pages: 3 }), startScanSite({ pages: 1 })]);
    const closedPort = await freePort();
    server = await startInProcessService({
      database,
      env: {
        AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
        AGENTGAUGE_SCANS_PER_TARGET: '3',
        AGENTGAUGE_SCANS_PER_OWN_SITE: '2',
        AGENTGAUGE_SCAN_RETRIES: '1',
        AGENTGAUGE_SCAN_RETRY_DELAY_SECONDS: '0',
        AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
        AGENTGAUGE_QUEUE_SUPERVISE_SECONDS: '1',
      },
      seed: async (db) => {
        const alpha = await seedOrganization(db, { name: 'Alpha', subscription: 'active' });
        const beta = await seedOrganization(db, { name: 'Beta', subscription: 'active' });
        const free = await seedOrganization(db, { name: 'Free', subscription: 'none' });
        Object.assign(ids, {
          key: alpha.key,
          otherKey: beta.key,
          unpaidKey: free.key,
          guideSite: (await addFixtureSite(db, alpha.id, guide)).id,
          racedSite: (await addFixtureSite(db, alpha.id, raced)).id,
          limitedSite: (await addFixtureSite(db, beta.id, limited)).id,
          brokenSite: (await addFixtureSite(db, alpha.id, unreachableSite(closedPort))).id,
          otherSite: (await addFixtureSite(db, beta.id, raced)).id,
        });
      },
    });
    conformance = conformanceOf((await request(server.baseUrl, '/.well-known/openapi.json')).body);
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await Promise.all([guide?.close(), raced?.close(), limited?.close()]);
  });

  const startScan = (siteId: string, key = ids.key) => request(server.baseUrl, `/api/v1/me/sites/${siteId}/scan`, { method: 'POST', key });
  const poll = (scanId: string, key = ids.key) => request(server.baseUrl, `/api/v1/me/scans/${scanId}`, { key });

  it('queues a scan at once (202), runs it on the worker and serves the full report when it succeeds', async () => {
    const started = await startScan(ids.guideSite);
    expect(started.status).toBe(202);
    expect(started.headers.get('cache-control')).toBe('no-store');
    conformance.assertResponse('POST', '/api/v1/me/sites/{id}/scan', 202, started.body);
    const { scanId } = started.body;
    expect(started.body).toEqual({ scanId, siteId: ids.guideSite, status: 'queued', pollUrl: `/api/v1/me/scans/${scanId}` });

    const pending = await poll(scanId);
    expect(pending.status).toBe(200);
    expect(['queued', 'running', 'succeeded']).toContain(pending.body.status);
    conformance.assertResponse('GET', '/api/v1/me/scans/{id}', 200, pending.body);
    if (pending.body.status !== 'succeeded') expect(pending.body.pollAfterSeconds).toBeGreaterThan(0);

    const done = await waitForScan(server.baseUrl, ids.key, scanId);
    expect(done.status).toBe(200);
    conformance.assertResponse('GET', '/api/v1/me/scans/{id}', 200, done.body);
    expect(done.body.status).toBe('succeeded');
    expect(done.body).not.toHaveProperty('pollAfterSeconds');
    expect(done.body).not.toHaveProperty('error');
    const report = done.body.report;
    expect(report.url).toBe(guide.url);
    expect(report.score).toBeGreaterThan(0);
    expect(report.scope).toBe('site');
    expect(report.pageCount).toBe(10);
    expect(report.pages).toHaveLength(10);
    expect(report.results).toHaveLength(26);

    const row = await withDatabase(server.databaseEnv, (db) => db.scan.findUniqueOrThrow({ where: { id: scanId } }));
    expect(row).toMatchObject({ status: 'succeeded', trigger: 'api', engine: report.engine, score: report.score, pageCount: 10, error: null });
    expect(row.originScore).toBe(report.originScore);
    expect(row.startedAt!.getTime()).toBeLessThanOrEqual(row.finishedAt!.getTime());
  });

  it('lets exactly one of 10 concurrent scan requests for a site win (202); the others get 409', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => startScan(ids.racedSite)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([202, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((candidate) => candidate.status === 409)) {
      expect(answer.body).toEqual({ error: 'scan-active', message: `A scan of 127.0.0.1:${raced.port} is already queued or running.` });
      conformance.assertResponse('POST', '/api/v1/me/sites/{id}/scan', 409, answer.body);
    }
    const winner = answers.find((answer) => answer.status === 202)!;
    const done = await waitForScan(server.baseUrl, ids.key, winner.body.scanId);
    expect(done.body.status).toBe('succeeded');
    // Settled, the site takes a new scan again.
    const again = await startScan(ids.racedSite);
    expect(again.status).toBe(202);
    expect((await waitForScan(server.baseUrl, ids.key, again.body.scanId)).body.status).toBe('succeeded');
    const rows = await withDatabase(server.databaseEnv, (db) => db.scan.findMany({ where: { siteId: ids.racedSite } }));
    expect(rows.map((row) => row.status)).toEqual(['succeeded', 'succeeded']);
  });

  it('ends a scan that fails on every attempt as failed, with the reason', async () => {
    const started = await startScan(ids.brokenSite);
    expect(started.status).toBe(202);
    const done = await waitForScan(server.baseUrl, ids.key, started.body.scanId);
    conformance.assertResponse('GET', '/api/v1/me/scans/{id}', 200, done.body);
    expect(done.body.status).toBe('failed');
    expect(done.body.error).toMatch(/^The site could not be reached \(attempt 2\): /);
    expect(done.body).not.toHaveProperty('report');
    expect(done.body).not.toHaveProperty('pollAfterSeconds');
    const row = await withDatabase(server.databaseEnv, (db) => db.scan.findUniqueOrThrow({ where: { id: started.body.scanId } }));
    expect(row).toMatchObject({ status: 'failed', report: null, score: null });
    expect(row.finishedAt).not.toBeNull();
  });

  it('scopes scans to the key\'s organization: another organization\'s scan or site is 404 with the missing body', async () => {
    // The limited site's first counted scan: the last test's refusals need its hour.
    await clearOfWindowEnd(LIMITED_BLOCK_NEEDS_MS);
    const started = await startScan(ids.limitedSite, ids.otherKey);
    expect(started.status).toBe(202);
    const foreign = await poll(started.body.scanId, ids.key);
    const missingId = randomUUID();
    const missing = await poll(missingId, ids.key);
    expect(foreign.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(foreign.body).toEqual({ error: 'not-found', message: `No scan with id ${started.body.scanId} exists in this organization.` });
    expect(missing.body).toEqual({ error: 'not-found', message: `No scan with id ${missingId} exists in this organization.` });
    conformance.assertResponse('GET', '/api/v1/me/scans/{id}', 404, foreign.body);

    const foreignSite = await startScan(ids.otherSite, ids.key);
    expect(foreignSite.status).toBe(404);
    expect(foreignSite.body).toEqual({ error: 'not-found', message: `No site with id ${ids.otherSite} exists in this organization.` });
    conformance.assertResponse('POST', '/api/v1/me/sites/{id}/scan', 404, foreignSite.body);
    await waitForScan(server.baseUrl, ids.otherKey, started.body.scanId);
  }, 30_000 + LIMITED_BLOCK_NEEDS_MS);

  it.each([
    ['no key', undefined, 401, 'unauthorized'],
    ['a key without a paid subscription', 'unpaid', 403, 'subscription-required'],
  ])('answers %s with %i', async (_label, which, status, error) => {
    const key = which === 'unpaid' ? ids.unpaidKey : undefined;
    const post = await request(server.baseUrl, `/api/v1/me/sites/${ids.guideSite}/scan`, { method: 'POST', key });
    const get = await request(server.baseUrl, `/api/v1/me/scans/${randomUUID()}`, { key });
    for (const answer of [post, get]) {
      expect(answer.status).toBe(status);
      expect(answer.body.error).toBe(error);
    }
    conformance.assertResponse('POST', '/api/v1/me/sites/{id}/scan', status, post.body);
    conformance.assertResponse('GET', '/api/v1/me/scans/{id}', status, get.body);
  });

  it('answers 400 for ids that are not UUIDs', async () => {
    const post = await startScan('not-a-uuid');
    const get = await poll('12345');
    expect(post.status).toBe(400);
    expect(post.body).toEqual({ error: 'invalid-parameter', message: 'The path parameter "id" must be a UUID.' });
    expect(get.status).toBe(400);
    expect(get.body).toEqual({ error: 'invalid-parameter', message: 'The path parameter "id" must be a UUID.' });
    conformance.assertResponse('GET', '/api/v1/me/scans/{id}', 400, get.body);
  });

  it('limits scans of an own site per organization and site, counts them for the target, and shares the per-target quota with engine audits (429 with Retry-After)', async () => {
    // The limited site's target: one site scan so far (the scoping test). This server allows 3 per hour per target
    // (engine audits and the like) and 2 site scans per hour per own site (issue 25.6: a fix-and-rescan session).
    const audit = await request(server.baseUrl, '/api/v1/engine/audit', { key: ids.otherKey, json: { url: limited.url, checks: ['robots-txt'] } });
    expect(audit.status).toBe(200);
    const second = await startScan(ids.limitedSite, ids.otherKey);
    expect(second.status).toBe(202);
    await waitForScan(server.baseUrl, ids.otherKey, second.body.scanId);
    // Two site scans and an audit: the target's shared counter is full, so the next audit is refused...
    const sharedFull = await request(server.baseUrl, '/api/v1/engine/audit', { key: ids.otherKey, json: { url: limited.url, checks: ['robots-txt'] } });
    expect(sharedFull.status).toBe(429);
    expect(sharedFull.body).toEqual(refusalBody({ limited: `${TARGET_COUNTED(`127.0.0.1:${limited.port}`)} are limited to 3 per hour per target host`, env: 'AGENTGAUGE_SCANS_PER_TARGET', perTarget: true }, sharedFull));
    // ...and the third site scan meets the own-site limit.
    const refused = await startScan(ids.limitedSite, ids.otherKey);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(refusalBody({ limited: `Scans of your site 127.0.0.1:${limited.port} are limited to 2 per hour per site of the organization`, env: 'AGENTGAUGE_SCANS_PER_OWN_SITE', perTarget: true }, refused));
    conformance.assertResponse('POST', '/api/v1/me/sites/{id}/scan', 429, refused.body);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // The refused request left nothing behind: no scan row, and the site is free (not 409) once the window frees.
    const rows = await withDatabase(server.databaseEnv, (db) => db.scan.count({ where: { siteId: ids.limitedSite } }));
    expect(rows).toBe(2);
  });
});
