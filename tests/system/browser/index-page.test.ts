// The public page /index (issue 48 point 5) and a report's benchmark line (point 4) in a real browser: the method
// first, the charts and tables of the population, the opted-in leaderboard with movement, and the path for a visitor's
// own site; readable without sideways scrolling and with no axe violation at 390 and 1280 px. A report (the public one
// and the owner's site page) says where it stands, and each check the share of its category's sites that pass it.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishRunIfDone } from '../../../lib/fleets/finish-run';
import { publishIndexEdition } from '../../../lib/services/admin/publish-index-edition';
import { seedFleetRun, type PlantedRow } from '../../helpers/fleets/seed-run';
import { seedProvenHost } from '../../helpers/api-fixtures';
import { buildReport, seedScan } from '../../helpers/me-fixtures';
import { SERVER_START_TIMEOUT_MS, startServer, type TestServer } from '../../helpers/server';
import { axeCheck, checkPhoneAndDesktop, launchBrowser, newContext, seedOrganization, signIn, type SeededOrganization } from '../../helpers/browser/helpers';

/** Each planted verdict with the cause the engine gives it here: a read, or a refusal (a 403). */
const withCauses = (row: PlantedRow): PlantedRow => ({
  ...row,
  causes: Object.fromEntries(Object.entries(row.agents ?? {}).map(([profile, verdict]) => [profile, verdict === 'reads' ? 'ok' : 'refused'])),
});

/** Ten docs sites scanned in each edition (the named one scores 72, then 80), three others, two that were not scored. */
const EDITION = (named: number): PlantedRow[] => [
  { status: 'scanned', score: named, host: 'docs.example', category: 'docs', checks: { 'llms-txt': 'pass', 'robots-txt': 'pass' }, agents: { 'claude-code': 'reads', chatgpt: 'blocked' } },
  ...[20, 30, 35, 40, 50, 55, 60, 65, 90].map((score, index): PlantedRow => ({
    status: 'scanned',
    score,
    host: `hidden-docs-${index}.example`,
    category: 'docs',
    checks: { 'llms-txt': index < 2 ? 'pass' : 'fail', 'robots-txt': 'pass' },
    agents: { 'claude-code': index % 3 === 0 ? 'blocked' : 'reads', chatgpt: 'blocked' },
  })),
  ...[45, 62, 81].map((score, index): PlantedRow => ({ status: 'scanned', score, host: `hidden-api-${index}.example`, category: 'api', checks: { openapi: 'pass' }, agents: { 'claude-code': 'reads' } })),
  { status: 'blocked', host: 'hidden-blocked.example' },
  { status: 'unreachable', host: 'hidden-down.example' },
];

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let organization: SeededOrganization;
let siteId: string;

beforeAll(async () => {
  server = await startServer({
    env: { ADMIN_EMAILS: 'owner@index-owners.test' },
    seed: async (db) => {
      organization = await seedOrganization('Index owners');
      const site = await db.site.create({ data: { organizationId: organization.id, host: 'docs.example', url: 'https://docs.example/', publicReport: true, indexOptIn: true } });
      siteId = site.id;
      await seedProvenHost(db, organization.id, 'docs.example');
      const fleet = await db.fleet.create({ data: { organizationId: organization.id, name: 'Docs sites', targetCount: 15 } });
      for (const [index, named] of [72, 80].entries()) {
        const runId = await seedFleetRun(db, EDITION(named).map(withCauses), { organizationId: organization.id, fleetId: fleet.id });
        await db.$executeRaw`UPDATE fleet_results SET scanned_at = now() WHERE run_id = ${runId}::uuid AND status = 'scanned'`;
        await finishRunIfDone(runId);
        await publishIndexEdition({ runId, title: `Docs edition ${index + 1}`, list: 'Fifteen planted sites', publishedBy: 'test' });
      }
      const report = buildReport({ url: 'https://docs.example/', at: new Date(), overallScore: 80, checks: [{ id: 'llms-txt', score: 100 }, { id: 'robots-txt', score: 100 }] });
      // A documentation site scored under the editions' scorecard (the planted runs name 2026.12).
      await seedScan(db, site, organization.id, { ...report, scorecard: '2026.12', resolvedProfiles: [{ profile: 'docs', evidence: ['llms.txt'] }, { profile: 'base', evidence: [] }] });
    },
  });
  browser = await launchBrowser();
  context = await newContext(browser, server.baseUrl);
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

// Edition 2: 13 scored sites, 10 of them docs; docs.example scores 80: higher than 10 of 13 (76%, rank 3 after 81 and
// 90), and than 8 of 10 docs sites (top 20%).
const BENCHMARK_LINE = 'Scores higher than 76% of the 13 sites in edition 2 of the index; top 20% of its 10 documentation sites. How the index is made';

describe('the /index page', () => {
  it('states the method first, then the figures, the leaderboard and the way in, readable at 390 and 1280 px', async () => {
    const page = await context.newPage();
    const response = await page.goto('/index');
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('The Agent Gauge index');
    expect(await page.locator('main h2').allTextContents()).toEqual([
      'Method',
      'Score distribution',
      'Pass rate of each check, by category',
      'Which agents get in',
      'Capabilities: claimed, probed, exercised',
      'Leaderboard',
      'Where does your site stand?',
    ]);
    const method = (await page.locator('main section').first().textContent())!;
    expect(method).toContain('Fifteen planted sites');
    expect(method).toContain('15 targets: 13 scanned, 1 blocked, 1 unreachable, 0 opted out. Percentiles and ranks count the 13 scanned sites.');
    expect(method).toContain('never scored, never ranked and never shown as 0');
    // The charts are drawn (one SVG each) and their figures are in words for assistive technology.
    for (const chart of ['score-distribution', 'check-pass-rates', 'agent-outcomes']) {
      expect(await page.locator(`[data-testid="${chart}"] .recharts-wrapper > svg.recharts-surface`).count(), chart).toBe(1);
    }
    // ChatGPT is refused on the ten docs sites and was not measured on the other four the scanner reached.
    expect(await page.getByTestId('agent-outcomes').getAttribute('aria-label')).toContain(
      'ChatGPT (ChatGPT-User), of 10 sites measured: reads 0% (0), partly reads 0% (0), refused or challenged 100% (10), disallowed by robots.txt 0% (0), needs JavaScript 0% (0), unreachable 0% (0); not measured on 4 more',
    );
    // Only the opted-in site is named, with its movement since edition 1.
    const rows = page.getByTestId('leaderboard').locator('tbody tr');
    expect(await rows.count()).toBe(1);
    const cells = (await rows.first().locator('th, td').allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
    expect(cells).toEqual([
      '3',
      'docs.exampledocumentation site · top 20% of its category',
      expect.stringMatching(/^80 \([A-F]\)$/),
      '▲ +8 since the previous edition (72)',
      expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    ]);
    expect(await page.content()).not.toContain('hidden-');
    await checkPhoneAndDesktop(page, '/index');

    await page.getByRole('link', { name: 'API sites (3)' }).click();
    await page.waitForURL(/category=api/);
    expect(await page.getByText('No site of this category has opted in yet.').count()).toBe(1);
    await page.goto('/index?edition=1');
    expect(await page.getByText('Edition 1: Docs edition 1').count()).toBe(1);
    expect((await page.goto('/index?edition=3'))?.status()).toBe(404);
    await page.close();
  }, 120_000);

  it('shows a report\'s benchmark line and each check\'s pass share, on the public report and the owner\'s site page', async () => {
    const page = await context.newPage();
    await page.goto('/report/docs.example');
    expect(await page.getByTestId('benchmark-line').innerText()).toBe(BENCHMARK_LINE);
    const shares = await page.getByTestId('check-share').allInnerTexts();
    // llms-txt passes on 3 of the 10 docs sites, robots-txt on all.
    expect(shares).toEqual(expect.arrayContaining(['30% of documentation sites pass this', '100% of documentation sites pass this']));
    await axeCheck(page, '/report/docs.example');

    await signIn(page, server.baseUrl, organization.owner);
    await page.goto(`/sites/${siteId}`);
    expect(await page.getByTestId('benchmark-line').innerText()).toBe(BENCHMARK_LINE);
    expect(await page.getByTestId('index-row').innerText()).toMatch(/^Edition 2: score 80 \([A-F]\), rank 3, top 20% of documentation sites, scanned \d{4}-\d\d-\d\d\. Named in the leaderboard\.$/);
    expect(await page.getByRole('switch', { name: 'Name this site in the index' }).getAttribute('aria-checked')).toBe('true');
    await axeCheck(page, `/sites/${siteId}`);

    // The operator's page: both editions, and no finished run left to publish.
    await page.goto('/admin/index');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('The index');
    expect(await page.locator('table').first().locator('tbody tr').allTextContents()).toEqual([expect.stringMatching(/^2: Docs edition 2/), expect.stringMatching(/^1: Docs edition 1/)]);
    expect(await page.getByText('No finished run to publish.').count()).toBe(1);
    await axeCheck(page, '/admin/index');
    await page.close();
  }, 120_000);
});
