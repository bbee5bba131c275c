// GET /badge/{host}.svg against the real server: the SVG score badge of a host's latest public report; and the
// public report and badge of a dashboard site whose owner switched its report on (issue 25.7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRADES } from '@/engine/light';
import { seedOrganization, seedProvenHost } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { buildReport, seedScan } from '../../helpers/me-fixtures';
import { SERVER_START_TIMEOUT_MS } from '../../helpers/server';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';

const colorOf = (label: string) => GRADES.find((grade) => grade.label === label)!.color;

let server: InProcessService;
let key: string;
/** owned.example: a public scan (40) older than the site's two scans (55, then 71 on three pages). */
let ownedSiteId: string;
/** private.example: only the site's scan (88), no public scan. */
let privateSiteId: string;
/** badge.example: the site's scan (30) is older than the host's newest public scan (82.4). */
let olderSiteId: string;

const reportOf = (host: string, score: number, at: string, otherPages: string[] = []) =>
  buildReport({ url: `https://${host}/`, at: new Date(at), overallScore: score, otherPages, checks: [{ id: 'robots-txt', score }] });

beforeAll(async () => {
  server = await startInProcessService({
    database: 'pglite',
    seed: async (db) => {
      const row = (host: string, score: number, scannedAt: string) => ({
        host,
        url: `https://${host}/`,
        score,
        engine: 'agentgauge@6.0.0',
        report: reportOf(host, score, scannedAt) as never,
        scannedAt: new Date(scannedAt),
      });
      await db.publicReport.createMany({
        data: [
          row('badge.example', 61, '2026-11-01T10:00:00Z'),
          // The newest report is the one shown.
          row('badge.example', 82.4, '2026-11-20T10:00:00Z'),
          row('failing.example', 12, '2026-11-20T10:00:00Z'),
          row('owned.example', 40, '2026-11-01T10:00:00Z'),
        ],
      });
      const owner = await seedOrganization(db, { name: 'Owner', subscription: 'active', hosts: ['owned.example', 'private.example', 'badge.example'] });
      // Proven hosts, which the organization may make public (issue 52 point 3).
      for (const host of ['owned.example', 'private.example', 'badge.example']) await seedProvenHost(db, owner.id, host);
      key = owner.key;
      [ownedSiteId, privateSiteId, olderSiteId] = owner.sites.map((site) => site.id) as [string, string, string];
      await seedScan(db, { id: ownedSiteId }, owner.id, reportOf('owned.example', 55, '2026-11-10T10:00:00Z'));
      await seedScan(db, { id: ownedSiteId }, owner.id, reportOf('owned.example', 71, '2026-11-12T10:00:00Z', ['https://owned.example/docs', 'https://owned.example/shop']));
      await seedScan(db, { id: privateSiteId }, owner.id, reportOf('private.example', 88, '2026-11-12T10:00:00Z'));
      await seedScan(db, { id: olderSiteId }, owner.id, reportOf('badge.example', 30, '2026-11-02T10:00:00Z'));
    },
  });
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await server?.stop();
});

const badge = (path: string, headers: Record<string, string> = {}) => request(server.baseUrl, path, { headers });

describe('GET /badge/{host}.svg', () => {
  it('serves the latest public score as an SVG in the grade colour, with an accessible title, Cache-Control and ETag', async () => {
    const answer = await badge('/badge/badge.example.svg');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=3600');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    const title = 'Agent Gauge: badge.example scores 82 out of 100, grade B';
    expect(answer.text).toMatch(new RegExp(`^<svg xmlns="http://www\\.w3\\.org/2000/svg" width="\\d+" height="20" role="img" aria-label="${title}"><title>${title}</title>`));
    expect(answer.text).toContain(`fill="${colorOf('B')}"`);
    expect(answer.text).toContain('>82 · B</text>');
    expect(answer.text).toContain('>agent ready</text>');
    const etag = answer.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await badge('/badge/badge.example.svg', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('colours each grade its own way and reads the host canonically', async () => {
    const failing = await badge('/badge/Failing.Example..svg');
    expect(failing.status).toBe(200);
    expect(failing.text).toContain(`fill="${colorOf('F')}"`);
    expect(failing.text).toContain('<title>Agent Gauge: failing.example scores 12 out of 100, grade F</title>');
  });

  it('answers a grey "not measured" badge with 404 when the host has no public report', async () => {
    const answer = await badge('/badge/never-scanned.example.svg');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    expect(answer.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(answer.text).toContain('<title>Agent Gauge: never-scanned.example has not been measured</title>');
    expect(answer.text).toContain('>not measured</text>');
    expect(answer.text).toContain('fill="#9f9f9f"');
  });

  it('gives the JSON errors of every route for an invalid host, a path without .svg and another method', async () => {
    const invalid = await badge('/badge/exa_mple.svg');
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ error: 'invalid-host' });
    const noSuffix = await badge('/badge/badge.example');
    expect(noSuffix.status).toBe(404);
    expect(noSuffix.body).toEqual({ error: 'not-found', message: 'Badges are served at /badge/<host>.svg.' });
    const post = await request(server.baseUrl, '/badge/badge.example.svg', { method: 'POST', body: '' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(post.body).toMatchObject({ error: 'method-not-allowed' });
  });

  it('is documented in the OpenAPI description as an image, the 404 as the "not measured" image', async () => {
    const document = (await request(server.baseUrl, '/.well-known/openapi.json')).body;
    const operation = document.paths['/badge/{host}.svg'].get;
    expect(operation.operationId).toBe('getPublicBadge');
    expect(Object.keys(operation.responses['200'].content)).toEqual(['image/svg+xml']);
    expect(Object.keys(operation.responses['404'].content)).toEqual(['image/svg+xml']);
    expect(Object.keys(operation.responses['400'].content)).toEqual(['application/json']);
    expect(operation.responses['304']).toBeDefined();
  });
});

describe('public reports of dashboard scans (issue 25.7)', () => {
  const patch = (siteId: string, json: unknown) => request(server.baseUrl, `/api/v1/me/sites/${siteId}`, { method: 'PATCH', key, json });
  const report = (host: string) => request(server.baseUrl, `/api/v1/report/${host}`);
  const scoreInBadge = async (host: string) => {
    const answer = await badge(`/badge/${host}.svg`);
    return [answer.status, /<title>Agent Gauge: [^<]* scores (\d+) out of 100/.exec(answer.text)?.[1] ?? null];
  };

  it('keeps a site\'s scans private by default: the public report and badge show only public scans', async () => {
    const site = await request(server.baseUrl, `/api/v1/me/sites/${ownedSiteId}`, { key });
    expect(site.status).toBe(200);
    expect(site.body.publicReport).toBe(false);
    const owned = await report('owned.example');
    expect(owned.status).toBe(200);
    expect(owned.body).toMatchObject({ host: 'owned.example', score: 40, pageCount: 1 });
    expect(await scoreInBadge('owned.example')).toEqual([200, '40']);
    expect((await report('private.example')).status).toBe(404);
    expect(await scoreInBadge('private.example')).toEqual([404, null]);
  });

  it('makes the newest scan of a site switched on its host\'s public report and badge, newest measurement first', async () => {
    // Read once, so the switch must also clear what the server keeps of the old answer.
    expect((await report('owned.example')).body.score).toBe(40);
    const on = await patch(ownedSiteId, { publicReport: true });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ id: ownedSiteId, host: 'owned.example', publicReport: true, latestScore: 71 });
    const owned = await report('owned.example');
    expect(owned.status).toBe(200);
    expect(owned.body).toMatchObject({ host: 'owned.example', score: 71, pageCount: 3, scannedAt: '2026-11-12T10:00:00.000Z', url: 'https://owned.example/' });
    expect(owned.body.pages.map((page: { url: string }) => page.url)).toEqual(['https://owned.example/', 'https://owned.example/docs', 'https://owned.example/shop']);
    expect(await scoreInBadge('owned.example')).toEqual([200, '71']);
    const list = await request(server.baseUrl, '/api/v1/me/sites', { key });
    expect(list.body.sites.map((site: { host: string; publicReport: boolean }) => [site.host, site.publicReport])).toEqual([
      ['owned.example', true],
      ['private.example', false],
      ['badge.example', false],
    ]);
    // A site scan older than the host's newest public scan does not replace it.
    expect((await patch(olderSiteId, { publicReport: true })).status).toBe(200);
    expect((await report('badge.example')).body.score).toBe(82.4);
    expect(await scoreInBadge('badge.example')).toEqual([200, '82']);
  });

  it('takes the site\'s scans out at once when switched off: back to the public scan, or 404 without one', async () => {
    expect((await patch(privateSiteId, { publicReport: true })).status).toBe(200);
    expect((await report('private.example')).body.score).toBe(88);
    expect(await scoreInBadge('private.example')).toEqual([200, '88']);

    const off = await patch(privateSiteId, { publicReport: false });
    expect(off.status).toBe(200);
    expect(off.body.publicReport).toBe(false);
    const gone = await report('private.example');
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ error: 'not-found', message: "No public report exists for private.example: a host's report is public only from a public scan (POST /api/v1/scan) or a scan its proven owner made public, and a private address never is." });
    expect(await scoreInBadge('private.example')).toEqual([404, null]);

    expect((await report('owned.example')).body.score).toBe(71);
    expect((await patch(ownedSiteId, { publicReport: false })).status).toBe(200);
    expect((await report('owned.example')).body).toMatchObject({ score: 40, pageCount: 1 });
    expect(await scoreInBadge('owned.example')).toEqual([200, '40']);
  });

  it('refuses anything but true or false, and describes the field', async () => {
    const wrong = await patch(ownedSiteId, { publicReport: 'yes' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: 'invalid-body', message: 'Field "publicReport" must be true or false.' });
    const document = (await request(server.baseUrl, '/.well-known/openapi.json')).body;
    const body = document.components.schemas.UpdateSiteRequest.properties.publicReport;
    expect(body.type).toBe('boolean');
    expect(body.description).toMatch(/^Owners and admins only \(403 `forbidden` for members\)\. true: the site's finished scans count as public measurements of its host/);
    expect(document.components.schemas.SiteSummary.required).toContain('publicReport');
  });
});
