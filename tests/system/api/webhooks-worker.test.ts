// Webhook deliveries made by a `npm run worker` process of its own, on PGlite and PostgreSQL: the deliveries counter
// on the worker's /metrics (AGENTGAUGE_WORKER_PORT) and a delivery surviving that worker killed mid-attempt (SIGKILL,
// a fresh worker process, the same webhook-id on the retry: at-least-once); no secret in the server's or the workers'
// log lines. System tier: a separate worker process, its port and kill -9. The rest of the webhook tests run on the
// in-process service: tests/integration/api/webhooks.test.ts.
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganization } from '../../helpers/api-fixtures';
import { parseMetrics, sampleValue } from '../../helpers/prometheus';
import { DATABASE_KINDS, startServer, type TestServer } from '../../helpers/server';
import { startWebhookReceiver, type WebhookReceiver } from '../../helpers/webhook-receiver';
import { until } from '../../helpers/poll';
import { expectNoSecretIn, webhookApi, webhookServiceEnv } from '../../helpers/webhooks/webhook-api';
import { startWorker, stopWorker, type WorkerProcess } from '../../helpers/worker-process';

// Short: here the window only has to end in one given-up delivery after at least two failed attempts (0 s, then 0.5 s
// plus at most a poll); the backoff's growth over a longer window is tests/integration/api/webhooks.test.ts's.
const GIVE_UP_SECONDS = 3;
const ENV = { ...webhookServiceEnv({ giveUpSeconds: GIVE_UP_SECONDS, sweepSeconds: 1 }), AGENTGAUGE_IN_PROCESS_WORKER: '0' };

describe.each(DATABASE_KINDS)('webhooks delivered by a worker process on %s', (database) => {
  let server: TestServer;
  let receiver: WebhookReceiver;
  let worker: WorkerProcess;
  const workers: WorkerProcess[] = [];
  let key: string;
  let organizationId: string;
  let unpaidKey: string;
  let otherKey: string;
  let workerEnv: Record<string, string>;
  const secrets: string[] = [];

  const { api, createEndpoint, deliveries } = webhookApi(() => ({ baseUrl: server.baseUrl, key, receiver }), secrets);

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    workerEnv = { ...ENV, AGENTGAUGE_WORKER_PORT: '0', HOST: '127.0.0.1' };
    server = await startServer({
      database,
      env: ENV,
      seed: async (db) => {
        const organization = await seedOrganization(db, { name: 'Hooks', subscription: 'active' });
        key = organization.key;
        organizationId = organization.id;
        unpaidKey = (await seedOrganization(db, { name: 'Free', subscription: 'none' })).key;
        otherKey = (await seedOrganization(db, { name: 'Other', subscription: 'active' })).key;
      },
    });
    worker = await startWorker(server.databaseEnv, workerEnv);
    workers.push(worker);

    // What the worker's counter counts below (the whole webhook file's deliveries did, before the split): three
    // delivered pings, and a ping to a receiver that answers 500 retried until it is given up.
    const delivered = [];
    for (let i = 0; i < 3; i += 1) {
      const endpoint = await createEndpoint(`/ok-${i}`, ['scan.succeeded']);
      expect((await api(`/api/v1/me/webhooks/${endpoint.id}/test`, { method: 'POST' })).status).toBe(202);
      delivered.push(endpoint.id);
    }
    receiver.behave('/failing', { status: 500 });
    const failing = await createEndpoint('/failing', ['scan.failed']);
    expect((await api(`/api/v1/me/webhooks/${failing.id}/test`, { method: 'POST' })).status).toBe(202);
    for (const id of delivered) await until(`ping to ${id} delivered`, () => deliveries(id), (rows) => rows[0]?.status === 'delivered');
    // The endpoint is disabled after the given-up attempt is counted.
    await until(
      'failing endpoint disabled',
      async () => (await api('/api/v1/me/webhooks')).body.webhooks.find((webhook: { id: string }) => webhook.id === failing.id),
      (webhook) => webhook?.status === 'disabled',
      60_000,
    );
  }, 600_000);

  afterAll(async () => {
    for (const running of workers) await stopWorker(running).catch(() => undefined);
    await server?.stop();
    await receiver?.close();
  });

  it('counts delivery outcomes in the worker\'s /metrics', async () => {
    const port = /serves \/healthz, \/readyz and \/metrics on (http:\/\/127\.0\.0\.1:\d+)/.exec(worker.output())?.[1];
    expect(port).toBeDefined();
    const samples = parseMetrics(await (await fetch(`${port}/metrics`)).text());
    expect(sampleValue(samples, 'agentgauge_webhook_deliveries_total', { outcome: 'delivered' })).toBeGreaterThanOrEqual(3);
    expect(sampleValue(samples, 'agentgauge_webhook_deliveries_total', { outcome: 'failed' })).toBeGreaterThanOrEqual(2);
    expect(sampleValue(samples, 'agentgauge_webhook_deliveries_total', { outcome: 'given_up' })).toBe(1);
  });

  it('delivers after the worker holding the attempt is killed: the row is the truth, the lease runs out, the same webhook-id comes again', async () => {
    receiver.behave('/hang', { hangFirst: 1, thenStatus: 200 });
    const endpoint = await createEndpoint('/hang', ['scan.failed']);
    expect((await api(`/api/v1/me/webhooks/${endpoint.id}/test`, { method: 'POST' })).status).toBe(202);
    await receiver.waitFor('/hang', 1);
    worker.child.kill('SIGKILL');
    await worker.exited;
    worker = await startWorker(server.databaseEnv, workerEnv);
    workers.push(worker);
    const [first, second] = await receiver.waitFor('/hang', 2, () => true, 30_000);
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    new Webhook(endpoint.secret).verify(second!.body, second!.headers);
    const [log] = await until('delivered after the kill', () => deliveries(endpoint.id), (rows) => rows[0]?.status === 'delivered');
    expect(log).toMatchObject({ status: 'delivered', attempts: 2, lastResponseCode: 200 });
  });

  it('writes no signing secret or API key into any log line', () => {
    const outputs = [server.output(), ...workers.map((running) => running.output())];
    expect(secrets.length).toBeGreaterThanOrEqual(5);
    expectNoSecretIn(outputs, [...secrets, key, unpaidKey, otherKey]);
    expect(organizationId).toBeDefined();
  });
});
