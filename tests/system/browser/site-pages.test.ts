// The site pages end to end: a new organization's empty state, adding a site (refused and accepted), scanning it
// with live status, the history chart after two scans, a comparison, a fix with a downloaded generated file,
// verification records, the 409 of a second "Scan now", and axe-core on every page visited. Then issue 25's site
// owner: a chart point that opens its comparison, a fix page that reads like a guide, the public report switch,
// a replay told in words, and even tabs and breadcrumbs.
import { text } from 'node:stream/consumers';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFinishedScan, seedProvenHost } from '../../helpers/api-fixtures';
import { SERVER_START_TIMEOUT_MS, withDatabase, type TestServer } from '../../helpers/server';
import { sharedService } from '../../helpers/shared-services/client';
import { html, serveSite, type FixtureSite, type Routes } from '../../helpers/site';
import { buildReport, codedFinding, seedScan } from '../../helpers/me-fixtures';
import { axeCheck, checkPhoneAndDesktop, launchBrowser, newContext, seedOrganization, signIn, type SeededUser } from '../../helpers/browser/helpers';
import { FormFields, postServerAction, serverActionId } from '../../helpers/browser/server-actions';

// Chapters answer slowly, so a scan stays queued or running long enough to be seen (and to meet a second start). A
// scan asks for the two chapters 20 times (the page checks, then each agent profile's view), two at a time: ten rounds,
// so at least 7.5 s of running on any machine (it was 3 s a chapter, 30 s a scan, three scans a file).
const CHAPTER_DELAY_MS = 750;
const SCAN_TIMEOUT_MS = 90_000;
/** A test that waits for scans: the machine may be busy with other work. */
const SCANNING_TEST_TIMEOUT_MS = 180_000;
/** A test that visits several pages, each checked by axe at two widths: seconds each on a busy machine. */
const PAGES_TEST_TIMEOUT_MS = 120_000;
const SCORE_STROKE = '#0072B2';
const ORIGIN_SCORE_STROKE = '#009E73';

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
/** Owners (and admins) may also make a site's report public. */
let owner: SeededUser;

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
    // The worker's shared server (its settings are this file's: private targets, public reports of them, the queue
    // asked every half second): its database outlives this file, so the organization and the hosts it adds are named
    // after it; the fixture's port is its own.
    server = await sharedService();
    await withDatabase(server.databaseEnv, async (db) => {
      const organization = await seedOrganization('Site Pages Org');
      organizationId = organization.id;
      // The fixture is the organization's own site, proven (issue 52 point 3), so its report may be made public.
      await seedProvenHost(db, organization.id, `127.0.0.1:${site.port}`);
      member = organization.member;
      owner = organization.owner;
    });
    browser = await launchBrowser();
    context = await newContext(browser, server.baseUrl, { acceptDownloads: true, viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signIn(page, server.baseUrl, member);
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
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
    // The fix once, as a guide: the steps of the llms-txt guide, then fetching the generated file, then the scan.
    const steps = await page.getByTestId('fix-steps').locator('> li').allTextContents();
    expect(steps.length).toBe(6);
    expect(steps.at(-2)).toMatch(/^Fetch the generated file with GET \/api\/v1\/me\/sites\/[0-9a-f-]{36}\/artifacts\/llms-txt \(or from this fix page\)/);
    expect(steps.at(-1)).toMatch(/^Start a scan \(POST \/api\/v1\/me\/sites\/[0-9a-f-]{36}\/scan, or "Scan now" on the site page\): the verification record for llms-txt is verified when its score rises above \d+\.$/);
    const artifact = page.getByTestId('artifact-llms-txt');
    await artifact.getByText('/llms.txt', { exact: true }).waitFor();
    const shown = await artifact.getByLabel('Contents of llms.txt').textContent();
    const [download] = await Promise.all([page.waitForEvent('download'), artifact.getByRole('button', { name: 'Download llms.txt' }).click()]);
    expect(download.suggestedFilename()).toBe('llms.txt');
    // The worker's shared Chromium runs in another process: the download is read through its stream, not a local path.
    const saved = await text(await download.createReadStream());
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
      const upgraded = await db.site.create({ data: { organizationId, host: 'site-pages-engines.example', url: 'https://site-pages-engines.example/' } });
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

  it('opens the comparison of a scan when its point of the history chart is clicked (25.2)', async () => {
    const { siteId, scanIds } = await withDatabase(server.databaseEnv, async (db) => {
      const charted = await db.site.create({ data: { organizationId, host: 'site-pages-chart.example', url: 'https://site-pages-chart.example/' } });
      const ids = [];
      for (const [score, day] of [[40, '01'], [75, '02'], [26, '03']] as const) {
        ids.push(await seedFinishedScan(db, charted, organizationId, score, new Date(`2026-03-${day}T10:00:00Z`)));
      }
      return { siteId: charted.id, scanIds: ids };
    });
    await page.goto(`${server.baseUrl}/sites/${siteId}`);
    const chart = page.getByTestId('history-chart');
    const dots = chart.locator(`circle.recharts-dot[stroke="${SCORE_STROKE}"]`);
    await expect.poll(() => dots.count(), { timeout: 15_000 }).toBe(3);
    // Points joined by straight lines; every scan keeps its label, in the pages' date format.
    expect(await chart.locator('.history-score path.recharts-line-curve').getAttribute('d')).toMatch(/^M[\d.,\s-]+(L[\d.,\s-]+)+$/);
    const ticks = (await chart.locator('.recharts-cartesian-axis-tick-value').allTextContents()).filter((tick) => tick.startsWith('#'));
    expect(ticks).toEqual(['#1 2026-03-01', '#2 2026-03-02', '#3 2026-03-03']);
    // A real pointer click on the drawn point: the mouse moves there (the tooltip follows it), then presses.
    const clickDot = async (index: number) => {
      await chart.scrollIntoViewIfNeeded();
      const box = (await dots.nth(index).boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    };
    await clickDot(2);
    await page.waitForURL((url) => url.pathname === `/sites/${siteId}/compare`);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ before: scanIds[1], after: scanIds[2] });
    await page.getByTestId('score-delta').waitFor();
    expect(await page.getByTestId('score-delta').textContent()).toBe('−49');
    // The first scan has none before it: its point opens the comparison with the scan after.
    await page.goto(`${server.baseUrl}/sites/${siteId}`);
    await expect.poll(() => dots.count(), { timeout: 15_000 }).toBe(3);
    await clickDot(0);
    await page.waitForURL((url) => url.pathname === `/sites/${siteId}/compare`);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ before: scanIds[0], after: scanIds[1] });
  }, PAGES_TEST_TIMEOUT_MS);

  it('shows a fix as a guide: findings once with their pages, dates in the page format, one list of steps (25.5)', async () => {
    const siteId = await withDatabase(server.databaseEnv, async (db) => {
      const guided = await db.site.create({ data: { organizationId, host: 'site-pages-guide.example', url: 'https://site-pages-guide.example/' } });
      const otherPages = ['https://site-pages-guide.example/docs', 'https://site-pages-guide.example/shop'];
      const noDescription = codedFinding('page-metadata.description-missing', 'fail', 'The page has no meta description.', null);
      await seedScan(
        db,
        guided,
        organizationId,
        buildReport({
          url: 'https://site-pages-guide.example/',
          at: new Date('2026-11-21T09:00:00Z'),
          overallScore: 45,
          otherPages,
          checks: [
            {
              id: 'robots-txt',
              score: 0,
              weight: 8,
              findings: [codedFinding('robots-txt.missing', 'fail', 'robots.txt answered 404 at 2026-11-21T09:00:03.000Z.', 'GET https://site-pages-guide.example/robots.txt → 404')],
            },
            { id: 'page-metadata', score: 100, siteScore: 33, weight: 5, pages: Object.fromEntries(otherPages.map((url) => [url, { score: 0, findings: [noDescription] }])) },
          ],
        }),
      );
      return guided.id;
    });
    await page.goto(`${server.baseUrl}/sites/${siteId}/fixes/robots-txt`);
    const guide = page.getByTestId('fix-guide');
    await guide.waitFor();
    const text = (await guide.textContent())!;
    expect(text).toContain('in the scan of 2026-11-21 09:00 UTC');
    expect(text).toContain('robots.txt answered 404 at 2026-11-21 09:00 UTC.');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    // The guide's five steps, the generated robots.txt, the verifying scan: 1 to 7 in one list.
    const steps = page.getByTestId('fix-steps');
    expect(await guide.locator('ol').count()).toBe(1);
    expect(await steps.locator('> li').count()).toBe(7);
    expect(await steps.locator('> li').nth(1).locator('code').allTextContents()).toEqual(['Content-Type: text/plain; charset=utf-8']);
    expect(await steps.locator('> li').nth(5).locator('code').allTextContents()).toEqual([`GET /api/v1/me/sites/${siteId}/artifacts/robots-txt`, '/robots.txt']);
    expect(await steps.locator('> li').nth(6).textContent()).toBe(
      `Start a scan (POST /api/v1/me/sites/${siteId}/scan, or "Scan now" on the site page): the verification record for robots-txt is verified when its score rises above 0.`,
    );
    await checkPhoneAndDesktop(page, 'the robots-txt fix page');

    // A page check: the same finding on two pages is told once, with both pages; the page list only scores them.
    await page.goto(`${server.baseUrl}/sites/${siteId}/fixes/page-metadata`);
    await page.getByTestId('fix-guide').waitFor();
    const main = (await page.locator('main').textContent())!;
    expect(main.split('The page has no meta description.').length - 1).toBe(1);
    expect(await page.getByTestId('fix-findings').locator('> li > div').allTextContents()).toEqual([
      'The page has no meta description.On 2 pages: https://site-pages-guide.example/docs, https://site-pages-guide.example/shop',
    ]);
    // The whole fix to copy is the same fix as one paragraph.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
    await page.getByRole('button', { name: 'Copy the whole fix' }).click();
    await page.getByText('Copied', { exact: true }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^Goal: Complete the page metadata/);
    expect(copied).toContain('FAIL: The page has no meta description. (on 2 pages: https://site-pages-guide.example/docs, https://site-pages-guide.example/shop)');
    expect(copied).not.toContain('\n');
  }, PAGES_TEST_TIMEOUT_MS);

  it('lets an owner make the site\'s report public with one switch, shows the badge Markdown, and takes it back at once (25.7)', async () => {
    const host = `127.0.0.1:${site.port}`;
    const hostPath = encodeURIComponent(host);
    const siteId = siteUrl.split('/').at(-1)!;
    // Members see the switch, off, and why they cannot press it.
    await page.goto(`${server.baseUrl}${siteUrl}`);
    const memberSwitch = page.getByRole('switch', { name: 'Public report and badge' });
    expect(await memberSwitch.getAttribute('aria-checked')).toBe('false');
    expect(await memberSwitch.isDisabled()).toBe(true);
    await page.getByText('Only owners and admins of the organization can make a site\'s report public.').waitFor();
    expect((await page.goto(`${server.baseUrl}/report/${hostPath}`))?.status()).toBe(404);

    const ownerContext = await newContext(browser, server.baseUrl, { viewport: { width: 1280, height: 900 } });
    const ownerPage = await ownerContext.newPage();
    await signIn(ownerPage, server.baseUrl, owner);
    await ownerPage.goto(`${server.baseUrl}${siteUrl}`);
    const toggle = ownerPage.getByRole('switch', { name: 'Public report and badge' });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await ownerPage.getByText(`Saved. On: public. The newest scan of this site is the public report of ${host}`, { exact: false }).waitFor({ timeout: 15_000 });
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    const markdown = `[![Agent Gauge score of ${host}](${server.baseUrl}/badge/${hostPath}.svg)](${server.baseUrl}/report/${hostPath})`;
    expect(await ownerPage.locator('main pre code').textContent()).toBe(markdown);
    const badge = ownerPage.getByRole('img', { name: `Agent Gauge score of ${host}` });
    await badge.evaluate((img: HTMLImageElement) => img.decode());
    expect(await badge.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await checkPhoneAndDesktop(ownerPage, 'the site page with its report public');

    // The public report is the site's newest scan: every page it measured.
    const stored = await withDatabase(server.databaseEnv, (db) =>
      db.scan.findFirstOrThrow({ where: { siteId, status: 'succeeded' }, orderBy: { finishedAt: 'desc' } }),
    );
    await ownerPage.getByRole('link', { name: `Open the public report of ${host}` }).click();
    await ownerPage.waitForURL(`**/report/${hostPath}`);
    expect(await ownerPage.getByRole('heading', { level: 1 }).textContent()).toBe(`Agent readiness of ${host}`);
    expect(await ownerPage.getByRole('img', { name: new RegExp(`^Score ${Math.round(stored.score!)} out of 100`) }).count()).toBe(1);
    expect(await ownerPage.locator('main').textContent()).toContain('3 pages measured');
    await checkPhoneAndDesktop(ownerPage, 'the public report of a dashboard scan');
    expect((await ownerPage.request.get(`${server.baseUrl}/badge/${hostPath}.svg`)).status()).toBe(200);

    // The member's session posting the owner's action is refused by the service, and nothing changes.
    const refused = await postServerAction(context, server.baseUrl, siteUrl, serverActionId('app/(dashboard)/sites/actions.ts', 'setPublicReportAction'), [
      { on: true, error: null, saved: false },
      new FormFields({ siteId, publicReport: 'false' }),
    ]);
    expect(await refused.text()).toContain('Only owners and admins of the organization can make a site\'s report public.');
    expect((await withDatabase(server.databaseEnv, (db) => db.site.findUniqueOrThrow({ where: { id: siteId } }))).publicReport).toBe(true);

    // Off again: the public page and the badge go with the next request.
    await ownerPage.goto(`${server.baseUrl}${siteUrl}`);
    await toggle.click();
    await ownerPage.getByText(`Saved. Off: the scans of this site are private.`, { exact: false }).waitFor({ timeout: 15_000 });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    expect(await ownerPage.locator('main pre code').count()).toBe(0);
    expect((await ownerPage.goto(`${server.baseUrl}/report/${hostPath}`))?.status()).toBe(404);
    expect((await ownerPage.request.get(`${server.baseUrl}/badge/${hostPath}.svg`)).status()).toBe(404);
    await ownerContext.close();
  }, PAGES_TEST_TIMEOUT_MS);

  it('tells an agent run as a story: steps in words, the model named, the same words as the public replay (25.8)', async () => {
    const siteId = siteUrl.split('/').at(-1)!;
    await withDatabase(server.databaseEnv, async (db) => {
      const task = await db.agentTask.create({ data: { organizationId, siteId, goal: 'Find the price of the blue mug', name: 'Mug price' } });
      await db.agentRun.create({
        data: {
          organizationId,
          siteId,
          taskId: task.id,
          batchId: task.id,
          status: 'finished',
          goal: task.goal,
          verdict: 'succeeded',
          reasons: ['The price is on the product page.'],
          stepCount: 3,
          // As lib/agents records them.
          steps: [
            { action: 'read_robots_txt', url: `${site.origin}/robots.txt`, observation: 'robots.txt lets the agent in.', durationMs: 70 },
            { action: 'open_url', url: `${site.origin}/`, observation: 'Browser test home.', durationMs: 1250 },
            { action: 'answer', url: null, observation: 'The blue mug costs 12 EUR.', durationMs: 0 },
          ],
          answer: 'The blue mug costs 12 EUR.',
          agentVersion: 'agentgauge-agent@1.0.0',
        },
      });
    });
    await page.goto(`${server.baseUrl}${siteUrl}/agents`);
    const steps = page.getByRole('list', { name: 'Steps' }).locator('> li');
    await steps.first().waitFor();
    expect(await steps.locator('h3').allTextContents()).toEqual(['1.Checked robots.txt(took 70 ms)', '2.Opened a page(took 1.3 s)', '3.Gave its answer']);
    const replay = (await page.locator('main').textContent())!;
    expect(replay).toContain('Model: built-in agent (agentgauge-agent@1.0.0).');
    expect(replay).toContain('Reached the goal');
    expect(replay).not.toMatch(/read_robots_txt|open_url|durationMs|not recorded/);
    await checkPhoneAndDesktop(page, 'the agents page with a replay');
  }, PAGES_TEST_TIMEOUT_MS);

  it('spaces tabs and breadcrumbs evenly: a tab\'s label sits in its middle, the separator between equal gaps (25.10)', async () => {
    await page.goto(`${server.baseUrl}${siteUrl}/fixes`);
    const tabs = page.getByRole('navigation', { name: /^Sections of / }).getByRole('link');
    expect(await tabs.allTextContents()).toEqual(['Report', 'Compare', 'Fixes', 'Verifications', 'Answers', 'Agents', 'Journeys', 'Traffic']);
    /** Pixels from the link's edges to its text, left and right. */
    const insets = await tabs.evaluateAll((links) =>
      links.map((link) => {
        const range = document.createRange();
        range.selectNodeContents(link.firstChild!);
        const text = range.getBoundingClientRect();
        const box = link.getBoundingClientRect();
        return [Math.round(text.left - box.left), Math.round(box.right - text.right)];
      }),
    );
    for (const [left, right] of insets) expect(right).toBe(left);
    const gaps = await page.getByRole('navigation', { name: 'Breadcrumb' }).evaluate((nav) => {
      const [sites, separator, host] = [...nav.querySelectorAll('li > a, li > span')].map((element) => element.getBoundingClientRect());
      return [Math.round(separator!.left - sites!.right), Math.round(host!.left - separator!.right)];
    });
    expect(gaps[0]).toBeGreaterThan(0);
    expect(gaps[1]).toBe(gaps[0]);
    // Rows that expand (checks and pages measured) say so with a mark (25.5).
    await page.goto(`${server.baseUrl}${siteUrl}`);
    const rows = await page.locator('main li > details > summary').count();
    expect(rows).toBeGreaterThan(3);
    expect(await page.locator('main li > details > summary [data-expand-mark]').count()).toBe(rows);
  });
});
