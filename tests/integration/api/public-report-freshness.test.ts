// The public report read keeps serialized bodies in memory: a public scan's report must be served from the very next
// request, an unknown host must not be remembered as unknown, and a report another process stores must show within
// the documented server cache lifetime. PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../../helpers/http';
import { minimalReport } from '../../helpers/api-fixtures';
import { DATABASE_KINDS, SERVER_START_TIMEOUT_MS, withDatabase } from '../../helpers/server';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import { html, serveSite, text, type FixtureSite } from '../../helpers/site';

const HOME = html(
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fixture page whose report changes</title></head>' +
    '<body><main><h1>Fixture</h1><p>A page measured twice by the public scan.</p></main></body></html>',
);
// PUBLIC_REPORT_SERVER_CACHE_SECONDS is 5; a report stored by another process must show within it (plus slack).
const OTHER_PROCESS_VISIBLE_WITHIN_MS = 7_000;

describe.each(DATABASE_KINDS)('public report freshness on %s', (database) => {
  let server: InProcessService;
  const sites: FixtureSite[] = [];

  beforeAll(async () => {
    server = await startInProcessService({
      database,
      env: { AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1', AGENTGAUGE_PUBLIC_SCAN_PRIVATE_TARGETS: '1', AGENTGAUGE_PUBLIC_SCAN_PER_TARGET: '5', AGENTGAUGE_SCANS_PER_TARGET: '5' },
    });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.stop();
    await Promise.all(sites.map((site) => site.close()));
  });

  /** A fixture site of the test's own (its own host, so its own public report), its routes open to change. */
  async function ownSite() {
    const routes: Record<string, ReturnType<typeof html>> = { '/': HOME };
    const site = await serveSite(routes);
    sites.push(site);
    const host = `127.0.0.1:${site.port}`;
    return {
      site,
      routes,
      host,
      read: (headers: Record<string, string> = {}) => request(server.baseUrl, `/api/v1/report/${host}`, { headers }),
      scan: () => request(server.baseUrl, '/api/v1/scan', { json: { domain: site.origin } }),
    };
  }

  it('answers 404 before the first scan and the first report right after it', async () => {
    const { read, scan } = await ownSite();
    expect((await read()).status).toBe(404);
    expect((await read()).status).toBe(404);
    const scanned = await scan();
    expect(scanned.status).toBe(200);
    const report = await read();
    expect(report.status).toBe(200);
    expect(report.body).toEqual(scanned.body);
  });

  it('serves a new scan\'s report, with a new ETag, on the first read after the scan returns', async () => {
    const { read, scan, routes } = await ownSite();
    expect((await scan()).status).toBe(200);
    const before = await read();
    const again = await read(); // served from memory now
    expect(again.text).toBe(before.text);
    const oldEtag = before.headers.get('etag')!;
    expect(again.headers.get('etag')).toBe(oldEtag);

    routes['/robots.txt'] = text('User-agent: *\nAllow: /\n');
    const rescanned = await scan();
    expect(rescanned.status).toBe(200);
    expect(rescanned.body.score).not.toBe(before.body.score);

    const after = await read({ 'if-none-match': oldEtag });
    expect(after.status).toBe(200);
    expect(after.body).toEqual(rescanned.body);
    const newEtag = after.headers.get('etag');
    expect(newEtag).toMatch(/^"[\w-]+"$/);
    expect(newEtag).not.toBe(oldEtag);
    expect((await read({ 'if-none-match': newEtag! })).status).toBe(304);
  });

  it('shows a report another process stored within the server cache lifetime', async () => {
    const { site, host, read, scan } = await ownSite();
    expect((await scan()).status).toBe(200);
    const cached = await read();
    expect(cached.status).toBe(200);
    const stored = minimalReport(site.url, 42, new Date());
    await withDatabase(server.databaseEnv, (db) =>
      db.publicReport.create({
        data: { host, url: stored.url, score: 42, engine: stored.engine, report: stored as never, scannedAt: new Date(stored.timestamp) },
      }),
    );
    const started = Date.now();
    let latest = await read();
    while (latest.body.score !== 42 && Date.now() - started < OTHER_PROCESS_VISIBLE_WITHIN_MS) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      latest = await read();
    }
    expect(latest.status).toBe(200);
    expect(latest.body).toMatchObject({ host, score: 42, scannedAt: stored.timestamp });
    expect(latest.headers.get('etag')).not.toBe(cached.headers.get('etag'));
  });
});
