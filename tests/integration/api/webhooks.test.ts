// Webhooks end to end on the in-process service (its scan worker delivers), on PGlite and PostgreSQL: the CRUD routes'
// exact statuses; a regression announced once as a signed site.regressed that the `standardwebhooks` package verifies
// (Standard Webhooks spec, "Verifying webhooks"); a failing receiver retried with exponential backoff, then its
// endpoint disabled and the owner mailed; owners' alert mails for scheduled scans; and no secret in any log line.
// What needs a `npm run worker` process of its own (the worker's /metrics, a worker killed mid-attempt) is in
// tests/system/api/webhooks-worker.test.ts.
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE_VERSION } from '../../../engine/light';
import { SCAN_QUEUE } from '../../../lib/jobs/config';
import { onJobSettled } from '../../../lib/jobs/job-handlers';
import { seedFinishedScan, seedOrganization } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { addFixtureSite, startScanSite, unreachableSite } from '../../helpers/scan-sites';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import { DATABASE_KINDS, withDatabase } from '../../helpers/server';
import type { FixtureSite } from '../../helpers/site';
import { startMailbox, type TestMailbox } from '../../helpers/smtp';
import { startWebhookReceiver, type WebhookReceiver } from '../../helpers/webhook-receiver';
import { until } from '../../helpers/poll';
import { expectNoSecretIn, RETRY_BASE_SECONDS, webhookApi, webhookServiceEnv } from '../../helpers/webhooks/webhook-api';

const PUBLIC_URL = 'https://gauge.example.test';
const OWNER_EMAIL = 'owner@webhooks.example.test';
// Long enough that the retry gaps reach their cap (a sixth of the window, 2 s) well above the first gap (0.5 s) plus the
// up-to-a-second polling delay a busy machine adds to any one attempt.
const GIVE_UP_SECONDS = 12;
// The sweep looks every quarter second (a second in the system tier): "even after the sweep has had time to look again"
// then takes a second of waiting, not two and a half.
const SWEEP_SECONDS = 0.25;
const ENV = {
  ...webhookServiceEnv({ giveUpSeconds: GIVE_UP_SECONDS, sweepSeconds: SWEEP_SECONDS }),
  AGENTGAUGE_PUBLIC_URL: PUBLIC_URL,
  EMAIL_FROM: 'Agent Gauge <alerts@gauge.example.test>',
};

describe.each(DATABASE_KINDS)('webhooks on %s', (database) => {
  let server: InProcessService;
  let receiver: WebhookReceiver;
  let mailbox: TestMailbox;
  let site: FixtureSite;
  let key: string;
  let organizationId: string;
  let unpaidKey: string;
  let otherKey: string;
  let siteId: string;
  let deadSiteId: string;
  const secrets: string[] = [];

  const { api, createEndpoint, deliveries } = webhookApi(() => ({ baseUrl: server.baseUrl, key, receiver }), secrets);

  /**
   * Starts a site scan through the API and marks it as a schedule would have started it (the trigger is read when the
   * scan has finished; the connection is open before the scan is queued, so the mark lands well before that).
   */
  async function scheduledScan(ofSite: string): Promise<string> {
    return withDatabase(server.databaseEnv, async (db) => {
      await db.$queryRaw`SELECT 1`;
      const started = await api(`/api/v1/me/sites/${ofSite}/scan`, { method: 'POST' });
      expect(started.status).toBe(202);
      await db.scan.update({ where: { id: started.body.scanId }, data: { trigger: 'schedule' } });
      return started.body.scanId as string;
    });
  }

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    mailbox = await startMailbox();
    site = await startScanSite({ pages: 2 });
    server = await startInProcessService({
      database,
      env: { ...ENV, EMAIL_SERVER: mailbox.url },
      seed: async (db) => {
        const organization = await seedOrganization(db, { name: 'Hooks', subscription: 'active' });
        key = organization.key;
        organizationId = organization.id;
        const owner = await db.user.create({ data: { email: OWNER_EMAIL } });
        await db.membership.create({ data: { organizationId: organization.id, userId: owner.id, role: 'owner' } });
        unpaidKey = (await seedOrganization(db, { name: 'Free', subscription: 'none' })).key;
        otherKey = (await seedOrganization(db, { name: 'Other', subscription: 'active' })).key;
        const added = await addFixtureSite(db, organization.id, site);
        siteId = added.id;
        // The previous finished scan: every check at 100, so the real scan that follows regresses.
        await seedFinishedScan(db, added, organization.id, 100, new Date(Date.now() - 3_600_000));
        deadSiteId = (await addFixtureSite(db, organization.id, unreachableSite(site.port + 1))).id;
      },
    });
  }, 600_000);

  afterAll(async () => {
    await server?.stop();
    await Promise.all([receiver?.close(), mailbox?.close(), site?.close()]);
  });

  it('answers every CRUD route with its exact status (201/200/202/204/400/401/403/404)', async () => {
    const body = { url: `${receiver.origin}/crud`, events: ['scan.succeeded'] };
    expect((await request(server.baseUrl, '/api/v1/me/webhooks', { json: body })).status).toBe(401);
    const unpaid = await request(server.baseUrl, '/api/v1/me/webhooks', { key: unpaidKey, json: body });
    expect(unpaid.status).toBe(403);
    expect(unpaid.body.error).toBe('subscription-required');
    for (const invalid of [
      { url: `${receiver.origin}/crud`, events: [] },
      { url: `${receiver.origin}/crud`, events: ['scan.exploded'] },
      { url: `${receiver.origin}/crud`, events: ['scan.failed', 'scan.failed'] },
      { url: 'ftp://127.0.0.1/hook', events: ['scan.failed'] },
      { events: ['scan.failed'] },
      { url: `${receiver.origin}/crud`, events: ['scan.failed'], secret: 'mine' },
    ]) {
      const refused = await api('/api/v1/me/webhooks', { json: invalid });
      expect(refused.status, JSON.stringify(invalid)).toBe(400);
      expect(Object.keys(refused.body).sort()).toEqual(['error', 'message']);
    }

    const created = await api('/api/v1/me/webhooks', { json: body });
    expect(created.status).toBe(201);
    secrets.push(created.body.secret);
    expect(created.body).toEqual({
      id: expect.any(String),
      url: `${receiver.origin}/crud`,
      events: ['scan.succeeded'],
      createdAt: expect.any(String),
      status: 'active',
      failingSince: null,
      disabledAt: null,
      disabledReason: null,
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
    });
    const id = created.body.id as string;

    const listed = await api('/api/v1/me/webhooks');
    expect(listed.status).toBe(200);
    expect(listed.body.webhooks.map((webhook: { id: string }) => webhook.id)).toContain(id);
    expect(listed.text).not.toContain(created.body.secret);
    expect(listed.text).not.toContain('"secret"');
    expect((await request(server.baseUrl, '/api/v1/me/webhooks', { key: unpaidKey })).status).toBe(403);
    expect((await request(server.baseUrl, '/api/v1/me/webhooks')).status).toBe(401);
    expect((await api('/api/v1/me/webhooks?limit=0')).status).toBe(400);

    const log = await api(`/api/v1/me/webhooks/${id}/deliveries`);
    expect(log.status).toBe(200);
    expect(log.body).toEqual({ webhookId: id, deliveries: [], nextOffset: null });
    expect((await api('/api/v1/me/webhooks/not-a-uuid/deliveries')).status).toBe(400);
    expect((await api('/api/v1/me/webhooks/00000000-0000-4000-8000-000000000000/deliveries')).status).toBe(404);
    expect((await request(server.baseUrl, `/api/v1/me/webhooks/${id}/deliveries`, { key: otherKey })).status).toBe(404);
    expect((await request(server.baseUrl, `/api/v1/me/webhooks/${id}/deliveries`, { key: unpaidKey })).status).toBe(403);
    expect((await request(server.baseUrl, `/api/v1/me/webhooks/${id}/deliveries`)).status).toBe(401);

    const ping = await api(`/api/v1/me/webhooks/${id}/test`, { method: 'POST' });
    expect(ping.status).toBe(202);
    expect(ping.body).toMatchObject({ event: 'ping', status: 'pending', attempts: 0, lastResponseCode: null, messageId: expect.stringMatching(/^msg_/) });
    expect((await request(server.baseUrl, `/api/v1/me/webhooks/${id}/test`, { method: 'POST', key: otherKey })).status).toBe(404);
    expect((await request(server.baseUrl, `/api/v1/me/webhooks/${id}/test`, { method: 'POST', key: unpaidKey })).status).toBe(403);
    expect((await request(server.baseUrl, `/api/v1/me/webhooks/${id}/test`, { method: 'POST' })).status).toBe(401);
    expect((await api('/api/v1/me/webhooks/nope/test', { method: 'POST' })).status).toBe(400);
    const [pinged] = await receiver.waitFor('/crud', 1);
    expect(JSON.parse(pinged!.body)).toMatchObject({ type: 'ping', data: { webhookId: id } });
    const delivered = await until('ping delivered', () => deliveries(id), (rows) => rows[0]?.status === 'delivered');
    expect(delivered[0]).toMatchObject({ event: 'ping', status: 'delivered', attempts: 1, lastResponseCode: 204, nextAttemptAt: null, lastError: null });

    expect((await request(server.baseUrl, `/api/v1/me/webhooks/${id}`, { method: 'DELETE', key: otherKey })).status).toBe(404);
    expect((await request(server.baseUrl, `/api/v1/me/webhooks/${id}`, { method: 'DELETE', key: unpaidKey })).status).toBe(403);
    expect((await request(server.baseUrl, `/api/v1/me/webhooks/${id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await api('/api/v1/me/webhooks/nope', { method: 'DELETE' })).status).toBe(400);
    const deleted = await api(`/api/v1/me/webhooks/${id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect((await api(`/api/v1/me/webhooks/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await api(`/api/v1/me/webhooks/${id}/deliveries`)).status).toBe(404);

    // At most 10 endpoints per organization: the 11th is a 409 until one is deleted (the other tests' endpoints count).
    const many: string[] = [];
    const held = (await api('/api/v1/me/webhooks')).body.webhooks.length as number;
    for (let i = held; i < 10; i += 1) many.push((await createEndpoint(`/limit-${i}`, ['verification.expired'])).id);
    const eleventh = await api('/api/v1/me/webhooks', { json: { url: `${receiver.origin}/limit-10`, events: ['verification.expired'] } });
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.error).toBe('webhook-limit');
    for (const webhookId of many) expect((await api(`/api/v1/me/webhooks/${webhookId}`, { method: 'DELETE' })).status).toBe(204);
  });

  it('announces a regression once, as a site.regressed the standardwebhooks package verifies, and mails the owner for a scheduled scan', async () => {
    const endpoint = await createEndpoint('/regressions', ['site.regressed', 'scan.succeeded']);
    const scanId = await scheduledScan(siteId);
    const [regressed] = await receiver.waitFor('/regressions', 1, (delivery) => JSON.parse(delivery.body).type === 'site.regressed', 60_000);
    // Verified exactly as a receiver would (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature).
    const verified = new Webhook(endpoint.secret).verify(regressed!.body, regressed!.headers) as Record<string, any>;
    expect(verified.type).toBe('site.regressed');
    expect(verified.data).toEqual({
      siteId,
      host: `127.0.0.1:${site.port}`,
      beforeScanId: expect.any(String),
      afterScanId: scanId,
      trigger: 'schedule',
      scoreDelta: expect.any(Number),
      regressedChecks: expect.any(Array),
      // The site has no journeys: none lost (tests/integration/api/journeys-scans.test.ts names one that is).
      lostJourneys: [],
      comparable: expect.any(Boolean),
      warnings: expect.any(Array),
    });
    expect(verified.data.scoreDelta).toBeLessThan(0);
    expect(regressed!.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    // The installation's own public URL, never a host of someone else.
    expect(regressed!.headers['user-agent']).toBe(`AgentGauge-Webhooks/${ENGINE_VERSION} (+${PUBLIC_URL})`);
    expect(() => new Webhook(`whsec_${Buffer.from('another secret of enough length!').toString('base64')}`).verify(regressed!.body, regressed!.headers)).toThrow();
    const compared = await api(`/api/v1/me/sites/${siteId}/compare`);
    expect(verified.data.scoreDelta).toBe(compared.body.scoreDelta);
    expect(verified.data.regressedChecks).toEqual(compared.body.regressedChecks);

    const succeeded = await receiver.waitFor('/regressions', 1, (delivery) => JSON.parse(delivery.body).type === 'scan.succeeded');
    expect(JSON.parse(succeeded[0]!.body).data).toMatchObject({ scanId, status: 'succeeded', trigger: 'schedule' });
    // Exactly one of each, even after the sweep has had time to look again (four sweep periods).
    await new Promise((resolve) => setTimeout(resolve, 4 * SWEEP_SECONDS * 1000));
    const types = receiver.on('/regressions').map((delivery) => JSON.parse(delivery.body).type);
    expect(types.sort()).toEqual(['scan.succeeded', 'site.regressed']);

    const mail = await mailbox.waitForMail(OWNER_EMAIL, 15_000, (sent) => sent.subject.includes(' regressed '));
    expect(mail.subject).toMatch(new RegExp(`^127\\.0\\.0\\.1:${site.port} regressed \\(-[\\d.]+ points\\)$`));
    expect(mail.text).toContain(`${PUBLIC_URL}/sites/${siteId}/compare?before=${verified.data.beforeScanId}&after=${scanId}`);
  });

  it('announces a failed scheduled scan as scan.failed and mails the owner', async () => {
    await createEndpoint('/failures', ['scan.failed']);
    const scanId = await scheduledScan(deadSiteId);
    const [failed] = await receiver.waitFor('/failures', 1, (delivery) => JSON.parse(delivery.body).data.scanId === scanId, 60_000);
    expect(JSON.parse(failed!.body)).toMatchObject({ type: 'scan.failed', data: { scanId, siteId: deadSiteId, status: 'failed', trigger: 'schedule', score: null } });
    const mail = await mailbox.waitForMail(OWNER_EMAIL, 15_000, (sent) => sent.subject.startsWith('Scheduled scan of'));
    expect(mail.subject).toBe(`Scheduled scan of 127.0.0.1:${site.port + 1} failed`);
    expect(mail.text).toContain(`${PUBLIC_URL}/sites/${deadSiteId}`);
  });

  it('sends no alert mail when the organization switched alert mails off (the webhook still goes)', async () => {
    await withDatabase(server.databaseEnv, (db) => db.organization.update({ where: { id: organizationId }, data: { emailAlerts: false } }));
    await createEndpoint('/quiet', ['scan.failed']);
    const mailsBefore = mailbox.received.length;
    // The scan's job is the scan's id; its handler announces the scan and would send the mail (awaiting the SMTP
    // server's acceptance) before it settles: once it has settled, a mail that was sent has arrived.
    const settledJobs = new Set<string>();
    const unsubscribe = onJobSettled((settlement) => settlement.queue === SCAN_QUEUE && settledJobs.add(settlement.jobId));
    try {
      const scanId = await scheduledScan(deadSiteId);
      await receiver.waitFor('/quiet', 1, (delivery) => JSON.parse(delivery.body).data.scanId === scanId, 60_000);
      await until('the scan\'s job settled', async () => settledJobs.has(scanId), (settled) => settled);
    } finally {
      unsubscribe();
    }
    expect(mailbox.received.length).toBe(mailsBefore);
    await withDatabase(server.databaseEnv, (db) => db.organization.update({ where: { id: organizationId }, data: { emailAlerts: true } }));
  });

  it('announces an agent run that ended as agent_run.finished, only to endpoints subscribed to it', async () => {
    const endpoint = await createEndpoint('/runs', ['agent_run.finished']);
    const unsubscribed = await createEndpoint('/not-runs', ['scan.failed', 'scan.succeeded']);
    const started = await api(`/api/v1/me/sites/${siteId}/agent-runs`, { json: { goal: 'Find the guide chapters', agent: 'builtin' } });
    expect(started.status).toBe(202);
    const [finished] = await receiver.waitFor('/runs', 1, () => true, 60_000);
    const verified = new Webhook(endpoint.secret).verify(finished!.body, finished!.headers) as Record<string, any>;
    expect(verified).toMatchObject({
      type: 'agent_run.finished',
      data: { siteId, host: `127.0.0.1:${site.port}`, runId: started.body.runId, taskId: started.body.taskId, status: expect.stringMatching(/^(finished|failed)$/) },
    });
    const run = await api(`/api/v1/me/sites/${siteId}/agent-runs?run_id=${started.body.runId}`);
    expect(run.status).toBe(200);
    expect(verified.data.status).toBe(run.body.runs[0].status);
    // An event's deliveries are written together when it is announced: the one the subscribed endpoint received
    // was written, and the other endpoint has none.
    expect(await deliveries(unsubscribed.id)).toEqual([]);
    expect(receiver.on('/not-runs')).toEqual([]);
  });

  it('retries a failing receiver with exponential backoff, then disables the endpoint and tells the owner; a delivered ping enables it again', async () => {
    receiver.behave('/failing', { status: 500 });
    const endpoint = await createEndpoint('/failing', ['scan.failed']);
    expect((await api(`/api/v1/me/webhooks/${endpoint.id}/test`, { method: 'POST' })).status).toBe(202);
    const disabled = await until(
      'endpoint disabled',
      async () => (await api('/api/v1/me/webhooks')).body.webhooks.find((webhook: { id: string }) => webhook.id === endpoint.id),
      (webhook) => webhook?.status === 'disabled',
      60_000,
    );
    expect(disabled.disabledReason).toMatch(new RegExp(`^Every delivery failed for ${GIVE_UP_SECONDS} seconds`));
    const attempts = receiver.on('/failing');
    // One message, retried: the same webhook-id on every attempt, a fresh signature each time.
    expect(new Set(attempts.map((attempt) => attempt.headers['webhook-id'])).size).toBe(1);
    expect(attempts.length).toBeGreaterThanOrEqual(3);
    const gaps = attempts.slice(1).map((attempt, i) => attempt.at - attempts[i]!.at);
    // base 0.5 s doubling: 0.5, 1, 2, 2 … (polling adds up to a second to any one; the growth is what counts)
    expect(gaps[0]!).toBeGreaterThanOrEqual(RETRY_BASE_SECONDS * 1000 - 50);
    expect(Math.max(...gaps.slice(-2))).toBeGreaterThan(gaps[0]!);
    const [log] = await deliveries(endpoint.id);
    expect(log).toMatchObject({ event: 'ping', status: 'failed', lastResponseCode: 500, nextAttemptAt: null, attempts: attempts.length });
    const notice = await mailbox.waitForMail(OWNER_EMAIL, 15_000, (sent) => sent.subject === 'Agent Gauge disabled a webhook endpoint');
    expect(notice.subject).toBe('Agent Gauge disabled a webhook endpoint');
    expect(notice.text).toContain(`${receiver.origin}/failing`);
    expect(notice.text).toContain(`${PUBLIC_URL}/webhooks`);

    receiver.behave('/failing', { status: 200 });
    expect((await api(`/api/v1/me/webhooks/${endpoint.id}/test`, { method: 'POST' })).status).toBe(202);
    const enabled = await until(
      'endpoint enabled by a delivered ping',
      async () => (await api('/api/v1/me/webhooks')).body.webhooks.find((webhook: { id: string }) => webhook.id === endpoint.id),
      (webhook) => webhook?.status === 'active',
    );
    expect(enabled).toMatchObject({ failingSince: null, disabledAt: null, disabledReason: null });
  }, 120_000);

  it('writes no signing secret or API key into any log line', async () => {
    // An endpoint of its own that signs a delivery, so the log holds signing work whatever ran before.
    const endpoint = await createEndpoint('/logged', ['scan.failed']);
    expect((await api(`/api/v1/me/webhooks/${endpoint.id}/test`, { method: 'POST' })).status).toBe(202);
    await until('ping delivered', () => deliveries(endpoint.id), (rows) => rows[0]?.status === 'delivered');
    const outputs = [server.output()];
    expect(secrets.length).toBeGreaterThanOrEqual(1);
    expectNoSecretIn(outputs, [...secrets, key, unpaidKey, otherKey]);
    expect(organizationId).toBeDefined();
  });
});
