// A site audit holds the parsed documents of the pages being measured, not of every page it has measured: a parsed
// page is tens of times its HTML, so keeping all of them made memory grow with the page count. Live heap is only
// measurable after a collection, so the audit runs in a child process with --expose-gc.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { html, serveSite, text, type FixtureSite } from '../../helpers/site.js';

const ENGINE = fileURLToPath(new URL('../../../engine/index.ts', import.meta.url));
const PAGES = 40;
/** About 400 KB of markup per page. */
const ROWS = Array.from({ length: 4000 }, (_, i) => `<tr><td class="cell">Row ${i}</td><td><a href="/p/${i % PAGES}">item ${i}</a></td></tr>`).join('');

const CHILD = `
import { audit } from ${JSON.stringify(ENGINE)};
gc();
const before = process.memoryUsage().heapUsed;
let peak = before;
const sampler = setInterval(() => { gc(); peak = Math.max(peak, process.memoryUsage().heapUsed); }, 100);
const report = await audit(process.env.SITE_URL, { allowPrivateTargets: true, maxPages: ${PAGES}, checks: ['page-metadata', 'semantic-structure'] });
clearInterval(sampler);
console.log(JSON.stringify({ pages: report.pageCount, ok: report.pages.filter((p) => p.httpStatus === 200).length, liveGrowthMb: (peak - before) / 1048576 }));
`;

function page(index: number): string {
  return `<!doctype html><html lang="en"><head><title>Page ${index}</title></head><body><main><h1>Page ${index}</h1><table>${ROWS}</table></main></body></html>`;
}

let site: FixtureSite;
beforeAll(async () => {
  const routes: Parameters<typeof serveSite>[0] = { '/': html(page(0)) };
  for (let i = 1; i < PAGES; i += 1) routes[`/p/${i}`] = html(page(i));
  site = await serveSite(routes);
  const locs = Array.from({ length: PAGES - 1 }, (_, i) => `<url><loc>${site.origin}/p/${i + 1}</loc></url>`).join('');
  routes['/sitemap.xml'] = text(`<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs}</urlset>`, 'application/xml');
  routes['/robots.txt'] = text(`User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`);
});
afterAll(() => site.close());

it('keeps the live heap of a 40-page audit of 400 KB pages far below every parsed page', async () => {
  const { stdout } = await promisify(execFile)(process.execPath, ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', CHILD], {
    env: { ...process.env, SITE_URL: site.url },
    cwd: fileURLToPath(new URL('../../..', import.meta.url)),
    timeout: 50_000,
  });
  const measured = JSON.parse(stdout.trim().split('\n').at(-1)!) as { pages: number; ok: number; liveGrowthMb: number };
  expect({ pages: measured.pages, ok: measured.ok }).toEqual({ pages: PAGES, ok: PAGES });
  // Keeping every parsed page measured 660–800 MB of live heap here; a few pages at a time, under 60 MB.
  expect(measured.liveGrowthMb).toBeLessThan(200);
}, 60_000);
