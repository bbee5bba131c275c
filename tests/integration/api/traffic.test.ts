// Traffic logs through the API (issue 55): a generated log with planted counts uploaded to the real server, read by
// its worker on the traffic queue, and every figure asserted exactly: people, verified and spoofed crawlers (addresses
// from the documentation blocks in a test ranges directory), ChatGPT-User answered 403 while the scan says it reads,
// malformed lines, another host's lines, a repeated batch; log drains with a per-site token (Cloudflare Logpush and
// Vercel lines); the traffic.refused webhook once per agent per day; other organizations 404. Checked against the OpenAPI document. On the in-process service and PGlite
// (traffic logs are not a database-sensitive path: the queue, quotas and tenancy have their own files on both). Hostile
// bodies (413 before reading, a 1 MB line, a gzip bomb, binary) are tests/system/api/traffic-hostile-bodies.test.ts's.
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganization } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { buildReport, codedFinding, seedScan } from '../../helpers/me-fixtures';
import { conformanceOf, type Conformance } from '../../helpers/openapi';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import type { DatabaseKind } from '../../helpers/server';
import { startWebhookReceiver, type WebhookReceiver } from '../../helpers/webhook-receiver';
import { combinedLine, plantedLog, UA } from '../../helpers/traffic/planted-log';
import { trafficApi, trafficServiceEnv } from '../../helpers/traffic/traffic-api';

const SHOP = 'shop.example';
const DRAIN = 'drain.example';
const SCANNED_AT = new Date(Date.now() - 86_400_000);

/** A view of the start page as the engine stores it (engine/agents/types.ts AgentView). */
function view(profile: string, verdict: 'reads' | 'blocked', cause: 'ok' | 'refused') {
  return {
    profile,
    url: `https://${SHOP}/`,
    userAgent: 'x',
    status: verdict === 'reads' ? 200 : 403,
    challenge: [],
    robots: null,
    markdown: 'none',
    textLength: 1000,
    kept: 1000,
    mainShare: verdict === 'reads' ? 1 : 0,
    excerpt: '',
    verdict,
    cause,
    reason: verdict === 'reads' ? 'It reads the page.' : 'It gets HTTP 403.',
  };
}

/** The latest scan: ChatGPT-User and Claude-User read the start page, Perplexity-User is refused; robots.txt allows GPTBot and ClaudeBot. */
function scannedReport() {
  const training = (token: string) => codedFinding('ai-crawler-rules.training-token', 'info', `${token} (training) is allowed from /.`, `${token} (training): allowed — no robots.txt: everything allowed`, token);
  return {
    ...buildReport({ url: `https://${SHOP}/`, at: SCANNED_AT, overallScore: 80, checks: [{ id: 'ai-crawler-rules', score: 60, findings: [training('GPTBot'), training('ClaudeBot')] }] }),
    agents: {
      access: 75,
      sample: { pages: 1, of: 1, note: 'The start page.' },
      pages: [{ url: `https://${SHOP}/`, access: 75, views: [view('chatgpt', 'reads', 'ok'), view('claude-code', 'reads', 'ok'), view('perplexity', 'blocked', 'refused')] }],
    },
  };
}

const shortDate = (date: Date) => `${date.getUTCDate()} ${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][date.getUTCMonth()]}`;

describe.each<DatabaseKind>(['pglite'])('traffic logs on %s', (database) => {
  let server: InProcessService;
  let receiver: WebhookReceiver;
  let conformance: Conformance;
  let key: string;
  let otherKey: string;
  let shopId: string;
  let drainId: string;
  let scanId: string;
  const log = plantedLog();

  const { api, send, batch } = trafficApi(() => ({ baseUrl: server.baseUrl, key }));

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    server = await startInProcessService({
      database,
      env: trafficServiceEnv(),
      seed: async (db) => {
        const organization = await seedOrganization(db, { name: 'Shop', subscription: 'active', hosts: [SHOP, DRAIN] });
        key = organization.key;
        [shopId, drainId] = organization.sites.map((site) => site.id) as [string, string];
        scanId = await seedScan(db, organization.sites[0]!, organization.id, scannedReport() as never);
        otherKey = (await seedOrganization(db, { name: 'Other', subscription: 'active', hosts: ['other.example'] })).key;
      },
    });
    conformance = conformanceOf((await request(server.baseUrl, '/.well-known/openapi.json')).body);
    const hook = await api('/api/v1/me/webhooks', { json: { url: `${receiver.origin}/traffic`, events: ['traffic.refused'] } });
    expect(hook.status).toBe(201);
  }, 600_000);

  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
  });

  it('takes the planted log, counts every line exactly and shows each agent beside the scan', async () => {
    const queued = await send(`/api/v1/me/sites/${shopId}/traffic`, gzipSync(log.bytes), { 'content-encoding': 'gzip' });
    expect(queued.status).toBe(202);
    expect(queued.body).toEqual({ batchId: expect.any(String), status: 'queued' });
    conformance.assertResponse('POST', '/api/v1/me/sites/{id}/traffic', 202, queued.body);
    const counted = await batch(shopId, queued.body.batchId);
    conformance.assertResponse('GET', '/api/v1/me/sites/{id}/traffic/batches/{batchId}', 200, counted);
    expect(counted).toEqual({
      status: 'done',
      lines: 128,
      accepted: 121,
      skipped: { otherHost: 5, malformed: 2, duplicate: 0 },
      rejected: [
        { line: 101, reason: 'not valid UTF-8' },
        { line: 123, reason: 'not in the combined log format' },
      ],
      from: `${log.day1}T10:00:00.000Z`,
      to: `${log.day2}T10:00:31.000Z`,
      error: null,
    });

    const traffic = await api(`/api/v1/me/sites/${shopId}/traffic?from=${log.day1}&to=${log.day2}`);
    expect(traffic.status).toBe(200);
    conformance.assertResponse('GET', '/api/v1/me/sites/{id}/traffic', 200, traffic.body);
    expect(traffic.body).toMatchObject({ siteId: shopId, host: SHOP, from: log.day1, to: log.day2, lines: 121, unclassified: { requests: 40, signed: 0 } });
    const agent = (name: string) => traffic.body.agents.find((entry: { agent: string }) => entry.agent === name);
    const predicted = (verdict: string) => ({ verdict, scanId, scannedAt: new Date(SCANNED_AT.getTime() + 5_000).toISOString() });
    const zeroStatuses = { '2xx': 0, '3xx': 0, '401': 0, '403': 0, '404': 0, '429': 0, '5xx': 0, other: 0 };
    const zeroPaths = { page: 0, robotsTxt: 0, llmsTxt: 0, markdown: 0, wellKnown: 0, other: 0 };
    const judgedBy = (entries: Array<[string, number]>) => entries.map(([state, requests]) => ({ state, method: 'ranges', judgedOn: '2026-11-01', requests }));
    expect(agent('ChatGPT-User')).toEqual({
      agent: 'ChatGPT-User',
      family: 'assistant',
      requests: 25,
      verified: 25,
      unverifiable: 0,
      spoofed: 4,
      claims: 4,
      signed: 0,
      statuses: { ...zeroStatuses, '2xx': 5, '403': 20 },
      paths: { ...zeroPaths, page: 25 },
      firstSeen: `${log.day1}T10:00:00.000Z`,
      lastSeen: `${log.day2}T10:00:31.000Z`,
      observed: 'refused',
      predicted: predicted('reads'),
      agrees: false,
      why: `The scan of ${shortDate(SCANNED_AT)} says ChatGPT-User reads your pages; your logs show 20 of its 25 verified page requests answered 403 since ${shortDate(new Date(log.day1))}.`,
      verification: {
        fetchesFrom: 'vendor',
        files: [{ file: 'chatgpt-user', date: '2026-11-01' }],
        reverseDns: [],
        judged: judgedBy([['verified', 25], ['spoofed', 4]]),
        summary: "25 verified (by its vendor's published ranges of 1 Nov 2026); 4 spoofed (by its vendor's published ranges of 1 Nov 2026). Spoofed requests are counted apart, never as ChatGPT-User.",
      },
    });
    // The spoofed GPTBot requests the site refused stand apart in claims: the verified ones read.
    expect(agent('GPTBot')).toEqual({
      agent: 'GPTBot',
      family: 'training',
      requests: 32,
      verified: 32,
      unverifiable: 0,
      spoofed: 10,
      claims: 10,
      signed: 0,
      statuses: { ...zeroStatuses, '2xx': 32 },
      paths: { ...zeroPaths, page: 30, robotsTxt: 2 },
      firstSeen: `${log.day1}T10:00:00.000Z`,
      lastSeen: `${log.day1}T10:00:29.000Z`,
      observed: 'reads',
      predicted: predicted('allowed'),
      agrees: true,
      why: `The scan of ${shortDate(SCANNED_AT)} says your robots.txt allows GPTBot; your logs show none of its 30 verified page requests refused.`,
      verification: {
        fetchesFrom: 'vendor',
        files: [{ file: 'gptbot', date: '2026-11-01' }],
        reverseDns: [],
        judged: judgedBy([['verified', 32], ['spoofed', 10]]),
        summary: "32 verified (by its vendor's published ranges of 1 Nov 2026); 10 spoofed (by its vendor's published ranges of 1 Nov 2026). Spoofed requests are counted apart, never as GPTBot.",
      },
    });
    expect(agent('ClaudeBot')).toMatchObject({ requests: 7, verified: 7, claims: 0, paths: { ...zeroPaths, page: 6, llmsTxt: 1 }, observed: 'reads', predicted: predicted('allowed'), agrees: true });
    // No ranges for Perplexity-User in the test directory: its requests are unverifiable, counted as such and said so.
    expect(agent('Perplexity-User')).toMatchObject({ requests: 3, verified: 0, unverifiable: 3, claims: 3, observed: 'reads', predicted: predicted('blocked'), agrees: false });
    expect(agent('Perplexity-User').why).toBe(
      `The scan of ${shortDate(SCANNED_AT)} says Perplexity-User is refused; your logs show none of its 3 unverifiable page requests (its vendor's ranges are not installed) refused.`,
    );
    // The claude-code profile's view predicts Claude Code (Claude-User as Claude Code sends it, from its users' machines).
    expect(agent('Claude Code')).toMatchObject({ requests: 0, observed: 'not seen', predicted: predicted('reads'), agrees: null, why: 'No request in these logs names Claude Code.' });
    expect(agent('Claude Code').verification).toEqual({
      fetchesFrom: 'users',
      files: [],
      reverseDns: [],
      judged: [],
      summary: "No request names Claude Code. Its requests are unverifiable: Claude Code fetches from its users' machines, so no address can verify it.",
    });
    expect(agent('Browsing agent (accessibility tree)')).toMatchObject({ family: 'browsing', observed: 'not seen', agrees: null });
    expect(traffic.body.days).toEqual([
      { day: log.day1, agent: 'ChatGPT-User', requests: 15, refused: 12 },
      { day: log.day1, agent: 'GPTBot', requests: 32, refused: 0 },
      { day: log.day2, agent: 'ChatGPT-User', requests: 10, refused: 8 },
      { day: log.day2, agent: 'ClaudeBot', requests: 7, refused: 0 },
      { day: log.day2, agent: 'Perplexity-User', requests: 3, refused: 0 },
    ]);

    // traffic.refused: ChatGPT-User's day 1 (12 of 15 refused) crosses the threshold; day 2 (8 refused) has fewer than 10.
    const [delivery] = await receiver.waitFor('/traffic', 1);
    expect(JSON.parse(delivery!.body)).toEqual({
      type: 'traffic.refused',
      timestamp: expect.any(String),
      data: { siteId: shopId, host: SHOP, agent: 'ChatGPT-User', family: 'assistant', day: log.day1, pageRequests: 15, refused: 12, share: 0.8 },
    });
  });

  it('counts nothing twice: the same bytes again, or the same Idempotency-Key', async () => {
    const before = (await api(`/api/v1/me/sites/${shopId}/traffic?from=${log.day1}&to=${log.day2}`)).body;
    const again = await send(`/api/v1/me/sites/${shopId}/traffic`, gzipSync(log.bytes), { 'content-encoding': 'gzip' });
    expect(again.status).toBe(202);
    expect(await batch(shopId, again.body.batchId)).toMatchObject({ status: 'done', lines: 128, accepted: 0, skipped: { otherHost: 0, malformed: 0, duplicate: 128 }, rejected: [] });
    const line = combinedLine({ ip: '192.0.2.5', day: log.day2, path: '/keyed', status: 200, ua: UA.gptbot });
    const first = await send(`/api/v1/me/sites/${shopId}/traffic`, Buffer.from(`${line}\n`), { 'idempotency-key': 'nightly-2026-11-23' });
    expect(await batch(shopId, first.body.batchId)).toMatchObject({ accepted: 1, skipped: { duplicate: 0 } });
    const retried = await send(`/api/v1/me/sites/${shopId}/traffic`, Buffer.from(`${line}\n${line}\n`), { 'idempotency-key': 'nightly-2026-11-23' });
    expect(await batch(shopId, retried.body.batchId)).toMatchObject({ lines: 2, accepted: 0, skipped: { duplicate: 2 } });
    const after = (await api(`/api/v1/me/sites/${shopId}/traffic?from=${log.day1}&to=${log.day2}`)).body;
    expect(after.lines).toBe(before.lines + 1);
    expect(after.agents.find((entry: { agent: string }) => entry.agent === 'GPTBot').requests).toBe(33);
    // Still one traffic.refused delivery: the repeat added nothing.
    expect(receiver.on('/traffic')).toHaveLength(1);
  });

  it('takes log drains with the site\'s ingest token only: Cloudflare Logpush and Vercel lines', async () => {
    const created = await api(`/api/v1/me/sites/${drainId}/traffic/tokens`, { json: { name: 'Cloudflare Logpush' } });
    expect(created.status).toBe(201);
    conformance.assertResponse('POST', '/api/v1/me/sites/{id}/traffic/tokens', 201, created.body);
    expect(created.body.token).toMatch(/^ag_ingest_[A-Za-z0-9_-]{43}$/);
    expect(created.body.ingestUrl).toBe(`${server.baseUrl}/api/v1/ingest/traffic/${drainId}`);
    const token = created.body.token as string;
    const edge = (fields: Record<string, unknown>) => JSON.stringify({ ClientIP: '203.0.113.6', ClientRequestHost: DRAIN, ClientRequestMethod: 'GET', ClientRequestPath: '/a', EdgeResponseStatus: 200, EdgeStartTimestamp: `${log.day2}T12:00:00Z`, ClientRequestUserAgent: UA.claudebot, ...fields });
    const cloudflare = [edge({}), edge({ EdgeResponseStatus: 403, SecurityAction: 'managedChallenge' }), edge({ ClientRequestHost: 'cdn.other.example' })].join('\n');
    const ingestPath = `/api/v1/ingest/traffic/${drainId}?header_Authorization=ignored`;
    const pushed = await send(ingestPath, gzipSync(cloudflare), { 'content-encoding': 'gzip', 'content-type': 'application/json' }, token);
    expect(pushed.status).toBe(202);
    expect(await batch(drainId, pushed.body.batchId)).toMatchObject({ status: 'done', lines: 3, accepted: 2, skipped: { otherHost: 1, malformed: 0, duplicate: 0 } });
    const vercel = [
      JSON.stringify({ id: '1', source: 'static', host: DRAIN, timestamp: Date.parse(`${log.day2}T13:00:00Z`), proxy: { timestamp: Date.parse(`${log.day2}T13:00:00Z`), method: 'GET', host: DRAIN, path: '/docs', userAgent: [UA.gptbot], statusCode: 200, clientIp: '192.0.2.7' } }),
      JSON.stringify({ id: '2', source: 'lambda', type: 'stdout', host: DRAIN, timestamp: Date.parse(`${log.day2}T13:00:01Z`), message: 'rendered /docs' }),
    ].join('\n');
    const vercelPush = await send(`/api/v1/ingest/traffic/${drainId}`, Buffer.from(vercel), { 'content-type': 'application/x-ndjson' }, token);
    expect(await batch(drainId, vercelPush.body.batchId)).toMatchObject({ lines: 2, accepted: 1, skipped: { malformed: 1 }, rejected: [{ line: 2, reason: 'vercel: an entry without a request (function output or build log)' }] });
    const figures = (await api(`/api/v1/me/sites/${drainId}/traffic?from=${log.day1}&to=${log.day2}`)).body;
    // A challenge is a refusal: 1 of ClaudeBot's 2 page requests, exactly half, is mixed (refused is more than half).
    expect(figures.agents.find((entry: { agent: string }) => entry.agent === 'ClaudeBot')).toMatchObject({ requests: 2, verified: 2, statuses: { '2xx': 1, '403': 1 }, observed: 'mixed' });
    expect(figures.agents.find((entry: { agent: string }) => entry.agent === 'GPTBot')).toMatchObject({ requests: 1, verified: 1 });
    // The token writes to its own site only, and is refused once revoked.
    expect((await send(`/api/v1/ingest/traffic/${shopId}`, Buffer.from(vercel), {}, token)).status).toBe(401);
    expect((await send(`/api/v1/ingest/traffic/${drainId}`, Buffer.from(vercel), {}, key)).status).toBe(401);
    const tokens = await api(`/api/v1/me/sites/${drainId}/traffic/tokens`);
    expect(tokens.body.tokens).toEqual([expect.objectContaining({ name: 'Cloudflare Logpush', displayPrefix: token.slice(0, 14), revokedAt: null, lastUsedAt: expect.any(String) })]);
    expect(JSON.stringify(tokens.body)).not.toContain(token);
    expect((await api(`/api/v1/me/sites/${drainId}/traffic/tokens/${created.body.id}`, { method: 'DELETE' })).status).toBe(204);
    const refused = await send(`/api/v1/ingest/traffic/${drainId}`, Buffer.from(vercel), {}, token);
    expect(refused).toEqual({ status: 401, body: { error: 'unauthorized', message: 'Send this site\'s ingest token as "Authorization: Bearer ag_ingest_…" (the dashboard\'s Traffic tab creates one).' } });
  });

  it('keeps traffic to the organization: anyone else is 404, no key 401', async () => {
    const notFound = { error: 'not-found', message: `No site with id ${shopId} exists in this organization.` };
    expect(await request(server.baseUrl, `/api/v1/me/sites/${shopId}/traffic`, { key: otherKey })).toMatchObject({ status: 404, body: notFound });
    const batches = await request(server.baseUrl, `/api/v1/me/sites/${shopId}/traffic/batches/00000000-0000-4000-8000-000000000000`, { key: otherKey });
    expect(batches).toMatchObject({ status: 404, body: notFound });
    expect((await send(`/api/v1/me/sites/${shopId}/traffic`, Buffer.from('x\n'), {}, otherKey)).status).toBe(404);
    expect((await send(`/api/v1/me/sites/${shopId}/traffic`, Buffer.from('x\n'), {}, null)).status).toBe(401);
    // Traffic never reaches public surfaces: the public report of the host says nothing of it.
    const publicReport = await request(server.baseUrl, `/api/v1/report/${SHOP}`);
    expect(publicReport.text).not.toContain('ChatGPT-User answered');
    expect((await api(`/api/v1/me/sites/${shopId}/traffic`, { method: 'PUT', body: 'x' })).status).toBe(405);
  });
});
