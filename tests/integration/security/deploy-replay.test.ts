// Issue 60 point 5 (and its proof in point 6): a replayed deploy call is one call. The probe replayed a captured call
// seven times and got seven scans and the hourly quota spent, and a refused duplicate overwrote the record of the call
// that had queued a scan. Here, through the real server and its worker, for each provider's documented delivery id
// (Vercel's event `id`, "The ID of the webhook delivery", vercel.com/docs/webhooks/webhooks-api; Netlify's deploy
// `id`; a generic caller's Idempotency-Key, draft-ietf-httpapi-idempotency-key-header, or else the body's hash):
// - replays, one after another and at once, answer the first call's answer with `replayed` true, queue no second scan
//   and take no unit of the scan quota;
// - the hook's record keeps the call that queued the scan and the last refused one (the replay) apart, with both times,
//   in the API's view of the hook;
// - a signed event older than the window deliveries are remembered in queues nothing.
// On PostgreSQL, where concurrent calls really run at once on separate connections (one statement claims a delivery).
import { createHash, createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganization } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { conformanceOf } from '../../helpers/openapi';
import { addFixtureSite, startScanSite, waitForScan } from '../../helpers/scan-sites';
import { SERVER_START_TIMEOUT_MS, withDatabase } from '../../helpers/server';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import type { FixtureSite } from '../../helpers/site';

const VERCEL_SECRET = 'vercel-webhook-secret-replay-7d1e';
const PROVIDERS = ['vercel', 'netlify', 'generic'] as const;
type Provider = (typeof PROVIDERS)[number];

let server: InProcessService;
let conformance: ReturnType<typeof conformanceOf>;
const sites = {} as Record<Provider, FixtureSite>;
const ids = {} as { key: string; organizationId: string; siteIds: Record<Provider, string> };
const hooks = {} as Record<Provider, { url: string; secret: string | null }>;

beforeAll(async () => {
  for (const provider of PROVIDERS) sites[provider] = await startScanSite({ pages: 1 });
  server = await startInProcessService({
    database: 'postgres',
    env: { AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1', AGENTGAUGE_SCANS_PER_ORGANIZATION: '50', AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5' },
    seed: async (db) => {
      const organization = await seedOrganization(db, { name: 'Replayed', subscription: 'active' });
      const siteIds = {} as Record<Provider, string>;
      for (const provider of PROVIDERS) siteIds[provider] = (await addFixtureSite(db, organization.id, sites[provider])).id;
      Object.assign(ids, { key: organization.key, organizationId: organization.id, siteIds });
    },
  });
  conformance = conformanceOf((await request(server.baseUrl, '/.well-known/openapi.json')).body);
  for (const provider of PROVIDERS) {
    const set = await request(server.baseUrl, `/api/v1/me/sites/${ids.siteIds[provider]}/deploy-hook`, {
      key: ids.key,
      json: provider === 'vercel' ? { provider, secret: VERCEL_SECRET } : { provider },
    });
    expect(set.status).toBe(200);
    hooks[provider] = { url: set.body.url, secret: set.body.secret };
  }
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await server?.stop();
  await Promise.all(Object.values(sites).map((site) => site.close()));
});

const call = (provider: Provider, body: string, headers: Record<string, string>) =>
  request(server.baseUrl, new URL(hooks[provider].url).pathname, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });
const readHook = (provider: Provider) => request(server.baseUrl, `/api/v1/me/sites/${ids.siteIds[provider]}/deploy-hook`, { key: ids.key });
const scanCount = (provider: Provider) => withDatabase(server.databaseEnv, (db) => db.scan.count({ where: { siteId: ids.siteIds[provider] } }));
/** Every unit of the organization's scan quota taken, over every window. */
const quotaSpent = () =>
  withDatabase(server.databaseEnv, async (db) => {
    const counters = await db.usageCounter.findMany({ where: { scope: 'scan:organization', subject: ids.organizationId } });
    return counters.reduce((sum, counter) => sum + counter.count, 0);
  });
const vercelSigned = (body: string) => ({ 'x-vercel-signature': createHmac('sha1', VERCEL_SECRET).update(body).digest('hex') });
const vercelEvent = (id: string, createdAt = Date.now()) =>
  JSON.stringify({ id, type: 'deployment.succeeded', createdAt, region: 'iad1', payload: { deployment: { id: `dpl_${id}`, url: 'my-app-abc.vercel.app', name: 'my-app' }, target: 'production', project: { id: 'prj_1' } } });
async function netlifySigned(body: string): Promise<Record<string, string>> {
  const token = await new SignJWT({ sha256: createHash('sha256').update(body).digest('hex') })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('netlify')
    .sign(new TextEncoder().encode(hooks.netlify.secret!));
  return { 'x-webhook-signature': token };
}
const netlifyDeploy = (id: string, state = 'ready') =>
  JSON.stringify({ id, site_id: 'site_1', build_id: `b_${id}`, state, context: 'production', name: 'my-site', created_at: new Date().toISOString(), updated_at: new Date().toISOString() });
const bearer = () => ({ authorization: `Bearer ${hooks.generic.secret}` });

async function finished(scanId: string): Promise<void> {
  const settled = await waitForScan(server.baseUrl, ids.key, scanId, ['succeeded', 'failed'], 120_000);
  expect(settled.body.status).toBe('succeeded');
}

/** The first call queues a scan; each replay (three in turn, three at once) answers its answer and spends nothing. */
async function replayedOnce(provider: Provider, send: () => Promise<Awaited<ReturnType<typeof call>>>, label: string): Promise<string> {
  const scansBefore = await scanCount(provider);
  const spentBefore = await quotaSpent();
  const first = await send();
  expect(first.status).toBe(202);
  conformance.assertResponse('POST', '/api/v1/hooks/deploy/{id}', 202, first.body);
  expect(first.body).toMatchObject({ queued: true, scanId: expect.any(String), replayed: false });
  const answers = [await send(), await send(), await send(), ...(await Promise.all([send(), send(), send()]))];
  for (const answer of answers) {
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ ...first.body, replayed: true });
  }
  expect(await scanCount(provider)).toBe(scansBefore + 1);
  expect(await quotaSpent()).toBe(spentBefore + 1);

  const hook = await readHook(provider);
  expect(hook.status).toBe(200);
  conformance.assertResponse('GET', '/api/v1/me/sites/{id}/deploy-hook', 200, hook.body);
  expect(hook.body.lastQueued).toEqual({ at: expect.any(String), outcome: expect.stringContaining(`scan ${first.body.scanId}`), scanId: first.body.scanId });
  expect(hook.body.lastRefused).toEqual({
    at: expect.any(String),
    outcome: expect.stringMatching(new RegExp(`^replay of ${label} \\(first handled \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z\\): answered with its outcome, nothing spent$`)),
  });
  expect(Date.parse(hook.body.lastRefused.at)).toBeGreaterThanOrEqual(Date.parse(hook.body.lastQueued.at));
  expect(hook.body.lastOutcome).toBe(hook.body.lastRefused.outcome);
  await finished(first.body.scanId);
  return first.body.scanId;
}

describe('a replayed deploy call is one call (issue 60 point 5)', { timeout: 300_000 }, () => {
  it('vercel: a delivery replayed six times queues one scan and spends one unit; the record keeps both calls', async () => {
    const body = vercelEvent('evt_replayed_1');
    const scanId = await replayedOnce('vercel', () => call('vercel', body, vercelSigned(body)), 'Vercel delivery evt_replayed_1');
    // A later replay, after the scan finished, still queues nothing: the record of the queueing call stays.
    const late = await call('vercel', body, vercelSigned(body));
    expect(late.body).toMatchObject({ queued: true, scanId, replayed: true });
    expect((await readHook('vercel')).body.lastQueued.scanId).toBe(scanId);
    expect(await scanCount('vercel')).toBe(1);
  });

  it('vercel: a signed event older than the 30 days deliveries are remembered queues nothing', async () => {
    const createdAt = Date.now() - 31 * 86_400_000;
    const body = vercelEvent('evt_from_last_month', createdAt);
    const spent = await quotaSpent();
    const answer = await call('vercel', body, vercelSigned(body));
    expect(answer.status).toBe(202);
    const why = `the event is from ${new Date(createdAt).toISOString()}, over 30 days ago, longer than deliveries are remembered: it cannot be told from a replay`;
    expect(answer.body).toEqual({ queued: false, scanId: null, reason: `Ignored: ${why}.`, replayed: false });
    expect(await scanCount('vercel')).toBe(1);
    expect(await quotaSpent()).toBe(spent);
    const hook = (await readHook('vercel')).body;
    expect(hook.lastRefused.outcome).toBe(`refused: ${why}`);
    expect(hook.lastQueued.outcome).toMatch(/^queued scan [0-9a-f-]{36} \(vercel deployment\.succeeded\)$/);
  });

  it('netlify: the same deploy notified again, even signed anew, queues one scan', async () => {
    const body = netlifyDeploy('dep_replayed_1');
    // Each send signs the body again (a JWS carries no nonce): the deploy's id, not the signature, names the call.
    await replayedOnce('netlify', async () => call('netlify', body, await netlifySigned(body)), 'Netlify deploy dep_replayed_1 \\(ready\\)');
    expect(await scanCount('netlify')).toBe(1);
  });

  it('netlify: a deploy notified "building" and then "ready" is scanned when ready; each state is its own call (issue 84 point 8)', async () => {
    const scans = await scanCount('netlify');
    const building = netlifyDeploy('dep_states_1', 'building');
    const first = await call('netlify', building, await netlifySigned(building));
    expect(first.status).toBe(202);
    expect(first.body).toEqual({ queued: false, scanId: null, reason: 'Ignored: Netlify deploy state building, not ready.', replayed: false });
    const ready = netlifyDeploy('dep_states_1', 'ready');
    const answer = await call('netlify', ready, await netlifySigned(ready));
    expect(answer.body).toMatchObject({ queued: true, scanId: expect.any(String), replayed: false });
    await finished(answer.body.scanId);
    // The same "ready" again is a replay of the ready call, answered with its scan.
    const again = await call('netlify', ready, await netlifySigned(ready));
    expect(again.body).toEqual({ ...answer.body, replayed: true });
    expect(await scanCount('netlify')).toBe(scans + 1);
  });

  it('generic: an Idempotency-Key names the call (whatever the body); without one, the body does, for an hour', async () => {
    let bodies = 0;
    await replayedOnce('generic', () => call('generic', JSON.stringify({ run: (bodies += 1) }), { ...bearer(), 'idempotency-key': '"deploy-4f2a91c"' }), 'Idempotency-Key deploy-4f2a91c');
    await replayedOnce('generic', () => call('generic', '', bearer()), `the call with body SHA-256 ${createHash('sha256').update('').digest('hex').slice(0, 12)}…`);
    // A new key is a new deploy: one more scan.
    const next = await call('generic', '', { ...bearer(), 'idempotency-key': 'deploy-77b03e1' });
    expect(next.body).toMatchObject({ queued: true, replayed: false });
    await finished(next.body.scanId);
    expect(await scanCount('generic')).toBe(3);
    // Four first calls of one delivery at once: one is first, the others wait for its answer.
    const spent = await quotaSpent();
    const together = await Promise.all([1, 2, 3, 4].map(() => call('generic', '', { ...bearer(), 'idempotency-key': 'deploy-9c1d2e3' })));
    expect(together.map((answer) => answer.status)).toEqual([202, 202, 202, 202]);
    expect(together.filter((answer) => answer.body.replayed === false)).toHaveLength(1);
    expect(new Set(together.map((answer) => answer.body.scanId)).size).toBe(1);
    expect(await quotaSpent()).toBe(spent + 1);
    await finished(together[0]!.body.scanId);
    expect(await scanCount('generic')).toBe(4);

    const bad = await call('generic', '', { ...bearer(), 'idempotency-key': 'two words' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: 'invalid-parameter', message: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.' });
    // A call that does not verify is neither answered from a delivery nor recorded.
    const forged = await call('generic', '', { authorization: 'Bearer dh_not-the-secret', 'idempotency-key': 'deploy-4f2a91c' });
    expect(forged.status).toBe(401);
    expect(await scanCount('generic')).toBe(4);
  });
});
