// The site's Journeys tab in a real browser against the production build (issue 33 points 1 and 5): an owner confirms
// a suggestion from the last scan, is told why a pattern that could backtrack is refused, adds, edits and removes a
// journey; axe-core runs on every state visited.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalReport } from '../../helpers/api-fixtures';
import { SERVER_START_TIMEOUT_MS, withDatabase, type TestServer } from '../../helpers/server';
import { sharedService } from '../../helpers/shared-services/client';
import { axeCheck, launchBrowser, newContext, seedOrganization, signIn, type SeededOrganization } from '../../helpers/browser/helpers';

describe('journeys tab', () => {
  let server: TestServer;
  let browser: Browser;
  let acme: SeededOrganization;
  let siteId: string;

  beforeAll(async () => {
    // The worker's shared server: its database outlives this file, so the organization and the host are named after it.
    server = await sharedService();
    await withDatabase(server.databaseEnv, async (db) => {
      acme = await seedOrganization('Acme Journeys Tab', 'pro');
      const site = await db.site.create({ data: { organizationId: acme.id, host: 'journeys-tab.example', url: 'https://journeys-tab.example/' } });
      siteId = site.id;
      const finishedAt = new Date('2026-11-01T10:00:00Z');
      const report = {
        ...minimalReport('https://journeys-tab.example/', 70, finishedAt),
        siteFacts: {
          siteName: 'Acme',
          robotsKind: 'ok',
          robotsTxt: null,
          sitemaps: [],
          pages: [{ url: 'https://journeys-tab.example/pricing', httpStatus: 200, title: 'Pricing', description: 'The Pro plan costs $29 a month.', lang: 'en', h1: null }],
        },
      };
      await db.scan.create({
        data: { organizationId: acme.id, siteId, status: 'succeeded', trigger: 'api', engine: report.engine, score: 70, originScore: 70, pageCount: 1, discoveredUrls: 1, report: report as never, startedAt: finishedAt, finishedAt },
      });
    });
    browser = await launchBrowser();
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
  });

  const stored = () => withDatabase(server.databaseEnv, (db) => db.journey.findMany({ where: { siteId }, orderBy: { createdAt: 'asc' }, select: { name: true, question: true, answer: true, start: true } }));

  it('confirms a suggestion, refuses a backtracking pattern with the reason, adds, edits and removes a journey', { timeout: 180_000 }, async () => {
    const page: Page = await (await newContext(browser, server.baseUrl)).newPage();
    await signIn(page, server.baseUrl, acme.owner);
    await page.goto(`${server.baseUrl}/sites/${siteId}`);
    await page.getByRole('navigation', { name: 'Sections of journeys-tab.example' }).getByRole('link', { name: 'Journeys' }).click();
    await page.waitForURL(`**/sites/${siteId}/journeys`);
    await page.getByRole('heading', { name: 'Journeys on journeys-tab.example' }).waitFor();
    await page.getByText('The Pro plan costs $29 a month.').waitFor();
    await axeCheck(page, 'journeys with a suggestion');

    await page.getByRole('button', { name: 'Save suggestion pricing' }).click();
    await page.getByRole('button', { name: 'Remove pricing' }).waitFor();
    expect(await stored()).toEqual([{ name: 'pricing', question: 'What does Acme cost?', answer: '$29', start: null }]);
    expect(await page.getByRole('list', { name: 'Suggested journeys' }).count()).toBe(0);

    const add = page.getByRole('form', { name: 'Add journey' });
    await add.getByLabel('Name').fill('loop');
    await add.getByLabel('Question an agent is asked').fill('Anything?');
    await add.getByLabel('The answer, as it appears on the page').fill('(a+)+\\1');
    await add.getByLabel('Regular expression').check();
    await add.getByRole('button', { name: 'Add journey' }).click();
    await page.getByText('Field "answer.pattern" cannot be used: it uses a backreference, which a linear-time engine (RE2) cannot run.').waitFor();
    await axeCheck(page, 'journeys with a refused pattern');
    expect(await stored()).toHaveLength(1);

    await add.getByLabel('Name').fill('hours');
    await add.getByLabel('Question an agent is asked').fill('When are you open?');
    await add.getByLabel('The answer, as it appears on the page').fill('9am to 5pm\n9:00-17:00');
    await add.getByLabel('Regular expression').uncheck();
    await add.getByLabel('Start path (optional)').fill('/visit');
    await add.getByRole('button', { name: 'Add journey' }).click();
    await page.getByRole('button', { name: 'Remove hours' }).waitFor();
    expect((await stored())[1]).toEqual({ name: 'hours', question: 'When are you open?', answer: ['9am to 5pm', '9:00-17:00'], start: '/visit' });

    await page.getByText('Edit hours').click();
    const edit = page.getByRole('form', { name: 'Save hours' });
    await edit.getByLabel('Start path (optional)').fill('');
    await edit.getByRole('button', { name: 'Save hours' }).click();
    await edit.getByText('Saved "hours".').waitFor();
    expect((await stored())[1]).toEqual({ name: 'hours', question: 'When are you open?', answer: ['9am to 5pm', '9:00-17:00'], start: null });

    await page.getByRole('button', { name: 'Remove pricing' }).click();
    await expect.poll(async () => (await stored()).map((journey) => journey.name), { timeout: 30_000 }).toEqual(['hours']);
    await page.getByRole('button', { name: 'Remove pricing' }).waitFor({ state: 'detached' });
    await axeCheck(page, 'journeys after a removal');
  });
});
