// Audits run in the server's audit processes under a heap budget (AGENTGAUGE_AUDIT_HEAP_MB). A target that makes an
// audit outgrow it costs that audit a clear 503 (remote engine) or a failed scan with the reason (site scans, after
// their retry), never the server: the next audit in the same process succeeds. The database plays no part in this,
// so the server runs on PGlite only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganization } from '../helpers/api-fixtures';
import { HEAVY_PAGE } from '../helpers/audit-thread';
import { request } from '../helpers/http';
import { addFixtureSite, waitForScan } from '../helpers/scan-sites';
import { startServer, type TestServer } from '../helpers/server';
import { html, serveSite, type FixtureSite } from '../helpers/site';

const BUDGET_MB = 96;
const INTERRUPTED = `The audit was stopped: its process ran out of the ${BUDGET_MB} MB heap budget while running only this audit (the site's resources need more than one audit may use).`;
const LIGHT_PAGE = '<!doctype html><html lang="en"><head><title>Light</title></head><body><main><h1>Light</h1><p>A small page.</p></main></body></html>';

describe('audits under the audit process heap budget', () => {
  let server: TestServer;
  let heavy: FixtureSite;
  let light: FixtureSite;
  let key: string;
  let heavySiteId: string;

  beforeAll(async () => {
    [heavy, light] = await Promise.all([serveSite({ '/': html(HEAVY_PAGE) }), serveSite({ '/': html(LIGHT_PAGE) })]);
    server = await startServer({
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
    await Promise.all([heavy?.close(), light?.close()]);
  });

  const remoteAudit = (url: string) => request(server.baseUrl, '/api/v1/engine/audit', { key, json: { url } });

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

  it('fails a site scan that outgrows the budget on every attempt, with the reason', async () => {
    const started = await request(server.baseUrl, `/api/v1/me/sites/${heavySiteId}/scan`, { method: 'POST', key });
    expect(started.status).toBe(202);
    const settled = await waitForScan(server.baseUrl, key, started.body.scanId, ['succeeded', 'failed'], 90_000);
    expect(settled.body.status).toBe('failed');
    expect(settled.body.error).toBe(`${INTERRUPTED} (attempt 2)`);
  }, 120_000);
});
