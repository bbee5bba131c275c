// Smoke tests of site audits (maxPages > 1) on the fixture web: page selection, per-page results, robots.txt.
import { afterAll, describe, expect, it } from 'vitest';
import { audit, CHECK_CATALOG } from '../../../engine/index.js';
import type { FixtureSite } from '../../helpers/site.js';
import { largePagePath, startFixtureWeb, startLargeSite, type FixtureWeb } from '../../fixtures/web/index.js';
import { DOCS_PAGES } from '../../fixtures/web/docs-content.js';

const PAGE_CHECK_IDS = CHECK_CATALOG.filter((entry) => entry.scope === 'page').map((entry) => entry.id);
const started: Array<FixtureWeb | FixtureSite> = [];

afterAll(async () => {
  await Promise.all(started.map((item) => item.close()));
});

describe('a site audit of the docs fixture (maxPages 5)', () => {
  it('measures 5 pages from the sitemap, with per-page results for page checks only', async () => {
    const web = await startFixtureWeb();
    started.push(web);
    const docs = web.sites.docs;
    const report = await audit(docs.url, { allowPrivateTargets: true, maxPages: 5 });

    expect(report.scope).toBe('site');
    expect(report.pageCount).toBe(5);
    expect(report.pages).toHaveLength(5);
    expect(report.pages[0]!.url).toBe(docs.url);
    expect(report.discoveredUrls).toBeGreaterThanOrEqual(report.pages.length - 1);
    const known = DOCS_PAGES.map((page) => `${docs.origin}${page.path}`);
    const urls = report.pages.map((page) => page.url);
    expect(new Set(urls).size).toBe(5);
    for (const url of urls) expect(known).toContain(url);

    for (const page of report.pages) {
      expect(page.httpStatus).toBe(200);
      expect(page.results.map((r) => r.id)).toEqual(PAGE_CHECK_IDS);
      expect(Number.isInteger(page.score) && page.score >= 0 && page.score <= 100).toBe(true);
      // Every docs page negotiates markdown and is server-rendered with complete metadata.
      const status = (id: string) => `${id} ${page.results.find((r) => r.id === id)!.status}`;
      expect([status('markdown-negotiation'), status('server-rendered-content'), status('page-metadata')]).toEqual([
        'markdown-negotiation pass',
        'server-rendered-content pass',
        'page-metadata pass',
      ]);
    }

    // Origin checks stay at the top; page checks carry the site-wide mean next to the start page's score.
    for (const r of report.results) {
      if (r.scope === 'origin') expect(r.siteScore).toBeNull();
      else {
        const perPage = report.pages.map((page) => page.results.find((p) => p.id === r.id)!.score);
        expect(r.siteScore).toBe(Math.round(perPage.reduce((a, b) => a + b, 0) / perPage.length));
        expect(r.score).toBe(perPage[0]);
      }
    }
  });
});

describe('a site audit of the shop fixture', () => {
  it('measures Product data on every product page and keeps origin checks once at the top', async () => {
    const web = await startFixtureWeb();
    started.push(web);
    const shop = web.sites.shop;
    const report = await audit(shop.url, { allowPrivateTargets: true, maxPages: 10 });

    expect(report.pageCount).toBe(4);
    const products = report.pages.filter((page) => new URL(page.url).pathname.startsWith('/products/'));
    expect(products).toHaveLength(3);
    for (const page of report.pages) {
      const productData = page.results.find((r) => r.id === 'product-data')!;
      expect(`${page.url} ${productData.status}`).toBe(`${page.url} pass`);
    }
    expect(report.results.find((r) => r.id === 'commerce-protocols')!.siteScore).toBeNull();
  });
});

describe('a site audit follows robots.txt for its own user agent', () => {
  it('never measures or fetches a page disallowed for AgentGauge, even when the sitemap and links list it', async () => {
    const disallowed = [largePagePath(2), largePagePath(3)];
    const site = await startLargeSite(8, { disallowForAgentGauge: disallowed });
    started.push(site);
    const report = await audit(site.url, { allowPrivateTargets: true, maxPages: 10 });

    const measured = report.pages.map((page) => new URL(page.url).pathname);
    expect(measured).not.toContain(disallowed[0]);
    expect(measured).not.toContain(disallowed[1]);
    expect(report.pageCount).toBe(6);
    expect(site.requests.filter((line) => disallowed.some((path) => line.split(' ')[1]!.startsWith(path)))).toEqual([]);
  });

  it('measures the start page only when robots.txt answers 5xx (RFC 9309: assume complete disallow)', async () => {
    const site = await startLargeSite(6, { robotsStatus: 503 });
    started.push(site);
    const report = await audit(site.url, { allowPrivateTargets: true, maxPages: 5 });

    expect(report.pageCount).toBe(1);
    expect(report.pages.map((page) => page.url)).toEqual([site.url]);
    expect(site.requests.some((line) => line.startsWith(`GET ${largePagePath(1)}`))).toBe(false);
    const status = (id: string) => `${id} ${report.results.find((r) => r.id === id)!.status}`;
    expect([status('robots-txt'), status('ai-crawler-rules')]).toEqual(['robots-txt fail', 'ai-crawler-rules fail']);
  });

  it('measures every page of a 20-page site when maxPages allows it', async () => {
    const site = await startLargeSite(20);
    started.push(site);
    const report = await audit(site.url, { allowPrivateTargets: true, maxPages: 50 });

    expect(report.pageCount).toBe(20);
    expect(report.discoveredUrls).toBe(19);
    expect(new Set(report.pages.map((page) => page.url)).size).toBe(20);
  });
});
