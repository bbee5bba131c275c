// The site page's "Deploy hook" card (issue 60 point 5) in a real browser: an owner sets a Netlify hook up and sees its
// secret once; a real signed call queues a scan and its replay is refused, and the card then shows the last scan
// queued and the last call refused apart, each with its time, readable at 390 and 1280 px with no axe violation. A
// member sees the record without the forms.
import { createHash } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../../helpers/http';
import { SERVER_START_TIMEOUT_MS, withDatabase, type TestServer } from '../../helpers/server';
import { sharedService } from '../../helpers/shared-services/client';
import { HOME, serveSite, type FixtureSite } from '../../helpers/site';
import { checkPhoneAndDesktop, launchBrowser, measureLayout, newContext, seedOrganization, signIn, type SeededOrganization } from '../../helpers/browser/helpers';

let server: TestServer;
let site: FixtureSite;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let organization: SeededOrganization;
let siteId: string;
let host: string;

beforeAll(async () => {
  site = await serveSite({ '/': HOME });
  host = `127.0.0.1:${site.port}`;
  // The worker's shared server: its private targets (every 127.0.0.1 port) include the fixture's, which the hook's
  // scans measure; its database outlives this file, so the organization is named after it.
  server = await sharedService();
  await withDatabase(server.databaseEnv, async (db) => {
    organization = await seedOrganization('Deploy Hook Card Org');
    siteId = (await db.site.create({ data: { organizationId: organization.id, host, url: site.url } })).id;
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

async function netlifyCall(url: string, secret: string, body: string) {
  const signature = await new SignJWT({ sha256: createHash('sha256').update(body).digest('hex') })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('netlify')
    .sign(new TextEncoder().encode(secret));
  return request(server.baseUrl, new URL(url).pathname, { method: 'POST', body, headers: { 'content-type': 'application/json', 'x-webhook-signature': signature } });
}

describe('the site page\'s deploy hook card', { timeout: 180_000 }, () => {
  let secret: string;
  let url: string;

  it('sets a Netlify hook up and shows its secret once', async () => {
    await page.goto(`/sites/${siteId}`);
    const card = page.locator('#deploy-hook');
    expect(await card.getByRole('heading', { name: 'Deploy hook' }).count()).toBe(1);
    expect(await card.getByTestId('deploy-hook-none').textContent()).toBe('This site has no deploy hook.');
    await card.getByLabel('Who calls it').selectOption('netlify');
    await card.getByRole('button', { name: 'Set up a deploy hook' }).click();
    const shown = card.getByTestId('deploy-hook-secret');
    await shown.waitFor({ timeout: 30_000 });
    secret = (await shown.textContent())!;
    expect(secret).toMatch(/^dh_[A-Za-z0-9_-]{43}$/);

    await page.goto(`/sites/${siteId}`);
    url = (await card.getByTestId('deploy-hook-url').textContent())!;
    expect(url).toMatch(new RegExp(`^${server.baseUrl.replaceAll('.', '\\.')}/api/v1/hooks/deploy/[0-9a-f-]{36}$`));
    expect(await card.getByTestId('deploy-hook-ready').textContent()).toBe('Ready: its calls are verified.');
    expect(await card.getByTestId('deploy-hook-last-queued').textContent()).toBe('Last scan queuedNo call has queued a scan yet.');
    expect(await card.getByTestId('deploy-hook-last-refused').textContent()).toBe('Last call refusedNo call was refused.');
    // Shown once: the page no longer has it.
    expect(await page.content()).not.toContain(secret);
  });

  it('shows the call that queued a scan and its refused replay apart, each with its time, on a phone too', async () => {
    const body = JSON.stringify({ id: 'dep_card_1', site_id: 'site_1', state: 'ready', context: 'production', name: 'my-site' });
    const first = await netlifyCall(url, secret, body);
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({ queued: true, replayed: false });
    const replay = await netlifyCall(url, secret, body);
    expect(replay.body).toEqual({ ...first.body, replayed: true });

    await page.goto(`/sites/${siteId}`);
    const card = page.locator('#deploy-hook');
    const hook = await withDatabase(server.databaseEnv, (db) => db.deployHook.findUniqueOrThrow({ where: { siteId } }));
    const queued = card.getByTestId('deploy-hook-last-queued');
    expect(await queued.locator('time').getAttribute('datetime')).toBe(hook.lastQueuedAt!.toISOString());
    expect(await queued.textContent()).toContain(`queued scan ${first.body.scanId} (netlify deploy succeeded)`);
    const refused = card.getByTestId('deploy-hook-last-refused');
    expect(await refused.locator('time').getAttribute('datetime')).toBe(hook.lastRefusedAt!.toISOString());
    expect(await refused.textContent()).toMatch(/replay of Netlify deploy dep_card_1 \(ready\) \(first handled [^)]+\): answered with its outcome, nothing spent/);
    expect(await card.getByTestId('deploy-hook-last-call').textContent()).toContain('replay of Netlify deploy dep_card_1');

    await checkPhoneAndDesktop(page, 'the site page with a deploy hook');
    await page.setViewportSize({ width: 390, height: 900 });
    expect(await measureLayout(page)).toEqual({ overflow: 0, tooWide: [], splitWords: [] });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('shows a member the record without the forms', async () => {
    const memberContext = await newContext(browser, server.baseUrl, { viewport: { width: 390, height: 900 } });
    const memberPage = await memberContext.newPage();
    await signIn(memberPage, server.baseUrl, organization.member);
    await memberPage.goto(`/sites/${siteId}`);
    const card = memberPage.locator('#deploy-hook');
    expect(await card.getByTestId('deploy-hook-last-queued').textContent()).toContain('queued scan');
    expect(await card.getByRole('button', { name: 'Save the deploy hook' }).count()).toBe(0);
    expect(await card.getByRole('button', { name: 'Remove the deploy hook' }).count()).toBe(0);
    expect(await card.textContent()).toContain('set up or remove deploy hooks');
    await memberContext.close();
  });
});
