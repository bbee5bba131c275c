// Audits run in the server's audit processes under a heap budget (AGENTGAUGE_AUDIT_HEAP_MB). A target that makes an
// audit outgrow it costs that audit a clear 503 (remote engine) or a failed scan with the reason (site scans, not
// retried: the pool ran it alone, so a retry would end the same way), never the server: the next audit in the same process succeeds, and an audit that shared the process
// when it died answers in full (run again alone). The database plays no part in this, so the server runs on PGlite
// only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganization } from '../../helpers/api-fixtures';
import { HEAVY_PAGE } from '../../helpers/audit-thread';
import { request } from '../../helpers/http';
import { parseMetrics, sampleValue } from '../../helpers/prometheus';
import { addFixtureSite, waitForScan } from '../../helpers/scan-sites';
import { withDatabase } from '../../helpers/server';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import { html, serveSite, type FixtureSite } from '../../helpers/site';

const BUDGET_MB = 96;
const INTERRUPTED = `The audit was stopped: its process ran out of the ${BUDGET_MB} MB heap budget while running only this audit (the site's resources need more than one audit may use).`;
const LIGHT_PAGE = '<!doctype html><html lang="en"><head><title>Light</title></head><body><main><h1>Light</h1><p>A small page.</p></main></body></html>';

describe('audits under the audit process heap budget', () => {
  let server: InProcessService;
  let heavy: FixtureSite;
  let light: FixtureSite;
  let gated: FixtureSite;
  let gate: Promise<void> = Promise.resolve();
  let startPageRequests = 0;
  let key: string;
  let heavySiteId: string;

  beforeAll(async () => {
    [heavy, light, gated] = await Promise.all([
      serveSite({ '/': html(HEAVY_PAGE) }),
      serveSite({ '/': html(LIGHT_PAGE) }),
      // The light page, held while the gate is closed (9 s at most, within the fetch timeout): an audit of it is
      // surely still running when an audit beside it ends their process.
      serveSite({
        '/': async (_req, res) => {
          startPageRequests += 1;
          await Promise.race([gate, new Promise((resolve) => setTimeout(resolve, 9_000))]);
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(LIGHT_PAGE);
        },
      }),
    ]);
    server = await startInProcessService({
      database: 'pglite',
      env: {
        AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
        AGENTGAUGE_AUDIT_HEAP_MB: String(BUDGET_MB),
        AGENTGAUGE_SCAN_RETRIES: '1',
        AGENTGAUGE_SCAN_RETRY_DELAY_SECONDS: '0',
        AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
      },
      seed: async (db) => {
        const organization = await seedOrganization(db, { name: 'Budget', subscription: 'active' });
        key = organization.key;
        heavySiteId = (await addFixtureSite(db, organization.id, heavy)).id;
      },
    });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await Promise.all([heavy?.close(), light?.close(), gated?.close()]);
  });

  const remoteAudit = (url: string) => request(server.baseUrl, '/api/v1/engine/audit', { key, json: { url } });
  /** A counter of the server's audit pools, from /metrics (loopback callers need no token). */
  const poolCounter = async (name: string) => sampleValue(parseMetrics((await request(server.baseUrl, '/metrics')).text), name) ?? 0;
  const until = async (condition: () => Promise<boolean>, ms: number) => {
    const deadline = Date.now() + ms;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error(`condition not met within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it('answers a remote audit that outgrows the budget with 503 and Retry-After, and serves the next one', async () => {
    const interrupted = await remoteAudit(heavy.url);
    expect(interrupted.status).toBe(503);
    expect(interrupted.body).toEqual({ error: 'service-unavailable', message: INTERRUPTED });
    expect(interrupted.headers.get('retry-after')).toBe('5');

    const next = await remoteAudit(light.url);
    expect(next.status).toBe(200);
    expect(next.body.url).toBe(light.url);
    expect(next.body.results).toHaveLength(26);
  }, 60_000);

  it('answers a remote audit that shared the process a heavy audit ended in full: only the heavy one gets the 503', async () => {
    const replaced = await poolCounter('agentgauge_audit_pool_process_replacements_total');
    const retried = await poolCounter('agentgauge_audit_pool_retries_total');
    let open = () => {};
    gate = new Promise((resolve) => (open = resolve));
    try {
      // The plain audit first, in flight (its page asked for) when the heavy one joins its process.
      const asked = startPageRequests;
      const plainRun = remoteAudit(gated.url);
      await until(async () => startPageRequests > asked, 60_000);
      const heavyRun = remoteAudit(heavy.url);
      await until(async () => (await poolCounter('agentgauge_audit_pool_process_replacements_total')) > replaced, 60_000);
      open();
      const [plain, interrupted] = await Promise.all([plainRun, heavyRun]);
      expect({ status: interrupted.status, body: interrupted.body }).toEqual({ status: 503, body: { error: 'service-unavailable', message: INTERRUPTED } });
      expect({ status: plain.status, url: plain.body.url, checks: plain.body.results?.length }).toEqual({ status: 200, url: gated.url, checks: 26 });
      // The shared process and the heavy audit's second, alone; both audits were run again once.
      expect(await poolCounter('agentgauge_audit_pool_process_replacements_total')).toBe(replaced + 2);
      expect(await poolCounter('agentgauge_audit_pool_retries_total')).toBe(retried + 2);
    } finally {
      open();
      gate = Promise.resolve();
    }
  }, 120_000);

  it('fails a site scan that outgrows the budget alone at once, with the reason: the queue does not retry what the pool judged hopeless', async () => {
    const started = await request(server.baseUrl, `/api/v1/me/sites/${heavySiteId}/scan`, { method: 'POST', key });
    expect(started.status).toBe(202);
    const settled = await waitForScan(server.baseUrl, key, started.body.scanId, ['succeeded', 'failed'], 90_000);
    expect(settled.body.status).toBe('failed');
    expect(settled.body.error).toBe(`${INTERRUPTED} It was not retried: it would end the same way.`);
    // The queue's record of it is final and was never retried (AGENTGAUGE_SCAN_RETRIES 1 would have retried it at
    // once): no attempt can read the site again.
    const job = () =>
      withDatabase(server.databaseEnv, async (db) =>
        (await db.$queryRawUnsafe<Array<{ state: string; retry_count: number }>>('SELECT state::text AS state, retry_count FROM pgboss.job WHERE id = $1::uuid', started.body.scanId))[0],
      );
    // The scan's row is written before its job ends.
    await expect.poll(async () => (await job())?.state).not.toBe('active');
    expect(await job()).toMatchObject({ retry_count: 0, state: expect.stringMatching(/^(completed|failed)$/) });
  }, 120_000);
});
