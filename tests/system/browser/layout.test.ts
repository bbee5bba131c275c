// Issue 63 point 7 (layout): the pages with charts and tables, at a 390 px phone, a 768 px tablet and a 1280 px
// desktop, on the production build: the site report (score and journey history, agent views), the Traffic tab with
// uploaded logs (the generated logs of issue 61, a daily chart per agent), a fleet run's page and the public /index.
// At every width: the document never scrolls sideways (a table may only scroll inside its own box); no two text boxes
// of a chart overlap (tick labels, axis labels: bounding boxes compared pairwise); every numeric axis ticks round
// numbers at even steps from 0 (1, 2, 2.5 or 5 times a power of ten), its percentages printed without a float
// artefact. At 1280 px every table fits its card without a sideways scroll; below 640 px each row is a card of
// "label: value" lines (issue 63 point 2).
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishRunIfDone } from '../../../lib/fleets/finish-run';
import { publishIndexEdition } from '../../../lib/services/admin/publish-index-edition';
import { seedFleetRun, type PlantedRow } from '../../helpers/fleets/seed-run';
import { serveDns, type DnsFixture } from '../../fixtures/dns-server';
import { createKey } from '../../helpers/api-fixtures';
import { buildReport, seedScan } from '../../helpers/me-fixtures';
import { SERVER_START_TIMEOUT_MS, startServer, type TestServer } from '../../helpers/server';
import { verificationLog, verificationScanReport, writeReverseZone, writeVerificationRanges } from '../../helpers/traffic/verification-log';
import { launchBrowser, newContext, seedOrganization, signIn, type SeededOrganization } from '../../helpers/browser/helpers';

const HOST = 'shop.example';
const WIDTHS = [390, 768, 1280] as const;

const TARGET_IDS = Array.from({ length: 30 }, () => randomUUID());

/** Thirty planted targets: scores across every band, checks with long names, agents refused, read and unreachable. */
function plantedRows(): PlantedRow[] {
  return Array.from({ length: 30 }, (_, index): PlantedRow => {
    const reads = index % 3 !== 0;
    return {
      status: index === 29 ? 'unreachable' : 'scanned',
      score: index === 29 ? undefined : (index * 37) % 101,
      host: `layout-${index}.example`,
      targetId: TARGET_IDS[index],
      category: index % 2 ? 'docs' : 'commerce',
      checks: { 'llms-txt': index % 4 ? 'pass' : 'fail', 'robots-txt': 'pass', 'structured-data': index % 5 ? 'warn' : 'pass', 'markdown-negotiation': index % 2 ? 'pass' : 'fail' },
      agents: { 'claude-code': reads ? 'reads' : 'blocked', chatgpt: index % 2 ? 'blocked' : 'reads', cursor: 'reads', perplexity: index % 7 ? 'reads' : 'blocked' },
      causes: { 'claude-code': reads ? 'ok' : 'refused', chatgpt: index % 2 ? 'refused' : 'ok', cursor: 'ok', perplexity: index % 7 ? 'ok' : 'refused' },
      ...(index === 0 ? { waited: { robotsTxt: true, cameBack: 1 } } : {}),
    };
  });
}

/**
 * The same targets two days earlier, so the run page compares (its movement card): every fifth target (0, 5, …, 25)
 * scored 30 points lower or, where it cannot, 30 higher; the rest the same.
 */
function previousRows(): PlantedRow[] {
  return plantedRows().map((row, index) => (index % 5 === 0 && row.score !== undefined ? { ...row, score: row.score >= 30 ? row.score - 30 : row.score + 30 } : row));
}

let server: TestServer;
let browser: Browser;
let dns: DnsFixture;
let acme: SeededOrganization;
let key = '';
let siteId = '';
let fleetId = '';
let runId = '';
const ranges = writeVerificationRanges();
const logs = verificationLog();

beforeAll(async () => {
  dns = await serveDns();
  writeReverseZone(dns);
  server = await startServer({
    env: { AGENTGAUGE_AGENT_IP_RANGES_DIR: ranges, AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5', AGENTGAUGE_DNS_SERVERS: dns.address },
    seed: async (db) => {
      acme = await seedOrganization('Layout Owners', 'pro');
      key = await createKey(db, acme.id);
      const site = await db.site.create({ data: { organizationId: acme.id, host: HOST, url: `https://${HOST}/` } });
      siteId = site.id;
      // Three scans, so the history charts draw lines; the latest carries the agent views the traffic is judged against.
      for (const [days, score] of [
        [5, 41],
        [3, 63],
      ] as const) {
        await seedScan(db, site, acme.id, buildReport({ url: `https://${HOST}/`, at: new Date(Date.now() - days * 86_400_000), overallScore: score, checks: [] }));
      }
      const at = new Date(Date.now() - 86_400_000);
      await seedScan(db, site, acme.id, verificationScanReport(buildReport({ url: `https://${HOST}/`, at, overallScore: 80, checks: [] }) as never, at) as never);
      const fleet = await db.fleet.create({ data: { organizationId: acme.id, name: 'Layout fleet', targetCount: 30 } });
      fleetId = fleet.id;
      const previousRunId = await seedFleetRun(db, previousRows(), { organizationId: acme.id, fleetId, createdAt: new Date(Date.now() - 2 * 86_400_000) });
      await finishRunIfDone(previousRunId);
      runId = await seedFleetRun(db, plantedRows(), { organizationId: acme.id, fleetId });
      await db.$executeRaw`UPDATE fleet_results SET scanned_at = now() WHERE run_id = ${runId}::uuid AND status = 'scanned'`;
      await finishRunIfDone(runId);
      await publishIndexEdition({ runId, title: 'Layout edition', list: 'Thirty planted sites', publishedBy: 'test' });
    },
  });
  browser = await launchBrowser();
  // The logs arrive as an owner sends them: gzip through the API, counted by the worker.
  const sent = await fetch(`${server.baseUrl}/api/v1/me/sites/${siteId}/traffic`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'text/plain', 'content-encoding': 'gzip' },
    body: new Uint8Array(gzipSync(logs.bytes)),
  });
  expect(sent.status).toBe(202);
  const batchId = (await sent.json()).batchId as string;
  for (const deadline = Date.now() + 60_000; ; await new Promise((resolve) => setTimeout(resolve, 200))) {
    const batch = await (await fetch(`${server.baseUrl}/api/v1/me/sites/${siteId}/traffic/batches/${batchId}`, { headers: { authorization: `Bearer ${key}` } })).json();
    if (batch.status === 'done') break;
    if (Date.now() > deadline) throw new Error(`batch ${batchId} not done: ${JSON.stringify(batch)}`);
  }
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await dns?.close();
});

interface ChartFaults {
  charts: number;
  /** Pairs of a chart's text boxes that overlap. */
  overlaps: string[];
  /** Text boxes reaching outside their chart's drawing. */
  outside: string[];
  /** Each numeric axis's tick labels, as drawn. */
  numericAxes: string[][];
}

/** Every chart of the page as it is now: its text boxes and its numeric axes. */
function measureCharts(page: Page): Promise<ChartFaults> {
  return page.evaluate(() => {
    const charts = [...document.querySelectorAll('[data-chart] .recharts-wrapper > svg.recharts-surface')];
    const overlaps: string[] = [];
    const outside: string[] = [];
    const numericAxes: string[][] = [];
    const NUMBER = /^-?[\d,]+(\.\d+)?%?$/;
    for (const svg of charts) {
      const frame = svg.getBoundingClientRect();
      const texts = [...svg.querySelectorAll('text')]
        .map((text) => ({ text: (text.textContent ?? '').trim(), rect: text.getBoundingClientRect() }))
        .filter(({ text, rect }) => text !== '' && rect.width > 0 && rect.height > 0);
      for (const [index, a] of texts.entries()) {
        if (a.rect.left < frame.left - 0.5 || a.rect.right > frame.right + 0.5 || a.rect.top < frame.top - 0.5 || a.rect.bottom > frame.bottom + 0.5) outside.push(a.text);
        for (const b of texts.slice(index + 1)) {
          const across = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
          const down = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
          // Glyph boxes carry a little leading: a pixel shared by neighbours is not an overprint.
          if (across > 1 && down > 1) overlaps.push(`"${a.text}" × "${b.text}"`);
        }
      }
      // Recharts draws each axis's tick labels in a layer of their own (recharts-xAxis-tick-labels, recharts-yAxis-…).
      for (const axis of svg.querySelectorAll('.recharts-cartesian-axis-tick-labels')) {
        const ticks = [...axis.querySelectorAll('.recharts-cartesian-axis-tick-value')].map((tick) => (tick.textContent ?? '').trim());
        if (ticks.length > 0 && ticks.every((tick) => NUMBER.test(tick))) numericAxes.push(ticks);
      }
    }
    return { charts: charts.length, overlaps, outside, numericAxes };
  });
}

/** A numeric axis's fault, or null: ticks from 0 at one step of 1, 2, 2.5 or 5 times a power of ten, no float artefact. */
function axisFault(ticks: string[]): string | null {
  const values = ticks.map((tick) => Number(tick.replace(/[,%]/g, '')));
  if (ticks.some((tick) => /\.\d{3,}/.test(tick))) return `a float artefact in ${ticks.join(' ')}`;
  if (values[0] !== 0) return `does not start at 0: ${ticks.join(' ')}`;
  if (values.length < 2) return `one tick: ${ticks.join(' ')}`;
  const step = values[1]! - values[0]!;
  const magnitude = 10 ** Math.floor(Math.log10(step));
  if (![1, 2, 2.5, 5].some((multiple) => Math.abs(multiple * magnitude - step) < 1e-9)) return `a step of ${step}: ${ticks.join(' ')}`;
  if (values.some((value, index) => Math.abs(value - index * step) > 1e-9)) return `uneven steps: ${ticks.join(' ')}`;
  return null;
}

interface TableFaults {
  tables: number;
  /** Table boxes that scroll sideways (their content wider than the box). */
  scrolling: string[];
  /** Rows not shown as a block (a card), by the table's caption. */
  notStacked: string[];
}

function measureTables(page: Page): Promise<TableFaults> {
  return page.evaluate(() => {
    const boxes = [...document.querySelectorAll('[data-table-box]')].filter((box) => box.getBoundingClientRect().width > 0);
    const name = (box: Element) => box.querySelector('caption')?.textContent?.slice(0, 60) ?? '?';
    return {
      tables: boxes.length,
      scrolling: boxes.filter((box) => box.scrollWidth > box.clientWidth + 1).map((box) => `${name(box)}: ${box.scrollWidth} in ${box.clientWidth} px`),
      notStacked: boxes.filter((box) => [...box.querySelectorAll('tbody tr')].some((row) => getComputedStyle(row).display !== 'block')).map(name),
    };
  });
}

async function ownerPage(): Promise<Page> {
  const page = await (await newContext(browser, server.baseUrl)).newPage();
  await signIn(page, server.baseUrl, acme.owner);
  return page;
}

/** The page at each width: no sideways scroll, charts legible, tables fitting (1280 px) or stacked (390 px). */
async function checkWidths(page: Page, label: string, expected: { charts: number; numericAxes: number; tables: number }) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // Open what is folded (the not-seen agents, the history tables), so their tables are measured too.
    await page.evaluate(() => document.querySelectorAll('details').forEach((details) => ((details as HTMLDetailsElement).open = true)));
    // Charts re-measure a frame after the viewport changes: wait until each is drawn at its frame's new width (instead of
    // a fixed 300 ms), then for the frame that lays its text out.
    await expect.poll(() => page.evaluate(() => document.querySelectorAll('[data-chart] .recharts-wrapper > svg.recharts-surface').length)).toBe(expected.charts);
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll('[data-chart]')].every((frame) => {
            const surface = frame.querySelector('.recharts-wrapper > svg.recharts-surface');
            return surface !== null && Math.abs(Number(surface.getAttribute('width')) - frame.clientWidth) <= 1;
          }),
        ),
      )
      .toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const at = `${label} at ${width} px`;
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${at}: the document scrolls sideways`).toBeLessThanOrEqual(0);
    const charts = await measureCharts(page);
    expect(charts.overlaps, `${at}: overlapping chart text`).toEqual([]);
    expect(charts.outside, `${at}: chart text outside its chart`).toEqual([]);
    expect(charts.numericAxes.length, `${at}: numeric axes`).toBe(expected.numericAxes);
    expect(charts.numericAxes.map(axisFault).filter(Boolean), `${at}: axis ticks`).toEqual([]);
    const tables = await measureTables(page);
    expect(tables.tables, `${at}: tables`).toBe(expected.tables);
    if (width === 1280) expect(tables.scrolling, `${at}: tables wider than their card`).toEqual([]);
    if (width === 390) {
      expect(tables.notStacked, `${at}: tables not stacked`).toEqual([]);
      expect(tables.scrolling, `${at}: stacked tables wider than their card`).toEqual([]);
    }
  }
}

describe('charts and tables at 390, 768 and 1280 px (issue 63 points 1, 2 and 7)', () => {
  it('the site report: score and journey history, agent views', { timeout: 180_000 }, async () => {
    const page = await ownerPage();
    await page.goto(`${server.baseUrl}/sites/${siteId}`);
    await page.getByTestId('history-chart').waitFor();
    // The score history (0–100 by quarters) and the journey history (results found and run), one numeric axis each.
    await checkWidths(page, 'site report', { charts: 2, numericAxes: 2, tables: await page.locator('[data-table-box]').count() });
    const ticks = await page.getByTestId('history-chart').locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value').allTextContents();
    expect(ticks).toEqual(['0', '25', '50', '75', '100']);
    await page.context().close();
  });

  it('the Traffic tab with uploaded logs: agents seen first, the rest folded, a daily chart per agent', { timeout: 180_000 }, async () => {
    const page = await ownerPage();
    await page.goto(`${server.baseUrl}/sites/${siteId}/traffic?from=${logs.day1}&to=${logs.day2}`);
    await page.getByRole('heading', { name: `What agents got from ${HOST}` }).waitFor();
    // Issue 63 point 2: the agents the logs did not see fold behind one closed line under the table of those they saw.
    const folded = page.getByTestId('agents-not-seen');
    expect(await folded.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
    expect(await folded.locator('summary').innerText()).toMatch(/^\d+ more agents? not seen in these days, with what the scan predicted$/);
    expect(await page.getByRole('table', { name: 'Agents in the logs, observed against predicted' }).getByText('not seen', { exact: true }).count()).toBe(0);
    const charts = await page.getByTestId('agent-daily-chart').count();
    expect(charts).toBeGreaterThan(2);
    // The tables of the tab: agents seen, agents not seen (folded), ranges, what agents asked for, referrals,
    // crawl-to-refer, coverage, batches (drain tokens: none yet, so no table).
    await checkWidths(page, 'Traffic tab', { charts, numericAxes: charts, tables: 8 });
    // Each daily chart states its n.
    expect(await page.getByTestId('agent-daily-chart').first().getByTestId('chart-n').innerText()).toMatch(/^n = \d+ requests over \d+ days?, \d+ refused\.$/);
    await page.context().close();
  });

  it('a fleet run page: the score histogram, pass rates, what each agent gets, what moved since the previous run', { timeout: 180_000 }, async () => {
    const page = await ownerPage();
    await page.goto(`${server.baseUrl}/fleets/${fleetId}/runs/${runId}`);
    await page.getByTestId('agent-outcomes').waitFor();
    // Targets 0, 5, 10, 15, 20 and 25 scored 0, 84, 67, 50, 33 and 16: those from 30 up were 30 lower (gained), the
    // others 30 higher (lost).
    const movement = page.getByTestId('run-movement');
    expect(await movement.locator('p').first().innerText()).toBe('Compared with the previous run: 4 targets gained 10 points or more, 2 lost 10 or more.');
    expect(await movement.getByRole('table', { name: 'Targets whose score moved by 10 points or more' }).locator('tbody tr').count()).toBe(6);
    await checkWidths(page, 'fleet run page', { charts: 3, numericAxes: 3, tables: await page.locator('[data-table-box]').count() });
    // The agents chart of issue 63: a quarter a step, never "100.00000000000001%".
    expect(await page.getByTestId('agent-outcomes').locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value').allTextContents()).toEqual(['0%', '25%', '50%', '75%', '100%']);
    // The row whose host asked to wait says so (its `waited`, issue 64 point 1).
    const waitedNote = "robots.txt first answered 429 or 5xx with Retry-After; nothing else was asked until it was fetched again after the wait; the run came back once after the host's Retry-After.";
    expect(await page.getByText(waitedNote, { exact: true }).count()).toBe(1);
    await page.context().close();
  });

  it('the public /index page: distribution, pass rates, what each agent gets, leaderboard', { timeout: 180_000 }, async () => {
    const page = await (await newContext(browser, server.baseUrl)).newPage();
    await page.goto(`${server.baseUrl}/index`);
    await page.getByTestId('agent-outcomes').waitFor();
    await checkWidths(page, '/index', { charts: 3, numericAxes: 3, tables: await page.locator('[data-table-box]').count() });
    expect(await page.getByTestId('agent-outcomes').locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value').allTextContents()).toEqual(['0%', '25%', '50%', '75%', '100%']);
    // The legend names every series drawn, in its colour.
    const legend = await page.getByTestId('chart-legend').first().locator('[data-color]').evaluateAll((swatches) => swatches.map((swatch) => swatch.getAttribute('data-color')));
    const fills = await page.getByTestId('agent-outcomes').locator('.recharts-bar').evaluateAll((bars) => bars.map((bar) => bar.querySelector('path')?.getAttribute('fill')).filter(Boolean));
    expect(fills.length).toBeGreaterThan(0);
    expect(fills.filter((fill) => !legend.includes(fill!)), 'bar colours missing from the legend').toEqual([]);
    await page.context().close();
  });
});
