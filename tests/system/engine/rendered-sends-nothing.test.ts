// Issue 36 point 3: the rendered view behaves like a crawler that runs scripts. A hostile page's POSTs, PUT, XHR,
// sendBeacon and self-submitted form never leave (a third origin counting requests by method sees none) and are
// counted in the report; a cross-origin read gets the origin's own CORS answer or fails, as in a browser (the driver
// invents no Access-Control-Allow-Origin and answers no preflight); third-party requests stop at the audit's cap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, createRenderPool, type AuditReport, type RenderPool } from '../../../engine/index.js';
import { MAX_THIRD_PARTY_REQUESTS } from '../../../engine/render/render-tab.js';
import { startSenderSite, startThirdOrigin } from '../../fixtures/web/hostile-sender.js';
import type { FixtureSite } from '../../helpers/site.js';

const CHROMIUM = '/usr/bin/chromium';
let third: FixtureSite;
let site: FixtureSite;
let pool: RenderPool;
let browser: string;
let release: () => void;

beforeAll(async () => {
  third = await startThirdOrigin();
  site = await startSenderSite(third.origin);
  pool = createRenderPool({ executablePath: CHROMIUM, browsers: 1, auditsPerBrowser: 2 });
  const lease = (await pool.lease())!;
  browser = lease.browser;
  release = lease.release;
});

afterAll(async () => {
  release?.();
  await pool?.close();
  await site?.close();
  await third?.close();
});

const renderAudit = (path: string) =>
  audit(`${site.origin}${path}`, {
    checks: ['server-rendered-content'],
    allowPrivateTargets: [`127.0.0.1:${site.port}`, `127.0.0.1:${third.port}`],
    retries: 0,
    render: { browser },
  });

const notSent = (report: AuditReport) => report.results[0]!.findings.find((finding) => finding.code === 'server-rendered-content.rendered-not-sent');

/** What the page's scripts saw, as it reported it back to its own origin. */
function seenBy(requests: readonly string[]): Record<string, string> {
  const line = requests.find((request) => request.startsWith('GET /seen?'))!;
  return JSON.parse(decodeURIComponent(line.slice('GET /seen?'.length)));
}

describe('the rendered view sends only GETs and invents no CORS answer', () => {
  it('sends none of a hostile page\'s POSTs, PUT, beacon or self-submitted form, and counts them in the report', async () => {
    const report = await renderAudit('/sender');
    // The page stayed where it was when it submitted its form: its rendered view was measured.
    expect(report.rendered).toBe(true);
    // The third origin saw only the two plain reads; no other method, no preflight, no read that needed one.
    expect(third.requests.sort()).toEqual(['GET /data.json', 'GET /no-cors.json']);
    // Nor did the page's own origin get its XHR POST or the form (the engine's own probes, such as MCP's POST, aside).
    expect(site.requests.filter((request) => request.includes('/account/'))).toEqual([]);
    expect(seenBy(site.requests)).toEqual({
      post: 'failed',
      'post json': 'failed',
      put: 'failed',
      'xhr POST': 'failed',
      // The origin's own Access-Control-Allow-Origin: readable, as in any browser.
      cors: 'read {"data":1}',
      // No Access-Control-Allow-Origin: the browser's CORS failure, not an answer the driver made readable.
      'no cors': 'failed',
      // Page-set headers need a preflight only the origin may answer: not sent at all.
      preflight: 'failed',
      beacon: 'true',
    });
    const finding = notSent(report)!;
    expect(finding).toMatchObject({ status: 'info', view: 'rendered' });
    expect(finding.message).toBe(
      'While it rendered, the page tried to send 5 POSTs, 1 PUT and 1 cross-origin read that needs a CORS preflight; not sent (the rendered view only reads, as a crawler that runs scripts).',
    );
    expect(finding.detail).toContain(`${third.origin}/api/admin/users (method POST)`);
  }, 60_000);

  it(`stops third-party requests at ${MAX_THIRD_PARTY_REQUESTS} per audit`, async () => {
    third.requests.length = 0;
    site.requests.length = 0;
    const report = await renderAudit('/many');
    expect(report.rendered).toBe(true);
    expect(third.requests.length).toBe(MAX_THIRD_PARTY_REQUESTS);
    expect(site.requests).toContain(`GET /seen?read=${MAX_THIRD_PARTY_REQUESTS}`);
    expect(notSent(report)!.message).toBe(
      `While it rendered, the page tried to send 20 third-party requests over the cap of ${MAX_THIRD_PARTY_REQUESTS} per audit; not sent (the rendered view only reads, as a crawler that runs scripts).`,
    );
  }, 60_000);
});
