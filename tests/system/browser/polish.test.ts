// Issue 25, the site owner's first hour: one status per number, regressions visible where people look, no dead
// ends (our not-found pages, deep links kept through sign-in, a favicon), advice recorded only where it can be
// verified, and no page wider than a 390 px phone. One server, one browser; axe-core with 0 violations of any impact.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReport, seedScan } from '../../helpers/me-fixtures';
import { SERVER_START_TIMEOUT_MS, withDatabase, type TestServer } from '../../helpers/server';
import { sharedService } from '../../helpers/shared-services/client';
import { axeClean, launchBrowser, newContext, seedOrganization, submitSignIn, type SeededUser } from '../../helpers/browser/helpers';

// Named after this file: the worker's shared server keeps every file's sites.
const HOST = 'polish-shop.example';
const URL_OF = `https://${HOST}/`;
const OTHER_PAGES = [`${URL_OF}guide`, `${URL_OF}pricing`];
const SCORE_STROKE = '#0072B2';
/** Where the page-by-page screenshots go (ignored by git; CI keeps .test-results/ with the JSON report). */
const SCREENSHOTS = path.join(process.cwd(), '.test-results', 'screenshots');
/** `/sites/<id>/fixes` → `sites-site-fixes-390.png`: one readable file name per page and width. */
function screenshotName(pagePath: string, width: number, siteId: string): string {
  const slug = pagePath.replace(siteId, 'site').replace(/[0-9a-f]{8}-[0-9a-f-]{27}/, 'unknown-site').replace(/^\/|\/$/g, '');
  return `${slug.replace(/\//g, '-') || 'home'}-${width}.png`;
}

/** Two scans, 75 then 26: the site regressed. page-metadata passes on the start page but not on the other two. */
function scan(at: string, overallScore: number, robots: number) {
  return buildReport({
    url: URL_OF,
    at: new Date(at),
    overallScore,
    otherPages: OTHER_PAGES,
    checks: [
      { id: 'robots-txt', score: robots, weight: 8 },
      {
        id: 'page-metadata',
        score: 100,
        siteScore: 33,
        weight: 5,
        pages: { [OTHER_PAGES[0]!]: { score: 0, findings: [] }, [OTHER_PAGES[1]!]: { score: 0, findings: [] } },
      },
      { id: 'sitemap', score: 100, weight: 6 },
      { id: 'web-bot-auth', score: 0, informational: true },
    ],
  });
}

let server: TestServer;
let browser: Browser;
let page: Page;
let owner: SeededUser;
let siteId: string;
const scans: string[] = [];

/** Pixels the page is wider than its viewport (0 when nothing scrolls sideways). */
function overflow(): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describe('the site owner\'s first hour (issue 25)', () => {
  beforeAll(async () => {
    // The worker's shared server: its database outlives this file, so the organization and the host are named after it.
    server = await sharedService();
    await withDatabase(server.databaseEnv, async (db) => {
      const organization = await seedOrganization('Polish First Hour Org');
      owner = organization.owner;
      const site = await db.site.create({ data: { organizationId: organization.id, host: HOST, url: URL_OF } });
      siteId = site.id;
      scans.push(await seedScan(db, site, organization.id, scan('2026-11-20T09:00:00Z', 75, 80)));
      scans.push(await seedScan(db, site, organization.id, scan('2026-11-21T09:00:00Z', 26, 40)));
    });
    browser = await launchBrowser();
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
  });

  it('keeps a signed-out deep link through sign-in (next=), as an alert mail\'s comparison link needs (25.3)', async () => {
    const context = await newContext(browser, server.baseUrl, { viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    const target = `/sites/${siteId}/compare?before=${scans[0]}&after=${scans[1]}`;
    await page.goto(`${server.baseUrl}${target}`);
    const signInUrl = new URL(page.url());
    expect(signInUrl.pathname).toBe('/sign-in');
    expect(signInUrl.searchParams.get('next')).toBe(target);
    await submitSignIn(page, owner);
    await page.waitForURL((url) => url.pathname === `/sites/${siteId}/compare`);
    expect(new URL(page.url()).search).toBe(`?before=${scans[0]}&after=${scans[1]}`);
    // The first pages of a fresh server render slowly on a busy machine.
  }, 90_000);

  it('shows an unknown site id as our not-found inside the dashboard, with a way back (25.3)', async () => {
    const answer = await page.goto(`${server.baseUrl}/sites/${randomUUID()}`);
    expect(answer?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Not found' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Dashboard' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Back to your sites' }).click();
    await page.waitForURL((url) => url.pathname === '/sites');
  });

  it('answers an unknown path with a branded 404 with its landmarks, and serves a favicon (25.3)', async () => {
    const answer = await page.goto(`${server.baseUrl}/no/such/page`);
    expect(answer?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Not found' }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.getByRole('main').count()).toBe(1);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    await axeClean(page, '/no/such/page');
    const icon = await page.request.get(`${server.baseUrl}/favicon.ico`);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/x-icon');
  });

  it('shows the regression on the sites list and the site page, linked to the comparison (25.2)', async () => {
    await page.goto(`${server.baseUrl}/sites`);
    const change = page.getByTestId('score-change');
    expect(await change.textContent()).toBe('−49 since the previous scan');
    expect(await change.getAttribute('href')).toBe(`/sites/${siteId}/compare`);
    await page.goto(`${server.baseUrl}/sites/${siteId}`);
    expect(await page.getByTestId('score-change').textContent()).toBe('−49 since the previous scan');
    await page.getByTestId('score-change').click();
    await page.waitForURL((url) => url.pathname === `/sites/${siteId}/compare`);
  });

  it('draws the history as points joined by straight lines, keeps the first label, and links each scan to its comparison (25.2)', async () => {
    await page.goto(`${server.baseUrl}/sites/${siteId}`);
    const line = page.locator('.history-score path.recharts-line-curve');
    await line.waitFor();
    // A straight polyline: moves and line-tos only, no curve commands.
    expect(await line.getAttribute('d')).toMatch(/^M[\d.,\s-]+(L[\d.,\s-]+)+$/);
    const dots = page.getByTestId('history-chart').locator(`circle.recharts-dot[stroke="${SCORE_STROKE}"]`);
    await expect.poll(() => dots.count(), { timeout: 15_000 }).toBe(2);
    // Both scans keep their label: the first one is not dropped to make room.
    // Recharts draws the tick labels in their own layer; the x axis's are the ones naming a scan.
    const ticks = await page.getByTestId('history-chart').locator('.recharts-cartesian-axis-tick-value').allTextContents();
    expect(ticks.filter((tick) => tick.startsWith('#')).map((tick) => tick.slice(0, 2))).toEqual(['#1', '#2']);
    // Each scan leads to its comparison with the scan before (the table is the chart's keyboard and screen-reader form).
    await page.getByText('Show the scores as a table').click();
    await page.getByRole('link', { name: 'Compare with scan #1' }).click();
    await page.waitForURL((url) => url.pathname === `/sites/${siteId}/compare`);
    expect(new URL(page.url()).searchParams.get('after')).toBe(scans[1]);
    expect(new URL(page.url()).searchParams.get('before')).toBe(scans[0]);
  });

  it('shows a page check with the status of its mean and says what the mean covers; failing checks start open (25.1, 25.5)', async () => {
    await page.goto(`${server.baseUrl}/sites/${siteId}`);
    const row = (name: string) => page.locator('details', { has: page.locator('summary', { hasText: name }) }).first();
    await row('page-metadata check').waitFor();
    const summary = (await row('page-metadata check').locator('summary').textContent())!;
    expect(summary).toContain('Warning');
    expect(summary).toContain('mean over 3 pages; start page 100');
    expect(summary).toMatch(/33$/);
    expect(summary).not.toContain('Pass');
    expect(await row('page-metadata check').getAttribute('open')).toBe('');
    expect(await row('sitemap check').getAttribute('open')).toBeNull();
    expect(await row('robots-txt check').getAttribute('open')).toBe('');
  });

  it('records advice only for a check that applies and does not pass, and says what a record waits for (25.4)', async () => {
    for (const checkId of ['sitemap', 'web-bot-auth', 'robots-txt']) await page.goto(`${server.baseUrl}/sites/${siteId}/fixes/${checkId}`);
    await page.goto(`${server.baseUrl}/sites/${siteId}/verifications`);
    const rows = page.locator('tbody tr');
    expect(await rows.count()).toBe(1);
    const text = (await rows.first().textContent())!;
    expect(text).toContain('robots-txt');
    expect(text).toContain('Waiting for the next scan (until 2026-');
  });

  it('fits every page into a 390 px phone screen and a 1280 px desktop, with 0 axe violations (25.9)', async () => {
    const pages = [
      '/sites',
      `/sites/${siteId}`,
      `/sites/${siteId}/compare`,
      `/sites/${siteId}/fixes`,
      `/sites/${siteId}/fixes/page-metadata`,
      `/sites/${siteId}/verifications`,
      `/sites/${siteId}/answers`,
      `/sites/${siteId}/agents`,
      '/keys',
      '/webhooks',
      `/sites/${randomUUID()}`,
      '/',
      '/no/such/page',
    ];
    const wide: string[] = [];
    mkdirSync(SCREENSHOTS, { recursive: true });
    // Each page is loaded once, on the phone (where a reader opens a link), then widened to the desktop: the layout
    // and axe are read at both widths, as checkPhoneAndDesktop does (a load per width doubled the test's time).
    for (const pagePath of pages) {
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto(`${server.baseUrl}${pagePath}`);
      await page.waitForLoadState('networkidle');
      for (const width of [390, 1280]) {
        if (width !== 390) {
          await page.setViewportSize({ width, height: 900 });
          // Charts re-measure a frame after the viewport changes.
          await page.waitForTimeout(100);
        }
        const extra = await overflow();
        if (extra > 0) wide.push(`${pagePath} at ${width}px is ${extra}px too wide`);
        await axeClean(page, `${pagePath} at ${width}px`);
        await page.screenshot({ path: path.join(SCREENSHOTS, screenshotName(pagePath, width, siteId)), fullPage: true });
      }
    }
    expect(wide).toEqual([]);
    // Signed out: the sign-in page.
    const context = await newContext(browser, server.baseUrl, { viewport: { width: 390, height: 900 } });
    page = await context.newPage();
    await page.goto(`${server.baseUrl}/sign-in`);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await axeClean(page, '/sign-in at 390px');
  }, 240_000);
});
