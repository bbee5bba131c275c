// The site page's switch cards say the real state (issue 63 point 3), read from the rules the public surfaces answer
// by (lib/services/get-site-publicity.ts): a private host is never public (and the card says why) with no link or badge;
// a switch whose proof was lost is held, never "On: public"; a proven site with no scan has nothing published yet; a
// published one links its report and badge, which answer 200; the index opt-in says whether the latest edition ranked
// the site. The report page of a host without a public report never says "scan it first". A real browser on the
// production build; each card's sentence asserted exactly, with the public answers it describes.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishRunIfDone } from '../../../lib/fleets/finish-run';
import { publishIndexEdition } from '../../../lib/services/admin/publish-index-edition';
import { seedFleetRun } from '../../helpers/fleets/seed-run';
import { seedFinishedScan } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { SERVER_START_TIMEOUT_MS, startServer, type TestServer } from '../../helpers/server';
import { launchBrowser, newContext, seedOrganization, signIn, type SeededOrganization } from '../../helpers/browser/helpers';

// Addresses only: nothing is fetched from them (the page reads stored rows; publishability is the SSRF rule).
const PUBLISHABLE = ['127.0.0.1:4801', '127.0.0.1:4802', '127.0.0.1:4803'];
const PRIVATE = '127.0.0.1:4809';
const [HELD, PROVEN, PUBLISHED] = PUBLISHABLE as [string, string, string];

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let organization: SeededOrganization;
const sites: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer({
    // The allow-list admits the publishable hosts to public reports (a test bed's switch); PRIVATE is not on it.
    env: { AGENTGAUGE_ALLOW_PRIVATE_TARGETS: PUBLISHABLE.join(','), AGENTGAUGE_PUBLIC_SCAN_PRIVATE_TARGETS: '1' },
    seed: async (db) => {
      organization = await seedOrganization('Switch Cards');
      const at = new Date('2026-11-20T10:00:00Z');
      for (const host of [PRIVATE, HELD, PROVEN, PUBLISHED]) {
        sites[host] = (await db.site.create({ data: { organizationId: organization.id, host, url: `http://${host}/`, publicReport: true, indexOptIn: true } })).id;
      }
      // Proven: the private host (proof does not make a private address public), PROVEN and PUBLISHED. HELD lost its proof.
      for (const host of [PRIVATE, PROVEN, PUBLISHED]) {
        await db.hostOwnership.create({ data: { organizationId: organization.id, host, method: 'file', verifiedAt: at, checkedAt: at, nextCheckAt: new Date(Date.now() + 86_400_000) } });
      }
      await db.hostOwnership.create({ data: { organizationId: organization.id, host: HELD, checkedAt: at, lostAt: at, lastError: 'The file answered 404.' } });
      for (const host of [PRIVATE, HELD, PUBLISHED]) await seedFinishedScan(db, { id: sites[host]!, host }, organization.id, 64, at);
      // Edition 1 ranks PROVEN among other sites, not PUBLISHED.
      const operator = await db.organization.create({ data: { name: 'Index operator', plan: 'pro' } });
      const fleet = await db.fleet.create({ data: { organizationId: operator.id, name: 'Edition list', targetCount: 3 } });
      const runId = await seedFleetRun(db, [
        { status: 'scanned', score: 70, host: 'ranked-a.example', category: 'docs' },
        { status: 'scanned', score: 60, host: PROVEN, category: 'docs' },
        { status: 'scanned', score: 50, host: 'ranked-b.example', category: 'docs' },
      ], { organizationId: operator.id, fleetId: fleet.id });
      await db.$executeRaw`UPDATE fleet_results SET scanned_at = now() WHERE run_id = ${runId}::uuid AND status = 'scanned'`;
      await finishRunIfDone(runId);
      await publishIndexEdition({ runId, title: 'Cards edition', list: 'Three planted sites', publishedBy: 'test' });
    },
  });
  browser = await launchBrowser();
  context = await newContext(browser, server.baseUrl, { viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await signIn(page, server.baseUrl, organization.owner);
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

async function cardsOf(host: string): Promise<{ report: string; index: string; links: number }> {
  await page.goto(`/sites/${sites[host]}`);
  return {
    report: (await page.locator('#public-report-status').textContent())!.trim(),
    index: (await page.getByTestId('index-opt-in-state').textContent())!.trim(),
    links: await page.getByRole('link', { name: `Open the public report of ${host}` }).count(),
  };
}

const publicAnswers = async (host: string) => [
  (await request(server.baseUrl, `/report/${encodeURIComponent(host)}`)).status,
  (await request(server.baseUrl, `/badge/${encodeURIComponent(host)}.svg`)).status,
];

describe('the switch cards say the real state', { timeout: 120_000 }, () => {
  it('a private host: never public and why, no link or badge, and its 404 never says "scan it first"', async () => {
    const cards = await cardsOf(PRIVATE);
    const why = `${PRIVATE} is a private address (this service scans it because its operator allows private targets, AGENTGAUGE_ALLOW_PRIVATE_TARGETS), and a private address is never published`;
    expect(cards).toEqual({
      report: `Never public: ${why}, so there is no public report or badge of it, whatever this switch says.`,
      index: `Never named: ${why} in the index, whatever this switch says.`,
      links: 0,
    });
    expect(await page.locator('#public-report-status ~ *').getByText('Embed').count()).toBe(0);
    // The report page is a 404; the badge route refuses a private address outright (400: not a host a badge can be of).
    expect(await publicAnswers(PRIVATE)).toEqual([404, 400]);
    await page.goto(`/report/${encodeURIComponent(PRIVATE)}`);
    const body = (await page.locator('main').textContent())!;
    expect(await page.getByTestId('report-not-found').count()).toBe(1);
    expect(body).not.toMatch(/scan it first|Scan a site|someone has scanned/i);
    // The Markdown twin says the same (Accept: text/markdown).
    const markdown = await request(server.baseUrl, `/report/${encodeURIComponent(PRIVATE)}`, { headers: { accept: 'text/markdown' } });
    expect([markdown.status, markdown.text]).toEqual([
      404,
      "# Not found\n\nNo public report exists for this host: a host's report is public only from a public scan (POST /api/v1/scan) or a scan its proven owner made public, and a private address never is.\n",
    ]);
  });

  it('a switch whose proof was lost: held, never "On: public"', async () => {
    const cards = await cardsOf(HELD);
    expect(cards).toEqual({
      report: `Held: the switch is on, but nothing of ${HELD} is public until your organization proves it controls the host (Ownership, above); the public report and badge answer 404 until then.`,
      index: `Held: the switch is on, but ${HELD} is named nowhere until your organization proves it controls the host (Ownership, above).`,
      links: 0,
    });
    expect(await page.getByTestId('ownership-held').count()).toBe(1);
    expect(await publicAnswers(HELD)).toEqual([404, 404]);
  });

  it('proven with no scan: nothing published yet, no link; ranked by edition 1, which the index card says', async () => {
    const cards = await cardsOf(PROVEN);
    expect(cards).toEqual({
      report: `On: nothing is published yet; the first finished scan of this site becomes the public report of ${PROVEN}, with a badge for a README.`,
      index: `On: ${PROVEN} is named in edition 1's leaderboard (rank 2), and its index badge answers.`,
      links: 0,
    });
    expect((await request(server.baseUrl, `/badge/${encodeURIComponent(PROVEN)}/index.svg`)).status).toBe(200);
    expect(await publicAnswers(PROVEN)).toEqual([404, 404]);
  });

  it('published: the link and badge, which answer 200; the index card says edition 1 did not rank it', async () => {
    const cards = await cardsOf(PUBLISHED);
    expect(cards).toEqual({
      report: `On: public. The newest scan of this site is the public report of ${PUBLISHED}, with a badge for a README. Anyone with the link can read it.`,
      index: `On, but not ranked: edition 1 did not scan ${PUBLISHED}, so it is not in that edition's leaderboard; it is named in the next edition that scans it.`,
      links: 1,
    });
    expect(await publicAnswers(PUBLISHED)).toEqual([200, 200]);
  });
});
