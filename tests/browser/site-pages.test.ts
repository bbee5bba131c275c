// The site pages end to end: a new organization's empty state, adding a site (refused and accepted), scanning it
// with live status, the history chart after two scans, a comparison, a fix with a downloaded generated file,
// verification records, the 409 of a second "Scan now", and axe-core on every page visited.
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFinishedScan } from '../helpers/api-fixtures';
import { SERVER_START_TIMEOUT_MS, startServer, withDatabase, type TestServer } from '../helpers/server';
import { html, serveSite, type FixtureSite, type Routes } from '../helpers/site';
import { axeCheck, launchBrowser, newContext, seedOrganization, signIn, type SeededUser } from './helpers';

// Chapters answer slowly, so a scan stays queued or running long enough to be seen (and to meet a second start).
const CHAPTER_DELAY_MS = 3_000;
const SCAN_TIMEOUT_MS = 90_000;
/** A test that waits for scans: the machine may be busy with other work. */
const SCANNING_TEST_TIMEOUT_MS = 180_000;
const SCORE_STROKE = '#1d4ed8';
const ORIGIN_SCORE_STROKE = '#15803d';

function fixtureRoutes(): Routes {
  const page = (title: string, links: string[]) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
    `<meta name="description" content="${title}, a page of the browser test site."></head>` +
    `<body><main><h1>${title}</h1><p>Enough text to be measured as a real page of a small guide.</p>` +
    `<ul>${links.map((href) => `<li><a href="${href}">${href}</a></li>`).join('')}</ul></main></body></html>`;
  const chapter = (title: string): Routes[string] => async (req, res) => {
    await new Promise((resolve) => setTimeout(resolve, CHAPTER_DELAY_MS));
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(req.method === 'HEAD' ? undefined : page(title, ['/']));
  };
  return {
    '/': html(page('Browser test home', ['/guide/one', '/guide/two'])),
    '/guide/one': chapter('Chapter one'),
    '/guide/two': chapter('Chapter two'),
  };
}

let server: TestServer;
let site: FixtureSite;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let siteUrl: string;
let organizationId: string;
/** Members may read and scan everything; only key management is restricted. */
let member: SeededUser;

/** Pixels the page is wider than a phone screen (0 when nothing scrolls sideways). */
async function overflowAtPhoneWidth(): Promise<number> {
  await page.setViewportSize({ width: 375, height: 800 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await page.setViewportSize({ width: 1280, height: 900 });
  return overflow;
}

async function visit(path: string): Promise<void> {
  await page.goto(`${server.baseUrl}${path}`);
  await axeCheck(page);
}

/** Presses "Scan now" and records every status the page shows until the scan succeeds. */
async function scanAndWatch(): Promise<string[]> {
  await page.getByRole('button', { name: 'Scan now' }).click();
  const status = page.getByTestId('scan-status');
  // The status of an earlier scan stays on screen until the new one is queued.
  await expect.poll(() => status.getAttribute('data-status'), { timeout: 15_000 }).toMatch(/^(queued|running)$/);
  const seen: string[] = [];
  const deadline = Date.now() + SCAN_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const current = (await status.getAttribute('data-status')) ?? '';
    if (current && seen.at(-1) !== current) seen.push(current);
    if (current === 'succeeded' || current === 'failed') break;
    await page.waitForTimeout(200);
  }
  return seen;
}

describe('site pages', () => {
  beforeAll(async () => {
    site = await serveSite(fixtureRoutes());
    server = await startServer({
      env: { AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1', AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5' },
      seed: async () => {
        const organization = await seedOrganization('Site Pages Org');
        organizationId = organization.id;
        member = organization.member;
      },
    });
    browser = await launchBrowser();
    context = await newContext(browser, server.baseUrl, { acceptDownloads: true, viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signIn(page, server.baseUrl, member);
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await site?.close();
  });

  it('shows a new organization what to do first, also at phone width', async () => {
    await visit('/sites');
    await page.getByText('Add your first site').waitFor();
    expect(await page.getByText('POST /api/v1/me/sites').count()).toBe(1);
    expect(await overflowAtPhoneWidth()).toBeLessThanOrEqual(0);
  });

  it('explains a refused address inline, then adds the fixture site', async () => {
    await page.getByLabel('Site address').fill('ftp://example.com/');
    await page.getByRole('button', { name: 'Add site' }).click();
    const field = page.getByLabel('Site address');
    await expect.poll(() => field.getAttribute('aria-invalid'), { timeout: 15_000 }).toBe('true');
    expect(await page.locator('#site-url-error').textContent()).toMatch(/http\(s\) URL|not allowed|scheme/i);
    await axeCheck(page);

    await page.getByLabel('Site address').fill(site.url);
    await page.getByRole('button', { name: 'Add site' }).click();
    await page.waitForURL(/\/sites\/[0-9a-f-]{36}$/);
    siteUrl = new URL(page.url()).pathname;
    await page.getByText('No finished scan yet').waitFor();
    await axeCheck(page);
  });

  it('sets a daily schedule, shows the next scan (also after a reload), and switches it off again', async () => {
    const select = page.getByLabel('Scheduled scans');
    expect(await select.inputValue()).toBe('');
    await page.getByText('No scheduled scans.').waitFor();
    await select.selectOption('daily');
    await page.getByRole('button', { name: 'Save schedule' }).click();
    await page.getByText(/Saved\. Next scheduled scan: \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/).waitFor({ timeout: 15_000 });
    const siteId = siteUrl.split('/').at(-1)!;
    const stored = await withDatabase(server.databaseEnv, (db) => db.site.findUniqueOrThrow({ where: { id: siteId } }));
    expect(stored.schedule).toBe('daily');
    expect(await page.locator('#schedule-next time').getAttribute('datetime')).toBe(stored.nextScanAt!.toISOString());
    await page.reload();
    expect(await page.getByLabel('Scheduled scans').inputValue()).toBe('daily');
    await page.getByText(/^Next scheduled scan:/).waitFor();
    await axeCheck(page);
    // Off again, so no scheduled scan joins the scans this file counts.
    await page.getByLabel('Scheduled scans').selectOption('');
    await page.getByRole('button', { name: 'Save schedule' }).click();
    await page.getByText('Saved. No scheduled scans.').waitFor({ timeout: 15_000 });
  });

  it('scans the site and shows the status change until the report appears', async () => {
    const seen = await scanAndWatch();
    expect(seen[0]).toMatch(/^(queued|running)$/);
    expect(seen.at(-1)).toBe('succeeded');
    await page.getByRole('heading', { name: 'Latest report' }).waitFor({ timeout: 15_000 });
    await page.getByRole('heading', { name: 'Discovery checks' }).waitFor();
    expect(await page.getByRole('list', { name: 'Pages measured' }).locator('> li').count()).toBe(3);
    await axeCheck(page);
  }, SCANNING_TEST_TIMEOUT_MS);

  it('draws every check that does not apply with a neutral mark, never as a failure (issue 11, point 10)', async () => {
    // Each check row and each page's check line that says "Not applicable", with the mark drawn beside it.
    const marks = await page.locator('main summary, main li > p').evaluateAll((lines) =>
      lines
        .filter((line) => [...line.querySelectorAll('span')].some((span) => span.textContent === 'Not applicable'))
        .map((line) => `${line.querySelector('[role="img"]')?.getAttribute('aria-label')} ${line.querySelector('[role="img"]')?.textContent}`),
    );
    expect(marks.length).toBeGreaterThan(0);
    expect(new Set(marks)).toEqual(new Set(['Not applicable –']));
  });

  it('draws both scans in the history chart after a second scan', async () => {
    const seen = await scanAndWatch();
    expect(seen.at(-1)).toBe('succeeded');
    const chart = page.getByTestId('history-chart');
    // Recharts draws dots in their own layer, carrying their line's stroke: one dot per scan on each line.
    await expect.poll(() => chart.locator(`circle.recharts-dot[stroke="${SCORE_STROKE}"]`).count(), { timeout: 15_000 }).toBe(2);
    expect(await chart.locator(`circle.recharts-dot[stroke="${ORIGIN_SCORE_STROKE}"]`).count()).toBe(2);
    expect(await chart.locator('path.recharts-line-curve').count()).toBe(2);
    // Both scans used the same engine: nothing to mark.
    expect(await chart.locator('.recharts-reference-line').count()).toBe(0);
    await axeCheck(page);
    expect(await overflowAtPhoneWidth()).toBeLessThanOrEqual(0);
  }, SCANNING_TEST_TIMEOUT_MS);

  it('a second "Scan now" while a scan runs shows the running scan (409)', async () => {
    const other = await context.newPage();
    await other.goto(`${server.baseUrl}${siteUrl}`);
    await page.getByRole('button', { name: 'Scan now' }).click();
    await expect.poll(() => page.getByTestId('scan-status').getAttribute('data-status'), { timeout: 15_000 }).toMatch(/^(queued|running)$/);
    await other.getByRole('button', { name: 'Scan now' }).click();
    await other.getByText('already queued or running; showing its status').waitFor();
    await expect.poll(() => other.getByTestId('scan-status').getAttribute('data-status'), { timeout: 15_000 }).toMatch(/^(queued|running|succeeded)$/);
    await expect.poll(() => page.getByTestId('scan-status').getAttribute('data-status'), { timeout: SCAN_TIMEOUT_MS }).toBe('succeeded');
    await other.close();
  }, SCANNING_TEST_TIMEOUT_MS);

  it('compares the latest two scans by default', async () => {
    await visit(`${siteUrl}/compare`);
    expect(await page.getByTestId('score-delta').textContent()).toMatch(/^(0|[+−]\d+(\.\d)?)$/);
    await page.getByText('Comparable', { exact: true }).waitFor();
    const before = await page.getByLabel('Before (older scan)').inputValue();
    const after = await page.getByLabel('After (newer scan)').inputValue();
    expect(before).not.toBe(after);
    // The wrong order is refused with the service's explanation, not an error page.
    await visit(`${siteUrl}/compare?before=${after}&after=${before}`);
    await page.getByText('These scans cannot be compared').waitFor();
  });

  it('lists fixes by points gained and downloads a generated llms.txt', async () => {
    await visit(`${siteUrl}/fixes`);
    const gains = await page.getByRole('list', { name: 'Fixes by points gained' }).locator('li').allTextContents();
    const points = gains.map((text) => Number(/\+([\d.]+) pts/.exec(text)![1]));
    expect(points.length).toBeGreaterThan(0);
    expect(points).toEqual([...points].sort((a, b) => b - a));

    await page.getByRole('link', { name: /llms\.txt/ }).first().click();
    await page.waitForURL(/\/fixes\/llms-txt/);
    await axeCheck(page);
    expect((await page.getByTestId('fix-prose').textContent())!.length).toBeGreaterThan(40);
    const artifact = page.getByTestId('artifact-llms-txt');
    await artifact.getByText('/llms.txt', { exact: true }).waitFor();
    const shown = await artifact.getByLabel('Contents of llms.txt').textContent();
    const [download] = await Promise.all([page.waitForEvent('download'), artifact.getByRole('button', { name: 'Download llms.txt' }).click()]);
    expect(download.suggestedFilename()).toBe('llms.txt');
    const saved = await readFile((await download.path())!, 'utf8');
    expect(saved).toBe(shown);
    expect(saved).toMatch(/^# /);
    expect(saved).toContain(`${site.origin}/guide/one`);
    expect(await overflowAtPhoneWidth()).toBeLessThanOrEqual(0);
  });

  it('shows the advised fixes as verification records', async () => {
    await visit(`${siteUrl}/verifications`);
    const row = page.getByRole('row', { name: /llms-txt/ });
    await row.waitFor();
    await row.getByText(/Pending|Measuring/).waitFor();
  });

  it('marks an engine change in the history chart and warns in the comparison', async () => {
    const seeded = await withDatabase(server.databaseEnv, async (db) => {
      const upgraded = await db.site.create({ data: { organizationId, host: 'engines.example', url: 'https://engines.example/' } });
      const older = await seedFinishedScan(db, upgraded, organizationId, 60, new Date('2026-02-01T10:00:00Z'));
      await seedFinishedScan(db, upgraded, organizationId, 70, new Date('2026-02-08T10:00:00Z'));
      const scan = await db.scan.findUniqueOrThrow({ where: { id: older } });
      const report = { ...(scan.report as Record<string, unknown>), engine: 'agentgauge@5.9.0' };
      await db.scan.update({ where: { id: older }, data: { engine: 'agentgauge@5.9.0', report: report as never } });
      return upgraded.id;
    });
    await visit(`/sites/${seeded}`);
    const chart = page.getByTestId('history-chart');
    await expect.poll(() => chart.locator('.recharts-reference-line').count(), { timeout: 15_000 }).toBe(1);
    expect(await chart.locator('svg text').filter({ hasText: 'engine agentgauge@6.0.0' }).count()).toBe(1);
    await visit(`/sites/${seeded}/compare`);
    await page.getByText('Not directly comparable').waitFor();
    expect(await page.getByRole('note').textContent()).toContain('The engine changed from agentgauge@5.9.0 to agentgauge@6.0.0');
    expect(await page.getByTestId('score-delta').textContent()).toBe('+10');
  });
});
