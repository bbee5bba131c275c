// What an operator watches, through the real server and a real `npm run worker` on PGlite and PostgreSQL:
// /healthz and /readyz (503 with Retry-After while a shipped migration is not applied), Prometheus metrics after real
// traffic (requests by route and status, audits by surface and outcome, queue depth and job latency on the worker),
// /metrics behind AGENTGAUGE_METRICS_TOKEN, X-Request-Id on every answer and in the request's log line, and logs
// that are JSON lines only and hold none of the keys, passwords, cookies, tokens and secrets the test created.
// System tier: a worker process of its own (its port, its metrics, its log), built pages (/, /report/…, /sites) and
// the request counters labelled by the real build. /metrics behind a trusted proxy and the proxy's X-Request-Id are
// tests/integration/api/operators.test.ts's.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../lib/services/admin/create-user';
import { createKey, seedOrganization } from '../../helpers/api-fixtures';
import { cookiesSet, request, type HttpAnswer } from '../../helpers/http';
import { logLines } from '../../helpers/logs';
import { scrape, UUID, waitForLine } from '../../helpers/operators/metrics-and-log-lines';
import { lintExposition, sampleValue, type Sample } from '../../helpers/prometheus';
import { addFixtureSite, startScanSite, waitForScan } from '../../helpers/scan-sites';
import { DATABASE_KINDS, SERVER_START_TIMEOUT_MS, startServer, withDatabase, type TestServer } from '../../helpers/server';
import type { FixtureSite } from '../../helpers/site';
import { startMailbox, type TestMailbox } from '../../helpers/smtp';
import { reserveLoopbackUrl } from '../../helpers/free-port';
import { startWorker, stopWorker, type WorkerProcess } from '../../helpers/worker-process';

const secret = (label: string) => `${label}-${randomBytes(12).toString('hex')}`;

/** Scrapes until `ready` holds (at most 10 s), for a sample recorded just after the state the test waited for. */
async function scrapeUntil(baseUrl: string, token: string, ready: (samples: Sample[]) => boolean): Promise<Sample[] & { text: string }> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const samples = await scrape(baseUrl, token);
    if (ready(samples) || Date.now() > deadline) return samples;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(DATABASE_KINDS)('operating the service on %s', (database) => {
  const secrets = {
    metricsToken: secret('metrics-token'),
    wrongMetricsToken: secret('wrong-metrics-token'),
    nextAuthSecret: secret('nextauth-secret'),
    password: secret('password'),
    wrongPassword: secret('wrong-password'),
    smtpPassword: secret('smtp-password'),
    answersKey: secret('answers-key'),
    agentModelKey: secret('agent-model-key'),
    linkToken: secret('link-token'),
    inventedKey: `ag_live_${randomBytes(32).toString('base64url')}`,
  };
  const created: Record<string, string> = {};
  const owner = `owner-${database}@agentgauge.test`;
  let site: FixtureSite;
  let mailbox: TestMailbox;
  let server: TestServer;
  let worker: WorkerProcess;
  let workerUrl: string;
  let siteId: string;

  beforeAll(async () => {
    site = await startScanSite({ pages: 3 });
    mailbox = await startMailbox();
    const own = await reserveLoopbackUrl();
    const env = {
      AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
      // Anonymous scans of the 127.0.0.1 fixtures (a test bed's setting: they never reach a private origin otherwise).
      AGENTGAUGE_PUBLIC_SCAN_PRIVATE_TARGETS: '1',
      AGENTGAUGE_METRICS_TOKEN: secrets.metricsToken,
      // The most verbose level: a secret must not hide in any line.
      AGENTGAUGE_LOG_LEVEL: 'trace',
      AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
      AGENTGAUGE_QUEUE_SUPERVISE_SECONDS: '1',
      NEXTAUTH_SECRET: secrets.nextAuthSecret,
      // Sign-in links need a configured public URL; the mailbox refuses this password: sending one fails, and the
      // failure is logged.
      AGENTGAUGE_PUBLIC_URL: own.url,
      EMAIL_SERVER: mailbox.url.replace(/:[^:@/]+@/, `:${secrets.smtpPassword}@`),
      EMAIL_FROM: 'Agent Gauge <no-reply@agentgauge.test>',
      ANSWERS_API_KEY: secrets.answersKey,
      AGENT_MODEL_API_KEY: secrets.agentModelKey,
    };
    server = await startServer({
      database,
      env: { ...env, PORT: own.port, AGENTGAUGE_IN_PROCESS_WORKER: '0' },
      seed: async (db) => {
        const organization = await seedOrganization(db, { name: 'Operators', subscription: 'active' });
        created.key = organization.key;
        created.revokedKey = await createKey(db, organization.id, { revoked: true });
        siteId = (await addFixtureSite(db, organization.id, site)).id;
        await createUser({ organizationId: organization.id, email: owner, password: secrets.password, role: 'owner' });
      },
    });
    worker = await startWorker(server.databaseEnv, { ...env, AGENTGAUGE_WORKER_PORT: '0' });
    workerUrl = /serves \/healthz, \/readyz and \/metrics on (http:\/\/[\d.]+:\d+)/.exec(worker.output())![1]!;
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    if (worker) await stopWorker(worker);
    await server?.stop();
    await mailbox?.close();
    await site?.close();
  });

  it('answers /healthz and /readyz; /readyz is 503 with Retry-After while a shipped migration is not applied', async () => {
    for (const baseUrl of [server.baseUrl, workerUrl]) {
      const health = await request(baseUrl, '/healthz');
      expect([health.status, health.body, health.headers.get('cache-control')]).toEqual([200, { status: 'ok' }, 'no-store']);
      expect((await request(baseUrl, '/readyz')).body).toEqual({ status: 'ready' });
      const posted = await request(baseUrl, '/healthz', { method: 'POST', json: {} });
      expect([posted.status, posted.headers.get('allow'), posted.body.error]).toEqual([405, 'GET, HEAD', 'method-not-allowed']);
    }

    // One connection for the whole check: opening the database again would apply the "missing" migration.
    const latest = await withDatabase(server.databaseEnv, async (db) => {
      const [row] = await db.$queryRawUnsafe<Array<{ migration_name: string }>>(
        'SELECT migration_name FROM "_prisma_migrations" ORDER BY migration_name DESC LIMIT 1',
      );
      const name = row!.migration_name;
      await db.$executeRawUnsafe('UPDATE "_prisma_migrations" SET rolled_back_at = now() WHERE migration_name = $1', name);
      try {
        for (const baseUrl of [server.baseUrl, workerUrl]) {
          const notReady = await request(baseUrl, '/readyz');
          expect(notReady.status).toBe(503);
          expect(notReady.headers.get('retry-after')).toBe('5');
          expect(notReady.body).toEqual({ error: 'service-unavailable', message: `Not ready: 1 database migration(s) not applied: ${name}.` });
          // Alive all the same: a process that is not ready is not restarted.
          expect((await request(baseUrl, '/healthz')).status).toBe(200);
        }
      } finally {
        await db.$executeRawUnsafe('UPDATE "_prisma_migrations" SET rolled_back_at = NULL WHERE migration_name = $1', name);
      }
      return name;
    });
    expect((await request(server.baseUrl, '/readyz')).status).toBe(200);
    const warning = await waitForLine(server.output, (line) => line.level === 'warn' && line.msg.startsWith('Not ready:'));
    expect(warning.msg).toBe(`Not ready: 1 database migration(s) not applied: ${latest}.`);
  });

  it('gives every answer its own X-Request-Id, logged with the request; a caller cannot choose it without a trusted proxy', async () => {
    const answers: HttpAnswer[] = [
      await request(server.baseUrl, '/api/v1/report/unknown.example'),
      await request(server.baseUrl, '/'),
      await request(server.baseUrl, '/healthz'),
      await request(server.baseUrl, '/api/v1/me/sites', { key: created.key!, headers: { 'x-request-id': 'chosen-by-the-caller' } }),
    ];
    const ids = answers.map((answer) => answer.headers.get('x-request-id') ?? '');
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(4);

    const line = await waitForLine(server.output, (entry) => entry.requestId === ids[0] && entry.msg === 'request');
    expect(line).toMatchObject({ level: 'debug', method: 'GET', path: '/api/v1/report/unknown.example', route: '/api/v1/report/[host]', status: '404' });
    expect(typeof line.ms).toBe('number');
    expect((await waitForLine(server.output, (entry) => entry.requestId === ids[3] && entry.msg === 'request')).status).toBe('200');
  });

  it('counts requests by route and status, and audits by surface and outcome; /metrics wants the token', async () => {
    expect((await request(server.baseUrl, '/metrics')).status).toBe(401);
    const wrong = await request(server.baseUrl, '/metrics', { key: secrets.wrongMetricsToken });
    expect([wrong.status, wrong.headers.get('www-authenticate'), wrong.body.error]).toEqual([401, 'Bearer', 'unauthorized']);

    const host = `127.0.0.1:${site.port}`;
    expect((await request(server.baseUrl, '/api/v1/scan', { json: { domain: site.url } })).status).toBe(200);
    expect((await request(server.baseUrl, `/api/v1/report/${host}`)).status).toBe(200);
    expect((await request(server.baseUrl, `/report/${host}`)).status).toBe(200);
    expect((await request(server.baseUrl, '/no/such/page')).status).toBe(404);
    const audit = (url: string) => request(server.baseUrl, '/api/v1/engine/audit', { key: created.key!, json: { url } });
    expect((await audit(site.url)).status).toBe(200);
    // Nothing listens on port 1: the start page cannot be reached.
    expect((await audit('http://127.0.0.1:1/')).status).toBe(422);
    expect((await request(server.baseUrl, '/api/v1/me/sites', { key: secrets.inventedKey })).status).toBe(401);

    // A request's numbers are recorded when its response has ended; the scrape below follows each of them.
    const samples = await scrape(server.baseUrl, secrets.metricsToken);
    const requests = (method: string, route: string, status: string) =>
      sampleValue(samples, 'agentgauge_http_requests_total', { method, route, status });
    expect(requests('POST', '/api/v1/scan', '200')).toBe(1);
    expect(requests('GET', '/api/v1/report/[host]', '200')).toBe(1);
    expect(requests('GET', '/report/[host]', '200')).toBe(1);
    expect(requests('GET', 'other', '404')).toBe(1);
    expect(requests('POST', '/api/v1/engine/audit', '422')).toBe(1);
    expect(requests('GET', '/api/v1/me/sites', '401')).toBe(1);
    expect(requests('GET', '/metrics', '401')).toBe(2);
    expect(sampleValue(samples, 'agentgauge_http_request_duration_seconds_count', { method: 'POST', route: '/api/v1/engine/audit' })).toBe(2);
    expect(sampleValue(samples, 'agentgauge_http_request_duration_seconds_bucket', { method: 'POST', route: '/api/v1/scan', le: '+Inf' })).toBe(1);
    // The scrape itself is in flight while it is being answered.
    expect(sampleValue(samples, 'agentgauge_http_requests_in_flight')).toBe(1);

    const audits = (surface: string, outcome: string) => sampleValue(samples, 'agentgauge_audit_duration_seconds_count', { surface, outcome });
    expect(audits('public-scan', 'succeeded')).toBe(1);
    expect(audits('engine-audit', 'succeeded')).toBe(1);
    expect(audits('engine-audit', 'target-unreachable')).toBe(1);
    expect(audits('site-scan', 'succeeded')).toBeUndefined();
    expect(sampleValue(samples, 'agentgauge_audit_pool_queue_length')).toBe(0);
    expect(sampleValue(samples, 'agentgauge_audit_pool_process_replacements_total')).toBe(0);
    // Deprecated (docs/operations.md), still served beside its successor.
    expect(sampleValue(samples, 'agentgauge_audit_pool_thread_replacements_total')).toBe(0);
    expect(sampleValue(samples, 'agentgauge_audit_pool_retries_total')).toBe(0);
    expect(samples.text).toContain('# TYPE agentgauge_webhook_deliveries_total counter');
    expect(samples.some((sample) => sample.name === 'process_resident_memory_bytes')).toBe(true);
    // What `promtool check metrics` would report (issue 25.14): nothing.
    expect(lintExposition(samples.text)).toEqual([]);
    expect(samples.some((sample) => sample.name === 'nodejs_active_handles')).toBe(true);
  });

  it("serves the worker's own metrics: site scans by outcome, queue depth and the job's latency", async () => {
    const started = await request(server.baseUrl, `/api/v1/me/sites/${siteId}/scan`, { method: 'POST', key: created.key! });
    expect(started.status).toBe(202);
    expect((await waitForScan(server.baseUrl, created.key!, started.body.scanId)).body.status).toBe('succeeded');

    expect((await request(workerUrl, '/metrics')).status).toBe(401);
    // The scan shows "succeeded" as soon as its row is written; the job itself ends (and is timed) a moment later,
    // after the scan's announcements, so the job-duration sample may lag the status by that moment.
    const samples = await scrapeUntil(workerUrl, secrets.metricsToken, (scraped) =>
      sampleValue(scraped, 'agentgauge_job_duration_seconds_count', { queue: 'site-scan', outcome: 'completed' }) !== undefined);
    expect(sampleValue(samples, 'agentgauge_audit_duration_seconds_count', { surface: 'site-scan', outcome: 'succeeded' })).toBe(1);
    expect(sampleValue(samples, 'agentgauge_job_latency_seconds_count', { queue: 'site-scan' })).toBe(1);
    expect(sampleValue(samples, 'agentgauge_job_duration_seconds_count', { queue: 'site-scan', outcome: 'completed' })).toBe(1);
    for (const queue of ['site-scan', 'site-scan-failed', 'answers-pass', 'agent-run']) {
      for (const state of ['ready', 'deferred', 'active']) {
        expect(sampleValue(samples, 'agentgauge_queue_depth', { queue, state }), `${queue} ${state}`).toBeGreaterThanOrEqual(0);
      }
    }
    // The web process ran no scan: its numbers are its own.
    const web = await scrape(server.baseUrl, secrets.metricsToken);
    expect(sampleValue(web, 'agentgauge_audit_duration_seconds_count', { surface: 'site-scan', outcome: 'succeeded' })).toBeUndefined();
    expect(web.some((sample) => sample.name === 'agentgauge_queue_depth')).toBe(false);
    expect(lintExposition(samples.text)).toEqual([]);
  });

  it('logs JSON lines only, none of which holds a key, password, cookie, token or configured secret', async () => {
    // Sign in with the password (and once with a wrong one), as next-auth's client does: CSRF token, then the form.
    const csrf = await request(server.baseUrl, '/api/auth/csrf');
    const csrfCookie = cookiesSet(csrf);
    created.csrfToken = csrf.body.csrfToken;
    const signIn = (password: string) =>
      request(server.baseUrl, '/api/auth/callback/credentials', {
        method: 'POST',
        headers: { cookie: csrfCookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: owner, password, csrfToken: created.csrfToken!, callbackUrl: '/sites', json: 'true' }).toString(),
      });
    await signIn(secrets.wrongPassword);
    const signedIn = await signIn(secrets.password);
    const session = signedIn.headers.getSetCookie().find((value) => value.startsWith('next-auth.session-token='))!.split(';')[0]!;
    created.session = session.slice(session.indexOf('=') + 1);
    expect((await request(server.baseUrl, '/sites', { headers: { cookie: session } })).status).toBe(200);
    // A key on a page, a revoked key, and a sign-in link token in a query string.
    expect((await request(server.baseUrl, '/', { key: created.key! })).status).toBe(200);
    expect((await request(server.baseUrl, '/api/v1/me/sites', { key: created.revokedKey! })).status).toBe(401);
    await request(server.baseUrl, `/api/auth/callback/email?token=${secrets.linkToken}&email=${encodeURIComponent(owner)}`);
    // A sign-in link the mail server refuses to send (wrong SMTP password): the failure is logged, with the request's id.
    const form = new URLSearchParams({ email: owner, csrfToken: created.csrfToken!, callbackUrl: '/sites', json: 'true' });
    const asked = await request(server.baseUrl, '/api/auth/signin/email', {
      method: 'POST',
      headers: { cookie: csrfCookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(asked.status).toBe(200);
    const failure = await waitForLine(server.output, (line) => line.msg.startsWith('A sign-in link could not be sent'));
    expect(failure.level).toBe('error');
    expect(failure.requestId).toBe(asked.headers.get('x-request-id'));

    const outputs = { server: server.output(), worker: worker.output() };
    for (const [name, output] of Object.entries(outputs)) {
      const lines = logLines(output);
      expect(lines.length, name).toBeGreaterThan(5);
      for (const line of lines) expect([typeof line.level, typeof line.time, typeof line.msg, typeof line.pid]).toEqual(['string', 'string', 'string', 'number']);
      for (const [label, value] of Object.entries({ ...secrets, ...created })) {
        expect(output.includes(value), `${label} appears in the ${name}'s log`).toBe(false);
      }
    }
  });
});
