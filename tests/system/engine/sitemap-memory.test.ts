// A sitemap as large as the engine accepts (CAPS.sitemap, 50 MB: ~600,000 entries) is audited inside an audit
// thread with the service's heap budget. Parsed into one object tree, with an object kept per entry, it ran the
// thread out of its 256 MB and the audit failed as audit-interrupted.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAuditPool, DEFAULT_HEAP_BUDGET, type AuditPool } from '../../../engine/index.js';
import { CAPS } from '../../../engine/fetch/types.js';
import { SITEMAP_MAX_URLS } from '../../../engine/parse/sitemap-xml.js';
import { MAX_PAGE_URLS } from '../../../engine/parse/sitemap-summary.js';
import { buildAuditThread } from '../../helpers/audit-thread.js';
import { html, serveSite, text, type FixtureSite } from '../../helpers/site.js';

const PAGE = '<!doctype html><html lang="en"><head><title>Page</title></head><body><main><h1>Page</h1><p>Text.</p></main></body></html>';
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
const TAIL = '</urlset>\n';

/** A sitemap just under the cap, every entry a distinct page of the site with a valid lastmod. */
function bigSitemap(origin: string): { body: Buffer; entries: number } {
  const entry = (index: number) => `<url><loc>${origin}/p/${String(index).padStart(7, '0')}</loc><lastmod>2026-01-01</lastmod></url>\n`;
  const entries = Math.floor((CAPS.sitemap - 1024 - HEAD.length - TAIL.length) / entry(0).length);
  const body = Buffer.from(HEAD + Array.from({ length: entries }, (_, index) => entry(index)).join('') + TAIL);
  return { body, entries };
}

let site: FixtureSite;
let pool: AuditPool;
let entries: number;
let bytes: number;

beforeAll(async () => {
  const threadEntry = buildAuditThread();
  const routes: Parameters<typeof serveSite>[0] = { '/': html(PAGE) };
  site = await serveSite(routes, html(PAGE));
  const sitemap = bigSitemap(site.origin);
  entries = sitemap.entries;
  bytes = sitemap.body.length;
  routes['/sitemap.xml'] = { headers: { 'content-type': 'application/xml' }, body: sitemap.body };
  routes['/robots.txt'] = text(`User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`);
  pool = createAuditPool({ entry: threadEntry, heap: DEFAULT_HEAP_BUDGET });
}, 30_000);

afterAll(async () => {
  await pool?.close();
  await site?.close();
});

it('audits a sitemap of the full 50 MB within the audit thread heap budget and judges all its entries', async () => {
  expect(bytes).toBeGreaterThan(CAPS.sitemap - 2048);
  expect(bytes).toBeLessThanOrEqual(CAPS.sitemap);

  const report = await pool.audit(site.url, { allowPrivateTargets: true, maxPages: 3 });

  const sitemap = report.results.find((result) => result.id === 'sitemap')!;
  expect(sitemap.status).toBe('warn');
  expect(sitemap.score).toBe(80);
  expect(sitemap.findings.map((finding) => `${finding.status}: ${finding.message}`)).toEqual([
    `pass: Found a <urlset> with ${entries} URLs.`,
    `warn: The sitemap lists ${entries} entries; sitemaps.org allows at most ${SITEMAP_MAX_URLS} per file.`,
    'pass: The sitemap is listed in robots.txt.',
    `pass: All ${entries} sitemap entries are absolute URLs on ${new URL(site.origin).host}.`,
    `pass: ${entries} of ${entries} sitemap entries have a valid W3C datetime lastmod.`,
  ]);
  // The page chooser takes its pages from the sitemap, which hands it at most MAX_PAGE_URLS of them.
  expect(report.pages.map((page) => page.url)).toEqual([site.url, `${site.origin}/p/0000000`, `${site.origin}/p/0000001`]);
  expect(report.discoveredUrls).toBe(MAX_PAGE_URLS);
  expect(pool.stats().processesReplaced).toBe(0);
}, 60_000);
