// Issue 35, a new user's first hour in the dashboard: a refused form keeps what was typed and the refusal names the
// operator's setting (points 3), a loopback site's refusal names AGENTGAUGE_ALLOW_PRIVATE_TARGETS as the CLI names
// its flag, and no page is wider than a 390 px phone with long content: a long key name, every fix page (point 4).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillWindowsFromLastUse } from '../../helpers/quota';
import { CHECK_IDS } from '@/engine/light';
import { createKey } from '../../helpers/api-fixtures';
import { buildReport, seedScan } from '../../helpers/me-fixtures';
import { SERVER_START_TIMEOUT_MS, startServer, withDatabase, type TestServer } from '../../helpers/server';
import { launchBrowser, newContext, seedOrganization, signIn, type SeededUser } from '../../helpers/browser/helpers';

const HOST = 'first-hour.example';
const LONG_KEY_NAME = 'continuous-integration-deploy-preview-key-for-the-documentation-site-pipeline';
/** The organization's agent runs are counted per hour under this scope (lib/rate-limit/scan-quota.ts). */
const AGENT_RUNS_SCOPE = 'agent-run:organization';
const HOUR_MS = 3_600_000;

let server: TestServer;
let browser: Browser;
let owner: SeededUser;
let organizationId: string;
let siteId: string;

beforeAll(async () => {
  server = await startServer({
    // One agent run an hour: the second one is refused.
    env: { AGENTGAUGE_AGENT_RUNS_PER_ORGANIZATION: '1', AGENTGAUGE_IN_PROCESS_WORKER: '0' },
    seed: async (db) => {
      const organization = await seedOrganization('First Hour');
      owner = organization.owner;
      organizationId = organization.id;
      const site = await db.site.create({ data: { organizationId: organization.id, host: HOST, url: `https://${HOST}/` } });
      siteId = site.id;
      // Every check failing: every fix page exists.
      const report = buildReport({ url: `https://${HOST}/`, at: new Date('2026-11-20T09:00:00Z'), overallScore: 0, checks: CHECK_IDS.map((id) => ({ id, score: 0 })) });
      await seedScan(db, site, organization.id, report);
      await createKey(db, organization.id);
      await db.apiKey.updateMany({ where: { organizationId: organization.id }, data: { name: LONG_KEY_NAME } });
    },
  });
  browser = await launchBrowser();
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The organization's next agent run refused whatever the clock does (tests/helpers/quota.ts fillWindowsFromLastUse). */
function fillRunQuotaFromLastRun(counted: number, limit: number): Promise<void> {
  return withDatabase(server.databaseEnv, (db) => fillWindowsFromLastUse(db, { scope: AGENT_RUNS_SCOPE, subject: organizationId, counted, limit, windowSeconds: HOUR_MS / 1000 }));
}

async function signedInPage(width: number): Promise<Page> {
  const context = await newContext(browser, server.baseUrl, { viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, server.baseUrl, owner);
  return page;
}

describe('a refused form (issue 35 point 3)', () => {
  it('keeps the agent run goal and names the setting that raises the limit', async () => {
    const page = await signedInPage(1280);
    await page.goto(`${server.baseUrl}/sites/${siteId}/agents`);
    await page.getByLabel('Goal, in plain words').fill('Find the pricing page');
    await page.getByLabel('Agent').selectOption('builtin');
    await page.getByRole('button', { name: 'Run the agent' }).click();
    await page.getByText('Run queued; its outcome and steps appear below as it runs.').waitFor();
    // The first run is the organization's one run of the hour; the second is refused in whichever hour it lands.
    await fillRunQuotaFromLastRun(1, 1);

    const goal = 'Find the price of the Team plan for 12 seats';
    await page.getByLabel('Goal, in plain words').fill(goal);
    await page.getByLabel('Agent').selectOption('builtin');
    await page.getByRole('button', { name: 'Run the agent' }).click();
    const refusal = page.getByText('The run was not started');
    await refusal.waitFor();
    const text = await page.locator('form').filter({ has: page.getByLabel('Goal, in plain words') }).textContent();
    // The wait, not a UTC clock time the owner must convert (issue 46 point 5): a whole hour when refused in the hour's
    // first minute.
    expect(text).toMatch(/Agent runs of the organization are limited to 1 per hour per organization, and the limit is reached\. The operator raises it with the setting AGENTGAUGE_AGENT_RUNS_PER_ORGANIZATION\. Try again in (\d+ min|1 h)\./);
    expect(await page.getByLabel('Goal, in plain words').inputValue()).toBe(goal);
    expect(await page.getByLabel('Agent').inputValue()).toBe('builtin');
    await page.context().close();
  }, 180_000);

  it('refuses a loopback site naming AGENTGAUGE_ALLOW_PRIVATE_TARGETS, and keeps the address typed', async () => {
    const page = await signedInPage(1280);
    await page.goto(`${server.baseUrl}/sites`);
    const field = page.getByLabel('Site address');
    await field.fill('http://127.0.0.1:4000/');
    await page.getByRole('button', { name: 'Add site' }).click();
    await expect.poll(() => page.locator('main').textContent()).toContain('AGENTGAUGE_ALLOW_PRIVATE_TARGETS');
    const main = (await page.locator('main').textContent())!;
    expect(main).toContain('(rule: private-address)');
    expect(main).toContain('the operator starts the service with AGENTGAUGE_ALLOW_PRIVATE_TARGETS set to its host:port (for example AGENTGAUGE_ALLOW_PRIVATE_TARGETS=127.0.0.1:4000 npm start)');
    expect(await field.inputValue()).toBe('http://127.0.0.1:4000/');
    await page.context().close();
  }, 180_000);
});

describe('no page wider than 390 px (issue 35 point 4)', () => {
  it('holds for /keys with a long key name, the sites pages and every fix page', async () => {
    const page = await signedInPage(390);
    await page.goto(`${server.baseUrl}/sites/${siteId}/fixes`);
    const fixPages = await page.locator(`a[href^="/sites/${siteId}/fixes/"]`).evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!.replace(/#.*$/, '')))]);
    expect(fixPages.length).toBeGreaterThanOrEqual(20);
    const pages = ['/keys', '/sites', `/sites/${siteId}`, `/sites/${siteId}/fixes`, `/sites/${siteId}/agents`, '/webhooks', ...fixPages];
    const tooWide: string[] = [];
    for (const path of pages) {
      const answer = await page.goto(`${server.baseUrl}${path}`);
      expect(answer?.status(), path).toBe(200);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) tooWide.push(`${path}: ${overflow} px too wide`);
    }
    expect(tooWide).toEqual([]);
    await page.goto(`${server.baseUrl}/keys`);
    expect(await page.getByRole('cell', { name: LONG_KEY_NAME }).count()).toBe(1);
    await page.context().close();
  }, 300_000);
});
