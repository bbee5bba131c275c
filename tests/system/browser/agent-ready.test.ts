// Our own public pages must be agent-ready: the engine (the same audit customers get) grades '/' and a
// '/report/{host}' page A. The production build runs behind a TLS front, as a deployment would (HTTPS with HSTS,
// http:// redirected), and the audit trusts the test certificate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditReport } from '../../../engine/types';
import { request } from '../../helpers/http';
import { startServer, type TestServer, SERVER_START_TIMEOUT_MS } from '../../helpers/server';
import { html, serveSite, text, type FixtureSite } from '../../helpers/site';
import { auditTrustingTestCa, startTlsFront, type TlsFront } from '../../helpers/tls-front';

function belowFull(report: AuditReport): string[] {
  return report.results
    .filter((result) => result.applicable && !result.informational && result.score < 100)
    .map((result) => `${result.id} ${result.score}: ${result.findings.filter((f) => f.status !== 'pass').map((f) => f.message).join(' ')}`);
}

describe('our public pages, audited by our engine', () => {
  let server: TestServer;
  let front: TlsFront;
  let site: FixtureSite;
  let reports: AuditReport[];

  beforeAll(async () => {
    site = await serveSite({
      '/': html('<!doctype html><html lang="en"><head><title>Measured fixture</title></head><body><h1>Fixture</h1></body></html>'),
      '/robots.txt': text('User-agent: *\nAllow: /\n'),
    });
    front = await startTlsFront();
    server = await startServer({ env: { AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1', AGENTGAUGE_PUBLIC_SCAN_PRIVATE_TARGETS: '1', AGENTGAUGE_PUBLIC_URL: front.origin } });
    front.setTarget(server.baseUrl);
    const scanned = await request(server.baseUrl, '/api/v1/scan', { json: { domain: site.origin } });
    expect(scanned.status).toBe(200);
    reports = await auditTrustingTestCa([`${front.origin}/`, `${front.origin}/report/${encodeURIComponent(scanned.body.host)}`], { maxPages: 1 });
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    await server?.stop();
    await front?.close();
    await site?.close();
  });

  it.each([0, 1])('grades page %i (/, then /report/{host}) A, every page check at 100', (index) => {
    const report = reports[index]!;
    expect({ url: report.url, grade: report.grade.label, below: belowFull(report) }).toMatchObject({ grade: 'A' });
    const pageChecks = report.results.filter((result) => result.scope === 'page' && result.applicable && !result.informational);
    expect(pageChecks.filter((result) => result.score < 100).map((result) => result.id)).toEqual([]);
  });
});
