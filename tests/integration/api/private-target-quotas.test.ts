// Issue 35 point 3: a self-hosted trial is never locked out by its own limits. An origin the operator lists in
// AGENTGAUGE_ALLOW_PRIVATE_TARGETS (host:port) is theirs, not a third party's site: the per-target limits, which
// protect third-party sites, leave it alone (remote audits, site scans), while the organization's own limits still
// count it, and their refusal names the counted work, when it frees and the setting.
// Issue 44 point 6: that list is for the organization's own sites. An anonymous public scan of the origin is refused,
// naming the rule (public-scan-private-target), spending nothing, and the public report and badge never publish it,
// even a measurement stored before the rule (this server does not set the test bed's
// AGENTGAUGE_PUBLIC_SCAN_PRIVATE_TARGETS).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalReport, seedOrganization, seedProvenHost } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { clearOfWindowEnd, refusalBody } from '../../helpers/quota';
import { startScanSite } from '../../helpers/scan-sites';
import { SERVER_START_TIMEOUT_MS } from '../../helpers/server';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import type { FixtureSite } from '../../helpers/site';

/** The first test counts the organization's hourly units up to a 429: 5 s on a 2-core machine. */
const BLOCK_NEEDS_MS = 60_000;

let server: InProcessService;
let site: FixtureSite;
let key: string;
let siteId: string;

beforeAll(async () => {
  site = await startScanSite({ pages: 1 });
  const origin = new URL(site.url).host;
  server = await startInProcessService({
    database: 'pglite',
    env: {
      AGENTGAUGE_ALLOW_PRIVATE_TARGETS: origin,
      AGENTGAUGE_SCANS_PER_TARGET: '1',
      AGENTGAUGE_SCANS_PER_OWN_SITE: '1',
      AGENTGAUGE_PUBLIC_SCAN_PER_TARGET: '1',
      AGENTGAUGE_SCANS_PER_ORGANIZATION: '4',
      AGENTGAUGE_IN_PROCESS_WORKER: '0',
    },
    seed: async (db) => {
      const organization = await seedOrganization(db, { name: 'Trial', subscription: 'active', hosts: [] });
      key = organization.key;
      siteId = (await db.site.create({ data: { organizationId: organization.id, host: origin, url: site.url, publicReport: true } })).id;
      // Proven (issue 52 point 3): the report stays unpublished for being a private origin alone.
      await seedProvenHost(db, organization.id, origin);
      // A public scan of it stored before anonymous scans were refused private origins.
      const stored = minimalReport(site.url, 64, new Date('2026-11-01T10:00:00Z'));
      await db.publicReport.create({ data: { host: origin, url: site.url, score: 64, engine: stored.engine, report: stored as never, scannedAt: new Date(stored.timestamp) } });
    },
  });
  await clearOfWindowEnd(BLOCK_NEEDS_MS);
}, SERVER_START_TIMEOUT_MS + BLOCK_NEEDS_MS);

afterAll(async () => {
  await server?.stop();
  await site?.close();
});

describe('an origin listed in AGENTGAUGE_ALLOW_PRIVATE_TARGETS', () => {
  it('is audited and scanned past the per-target limits of 1; the organization limit still counts', async () => {
    const audit = () => request(server.baseUrl, '/api/v1/engine/audit', { key, json: { url: site.url, checks: ['robots-txt'] } });
    expect((await audit()).status).toBe(200);
    expect((await audit()).status).toBe(200);
    const firstScan = await request(server.baseUrl, `/api/v1/me/sites/${siteId}/scan`, { key, method: 'POST' });
    expect(firstScan.status).toBe(202);
    // Three of the organization's four units are spent (two audits, one scan): one more audit, then its refusal.
    expect((await audit()).status).toBe(200);
    const refused = await audit();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(
      refusalBody({ limited: 'Scans and remote audits of the organization are limited to 4 per hour per organization', env: 'AGENTGAUGE_SCANS_PER_ORGANIZATION' }, refused),
    );
    expect(refused.body.message).toMatch(/it frees at \d\d:00 UTC\. The operator raises it with the setting AGENTGAUGE_SCANS_PER_ORGANIZATION\.$/);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
  }, 180_000);

  it('is never reached by an anonymous scan, which is refused naming the rule and spends nothing, nor published', async () => {
    const requestsBefore = site.requests.length;
    // AGENTGAUGE_PUBLIC_SCAN_PER_CALLER is 5 a minute: six refusals show that none was counted.
    for (let index = 0; index < 6; index += 1) {
      const scan = await request(server.baseUrl, '/api/v1/scan', { json: { domain: site.url } });
      expect({ index, status: scan.status, body: scan.body }).toEqual({
        index,
        status: 400,
        body: {
          error: 'target-refused',
          message:
            'The address 127.0.0.1 is in the loopback range; only public addresses can be audited. Anonymous scans never reach a private origin, ' +
            "even one the operator allows with AGENTGAUGE_ALLOW_PRIVATE_TARGETS: that setting is for an organization's own sites, scanned signed in. " +
            '(rule: public-scan-private-target)',
        },
      });
    }
    expect(site.requests.slice(requestsBefore)).toEqual([]);
    const origin = new URL(site.url).host;
    const report = await request(server.baseUrl, `/api/v1/report/${origin}`);
    expect({ status: report.status, body: report.body }).toEqual({
      status: 404,
      body: { error: 'not-found', message: `No public report exists for ${origin}: a host's report is public only from a public scan (POST /api/v1/scan) or a scan its proven owner made public, and a private address never is.` },
    });
    expect((await request(server.baseUrl, `/badge/${origin}.svg`)).status).toBe(404);
  });
});
