// Public tier against the real server and fixture sites on 127.0.0.1: scan, stored report, limits; PGlite and PostgreSQL.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conformanceOf, type Conformance } from '../../helpers/openapi';
import { request } from '../../helpers/http';
import { seedOrganization } from '../../helpers/api-fixtures';
import { DATABASE_KINDS, SERVER_START_TIMEOUT_MS } from '../../helpers/server';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import { html, serveSite, text, type FixtureSite } from '../../helpers/site';
import { TARGET_COUNTED, clearOfWindowEnd, refusalBody } from '../../helpers/quota';

const HOME = html(
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fixture home page for scans</title></head>' +
    '<body><main><h1>Fixture</h1><p>A small page that the public scan measures.</p></main></body></html>',
);
const ROUTES = { '/': HOME, '/robots.txt': text('User-agent: *\nAllow: /\n') };

async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * The per-caller count (6 a minute) runs over the first two tests: 6 s on a 2-core machine, and a slow machine takes
 * about five times as long (tests/integration/api/target-quotas.test.ts's block: 8 s against 43 s), so 40 s of the minute.
 */
const MINUTE_NEEDS_MS = 40_000;
/** The per-target counts (2 an hour) run from the first test to the last: 9 s on a 2-core machine. */
const HOUR_NEEDS_MS = 120_000;

describe.each(DATABASE_KINDS)('public scan on %s', (database) => {
  let server: InProcessService;
  let conformance: Conformance;
  let first: FixtureSite;
  let second: FixtureSite;
  let third: FixtureSite;
  let apiKey: string;

  beforeAll(async () => {
    [first, second, third] = await Promise.all([serveSite(ROUTES), serveSite(ROUTES), serveSite(ROUTES)]);
    server = await startInProcessService({
      database,
      env: {
        AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
        // Anonymous scans of the 127.0.0.1 fixtures (a test bed's setting: they never reach a private origin otherwise).
        AGENTGAUGE_PUBLIC_SCAN_PRIVATE_TARGETS: '1',
        AGENTGAUGE_PUBLIC_SCAN_PER_CALLER: '6',
        AGENTGAUGE_PUBLIC_SCAN_PER_TARGET: '2',
        AGENTGAUGE_SCANS_PER_TARGET: '2',
      },
      seed: async (db) => {
        apiKey = (await seedOrganization(db, { name: 'Engine user', subscription: 'active' })).key;
      },
    });
    conformance = conformanceOf((await request(server.baseUrl, '/.well-known/openapi.json')).body);
    // The minute first: should the hour's wait follow, it ends a second into a new hour, a new minute too.
    await clearOfWindowEnd(MINUTE_NEEDS_MS, 60);
    await clearOfWindowEnd(HOUR_NEEDS_MS);
  }, SERVER_START_TIMEOUT_MS + MINUTE_NEEDS_MS + HOUR_NEEDS_MS);
  afterAll(async () => {
    await server?.stop();
    await Promise.all([first?.close(), second?.close(), third?.close()]);
  });

  const scan = (domain: string) => request(server.baseUrl, '/api/v1/scan', { json: { domain } });

  it('measures the start page, stores it and serves it back without contacting the host', async () => {
    const scanned = await scan(first.origin);
    expect(scanned.status).toBe(200);
    expect(scanned.headers.get('cache-control')).toBe('no-store');
    conformance.assertResponse('POST', '/api/v1/scan', 200, scanned.body);
    expect(scanned.body).toMatchObject({ host: `127.0.0.1:${first.port}`, url: first.url, scope: 'page', checksScope: 'origin', pageCount: 1 });
    expect(scanned.body.results).toHaveLength(26);
    expect(scanned.body.score).toBeGreaterThan(0);
    expect(scanned.body.grade.label).toMatch(/^[A-F]$/);
    const robots = scanned.body.results.find((result: { id: string }) => result.id === 'robots-txt');
    expect(robots.findings.length).toBeGreaterThan(0);

    const requestsBefore = first.requests.length;
    const report = await request(server.baseUrl, `/api/v1/report/127.0.0.1:${first.port}`);
    expect(report.status).toBe(200);
    expect(report.body).toEqual(scanned.body);
    conformance.assertResponse('GET', '/api/v1/report/{host}', 200, report.body);
    expect(report.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    const etag = report.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);

    const revalidated = await request(server.baseUrl, `/api/v1/report/127.0.0.1:${first.port}`, { headers: { 'if-none-match': etag! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
    expect(first.requests.length).toBe(requestsBefore);
  });

  it('limits scans per target and per caller with 429 and Retry-After, and answers 422 for an unreachable target', async () => {
    // Caller uses so far: 1 (first test). Target limit 2 per hour, caller limit 6 per minute.
    expect((await scan(first.origin)).status).toBe(200);
    const perTarget = await scan(first.origin);
    expect(perTarget.status).toBe(429);
    expect(perTarget.body).toEqual(
      refusalBody({ limited: `Public scans of 127.0.0.1:${first.port} are limited to 2 per hour per target host`, env: 'AGENTGAUGE_PUBLIC_SCAN_PER_TARGET', perTarget: true }, perTarget),
    );
    const targetWait = Number(perTarget.headers.get('retry-after'));
    expect(targetWait).toBeGreaterThan(0);
    expect(targetWait).toBeLessThanOrEqual(3600);
    conformance.assertResponse('POST', '/api/v1/scan', 429, perTarget.body);

    expect((await scan(second.origin)).status).toBe(200);
    const port = await closedPort();
    const unreachable = await scan(`127.0.0.1:${port}`);
    expect(unreachable.status).toBe(422);
    expect(unreachable.body.error).toBe('target-unreachable');
    expect((await request(server.baseUrl, `/api/v1/report/127.0.0.1:${port}`)).status).toBe(404);

    expect((await scan(second.origin)).status).toBe(200);
    const perCaller = await scan(second.origin);
    expect(perCaller.status).toBe(429);
    expect(perCaller.body).toEqual(refusalBody({ limited: 'Public scans from your address are limited to 6 per minute per caller IP address', env: 'AGENTGAUGE_PUBLIC_SCAN_PER_CALLER', windowSeconds: 60 }, perCaller));
    const callerWait = Number(perCaller.headers.get('retry-after'));
    expect(callerWait).toBeGreaterThan(0);
    expect(callerWait).toBeLessThanOrEqual(60);
  });

  describe('POST /api/v1/engine/audit', () => {
    const engine = (json: unknown) => request(server.baseUrl, '/api/v1/engine/audit', { json, key: apiKey });

    it('returns exactly the Audit report fields and stores nothing', async () => {
      const answer = await engine({ url: third.url, checks: ['robots-txt', 'llms-txt'], timeout: 2000, retries: 0 });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      conformance.assertResponse('POST', '/api/v1/engine/audit', 200, answer.body);
      expect(Object.keys(answer.body).sort()).toEqual(['duration', 'engine', 'grade', 'overallScore', 'results', 'timestamp', 'url']);
      expect(answer.body.results.map((result: { id: string }) => result.id)).toEqual(['robots-txt', 'llms-txt']);
      expect(answer.body.engine).toMatch(/^agentgauge@\d+\.\d+\.\d+/);
    });

    it.each([
      [{ url: 'not a url' }, 'invalid-body', 'Field "url" must be an absolute http(s) URL.'],
      [{ url: 'https://example.com/', depth: 2 }, 'invalid-body', 'Unknown field "depth" in the request body.'],
      [{ url: 'https://example.com/', checks: [] }, 'invalid-body', 'Field "checks" must name 1 to 26 check ids.'],
      [{ url: 'https://example.com/', timeout: 50 }, 'invalid-body', 'Field "timeout" must be from 100 to 10000.'],
      [{ url: 'https://example.com/', retries: 3 }, 'invalid-body', 'Field "retries" must be from 0 to 2.'],
      [{ url: 'https://example.com/', profile: 'fast' }, 'invalid-body', 'Field "profile" must be one of auto, api, mcp, agent, docs, commerce, all.'],
    ])('refuses %j with 400', async (json, error, message) => {
      const answer = await engine(json);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error, message });
    });

    it('refuses unknown check ids with 400 naming them', async () => {
      const answer = await engine({ url: third.url, checks: ['robots-txt', 'no-such-check'] });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe('invalid-body');
      expect(answer.body.message).toContain('no-such-check');
    });

    it('refuses a body over 8 KiB with 413 and a missing key with 401', async () => {
      const large = await engine({ url: `https://example.com/?q=${'a'.repeat(8200)}` });
      expect(large.status).toBe(413);
      expect(large.body).toEqual({ error: 'body-too-large', message: 'The request body is larger than 8 KiB.' });
      const anonymous = await request(server.baseUrl, '/api/v1/engine/audit', { json: { url: third.url } });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.error).toBe('unauthorized');
    });

    it('counts audits against the per-target scan quota (429 with Retry-After)', async () => {
      // Public scans of a target use up its scan quota too: the second site was scanned publicly twice.
      const afterPublicScans = await engine({ url: second.url, checks: ['robots-txt'] });
      expect(afterPublicScans.status).toBe(429);
      expect(afterPublicScans.body).toEqual(refusalBody({ limited: `${TARGET_COUNTED(`127.0.0.1:${second.port}`)} are limited to 2 per hour per target host`, env: 'AGENTGAUGE_SCANS_PER_TARGET', perTarget: true }, afterPublicScans));
      // One audit of the third site so far; the quota is 2 per hour per target in this server.
      expect((await engine({ url: third.url, checks: ['robots-txt'] })).status).toBe(200);
      const limited = await engine({ url: third.url, checks: ['robots-txt'] });
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual(refusalBody({ limited: `${TARGET_COUNTED(`127.0.0.1:${third.port}`)} are limited to 2 per hour per target host`, env: 'AGENTGAUGE_SCANS_PER_TARGET', perTarget: true }, limited));
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });
});
