// The remote engine's limits through the real server: the shared hourly quotas under concurrency (exactly 10 of 20
// concurrent audits pass), the per-target quota, the body cap on declared and streamed bodies, refused and
// unreachable targets, and the per-server bound on concurrent audits (503). PGlite and PostgreSQL.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCORECARD_VERSION } from '../../../engine/index';
import { seedOrganization } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { conformanceOf, type Conformance } from '../../helpers/openapi';
import { startScanSite } from '../../helpers/scan-sites';
import { DATABASE_KINDS } from '../../helpers/server';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import type { FixtureSite } from '../../helpers/site';
import { TARGET_COUNTED, clearOfWindowEnd, refusalBody } from '../../helpers/quota';

/** The first two tests count audits per hour (organization and target) up to a 429: 16 s on a 2-core machine. */
const BLOCK_NEEDS_MS = 180_000;
const ORGANIZATION_LIMIT = { limited: 'Scans and remote audits of the organization are limited to 10 per hour per organization', env: 'AGENTGAUGE_SCANS_PER_ORGANIZATION' };

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Sends a body in chunks without Content-Length, so only counting the streamed bytes can catch its size. */
function postChunked(baseUrl: string, key: string, chunks: string[]): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl}/api/v1/engine/audit`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe.each(DATABASE_KINDS)('remote engine limits on %s', (database) => {
  let server: InProcessService;
  let conformance: Conformance;
  let sites: FixtureSite[];
  const keys = {} as { racing: string; target: string; other: string; unpaid: string; full: string };

  beforeAll(async () => {
    sites = await Promise.all(Array.from({ length: 9 }, () => startScanSite({ pages: 1 })));
    server = await startInProcessService({
      database,
      env: { AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1', AGENTGAUGE_ENGINE_CONCURRENCY: '32', AGENTGAUGE_IN_PROCESS_WORKER: '0' },
      seed: async (db) => {
        keys.racing = (await seedOrganization(db, { name: 'Racing', subscription: 'active' })).key;
        keys.target = (await seedOrganization(db, { name: 'Target', subscription: 'active' })).key;
        keys.other = (await seedOrganization(db, { name: 'Other', subscription: 'active' })).key;
        keys.unpaid = (await seedOrganization(db, { name: 'Unpaid', subscription: 'none' })).key;
        keys.full = (await seedOrganization(db, { name: 'Full', subscription: 'active' })).key;
      },
    });
    conformance = conformanceOf((await request(server.baseUrl, '/.well-known/openapi.json')).body);
    await clearOfWindowEnd(BLOCK_NEEDS_MS);
  }, 180_000 + BLOCK_NEEDS_MS);
  afterAll(async () => {
    await server?.stop();
    await Promise.all(sites.map((site) => site.close()));
  });

  const engine = (key: string | undefined, json: unknown) => request(server.baseUrl, '/api/v1/engine/audit', { key, json });

  it('lets exactly 10 of 20 concurrent audits of one organization through; the rest get 429 with Retry-After', async () => {
    // Four audits per target over five targets: only the organization's limit (10 per hour) can refuse any.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => engine(keys.racing, { url: sites[i % 5]!.url, checks: ['robots-txt'], retries: 0 })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(10).fill(200), ...Array(10).fill(429)]);
    const ok = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 429);
    for (const answer of ok) conformance.assertResponse('POST', '/api/v1/engine/audit', 200, answer.body);
    for (const answer of refused) {
      expect(answer.body).toEqual(refusalBody(ORGANIZATION_LIMIT, answer));
      const retryAfter = Number(answer.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      conformance.assertResponse('POST', '/api/v1/engine/audit', 429, answer.body);
    }
  });

  it('limits audits of one target to 5 per hour, across organizations', async () => {
    const target = sites[5]!;
    for (let i = 0; i < 3; i += 1) expect((await engine(keys.target, { url: target.url, checks: ['robots-txt'] })).status).toBe(200);
    for (let i = 0; i < 2; i += 1) expect((await engine(keys.other, { url: target.url, checks: ['robots-txt'] })).status).toBe(200);
    const refused = await engine(keys.target, { url: target.url, checks: ['robots-txt'] });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(refusalBody({ limited: `${TARGET_COUNTED(`127.0.0.1:${target.port}`)} are limited to 5 per hour per target host`, env: 'AGENTGAUGE_SCANS_PER_TARGET', perTarget: true }, refused));
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The refusal spent none of the organization's quota: 3 used, so 7 more audits of other targets pass. Those
    // targets are two sites no other test audits (4 + 3 audits, under their own limit of 5), so only the
    // organization's limit can refuse the eleventh.
    const fresh = [sites[6]!, sites[7]!];
    const more = await Promise.all(Array.from({ length: 7 }, (_, i) => engine(keys.target, { url: fresh[i % 2]!.url, checks: ['robots-txt'] })));
    expect(more.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    const eleventh = await engine(keys.target, { url: fresh[1]!.url, checks: ['robots-txt'] });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toEqual(refusalBody(ORGANIZATION_LIMIT, eleventh));
  });

  // Issue 51 point 4: the remote audit is the same audit. The contract's Audit report stays closed; the full report is
  // its own documented operation, under the same rules and quota.
  it('POST /api/v1/engine/report answers the same audit in full, with the journeys asked; /engine/audit keeps exactly the contract\'s fields', async () => {
    const target = sites[8]!;
    const journeys = [{ name: 'guide', question: 'What is this site?', answer: 'small guide' }];
    const full = await request(server.baseUrl, '/api/v1/engine/report', { key: keys.full, json: { url: target.url, journeys } });
    expect(full.status).toBe(200);
    conformance.assertResponse('POST', '/api/v1/engine/report', 200, full.body);
    expect(full.body).toMatchObject({ url: target.url, scorecard: SCORECARD_VERSION, scope: 'page', checksScope: 'origin', pageCount: 1 });
    expect(full.body.scoring.scorecard).toBe(SCORECARD_VERSION);
    expect(full.body.agents.pages[0].views.map((view: { profile: string }) => view.profile)).toEqual(['claude-code', 'cursor', 'codex', 'chatgpt', 'gemini', 'perplexity', 'mcp-fetch', 'browser']);
    expect(full.body.journeys.map((journey: { name: string }) => journey.name)).toEqual(['guide']);
    expect(full.body.journeys[0].results.find((result: { profile: string }) => result.profile === 'claude-code').found).toBe(true);
    expect(full.body).not.toHaveProperty('siteFacts');

    const closed = await engine(keys.full, { url: target.url });
    expect(closed.status).toBe(200);
    expect(Object.keys(closed.body).sort()).toEqual(['duration', 'engine', 'grade', 'overallScore', 'results', 'timestamp', 'url']);
    expect(closed.body.overallScore).toBe(full.body.overallScore);
    // The closed request body stays closed: journeys go to the full report's operation only (400 before any quota).
    const withJourneys = await engine(keys.full, { url: target.url, journeys });
    expect(withJourneys.status).toBe(400);
    expect(withJourneys.body.error).toBe('invalid-body');
  });

  it('answers 413 for a body over 8 KiB, declared or streamed, before parsing it', async () => {
    const padding = 'x'.repeat(9 * 1024);
    const declared = await request(server.baseUrl, '/api/v1/engine/audit', { key: keys.other, body: `{"url":"${padding}`, headers: { 'content-type': 'application/json' } });
    expect(declared.status).toBe(413);
    expect(declared.body).toEqual({ error: 'body-too-large', message: 'The request body is larger than 8 KiB.' });
    conformance.assertResponse('POST', '/api/v1/engine/audit', 413, declared.body);
    const streamed = await postChunked(server.baseUrl, keys.other, ['{"url":"', 'y'.repeat(5000), 'y'.repeat(5000), '"}']);
    expect(streamed.status).toBe(413);
    expect(streamed.body).toEqual({ error: 'body-too-large', message: 'The request body is larger than 8 KiB.' });
  });

  it('answers 400 naming the field or the SSRF rule, 422 for an unreachable target, 401 and 403 for access', async () => {
    const unknownCheck = await engine(keys.other, { url: sites[0]!.url, checks: ['robots-txt', 'no-such-check'] });
    expect(unknownCheck.status).toBe(400);
    expect(unknownCheck.body.error).toBe('invalid-body');
    expect(unknownCheck.body.message).toBe(
      'Field "checks.1" names an unknown check id: "no-such-check". GET /.well-known/openapi.json lists the ids; so does "agentgauge checks".',
    );
    conformance.assertResponse('POST', '/api/v1/engine/audit', 400, unknownCheck.body);

    const longUrl = await engine(keys.other, { url: `https://example.com/${'a'.repeat(2100)}` });
    expect(longUrl.body).toEqual({ error: 'invalid-body', message: 'Field "url" must be at most 2048 characters.' });

    const credentials = await engine(keys.other, { url: `http://user:secret@127.0.0.1:${sites[0]!.port}/` });
    expect(credentials.status).toBe(400);
    expect(credentials.body.error).toBe('target-refused');
    expect(credentials.body.message).toMatch(/\(rule: credentials\)$/);
    conformance.assertResponse('POST', '/api/v1/engine/audit', 400, credentials.body);

    const unreachable = await engine(keys.other, { url: `http://127.0.0.1:${await freePort()}/`, retries: 0, timeout: 1000 });
    expect(unreachable.status).toBe(422);
    expect(unreachable.body.error).toBe('target-unreachable');
    conformance.assertResponse('POST', '/api/v1/engine/audit', 422, unreachable.body);

    const anonymous = await engine(undefined, { url: sites[0]!.url });
    expect(anonymous.status).toBe(401);
    conformance.assertResponse('POST', '/api/v1/engine/audit', 401, anonymous.body);
    const unpaid = await engine(keys.unpaid, { url: sites[0]!.url });
    expect(unpaid.status).toBe(403);
    expect(unpaid.body.error).toBe('subscription-required');
    conformance.assertResponse('POST', '/api/v1/engine/audit', 403, unpaid.body);
  });
});

describe('remote engine concurrency bound', () => {
  let server: InProcessService;
  let slow: FixtureSite;
  let key: string;

  beforeAll(async () => {
    slow = await startScanSite({ pages: 1 });
    server = await startInProcessService({
      env: { AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1', AGENTGAUGE_ENGINE_CONCURRENCY: '2', AGENTGAUGE_IN_PROCESS_WORKER: '0' },
      seed: async (db) => {
        key = (await seedOrganization(db, { name: 'Busy', subscription: 'active' })).key;
      },
    });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await slow?.close();
  });

  it('answers 503 with Retry-After when every audit slot is taken, without using up quota', async () => {
    const hold = (url: string) => request(server.baseUrl, '/api/v1/engine/audit', { key, json: { url, timeout: 3000, retries: 0 } });
    // A black-hole target: a listening socket that never answers keeps an audit busy until its timeout.
    const blackHole = http.createServer(() => undefined);
    await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
    const holeUrl = `http://127.0.0.1:${(blackHole.address() as AddressInfo).port}/`;
    try {
      const first = hold(holeUrl);
      const second = hold(holeUrl);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const busy = await hold(slow.url);
      expect(busy.status).toBe(503);
      expect(busy.body).toEqual({ error: 'service-unavailable', message: 'All 2 remote audit slots of this server are busy; retry after Retry-After seconds.' });
      expect(Number(busy.headers.get('retry-after'))).toBe(5);
      await Promise.all([first, second]);
      // Slots free again, and the 503 spent nothing: this organization has used 2 of its 10 audits.
      const after = await hold(slow.url);
      expect(after.status).toBe(200);
    } finally {
      blackHole.closeAllConnections();
      await new Promise<void>((resolve) => blackHole.close(() => resolve()));
    }
  });
});
