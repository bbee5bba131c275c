// Issue 54 point 3: a site's deploy hook, called as Vercel and Netlify call a deploy notification, through the real
// server and its worker. Each provider's signature is checked as its documentation describes: Vercel's
// x-vercel-signature, the hex HMAC-SHA1 of the raw body with the webhook's secret (vercel.com/docs/webhooks, "Securing
// webhooks"); Netlify's X-Webhook-Signature, a JWS (HS256, issuer netlify) whose sha256 claim is the body's SHA-256
// (docs.netlify.com/site-deploys/notifications, "Payload signature"); a generic hook's bearer secret. A finished
// production deploy queues a scan (trigger deploy) within the plan's quotas; a refused call spends none. Each call names
// its delivery (Vercel's event id, Netlify's deploy id, an Idempotency-Key): every call here is a new one (replays are
// tests/integration/security/deploy-replay.test.ts), and the record keeps the last queueing and the last refused call apart.
import { createHash, createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganization } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { windowStartOf } from '../../../lib/db/usage';
import { clearOfWindowEnd } from '../../helpers/quota';
import { addFixtureSite, startScanSite, waitForScan } from '../../helpers/scan-sites';
import { SERVER_START_TIMEOUT_MS, withDatabase } from '../../helpers/server';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import type { FixtureSite } from '../../helpers/site';

const VERCEL_SECRET = 'vercel-webhook-secret-3f9a1c7e5b';
const SCANS_PER_ORGANIZATION = 4;
/** The quota test sets this hour's count, then counts a scan and two refusals in it: 1.3 s on a 2-core machine, but
 *  its scan may take up to the 120 s `finished` allows. */
const QUOTA_TEST_NEEDS_MS = 90_000;

let server: InProcessService;
let site: FixtureSite;
const ids = {} as { key: string; siteId: string; organizationId: string };

beforeAll(async () => {
  site = await startScanSite({ pages: 1 });
  server = await startInProcessService({
    env: {
      AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
      AGENTGAUGE_SCANS_PER_ORGANIZATION: String(SCANS_PER_ORGANIZATION),
      AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
    },
    seed: async (db) => {
      const alpha = await seedOrganization(db, { name: 'Alpha', subscription: 'active' });
      Object.assign(ids, { key: alpha.key, organizationId: alpha.id, siteId: (await addFixtureSite(db, alpha.id, site)).id });
    },
  });
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await server?.stop();
  await site?.close();
});

const hookPath = () => `/api/v1/me/sites/${ids.siteId}/deploy-hook`;
const setHook = (json: unknown) => request(server.baseUrl, hookPath(), { key: ids.key, json });
const readHook = () => request(server.baseUrl, hookPath(), { key: ids.key });
const call = (url: string, body: string, headers: Record<string, string>) =>
  request(server.baseUrl, new URL(url).pathname, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });
const vercelSignature = (body: string, secret = VERCEL_SECRET) => createHmac('sha1', secret).update(body).digest('hex');
let deliveries = 0;
/** A new delivery id each time, as Vercel gives each event its own. */
const vercelEvent = (type: string, target: string | null) =>
  JSON.stringify({ id: `evt_${(deliveries += 1)}`, type, createdAt: Date.now(), payload: { deployment: { id: 'dpl_1', url: 'my-app-abc.vercel.app', name: 'my-app' }, target, project: { id: 'prj_1' } } });
/** A generic call of a new deploy: its own Idempotency-Key (the deploy's id or commit SHA). */
const deployKey = () => ({ 'idempotency-key': `deploy-${(deliveries += 1)}` });
async function netlifySignature(body: string, secret: string, claims: Record<string, unknown> = {}): Promise<string> {
  return new SignJWT({ sha256: createHash('sha256').update(body).digest('hex'), ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuer('netlify').sign(new TextEncoder().encode(secret));
}
const netlifyDeploy = (state: string, context: string, id = `dep_${state}_${context}`) => JSON.stringify({ id, site_id: 'site_1', state, context, name: 'my-site', ssl_url: 'https://my-site.netlify.app' });
const scanCount = () => withDatabase(server.databaseEnv, (db) => db.scan.count({ where: { siteId: ids.siteId } }));

async function finished(scanId: string): Promise<void> {
  const settled = await waitForScan(server.baseUrl, ids.key, scanId, ['succeeded', 'failed'], 120_000);
  expect(settled.body.status).toBe('succeeded');
}

describe('a deploy hook', () => {
  let url: string;

  it('a vercel hook waits for the secret Vercel issues; until then every call is refused', async () => {
    const created = await setHook({ provider: 'vercel' });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      siteId: ids.siteId,
      provider: 'vercel',
      url: expect.stringMatching(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/api/v1/hooks/deploy/[0-9a-f-]{36}$`)),
      ready: false,
      createdAt: expect.any(String),
      lastCalledAt: null,
      lastOutcome: null,
      lastQueued: null,
      lastRefused: null,
      secret: null,
    });
    url = created.body.url;
    const body = vercelEvent('deployment.succeeded', 'production');
    const refused = await call(url, body, { 'x-vercel-signature': vercelSignature(body) });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({
      error: 'invalid-signature',
      message: 'The call was refused: the hook has no signing secret yet: set the secret Vercel showed when the webhook was created.',
    });
  });

  it('with the secret, checks x-vercel-signature (HMAC-SHA1 of the body), ignores what is not a finished production deploy, and queues a scan for one', async () => {
    const updated = await setHook({ provider: 'vercel', secret: VERCEL_SECRET });
    expect(updated.status).toBe(200);
    // Its URL stays: the platform keeps calling the same one.
    expect(updated.body).toMatchObject({ url, ready: true, secret: null });

    const body = vercelEvent('deployment.succeeded', 'production');
    for (const [headers, message] of [
      [{}, 'the x-vercel-signature header is missing'],
      [{ 'x-vercel-signature': vercelSignature(body, 'another-secret-of-16+') }, "x-vercel-signature does not match the body signed with the hook's secret"],
      [{ 'x-vercel-signature': vercelSignature(`${body} `) }, "x-vercel-signature does not match the body signed with the hook's secret"],
    ] as const) {
      const refused = await call(url, body, headers);
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ error: 'invalid-signature', message: `The call was refused: ${message}.` });
    }
    // Calls that did not verify are not recorded.
    expect((await readHook()).body.lastCalledAt).toBeNull();
    expect(await scanCount()).toBe(0);

    for (const [event, target, reason] of [
      ['deployment.created', 'production', 'Vercel event deployment.created is not a finished deployment'],
      ['deployment.succeeded', null, 'Vercel event deployment.succeeded is of a preview deployment, not production'],
    ] as const) {
      const ignoredBody = vercelEvent(event, target);
      const ignored = await call(url, ignoredBody, { 'x-vercel-signature': vercelSignature(ignoredBody) });
      expect(ignored.status).toBe(202);
      expect(ignored.body).toEqual({ queued: false, scanId: null, reason: `Ignored: ${reason}.`, replayed: false });
    }
    expect(await scanCount()).toBe(0);
    expect((await readHook()).body).toMatchObject({ lastOutcome: 'ignored: Vercel event deployment.succeeded is of a preview deployment, not production', lastQueued: null, lastRefused: null });

    const queued = await call(url, body, { 'x-vercel-signature': vercelSignature(body) });
    expect(queued.status).toBe(202);
    expect(queued.body).toEqual({ queued: true, scanId: expect.any(String), reason: `vercel deployment.succeeded: scan ${queued.body.scanId} queued.`, replayed: false });
    await finished(queued.body.scanId);
    const history = await request(server.baseUrl, `/api/v1/me/sites/${ids.siteId}/history`, { key: ids.key });
    expect(history.body.scans[0]).toMatchObject({ id: queued.body.scanId, trigger: 'deploy' });
    const hook = await readHook();
    const outcome = `queued scan ${queued.body.scanId} (vercel deployment.succeeded)`;
    expect(hook.body).toMatchObject({ lastOutcome: outcome, lastCalledAt: expect.any(String), lastQueued: { at: hook.body.lastCalledAt, outcome, scanId: queued.body.scanId }, lastRefused: null });
    expect(hook.body).not.toHaveProperty('secret');
  }, 180_000);

  it('a netlify hook gets a JWS secret token, once, and checks X-Webhook-Signature (HS256, issuer netlify, sha256 of the body)', async () => {
    const created = await setHook({ provider: 'netlify' });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ url, provider: 'netlify', ready: true, secret: expect.stringMatching(/^dh_[A-Za-z0-9_-]{43}$/) });
    const secret: string = created.body.secret;
    expect(JSON.stringify((await readHook()).body)).not.toContain(secret);

    const body = netlifyDeploy('ready', 'production');
    const wrongKey = await call(url, body, { 'x-webhook-signature': await netlifySignature(body, 'not-the-hook-secret-at-all') });
    expect(wrongKey.body).toEqual({ error: 'invalid-signature', message: "The call was refused: X-Webhook-Signature is not a JWS signed with the hook's secret (HS256, issuer netlify)." });
    const otherBody = await call(url, body, { 'x-webhook-signature': await netlifySignature(netlifyDeploy('ready', 'deploy-preview'), secret) });
    expect(otherBody.body).toEqual({ error: 'invalid-signature', message: 'The call was refused: the JWS sha256 claim does not match the body.' });
    expect((await call(url, body, {})).status).toBe(401);

    const preview = netlifyDeploy('ready', 'deploy-preview');
    const ignored = await call(url, preview, { 'x-webhook-signature': await netlifySignature(preview, secret) });
    expect(ignored.body).toEqual({ queued: false, scanId: null, reason: 'Ignored: Netlify deploy of context deploy-preview, not production.', replayed: false });

    const queued = await call(url, body, { 'x-webhook-signature': await netlifySignature(body, secret) });
    expect(queued.status).toBe(202);
    expect(queued.body).toMatchObject({ queued: true, reason: `netlify deploy succeeded: scan ${queued.body.scanId} queued.` });
    await finished(queued.body.scanId);
  }, 180_000);

  it('a generic hook takes its bearer secret; a scan already queued is the one the deploy gets', async () => {
    const created = await setHook({ provider: 'generic' });
    const secret: string = created.body.secret;
    expect((await call(url, '', { authorization: 'Bearer dh_wrong' })).body).toEqual({ error: 'invalid-signature', message: "The call was refused: the bearer secret is not the hook's." });
    expect((await call(url, '', {})).body.message).toBe('The call was refused: send the hook\'s secret as "Authorization: Bearer <secret>".');
    const queued = await call(url, '', { authorization: `Bearer ${secret}`, ...deployKey() });
    expect(queued.body).toMatchObject({ queued: true, replayed: false });
    await finished(queued.body.scanId);
    expect(await scanCount()).toBe(3);
    // The secret is in no log line.
    expect(server.output()).not.toContain(secret);
    expect(server.output()).not.toContain(VERCEL_SECRET);
  }, 180_000);

  it('stays within the plan\'s quota: a refused call is 429 with Retry-After and spends nothing', async () => {
    const secret: string = (await setHook({ provider: 'generic' })).body.secret;
    // The quota counts in fixed hourly windows (lib/rate-limit/fixed-window.ts): the three scans above may have been
    // counted in the hour before this one, so this hour's count is set to what they spent, and only it is read; what
    // follows must stay in that hour.
    await clearOfWindowEnd(QUOTA_TEST_NEEDS_MS);
    const scope = 'scan:organization';
    const windowStart = windowStartOf(new Date(), 3600);
    await withDatabase(server.databaseEnv, (db) =>
      db.usageCounter.upsert({
        where: { scope_subject_windowStart: { scope, subject: ids.organizationId, windowStart } },
        create: { scope, subject: ids.organizationId, windowStart, count: SCANS_PER_ORGANIZATION - 1 },
        update: { count: SCANS_PER_ORGANIZATION - 1 },
      }),
    );
    const fourth = await call(url, '', { authorization: `Bearer ${secret}`, ...deployKey() });
    expect(fourth.body.queued).toBe(true);
    await finished(fourth.body.scanId);
    const counted = () =>
      withDatabase(server.databaseEnv, async (db) => (await db.usageCounter.findUnique({ where: { scope_subject_windowStart: { scope, subject: ids.organizationId, windowStart } } }))?.count);
    expect(await counted()).toBe(SCANS_PER_ORGANIZATION);
    const refused = await call(url, '', { authorization: `Bearer ${secret}`, ...deployKey() });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('rate-limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await scanCount()).toBe(SCANS_PER_ORGANIZATION);
    expect(await counted()).toBe(SCANS_PER_ORGANIZATION);
    // The refused call is the last call and the last refused one; the record of the call that queued a scan stays.
    const hook = (await readHook()).body;
    expect(hook.lastOutcome).toBe(`refused: ${refused.body.message}`);
    expect(hook.lastRefused).toEqual({ at: hook.lastCalledAt, outcome: `refused: ${refused.body.message}` });
    expect(hook.lastQueued).toEqual({ at: expect.any(String), outcome: `queued scan ${fourth.body.scanId} (deploy hook called)`, scanId: fourth.body.scanId });
    expect(Date.parse(hook.lastQueued.at)).toBeLessThan(Date.parse(hook.lastRefused.at));
    // Refused, it left no delivery: the same deploy called again is judged afresh (and refused again), not replayed.
    const again = await call(url, '', { authorization: `Bearer ${secret}`, 'idempotency-key': `deploy-${deliveries}` });
    expect(again.status).toBe(429);
    expect(await scanCount()).toBe(SCANS_PER_ORGANIZATION);
  }, 180_000 + QUOTA_TEST_NEEDS_MS);

  it('refuses without a paid plan, and answers 404 once removed', async () => {
    const secret: string = (await setHook({ provider: 'generic' })).body.secret;
    await withDatabase(server.databaseEnv, (db) => db.subscription.update({ where: { organizationId: ids.organizationId }, data: { currentPeriodEnd: new Date(Date.now() - 60_000) } }));
    const unpaid = await call(url, '', { authorization: `Bearer ${secret}`, ...deployKey() });
    expect(unpaid.status).toBe(403);
    expect(unpaid.body.error).toBe('subscription-required');
    await withDatabase(server.databaseEnv, (db) => db.subscription.update({ where: { organizationId: ids.organizationId }, data: { currentPeriodEnd: null } }));

    expect((await request(server.baseUrl, hookPath(), { key: ids.key, method: 'DELETE' })).status).toBe(204);
    const gone = await call(url, '', { authorization: `Bearer ${secret}`, ...deployKey() });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ error: 'not-found', message: 'No deploy hook has this id.' });
    expect((await readHook()).status).toBe(404);
  });

  it('refuses a secret for a provider that generates its own, and an unknown provider', async () => {
    expect((await setHook({ provider: 'netlify', secret: 'a-secret-of-sixteen-or-more' })).body).toEqual({
      error: 'invalid-body',
      message: 'Field "secret" is for vercel hooks only: netlify and generic hooks get a secret generated here.',
    });
    expect((await setHook({ provider: 'heroku' })).body).toEqual({ error: 'invalid-body', message: 'Field "provider" must be one of vercel, netlify or generic.' });
    expect((await setHook({ provider: 'vercel', secret: 'short' })).body).toEqual({ error: 'invalid-body', message: 'Field "secret" must be at least 16 characters long.' });
  });
});
