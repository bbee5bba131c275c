// The site page's "Ownership" card (issue 52 point 3) in a real browser: a site whose public report and index opt-in
// were on before the rule came is held, and the page says why; the token and the three ways to prove the host are on
// the page, readable at 390 and 1280 px with no axe violation; the index card says what it will show once proven;
// "Check now" proves the host by the meta tag the fixture serves, and the page then shows the proof, the row and the
// withdrawal. A member sees the state and cannot check.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_START_TIMEOUT_MS, withDatabase, type TestServer } from '../../helpers/server';
import { sharedService } from '../../helpers/shared-services/client';
import { html, serveSite, type FixtureSite } from '../../helpers/site';
import { checkPhoneAndDesktop, launchBrowser, measureLayout, newContext, seedOrganization, signIn, type SeededOrganization } from '../../helpers/browser/helpers';

const TOKEN = '5eed0000000000000000000000000b0b';

let server: TestServer;
let site: FixtureSite;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let organization: SeededOrganization;
let siteId: string;
let host: string;

beforeAll(async () => {
  site = await serveSite({
    '/': html(`<!doctype html><html lang="en"><head><meta name="agentgauge-verification" content="${TOKEN}"><title>Owned</title></head><body><h1>Owned</h1></body></html>`),
  });
  host = `127.0.0.1:${site.port}`;
  // The worker's shared server: its private targets (every 127.0.0.1 port, public reports of them included) cover the
  // fixture's, which the ownership check reads; its database outlives this file, so the organization is named after it
  // and its token (unique among organizations) is this file's own.
  server = await sharedService();
  await withDatabase(server.databaseEnv, async (db) => {
    organization = await seedOrganization('Site Ownership Org');
    await db.organization.update({ where: { id: organization.id }, data: { ownershipToken: TOKEN } });
    siteId = (await db.site.create({ data: { organizationId: organization.id, host, url: site.url, publicReport: true, indexOptIn: true } })).id;
  });
  browser = await launchBrowser();
  context = await newContext(browser, server.baseUrl, { viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await signIn(page, server.baseUrl, organization.owner);
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await site?.close();
});

describe('the site page\'s ownership card', { timeout: 120_000 }, () => {
  it('says a held switch is not public, shows the token and the ways to prove the host, on a phone too', async () => {
    await page.goto(`/sites/${siteId}`);
    const card = page.locator('#ownership');
    expect(await card.getByRole('heading', { name: 'Ownership' }).count()).toBe(1);
    expect(await page.getByTestId('ownership-state').textContent()).toContain(`Not proven. Only an organization that proved it controls ${host} can name it in the index`);
    expect(await page.getByTestId('ownership-held').textContent()).toContain(`Held: this site's public report or index opt-in is on, but nothing of ${host} is public`);
    const values = await card.locator('code').allTextContents();
    expect(values).toEqual([TOKEN, TOKEN, `<meta name="agentgauge-verification" content="${TOKEN}">`]);
    // The instructions name the exact places a proof is read from (issue 60): the well-known file as text/plain, and the
    // head of the origin's root page, never a page under a path.
    expect(await card.textContent()).toContain(`A file at ${site.url}.well-known/agentgauge-verification.txt, served as text/plain, holding the token on a line of its own`);
    expect(await card.textContent()).toContain(`A meta tag in the <head> of the root page ${site.url} (not a page under a path)`);
    // The held public report offers no link or badge: both would answer 404.
    expect(await page.getByRole('link', { name: `Open the public report of ${host}` }).count()).toBe(0);
    expect(await page.getByTestId('index-row-unproven').textContent()).toContain(`Once your organization proves it controls ${host}, this card shows its row in the current edition`);
    expect((await page.goto(`/report/${encodeURIComponent(host)}`))?.status()).toBe(404);
    await page.goto(`/sites/${siteId}`);
    await checkPhoneAndDesktop(page, 'the site page of an unproven host');
    // On a phone the token, the URLs and the tag wrap only where they must: no word of them is split.
    await page.setViewportSize({ width: 390, height: 900 });
    expect(await measureLayout(page)).toEqual({ overflow: 0, tooWide: [], splitWords: [] });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('proves the host by the meta tag with "Check now", then shows the proof and the withdrawal', async () => {
    await page.goto(`/sites/${siteId}`);
    await page.getByRole('button', { name: 'Check now' }).click();
    await page.getByText('Proven by the meta tag.').waitFor({ timeout: 30_000 });
    await page.goto(`/sites/${siteId}`);
    expect(await page.getByTestId('ownership-state').textContent()).toContain(`Proven: your organization controls ${host}, by the meta tag of its root page`);
    expect(await page.getByTestId('ownership-held').count()).toBe(0);
    expect(await page.getByRole('button', { name: `Withdraw ${host} from the index and public reports` }).count()).toBe(1);
    // No scan of the site yet: nothing is published, so no link or badge that would answer 404 (issue 63 point 3).
    expect(await page.getByRole('link', { name: `Open the public report of ${host}` }).count()).toBe(0);
    expect(await page.locator('#public-report-status').textContent()).toBe(`On: nothing is published yet; the first finished scan of this site becomes the public report of ${host}, with a badge for a README.`);
    await checkPhoneAndDesktop(page, 'the site page of a proven host');
    const row = await withDatabase(server.databaseEnv, (db) => db.hostOwnership.findFirstOrThrow({ where: { organizationId: organization.id, host } }));
    expect(row.method).toBe('meta');
    expect(site.requests).toEqual(expect.arrayContaining(['GET /.well-known/agentgauge-verification.txt', 'GET /']));
  });

  it('shows a member the state without the check', async () => {
    const memberContext = await newContext(browser, server.baseUrl, { viewport: { width: 390, height: 900 } });
    const memberPage = await memberContext.newPage();
    await signIn(memberPage, server.baseUrl, organization.member);
    await memberPage.goto(`/sites/${siteId}`);
    expect(await memberPage.getByTestId('ownership-state').textContent()).toContain('Proven');
    expect(await memberPage.getByRole('button', { name: 'Check now' }).count()).toBe(0);
    expect(await memberPage.getByRole('button', { name: /^Withdraw/ }).count()).toBe(0);
    await memberContext.close();
  });
});
