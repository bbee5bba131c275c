// Loading feedback without hiding content from visitors without JavaScript. The dashboard's site pages and the public
// replay render whole on the server (read here with JavaScript off); with JavaScript, a link to them shows a pending
// mark in space kept for it, a top bar appears, the content is aria-busy and a polite status says so. The server's
// answer is held back by the test (the slow fixture), so the pending state is certain to be seen.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAgentRuns, seedFinishedScan } from '../../helpers/api-fixtures';
import { SERVER_START_TIMEOUT_MS, withDatabase, type TestServer } from '../../helpers/server';
import { sharedService } from '../../helpers/shared-services/client';
import { axeCheck, launchBrowser, newContext, seedOrganization, signIn, type SeededOrganization } from '../../helpers/browser/helpers';

const HOST = 'navigation-progress.example';

describe('navigation feedback and no-JS rendering', () => {
  let server: TestServer;
  let browser: Browser;
  let org: SeededOrganization;
  let siteId: string;
  let replayId: string;

  beforeAll(async () => {
    // The worker's shared server: its database outlives this file, so the organization and the host are named after it.
    server = await sharedService();
    await withDatabase(server.databaseEnv, async (db) => {
      org = await seedOrganization('Navigation Progress Org');
      const site = await db.site.create({ data: { organizationId: org.id, host: HOST, url: `https://${HOST}/` } });
      siteId = site.id;
      await seedFinishedScan(db, site, org.id, 60, new Date('2026-03-01T10:00:00Z'));
      await seedFinishedScan(db, site, org.id, 70, new Date('2026-03-02T10:00:00Z'));
      replayId = await seedAgentRuns(db, org.id, site.id);
    });
    browser = await launchBrowser();
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
  });

  async function signedInPage(options: Parameters<typeof newContext>[2] = {}): Promise<Page> {
    const page = await (await newContext(browser, server.baseUrl, options)).newPage();
    await signIn(page, server.baseUrl, org.owner);
    return page;
  }

  /** Holds the client-side navigation request (RSC, not a prefetch) to `pathname` until release() is called. */
  async function holdNavigation(page: Page, pathname: string): Promise<{ requested: () => boolean; release: () => void }> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.context().route(
      (url) => url.pathname === pathname,
      async (route) => {
        const headers = route.request().headers();
        if (headers.rsc === '1' && !headers['next-router-prefetch'] && !headers['next-router-segment-prefetch']) {
          requested = true;
          await released;
        }
        await route.fallback();
      },
    );
    return { requested: () => requested, release };
  }

  const bar = (page: Page) => page.getByTestId('navigation-progress');
  const liveStatus = (page: Page) => page.getByTestId('navigation-status');
  const mark = (link: Locator) => link.locator('[data-link-pending]');
  const animationOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).animationName);

  it('renders the sites overview, a site report and a replay whole with JavaScript off', async () => {
    const jsPage = await signedInPage();
    const noScript = await newContext(browser, server.baseUrl, { javaScriptEnabled: false });
    await noScript.addCookies(await jsPage.context().cookies());
    const page = await noScript.newPage();

    await page.goto('/sites');
    expect(await page.getByRole('link', { name: HOST }).isVisible()).toBe(true);
    await page.goto(`/sites/${siteId}`);
    expect(await page.getByRole('heading', { name: 'Discovery checks' }).isVisible()).toBe(true);
    await page.goto(`/sites/${siteId}/fixes`);
    expect(await page.getByRole('link', { name: /robots\.txt/ }).first().isVisible()).toBe(true);
    await page.goto(`/replay/${replayId}`);
    expect(await page.getByText('Find the price of the blue mug').first().isVisible()).toBe(true);
  });

  it('marks the followed link and shows a top bar until the site page arrives, without moving anything', async () => {
    const page = await signedInPage();
    await page.goto('/sites');
    const link = page.getByRole('link', { name: HOST });
    expect(await mark(link).getAttribute('data-link-pending')).toBe('false');
    expect(await bar(page).getAttribute('data-state')).toBe('idle');
    const linkBox = await link.boundingBox();
    const headingBox = await page.getByRole('heading', { level: 1 }).boundingBox();

    const held = await holdNavigation(page, `/sites/${siteId}`);
    await link.click();
    await expect.poll(() => held.requested()).toBe(true);
    await expect.poll(() => mark(link).getAttribute('data-link-pending')).toBe('true');
    expect(await bar(page).getAttribute('data-state')).toBe('loading');
    expect(await liveStatus(page).textContent()).toBe('Loading the page…');
    expect(await page.locator('[aria-busy="true"]').count()).toBe(1);
    expect(await animationOf(mark(link))).toBe('spin');
    expect(await animationOf(bar(page).locator('div'))).toBe('navigation-progress');
    expect(await link.boundingBox()).toEqual(linkBox);
    expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(headingBox);

    held.release();
    await page.waitForURL(`**/sites/${siteId}`);
    await page.getByRole('heading', { name: 'Discovery checks' }).waitFor();
    await expect.poll(() => bar(page).getAttribute('data-state')).toBe('idle');
    expect(await liveStatus(page).textContent()).toBe('');
    expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
    await axeCheck(page, `/sites/${siteId} after a client-side navigation`);
  });

  it('keeps the feedback still when the visitor prefers reduced motion, also on the way to a replay', async () => {
    const page = await signedInPage({ reducedMotion: 'reduce' });
    await page.goto(`/sites/${siteId}/agents?run=${replayId}`);
    const link = page.getByRole('link', { name: 'Public replay' });
    const held = await holdNavigation(page, `/replay/${replayId}`);
    await link.click();
    await expect.poll(() => held.requested()).toBe(true);
    await expect.poll(() => mark(link).getAttribute('data-link-pending')).toBe('true');
    expect(await bar(page).getAttribute('data-state')).toBe('loading');
    expect(await animationOf(mark(link))).toBe('none');
    expect(await animationOf(bar(page).locator('div'))).toBe('none');

    held.release();
    await page.waitForURL(`**/replay/${replayId}`);
    await page.getByRole('heading', { name: `Agent task replay on ${HOST}` }).waitFor();
    await expect.poll(() => bar(page).getAttribute('data-state')).toBe('idle');
  });
});
