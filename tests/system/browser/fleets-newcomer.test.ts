// Issue 54 point 4, a newcomer's first hour with fleets, each through its interface on the production build: a fleet
// of sites on this machine (the private-target setting applies to fleets, and a line it does not list is refused
// naming the setting), an upload in the wrong media type (415), a run followed with the CLI (`fleet list`, `fleet
// status --watch`), opted-out and unreachable targets without a category, a cancelled run that says so and when (API,
// CLI, dashboard), the run page's charts at 390 px, the dashboard's refusal at the daily run quota ("Try again in …"),
// the admin publish form naming runs apart, the index badge of an unlisted host, the benchmark endpoint naming every
// missing parameter, and the Journeys tab showing the latest scan's results.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillWindowsFromLastUse } from '../../helpers/quota';
import { createKey, minimalReport } from '../../helpers/api-fixtures';
import { reserveLoopbackUrl } from '../../helpers/free-port';
import { request } from '../../helpers/http';
import { DAY_SECONDS } from '../../../lib/db/usage';
import { FLEET_RUNS_SCOPE } from '../../../lib/services/start-fleet-run';
import { SERVER_START_TIMEOUT_MS, startServer, withDatabase, type TestServer } from '../../helpers/server';
import { html, NEVER_ANSWERS, serveSite, text, type FixtureSite } from '../../helpers/site';
import { closedPort, runCli } from '../../helpers/cli/run-cli';
import { allRows, startRun, uploadFleet } from '../../helpers/fleets/fleet-api';
import type { StoredJourneyResult } from '../../../lib/schemas/report';
import { launchBrowser, newContext, seedOrganization, signIn, type SeededOrganization } from '../../helpers/browser/helpers';

const PAGE = html(`<!doctype html><html lang="en"><head><title>A shop on this machine</title><meta name="description" content="Everything the shop sells, with prices."></head><body><main><h1>Shop</h1>${'<p>Every product ships in two days, and returns are free for a month.</p>'.repeat(5)}</main></body></html>`);

/** The organization's fleet runs count per UTC day: the two runs before the quota test are its allowance. */
const FLEET_RUNS_PER_DAY = 2;

let server: TestServer;
let browser: Browser;
let acme: SeededOrganization;
let key: string;
let plain: FixtureSite;
let optedOut: FixtureSite;
let hanging: FixtureSite;
let unreachablePort: number;
let journeySiteId: string;
const cli = (...args: string[]) => runCli(args, { AGENTGAUGE_API_KEY: key, AGENTGAUGE_URL: server.baseUrl });

beforeAll(async () => {
  plain = await serveSite({ '/': PAGE, '/robots.txt': text('User-agent: *\nAllow: /\n') });
  optedOut = await serveSite({ '/': PAGE, '/robots.txt': text('User-agent: AgentGauge\nDisallow: /\n') });
  hanging = await serveSite({ '/robots.txt': text('User-agent: *\nAllow: /\n') }, NEVER_ANSWERS);
  unreachablePort = await closedPort();
  const reserved = await reserveLoopbackUrl();
  server = await startServer({
    env: {
      PORT: reserved.port,
      AGENTGAUGE_PUBLIC_URL: reserved.url,
      AGENTGAUGE_ALLOW_PRIVATE_TARGETS: [plain.port, optedOut.port, hanging.port, unreachablePort].map((port) => `127.0.0.1:${port}`).join(','),
      AGENTGAUGE_FLEET_JITTER_MS: '10',
      AGENTGAUGE_FLEET_RUNS_PER_DAY_PRO: String(FLEET_RUNS_PER_DAY),
      AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
      ADMIN_EMAILS: 'owner@newcomer-fleets.test',
    },
    seed: async (db) => {
      acme = await seedOrganization('Newcomer Fleets', 'pro');
      key = await createKey(db, acme.id);
      const site = await db.site.create({ data: { organizationId: acme.id, host: 'journeys.example', url: 'https://journeys.example/' } });
      journeySiteId = site.id;
      await db.journey.create({ data: { organizationId: acme.id, siteId: site.id, name: 'pricing', question: 'What does the Pro plan cost?', answer: '$29' } });
      const at = new Date('2026-11-20T09:00:00Z');
      const report = { ...minimalReport('https://journeys.example/', 70, at), journeys: JOURNEYS };
      await db.scan.create({ data: { organizationId: acme.id, siteId: site.id, status: 'succeeded', trigger: 'api', engine: report.engine, score: 70, originScore: 70, pageCount: 1, discoveredUrls: 1, report: report as never, startedAt: at, finishedAt: at } });
    },
  });
  browser = await launchBrowser();
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await Promise.all([plain?.close(), optedOut?.close(), hanging?.close()]);
});

const JOURNEYS: StoredJourneyResult[] = [
  {
    name: 'pricing',
    question: 'What does the Pro plan cost?',
    results: [
      { profile: 'claude-code', found: true, hops: 1, url: 'https://journeys.example/pricing', quote: '$29', reason: 'Found 1 link from the start page.', code: null, path: [], steps: [] },
      { profile: 'cursor', found: true, hops: 1, url: 'https://journeys.example/pricing', quote: '$29', reason: 'Found 1 link from the start page.', code: null, path: [], steps: [] },
      { profile: 'chatgpt', found: false, hops: null, url: null, quote: null, reason: 'Blocked: HTTP 403.', code: 'journey.blocked', path: [], steps: [] },
      { profile: 'browser', found: false, hops: null, url: null, quote: null, reason: 'Not measured: no browser.', code: 'journey.not-measured', path: [], steps: [] },
    ] as never,
  },
];

/** The organization's next fleet run refused whatever the clock does (tests/helpers/quota.ts fillWindowsFromLastUse). */
function fillFleetRunQuotaFromLastRun(counted: number): Promise<void> {
  return withDatabase(server.databaseEnv, (db) => fillWindowsFromLastUse(db, { scope: FLEET_RUNS_SCOPE, subject: acme.id, counted, limit: FLEET_RUNS_PER_DAY, windowSeconds: DAY_SECONDS }));
}

async function signedInPage(width: number): Promise<Page> {
  const page = await (await newContext(browser, server.baseUrl, { viewport: { width, height: 900 } })).newPage();
  await signIn(page, server.baseUrl, acme.owner);
  return page;
}

describe('a first fleet on this machine', () => {
  let fleetId: string;
  let runId: string;
  let slowFleetId: string;
  let cancelledRunId: string;

  it('refuses an upload in another media type with 415, before reading it', async () => {
    const answer = await uploadFleet(server.baseUrl, key, '<targets/>', { type: 'application/xml' });
    expect(answer.status).toBe(415);
    expect(answer.body).toEqual({
      error: 'unsupported-media-type',
      message: 'Send the list as JSON (Content-Type: application/json, {"name", "targets"}), or one target a line as text/plain or text/csv with the name in ?name=.',
    });
  });

  it('takes the listed origins and rejects another loopback port naming AGENTGAUGE_ALLOW_PRIVATE_TARGETS, in the API and the dashboard', async () => {
    const lines = [plain.url, optedOut.url, `http://127.0.0.1:${unreachablePort}/`, 'http://127.0.0.1:9/'].join('\n');
    const answer = await uploadFleet(server.baseUrl, key, lines, { name: 'Local' });
    expect(answer.status).toBe(201);
    expect(answer.body.targetCount).toBe(3);
    expect(answer.body.rejected).toEqual([
      {
        line: 4,
        target: 'http://127.0.0.1:9/',
        reason: expect.stringMatching(/^The address 127\.0\.0\.1 is in the loopback range; only public addresses can be audited\. To measure a site on this machine or a private network, the operator starts the service with AGENTGAUGE_ALLOW_PRIVATE_TARGETS set to its host:port/),
      },
    ]);
    fleetId = answer.body.id;
    slowFleetId = (await uploadFleet(server.baseUrl, key, hanging.url, { name: 'Slow' })).body.id;

    // The same site added as a site: the API's refusal names the setting too.
    const site = await request(server.baseUrl, '/api/v1/me/sites', { key, json: { url: 'http://127.0.0.1:9/' } });
    expect(site.status).toBe(400);
    expect(site.body.message).toContain('AGENTGAUGE_ALLOW_PRIVATE_TARGETS=127.0.0.1:4000 npm start');

    const page = await signedInPage(1280);
    await page.goto(`${server.baseUrl}/fleets`);
    await page.getByLabel('Name').fill('Pasted');
    await page.getByLabel('Or paste the list').fill(`${plain.url}\nhttp://127.0.0.1:9/`);
    await page.getByRole('button', { name: 'Create fleet' }).click();
    await page.getByText('Fleet “Pasted” created with 1 targets.').waitFor({ timeout: 60_000 });
    expect(await page.getByRole('status').filter({ hasText: 'created with' }).textContent()).toMatch(/line 2: http:\/\/127\.0\.0\.1:9\/: .*AGENTGAUGE_ALLOW_PRIVATE_TARGETS set to its host:port/);
    await page.context().close();
  }, 180_000);

  it('lists the fleets and follows a run to its end with the CLI; opted-out and unreachable targets carry no category', async () => {
    const list = await cli('fleet', 'list');
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(new RegExp(`^${fleetId} +Local +3 +none yet +- +-$`, 'm'));
    expect(list.stdout).toMatch(/^FLEET +NAME +TARGETS +LAST RUN +STATUS +DONE$/m);

    const started = await startRun(server.baseUrl, key, fleetId);
    expect(started.status).toBe(202);
    runId = started.body.runId;
    const watched = await cli('fleet', 'status', runId, '--watch');
    expect(watched.stderr).toMatch(new RegExp(`^agentgauge: run ${runId} (queued|running|succeeded): `, 'm'));
    expect(watched.code).toBe(0);
    expect(watched.stdout).toMatch(new RegExp(`^Run ${runId} of fleet ${fleetId}: succeeded$`, 'm'));
    expect(watched.stdout).toMatch(/^Targets: 1 scanned, 0 blocked, 1 unreachable, 1 opted out, 0 cancelled, 0 error\.$/m);
    expect(watched.stdout).toMatch(/^Progress: 3\/3 100% .*; started \S+, ended \S+\.$/m);

    const rows = await allRows(server.baseUrl, key, fleetId, runId);
    const byStatus = Object.fromEntries(rows.map((row) => [row.status, row.category]));
    expect(byStatus).toEqual({ scanned: 'other', unreachable: null, 'opted-out': null });
    const list2 = await cli('fleet', 'list', '--json');
    expect(JSON.parse(list2.stdout).fleets.find((fleet: { id: string }) => fleet.id === fleetId).lastRun).toMatchObject({ id: runId, status: 'succeeded', cancelledAt: null });
  }, 300_000);

  it('a cancelled run says it was cancelled and when, in the API, the CLI and the dashboard', async () => {
    const started = await startRun(server.baseUrl, key, slowFleetId);
    cancelledRunId = started.body.runId;
    const before = Date.now();
    const cancelled = await request(server.baseUrl, `/api/v1/me/fleets/${slowFleetId}/runs/${cancelledRunId}`, { key, method: 'DELETE' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    const at = Date.parse(cancelled.body.cancelledAt);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);

    const status = await cli('fleet', 'status', cancelledRunId);
    expect(status.code).toBe(0);
    expect(status.stdout).toContain(`Run ${cancelledRunId} of fleet ${slowFleetId}: cancelled (cancelled ${cancelled.body.cancelledAt})`);
    const watched = await cli('fleet', 'status', cancelledRunId, '--watch', '--timeout', '120');
    expect(watched.code).toBe(5);
    expect(watched.stderr).toContain(`agentgauge: run ${cancelledRunId} ended cancelled at ${cancelled.body.cancelledAt}\n`);

    const page = await signedInPage(1280);
    await page.goto(`${server.baseUrl}/fleets/${slowFleetId}/runs/${cancelledRunId}`);
    const when = `${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    await expect.poll(() => page.locator('main').textContent()).toContain(`cancelled ${when}`);
    await page.goto(`${server.baseUrl}/fleets/${slowFleetId}`);
    expect(await page.getByRole('table').textContent()).toContain(`cancelled${when}`);
    await page.context().close();
  }, 300_000);

  it('at the daily run quota the dashboard says when it frees, from now', async () => {
    // The two runs above (Local's and the cancelled one) are the day's allowance: the third is refused in whichever day
    // it lands.
    await fillFleetRunQuotaFromLastRun(FLEET_RUNS_PER_DAY);
    const page = await signedInPage(1280);
    await page.goto(`${server.baseUrl}/fleets/${fleetId}`);
    await page.getByRole('button', { name: 'Start a run' }).click();
    await page.getByText('The run was not started').waitFor({ timeout: 60_000 });
    const text = await page.locator('form').filter({ has: page.getByRole('button', { name: 'Start a run' }) }).textContent();
    expect(text).toMatch(/The operator raises it with the setting AGENTGAUGE_FLEET_RUNS_PER_DAY_PRO\. Try again in (\d+ h \d+ min|\d+ h|\d+ min)\./);
    expect(text).not.toMatch(/UTC/);
    await page.context().close();
  }, 180_000);

  it('the run page\'s chart labels fit inside the chart at 390 px', async () => {
    const page = await signedInPage(390);
    await page.goto(`${server.baseUrl}/fleets/${fleetId}/runs/${runId}`);
    const chart = page.getByRole('img', { name: /^Pass rate per check/ });
    await chart.locator('svg.recharts-surface').waitFor();
    // Recharts draws the axis's labels in a layer of their own (recharts-yAxis-tick-labels).
    const labels = await chart.evaluate((element) => {
      const box = element.querySelector('svg.recharts-surface')!.getBoundingClientRect();
      const texts = [...element.querySelectorAll('.recharts-yAxis-tick-labels text')].map((label) => ({ text: label.textContent, rect: label.getBoundingClientRect() }));
      return { count: texts.length, outside: texts.filter(({ rect }) => rect.left < box.left - 0.5 || rect.right > box.right + 0.5).map(({ text }) => text) };
    });
    // One label per check with a rate: checks measured on no target have no bar and are named under the chart.
    const rated = ((await chart.getAttribute('aria-label'))!.match(/\d% of \d+/g) ?? []).length;
    expect(rated).toBeGreaterThan(10);
    expect(labels.count).toBe(rated);
    expect(labels.outside).toEqual([]);
    // What each agent gets: one bar per measured profile, named by its short name, every label inside the chart.
    const agents = page.getByRole('img', { name: /^What each agent profile gets, as shares of the targets it was measured on: / });
    // The chart's own surface (the legend's icons are surfaces too).
    await agents.locator('.recharts-wrapper > svg.recharts-surface').waitFor();
    const agentLabels = await agents.evaluate((element) => {
      const box = element.querySelector('.recharts-wrapper > svg.recharts-surface')!.getBoundingClientRect();
      const texts = [...element.querySelectorAll('.recharts-yAxis-tick-labels text')].map((label) => ({ text: label.textContent, rect: label.getBoundingClientRect() }));
      return { texts: texts.map(({ text }) => text), outside: texts.filter(({ rect }) => rect.left < box.left - 0.5 || rect.right > box.right + 0.5).map(({ text }) => text) };
    });
    expect(agentLabels.texts).toEqual(expect.arrayContaining(['Claude Code', 'ChatGPT']));
    expect(agentLabels.outside).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('the publish form names each run apart: its id and the minute it finished', async () => {
    const page = await signedInPage(1280);
    await page.goto(`${server.baseUrl}/admin/index`);
    const options = await page.getByLabel('Finished fleet run').locator('option').allTextContents();
    expect(options).toContainEqual(expect.stringMatching(new RegExp(`^Local \\(Newcomer Fleets\\), run ${runId.slice(0, 8)} finished \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC: 1 of 3 scanned, scorecard `)));
    await page.context().close();
  });
});

describe('the public answers a newcomer meets', () => {
  it('the index badge of a host the index does not list says "not listed"', async () => {
    const badge = await request(server.baseUrl, '/badge/not-in-the-index.example/index.svg');
    expect(badge.status).toBe(404);
    expect(badge.text).toContain('>not listed</text>');
    expect(badge.text).not.toContain('not measured');
  });

  it('the benchmark endpoint names every missing parameter at once', async () => {
    const none = await request(server.baseUrl, '/api/v1/index/benchmark');
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ error: 'invalid-parameter', message: 'The query parameters "score", "category" and "scorecard" are required.' });
    const two = await request(server.baseUrl, '/api/v1/index/benchmark?score=50');
    expect(two.body).toEqual({ error: 'invalid-parameter', message: 'The query parameters "category" and "scorecard" are required.' });
    const one = await request(server.baseUrl, '/api/v1/index/benchmark?score=50&category=docs');
    expect(one.body).toEqual({ error: 'invalid-parameter', message: 'The query parameter "scorecard" is required.' });
  });
});

describe('the Journeys tab', () => {
  it('shows what the latest scan found for each journey, and links to each agent\'s path', async () => {
    const page = await signedInPage(390);
    await page.goto(`${server.baseUrl}/sites/${journeySiteId}/journeys`);
    const line = page.getByTestId('latest-scan-journey');
    await line.waitFor();
    expect(await line.textContent()).toBe("Latest scan (2026-11-20 09:00 UTC): found by 2 of 3 agents; not by ChatGPT. See each agent's path");
    await line.getByRole('link', { name: "See each agent's path" }).click();
    await page.waitForURL(`**/sites/${journeySiteId}?journey=pricing&profile=chatgpt#journey-path`);
    await page.context().close();
  }, 120_000);
});

