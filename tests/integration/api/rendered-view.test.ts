// The rendered view through the in-process service with rendering on (AGENTGAUGE_RENDER=1, the machine's Chromium,
// which the service launches itself, as in production): a site scan run by its worker and the remote engine both
// render the WebMCP fixture page in the service's render pool (lib/pools/render-pool.ts) and report its findings as
// `rendered`; a hostile page rendering beside a normal one does not hold the normal audit up; and no request of any
// rendered page reaches another loopback port than the one allowed origin. One service on PGlite (the database plays
// no part in rendering). That the built service renders from its first audit is tests/system/api/rendered-first-scan.test.ts's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFixtureSite, waitForScan } from '../../helpers/scan-sites';
import { seedOrganization } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { conformanceOf, type Conformance } from '../../helpers/openapi';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import { SERVER_START_TIMEOUT_MS } from '../../helpers/server';
import { startConnectionTrap, startRenderedSite, type ConnectionTrap, type RenderedSite } from '../../fixtures/web/rendered';
import { DEFAULT_RENDER_LIMITS } from '@/engine/render/render-tab';

const CHROMIUM = '/usr/bin/chromium';

/** The WebMCP fixture page's tools as the rendered view judges them (tests/fixtures/web/rendered.ts). */
const WEBMCP_FINDINGS = [
  'rendered pass webmcp.registered-tool searchFlights',
  'rendered fail webmcp.schema-invalid bookFlight',
  'rendered fail webmcp.tool-name-duplicate cancel',
  'rendered fail webmcp.tool-name-duplicate cancel',
  'rendered warn webmcp.params-undescribed checkIn',
  'rendered warn webmcp.older-api',
];

interface ReportFinding {
  view?: string;
  status: string;
  code: string;
  subject?: string;
  detail?: string;
}
interface ReportResult {
  id: string;
  status: string;
  score: number;
  findings: ReportFinding[];
}

function resultOf(report: { results: ReportResult[] }, check: string): ReportResult {
  return report.results.find((candidate) => candidate.id === check)!;
}

function findingsOf(report: { results: ReportResult[] }, check: string): string[] {
  const result = resultOf(report, check);
  return [`${result.status} ${result.score}`, ...result.findings.map((f) => `${f.view} ${f.status} ${f.code}${f.subject === undefined ? '' : ` ${f.subject}`}`)];
}

describe('the rendered view in the service (AGENTGAUGE_RENDER=1)', () => {
  let server: InProcessService;
  let conformance: Conformance;
  let site: RenderedSite;
  let trap: ConnectionTrap;
  const ids = {} as { key: string; webmcpSite: string };

  beforeAll(async () => {
    // Another loopback port, which the escape and hostile pages aim at: it must see no connection.
    trap = await startConnectionTrap();
    site = await startRenderedSite({ trapOrigin: trap.origin });
    server = await startInProcessService({
      database: 'pglite',
      env: {
        AGENTGAUGE_RENDER: '1',
        AGENTGAUGE_BROWSER: CHROMIUM,
        AGENTGAUGE_RENDER_BROWSERS: '1',
        AGENTGAUGE_RENDER_AUDITS_PER_BROWSER: '2',
        // Only the fixture's own origin is allowed among private targets: the trap's port stays refused.
        AGENTGAUGE_ALLOW_PRIVATE_TARGETS: `127.0.0.1:${site.port}`,
        AGENTGAUGE_SCANS_PER_TARGET: '20',
        AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
      },
      seed: async (db) => {
        const organization = await seedOrganization(db, { name: 'Browsing', subscription: 'active' });
        ids.key = organization.key;
        ids.webmcpSite = (await addFixtureSite(db, organization.id, { url: `${site.origin}/webmcp`, port: site.port })).id;
      },
    });
    conformance = conformanceOf((await request(server.baseUrl, '/.well-known/openapi.json')).body);
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    await server?.stop();
    await site?.close();
    await trap?.close();
  });

  const engineAudit = (path: string, checks: string[]) =>
    request(server.baseUrl, '/api/v1/engine/audit', { key: ids.key, json: { url: `${site.origin}${path}`, checks, retries: 0 } });

  it('renders the page of a site scan on the worker: WebMCP tools registered by script, stored as rendered findings', async () => {
    const started = await request(server.baseUrl, `/api/v1/me/sites/${ids.webmcpSite}/scan`, { method: 'POST', key: ids.key });
    expect(started.status).toBe(202);
    const done = await waitForScan(server.baseUrl, ids.key, started.body.scanId, ['succeeded', 'failed'], 120_000);
    expect(done.status).toBe(200);
    conformance.assertResponse('GET', '/api/v1/me/scans/{id}', 200, done.body);
    expect(done.body.status).toBe('succeeded');
    const report = done.body.report;
    expect(report.rendered).toBe(true);
    expect(report.pageCount).toBe(1);
    expect(findingsOf(report, 'webmcp')).toEqual(['warn 34', ...WEBMCP_FINDINGS]);
    expect(findingsOf(report, 'semantic-structure')).toContain('rendered pass semantic-structure.axe-passed');
    // The stored report is what the site's report serves.
    const served = await request(server.baseUrl, `/api/v1/me/sites/${ids.webmcpSite}/report`, { key: ids.key });
    expect(served.status).toBe(200);
    expect(served.body.rendered).toBe(true);
    expect(findingsOf(served.body, 'webmcp')).toEqual(['warn 34', ...WEBMCP_FINDINGS]);
  }, 150_000);

  it('renders through the remote engine: rendered findings of the three checks that read the rendered page', async () => {
    const answer = await engineAudit('/webmcp', ['webmcp', 'semantic-structure', 'server-rendered-content']);
    expect(answer.status).toBe(200);
    conformance.assertResponse('POST', '/api/v1/engine/audit', 200, answer.body);
    // The remote engine answers exactly the contract's Audit report fields (no report-level `rendered`): each
    // finding's `view` says which view it comes from.
    expect(findingsOf(answer.body, 'webmcp')).toEqual(['warn 34', ...WEBMCP_FINDINGS]);
    // The raw structure stands and the axe-core subset adds to it (issue 34: the rendered view adds, never erases).
    expect(findingsOf(answer.body, 'semantic-structure')).toEqual([
      'pass 100',
      'raw pass semantic-structure.one-h1',
      'raw pass semantic-structure.heading-levels-ok',
      'raw pass semantic-structure.main-landmark',
      'rendered pass semantic-structure.axe-passed',
    ]);
    // The page's text is in its HTML and scripts add none of it: little text is no evidence of JavaScript (checks.md
    // 2026-12b), so the gate passes and says how little there is.
    expect(findingsOf(answer.body, 'server-rendered-content')).toEqual([
      'pass 100',
      'raw info server-rendered-content.little-text',
      'rendered pass server-rendered-content.view-comparison',
    ]);
    const axe = await engineAudit('/axe-problems', ['semantic-structure']);
    expect(axe.status).toBe(200);
    expect(findingsOf(axe.body, 'semantic-structure')).toEqual([
      'fail 0',
      'raw pass semantic-structure.one-h1',
      'raw pass semantic-structure.heading-levels-ok',
      'raw pass semantic-structure.main-landmark',
      'raw fail semantic-structure.no-nav-landmark',
      'raw fail semantic-structure.control-names-missing',
      'raw fail semantic-structure.form-labels-missing',
      'rendered fail semantic-structure.axe-aria-required-children ul',
      'rendered fail semantic-structure.axe-aria-roles #bad-role',
      'rendered fail semantic-structure.axe-button-name #icon-only',
      'rendered fail semantic-structure.axe-label #unlabelled',
      'rendered fail semantic-structure.axe-link-name #empty-link',
      'rendered fail semantic-structure.axe-tabindex #jump',
    ]);
  }, 60_000);

  it('keeps the pool bounds: a normal audit beside a hostile page is rendered without waiting for the hostile one', async () => {
    const started = Date.now();
    const pingsBefore = site.renderPings.length;
    const timed = (promise: ReturnType<typeof engineAudit>) => promise.then((answer) => ({ answer, ms: Date.now() - started }));
    const hostile = timed(engineAudit('/hostile-pinging', ['webmcp']));
    const normal = timed(engineAudit('/form-tool-pinging', ['webmcp']));
    const [h, n] = await Promise.all([hostile, normal]);
    expect([h.answer.status, n.answer.status]).toEqual([200, 200]);
    // The hostile page spins forever after load: its render budget (10 s) ends it, and its checks keep to the raw view.
    // Had the normal page waited for the hostile one's tab, its tab would only open once that budget had run out, when
    // the hostile audit is about to be answered. When the normal audit itself is answered is no measure of that: on a
    // loaded two-core machine the spinning tab holds one core, and the normal audit's own raw fetches, render and checks
    // took from 9.3 s to over 13 s, once 17 ms after the hostile one. When its page's script ran is: each page's script
    // asks for /render-ping before anything else (seen: the normal page's at 5.9 s, the hostile one's at 6.6 s, the
    // hostile audit answered at 11.6 s).
    const pings = site.renderPings.slice(pingsBefore);
    expect(pings.filter((ping) => ping.page === 'hostile')).toHaveLength(1);
    const normalPings = pings.filter((ping) => ping.page === 'form-tool').map((ping) => ping.at - started);
    const normalFindings = findingsOf(n.answer.body, 'webmcp');
    if (normalFindings.includes('raw info webmcp.rendered-not-measured')) {
      // On a machine whose two cores are taken (the hostile tab spins on one, CI's other suites run beside it), the
      // normal page's own render can outlast its budget (seen once in a CI run of the whole suite): its checks then keep
      // to the raw view and say so, and why is its budget, never a busy tab.
      expect(resultOf(n.answer.body, 'webmcp').findings.at(-1)!.detail).toBe('The page did not finish rendering within its budget.');
      expect(normalPings.filter((at) => at >= h.ms)).toEqual([]);
    } else {
      expect(normalFindings).toEqual(['warn 90', 'rendered pass webmcp.tool findBooks', 'rendered warn webmcp.form-without-tool']);
      expect(normalPings).toHaveLength(1);
      expect(normalPings[0]!).toBeLessThan(h.ms);
    }
    expect(h.ms).toBeGreaterThan(DEFAULT_RENDER_LIMITS.budgetMs);
    expect(h.ms).toBeLessThan(25_000);
    expect(h.answer.body.results[0].findings.at(-1)).toMatchObject({
      code: 'webmcp.rendered-not-measured',
      view: 'raw',
      detail: 'The page did not finish rendering within its budget.',
    });
    expect(trap.connections()).toBe(0);
  }, 60_000);

  it('lets no request of a rendered page reach another loopback port (subresources, redirects, fetch, WebSocket, workers)', async () => {
    const before = site.requests.length;
    const answer = await engineAudit('/escape', ['webmcp']);
    expect(answer.status).toBe(200);
    expect(answer.body.results[0].findings.every((finding: ReportFinding) => finding.view === 'rendered')).toBe(true);
    // The page ran every attempt (its last request, /done, follows them all) and the trap saw none of them.
    expect(site.requests.slice(before)).toContain('GET /done');
    expect(trap.connections()).toBe(0);
  }, 60_000);
});
