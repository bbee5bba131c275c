// Journeys where owners look (issue 33 point 3), in a real browser against the production build: the site page shows
// the pass counts beside the score, the journeys × agents grid (a cell opens the pages that agent fetched, in order,
// with what it received) and the journey history; compare lists the journeys gained and lost. axe-core runs on each
// state, and nothing scrolls sideways at 390 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalReport } from '../../helpers/api-fixtures';
import type { StoredJourneyResult } from '../../../lib/schemas/report';
import { SERVER_START_TIMEOUT_MS, withDatabase, type TestServer } from '../../helpers/server';
import { sharedService } from '../../helpers/shared-services/client';
import { axeCheck, checkPhoneAndDesktop, launchBrowser, newContext, seedOrganization, signIn, type SeededOrganization } from '../../helpers/browser/helpers';

// Named after this file: the worker's shared server keeps every file's sites.
const ORIGIN = 'https://journey-grid.example';
const ANSWER = 'The Pro plan costs $29 a month.';

function found(profile: string): StoredJourneyResult['results'][number] {
  return {
    profile: profile as never,
    found: true,
    hops: 1,
    url: `${ORIGIN}/pricing`,
    quote: ANSWER,
    reason: `Found 1 link from the start page, at ${ORIGIN}/pricing, after 2 fetches.`,
    code: null,
    path: [`${ORIGIN}/`, `${ORIGIN}/pricing`],
    steps: [
      { url: `${ORIGIN}/`, finalUrl: `${ORIGIN}/`, status: 200, verdict: 'read', kept: 1200, excerpt: 'Widgets. Everything about widgets, for every reader.' },
      { url: `${ORIGIN}/pricing`, finalUrl: `${ORIGIN}/pricing`, status: 200, verdict: 'answer', kept: 800, excerpt: ANSWER },
    ],
  };
}

function blocked(profile: string): StoredJourneyResult['results'][number] {
  const refusal = `Refused at ${ORIGIN}/pricing: HTTP 403 (forbidden to this User-Agent).`;
  return {
    profile: profile as never,
    found: false,
    hops: null,
    url: null,
    quote: null,
    reason: `Blocked: ${refusal}`,
    code: 'journey.blocked',
    path: [`${ORIGIN}/`, `${ORIGIN}/pricing`],
    steps: [
      { url: `${ORIGIN}/`, finalUrl: `${ORIGIN}/`, status: 200, verdict: 'read', kept: 1200, excerpt: 'Widgets. Everything about widgets, for every reader.' },
      { url: `${ORIGIN}/pricing`, finalUrl: `${ORIGIN}/pricing`, status: 403, verdict: 'blocked', kept: 0, excerpt: refusal },
    ],
  };
}

/** A nav link that answers 404 to everyone (issue 63 point 5): the site's broken link, never Blocked. */
function brokenLink(profile: string): StoredJourneyResult['results'][number] {
  const broken = `Broken link: ${ORIGIN}/hours answers 404 to everyone.`;
  return {
    profile: profile as never,
    found: false,
    hops: null,
    url: null,
    quote: null,
    reason: broken,
    code: 'journey.broken-link',
    path: [`${ORIGIN}/`, `${ORIGIN}/hours`],
    steps: [
      { url: `${ORIGIN}/`, finalUrl: `${ORIGIN}/`, status: 200, verdict: 'read', kept: 1200, excerpt: 'Widgets. Everything about widgets, for every reader.' },
      { url: `${ORIGIN}/hours`, finalUrl: `${ORIGIN}/hours`, status: 404, verdict: 'broken-link', kept: 0, excerpt: broken },
    ],
  };
}

const PROFILES = ['claude-code', 'cursor', 'chatgpt'];

function journeys(chatgptFinds: boolean): StoredJourneyResult[] {
  return [
    {
      name: 'pricing',
      question: 'What does the Pro plan cost?',
      results: PROFILES.map((profile) => (profile === 'chatgpt' && !chatgptFinds ? blocked(profile) : found(profile))),
    },
    { name: 'hours', question: 'When are you open?', results: PROFILES.map((profile) => (profile === 'cursor' ? found(profile) : profile === 'chatgpt' ? brokenLink(profile) : blocked(profile))) },
  ];
}

describe('journeys on the site page', () => {
  let server: TestServer;
  let browser: Browser;
  let acme: SeededOrganization;
  let siteId: string;

  beforeAll(async () => {
    server = await sharedService();
    await withDatabase(server.databaseEnv, async (db) => {
      acme = await seedOrganization('Acme Journey Grid', 'pro');
      siteId = (await db.site.create({ data: { organizationId: acme.id, host: 'journey-grid.example', url: `${ORIGIN}/` } })).id;
      // Two scans: chatgpt found pricing in the first and is refused in the second.
      for (const [index, chatgptFinds] of [true, false].entries()) {
        const finishedAt = new Date(Date.UTC(2026, 10, 1 + index, 10));
        const report = { ...minimalReport(`${ORIGIN}/`, 70, finishedAt), journeys: journeys(chatgptFinds) };
        await db.scan.create({
          data: { organizationId: acme.id, siteId, status: 'succeeded', trigger: 'api', engine: report.engine, score: 70, originScore: 70, pageCount: 1, discoveredUrls: 1, report: report as never, startedAt: finishedAt, finishedAt },
        });
      }
    });
    browser = await launchBrowser();
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the counts beside the score and the grid; a cell opens the pages that agent fetched, in order', { timeout: 180_000 }, async () => {
    const page: Page = await (await newContext(browser, server.baseUrl)).newPage();
    await signIn(page, server.baseUrl, acme.owner);
    await page.goto(`${server.baseUrl}/sites/${siteId}`);
    // 2 journeys × 3 agents: pricing found by claude-code and cursor, hours by cursor.
    await expect(page.getByText('Journeys (not scored)').locator('..').locator('dd').textContent()).resolves.toBe('3/6 found');
    const grid = page.getByRole('region', { name: 'Journeys by agent' });
    await grid.waitFor();
    expect(await grid.getByRole('columnheader').allTextContents()).toEqual(['Journey', 'Claude Code', 'Cursor', 'ChatGPT']);
    expect(await page.getByTestId('journey-count-cursor').textContent()).toBe('2/2');
    expect(await page.getByTestId('journey-count-chatgpt').textContent()).toBe('0/2');
    await page.getByTestId('journey-history-chart').waitFor();
    await axeCheck(page, 'site page with the journey grid');

    await grid.getByRole('link', { name: 'pricing, ChatGPT: Blocked. Open the path' }).click();
    await page.waitForURL((url) => url.searchParams.get('journey') === 'pricing' && url.searchParams.get('profile') === 'chatgpt');
    const path = page.getByTestId('journey-path');
    await path.getByRole('heading', { name: 'pricing as ChatGPT: Blocked' }).waitFor();
    await path.getByText(`Blocked: Refused at ${ORIGIN}/pricing: HTTP 403 (forbidden to this User-Agent).`).first().waitFor();
    const steps = path.getByTestId('journey-step');
    expect(await steps.count()).toBe(2);
    expect(await steps.nth(0).textContent()).toContain(`1.${ORIGIN}/`);
    expect(await steps.nth(0).textContent()).toContain('HTTP 200Read, no answer1,200 characters kept');
    expect(await steps.nth(1).textContent()).toContain(`2.${ORIGIN}/pricing`);
    expect(await steps.nth(1).textContent()).toContain('HTTP 403Blocked0 characters kept');
    expect(await grid.getByRole('link', { name: 'pricing, ChatGPT: Blocked. Open the path' }).getAttribute('aria-current')).toBe('true');
    await checkPhoneAndDesktop(page, 'site page with a journey path open');

    // A broken link is its own state in the grid and the path, never Blocked (issue 63 point 5).
    await grid.getByRole('link', { name: 'hours, ChatGPT: Broken link. Open the path' }).click();
    await path.getByRole('heading', { name: 'hours as ChatGPT: Broken link' }).waitFor();
    await path.getByText(`Broken link: ${ORIGIN}/hours answers 404 to everyone.`).first().waitFor();
    expect(await path.getByTestId('journey-step').nth(1).textContent()).toContain('HTTP 404Broken link0 characters kept');
    expect(await path.textContent()).not.toMatch(/Blocked|Refused/);

    await grid.getByRole('link', { name: 'pricing, Cursor: Found (1 hop). Open the path' }).click();
    await path.getByRole('heading', { name: 'pricing as Cursor: Found (1 hop)' }).waitFor();
    expect(await path.locator('blockquote').textContent()).toBe(ANSWER);
    expect(await path.getByTestId('journey-step').nth(1).textContent()).toContain('HTTP 200Answer here800 characters kept');
  });

  it('compare lists the journey chatgpt lost', { timeout: 120_000 }, async () => {
    const page: Page = await (await newContext(browser, server.baseUrl)).newPage();
    await signIn(page, server.baseUrl, acme.owner);
    await page.goto(`${server.baseUrl}/sites/${siteId}/compare`);
    const changes = page.getByTestId('journey-changes');
    await changes.waitFor();
    await changes.getByRole('heading', { name: 'Lost (1): an agent found it before and cannot now' }).waitFor();
    expect(await changes.getByRole('listitem').first().textContent()).toBe(`chatgpt pricing: Blocked: Refused at ${ORIGIN}/pricing: HTTP 403 (forbidden to this User-Agent).`);
    await axeCheck(page, 'compare with a journey lost');
  });
});
