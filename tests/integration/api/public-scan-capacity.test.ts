// One anonymous request cannot stall every audit (issue 10, point 2), through the real server: while an anonymous
// public scan measures a 3.8 MB page of 200,000 nested elements (a hostile site on 127.0.0.1 whose other resources
// are hostile too, so the scan stays busy for seconds), a paid engine audit of a normal page answers 200 within 10 s,
// anonymous scans past their share and its queue get 503 with Retry-After, and the hostile scan itself ends within
// 30 s with a report whose HTML checks carry the page-structure-over-cap finding.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { NESTED_HTML, startHostileSite } from '../../fixtures/hostile';
import { seedOrganization } from '../../helpers/api-fixtures';
import { request, type HttpAnswer } from '../../helpers/http';
import { conformanceOf, type Conformance } from '../../helpers/openapi';
import { startScanSite } from '../../helpers/scan-sites';
import { SERVER_START_TIMEOUT_MS } from '../../helpers/server';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import type { FixtureSite } from '../../helpers/site';

let server: InProcessService;
let conformance: Conformance;
let hostile: FixtureSite;
let normal: FixtureSite[];
let key: string;

beforeAll(async () => {
  [hostile, ...normal] = await Promise.all([startHostileSite({ root: 'nested' }), ...Array.from({ length: 4 }, () => startScanSite({ pages: 1 }))]);
  server = await startInProcessService({
    env: {
      AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
      // Anonymous scans of the 127.0.0.1 fixtures (a test bed's setting: they never reach a private origin otherwise).
      AGENTGAUGE_PUBLIC_SCAN_PRIVATE_TARGETS: '1',
      AGENTGAUGE_IN_PROCESS_WORKER: '0',
      // Each scan from an address of its own (X-Forwarded-For): one address holds at most its share of the places
      // (issue 44), and this test is about the places themselves. One scan per address and minute: the last scan
      // below shows that a turned-away scan spent none.
      AGENTGAUGE_TRUST_PROXY: '1',
      AGENTGAUGE_PUBLIC_SCAN_PER_CALLER: '1',
      AGENTGAUGE_PUBLIC_SCAN_CONCURRENCY: '1',
      AGENTGAUGE_PUBLIC_SCAN_QUEUE: '1',
    },
    seed: async (db) => {
      key = (await seedOrganization(db, { name: 'Paying customer', subscription: 'active' })).key;
    },
  });
  conformance = conformanceOf((await request(server.baseUrl, '/.well-known/openapi.json')).body);
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await server?.stop();
  await Promise.all([hostile, ...normal].map((site) => site?.close()));
});

async function timed(answer: Promise<HttpAnswer>): Promise<{ answer: HttpAnswer; ms: number }> {
  const started = Date.now();
  return { answer: await answer, ms: Date.now() - started };
}

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const scan = (site: FixtureSite, caller: string) =>
  request(server.baseUrl, '/api/v1/scan', { json: { domain: site.origin }, headers: { 'x-forwarded-for': caller } });

// The timings that matter are asserted inside (paid < 10 s, the hostile scan < 30 s); the whole walk needs more than 30 s.
it('keeps paid audits answering while an anonymous scan measures a hostile page, and bounds anonymous scans', { timeout: 90_000 }, async () => {
  expect(NESTED_HTML.length).toBeGreaterThan(3_800_000);
  const [paidSite, ...anonymousSites] = normal;
  const paidAudit = () => timed(request(server.baseUrl, '/api/v1/engine/audit', { key, json: { url: paidSite!.url, retries: 0 } }));
  // Paid audits' thread is started (and its code loaded) first, as on a server that has been running for a while.
  expect((await paidAudit()).answer.status).toBe(200);

  const hostileScan = timed(scan(hostile, '198.51.100.1'));
  await until(() => hostile.requests.includes('GET /'), 20_000);

  // The share is one running scan and one waiting: of three more, one waits its turn and two are turned away.
  const extraScans = Promise.all(anonymousSites.map((site, index) => scan(site, `198.51.100.${index + 2}`)));
  const paid = await paidAudit();
  expect(paid.answer.status).toBe(200);
  expect(paid.ms).toBeLessThan(10_000);
  conformance.assertResponse('POST', '/api/v1/engine/audit', 200, paid.answer.body);
  expect(paid.answer.body.results).toHaveLength(26);

  const extra = await extraScans;
  expect(extra.map((answer) => answer.status).sort()).toEqual([200, 503, 503]);
  for (const refused of extra.filter((answer) => answer.status === 503)) {
    expect(refused.body).toEqual({
      error: 'service-unavailable',
      message: 'Anonymous scans are busy on this server (1 running, 1 waiting); retry after Retry-After seconds.',
    });
    expect(refused.headers.get('retry-after')).toBe('10');
    conformance.assertResponse('POST', '/api/v1/scan', 503, refused.body);
  }

  const { answer, ms } = await hostileScan;
  expect(ms).toBeLessThan(30_000);
  expect(answer.status).toBe(200);
  conformance.assertResponse('POST', '/api/v1/scan', 200, answer.body);
  const overCap = (answer.body.results as Array<{ id: string; status: string; findings: Array<{ code: string }> }>)
    .filter((result) => result.findings.some((finding) => finding.code === `${result.id}.page-structure-over-cap`))
    .map((result) => `${result.id} ${result.status}`);
  expect(overCap).toEqual([
    'server-rendered-content fail',
    'structured-data fail',
    'page-metadata fail',
    'semantic-structure fail',
    'content-efficiency fail',
    'webmcp fail',
    'product-data fail',
  ]);

  // The turned-away scans spent nothing: their callers' one scan a minute still runs.
  const turnedAway = extra.map((answer, index) => (answer.status === 503 ? `198.51.100.${index + 2}` : null)).filter((caller) => caller !== null);
  for (const caller of turnedAway) expect((await scan(anonymousSites[0]!, caller)).status).toBe(200);
});
