// The site page's score parts and "As agents see it" (issue 32, points 2 and 3; checks.md, "Agent outcomes
// (2026-12)") in a real browser against the production build: a fixture site on 127.0.0.1 that answers 403 to every
// User-Agent that names itself as an AI agent is scanned; the page opens with what stops agents (one sentence),
// then the cap where it lowered the score, the scorecard and the score's parts, and per agent profile its verdict, reason and the text it gets, in a block that
// never widens the page on a phone. The public report of the same site (a public scan, read by someone who never
// signed in) shows the same, and its Markdown twin carries them. A report stored before scorecards shows a short note
// instead. axe-core runs on each.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capSentence, SCORECARD_VERSION, type ScoreBreakdown } from '../../../engine/index';
import { seedFinishedScan } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { addFixtureSite } from '../../helpers/scan-sites';
import { SERVER_START_TIMEOUT_MS, startServer, withDatabase, type TestServer } from '../../helpers/server';
import { refusingAgents, serveSite, type FixtureSite } from '../../helpers/site';
import { axeCheck, launchBrowser, newContext, seedOrganization, signIn, type SeededOrganization } from '../../helpers/browser/helpers';

/** The tokens of the profiles that name themselves as agents (engine/agents/profiles.ts). */
const AGENT_TOKENS = ['Claude-User', 'ChatGPT-User', 'GoogleAgent', 'Perplexity-User', 'ModelContextProtocol'];
/** A word longer than a phone screen is wide: the text block must wrap it, not widen the page. */
const LONG_WORD = 'agentgauge'.repeat(40);
const PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Widget guide</title>' +
  '<meta name="description" content="How to install and use the widget."></head>' +
  `<body><main><h1>Widget guide</h1><p>Install the widget with one command and read the answer here. ${LONG_WORD}</p>` +
  `<p>${'The widget keeps its settings in one file. '.repeat(40)}</p></main></body></html>`;
const SCAN_TIMEOUT_MS = 120_000;
/** engine/blocker.ts's sentence for this site: the agents that name themselves get 403, the browser-like ones read. */
const BLOCKER =
  'What stops agents: Claude Code, Codex, ChatGPT, Gemini, Perplexity and the MCP fetch server get HTTP 403 on your start page; Cursor and browsing agents read it. Allow their user agents first.';
const PARTS = ['Scorecard', 'Agent access (half of the score)', 'Cost and coverage (the other half)', 'Bonus'];
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The breakdown opens with the blocker, then the cap exactly where it lowered the score, worded by the engine. */
async function expectBlockerThenCap(page: Page, scoring: ScoreBreakdown): Promise<void> {
  const breakdown = page.getByTestId('score-breakdown');
  const first = breakdown.locator('> *').first();
  expect(await first.getAttribute('data-testid')).toBe('blocker');
  expect(await first.textContent()).toBe(BLOCKER);
  const cap = capSentence(scoring);
  expect(await breakdown.getByTestId('score-cap').count()).toBe(scoring.score < scoring.uncapped ? 1 : 0);
  if (cap) {
    expect(cap).toMatch(/^Capped at 19 \(\d+ without the cap\): Every agent that names itself in its User-Agent is refused: Claude Code, Codex, ChatGPT, Gemini, Perplexity and the MCP fetch server get HTTP 403\.$/);
    expect(await breakdown.locator('> *').nth(1).textContent()).toBe(cap);
  }
  expect(await breakdown.getByText(SCORECARD_VERSION, { exact: true }).count()).toBe(1);
  for (const term of PARTS) expect(await breakdown.getByRole('term').filter({ hasText: new RegExp(`^${escaped(term)}$`) }).count()).toBe(1);
}

describe('site page: as agents see it', () => {
  let server: TestServer;
  let site: FixtureSite;
  let browser: Browser;
  let page: Page;
  let acme: SeededOrganization;
  let refusingSiteId: string;
  let oldSiteId: string;

  beforeAll(async () => {
    site = await serveSite({ '/': refusingAgents(new RegExp(AGENT_TOKENS.join('|')), PAGE) });
    server = await startServer({
      // The service renders (the test runner turns rendering off for other servers): the browsing agent's view is one
      // of the verdicts this page shows.
      env: { AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1', AGENTGAUGE_PUBLIC_SCAN_PRIVATE_TARGETS: '1', AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5', AGENTGAUGE_RENDER: '1' },
      seed: async () => {
        acme = await seedOrganization('Agent Views Org');
      },
    });
    await withDatabase(server.databaseEnv, async (db) => {
      refusingSiteId = (await addFixtureSite(db, acme.id, site)).id;
      const old = await db.site.create({ data: { organizationId: acme.id, host: 'old.example', url: 'https://old.example/' } });
      oldSiteId = old.id;
      await seedFinishedScan(db, old, acme.id, 72, new Date('2026-10-01T10:00:00Z'));
    });
    browser = await launchBrowser();
    page = await (await newContext(browser, server.baseUrl, { viewport: { width: 1280, height: 900 } })).newPage();
    await signIn(page, server.baseUrl, acme.member);
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await site?.close();
  });

  it('opens with what stops agents, then the cap where it binds, the score parts, and each profile\'s verdict and text', { timeout: SCAN_TIMEOUT_MS + 60_000 }, async () => {
    await page.goto(`${server.baseUrl}/sites/${refusingSiteId}`);
    await page.getByRole('button', { name: 'Scan now' }).click();
    const status = page.getByTestId('scan-status');
    await expect.poll(() => status.getAttribute('data-status'), { timeout: SCAN_TIMEOUT_MS, interval: 500 }).toBe('succeeded');
    await page.getByRole('heading', { name: 'As agents see it' }).waitFor({ timeout: 30_000 });

    const scan = await withDatabase(server.databaseEnv, (db) => db.scan.findFirst({ where: { siteId: refusingSiteId, status: 'succeeded' } }));
    await expectBlockerThenCap(page, (scan!.report as unknown as { scoring: ScoreBreakdown }).scoring);
    // Every fetch of the scanner's own was answered: no partial-sample note.
    expect(await page.getByTestId('partial-sample').count()).toBe(0);

    const views = page.getByTestId('agent-view');
    const verdicts = Object.fromEntries(
      await views.evaluateAll((items) => items.map((item) => [item.getAttribute('data-profile'), item.getAttribute('data-verdict')])),
    );
    expect(verdicts).toEqual({
      'claude-code': 'blocked',
      cursor: 'reads',
      codex: 'blocked',
      chatgpt: 'blocked',
      gemini: 'blocked',
      perplexity: 'blocked',
      'mcp-fetch': 'blocked',
      // The browsing agent sends a desktop Chrome User-Agent, which the site lets through.
      browser: 'reads',
    });
    // One table (agent, status, verdict, why) and one excerpt per distinct text (issue 46), not a card per profile.
    expect(await page.getByTestId('agent-views-table').count()).toBe(1);
    const claude = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Claude Code (WebFetch)' }) });
    expect(await claude.getByText('Blocked', { exact: true }).count()).toBe(1);
    expect(await claude.getByText(/403/).count()).toBeGreaterThan(0);
    const cursor = page.locator('[data-testid="agent-view"][data-profile="cursor"]');
    expect(await cursor.getByText('Reads', { exact: true }).count()).toBe(1);
    const excerpts = await page.getByTestId('agent-excerpt').evaluateAll((figures) => figures.map((figure) => [figure.getAttribute('data-profiles'), figure.querySelector('pre')!.textContent]));
    expect(new Set(excerpts.map(([, text]) => text)).size).toBe(excerpts.length);
    expect(excerpts.find(([profiles]) => profiles!.split(' ').includes('cursor'))![1]).toContain('Install the widget with one command');
    await axeCheck(page, 'site page with agent views');

    // At phone width the long word wraps inside its block: nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await axeCheck(page, 'site page with agent views at 390 px');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('the public report shows anonymous readers what stops agents first, each profile\'s verdict, and carries them in its Markdown', { timeout: SCAN_TIMEOUT_MS + 60_000 }, async () => {
    const scanned = await request(server.baseUrl, '/api/v1/scan', { json: { domain: site.origin } });
    expect(scanned.status).toBe(200);
    const host = `127.0.0.1:${site.port}`;
    const stored = await request(server.baseUrl, `/api/v1/report/${encodeURIComponent(host)}`);
    expect(stored.status).toBe(200);
    const storedViews = stored.body.agents.pages[0].views as Array<{ profile: string; verdict: string | null; reason: string }>;

    // A reader who never signed in, as the public report is for.
    const context = await newContext(browser, server.baseUrl, { viewport: { width: 1280, height: 900 } });
    const anonymous = await context.newPage();
    await anonymous.goto(`/report/${encodeURIComponent(host)}`);
    await expectBlockerThenCap(anonymous, stored.body.scoring);
    // What stops agents comes before "As agents see it" and the checks.
    const order = await anonymous.evaluate(() =>
      [document.querySelector('[data-testid="blocker"]'), document.getElementById('agent-views'), document.getElementById('checks')].map((node) =>
        node ? Array.from(document.querySelectorAll('*')).indexOf(node) : -1,
      ),
    );
    expect(order[0]).toBeGreaterThan(-1);
    expect([...order].sort((a, b) => a - b)).toEqual(order);

    const shown = Object.fromEntries(
      await anonymous.getByTestId('agent-view').evaluateAll((items) => items.map((item) => [item.getAttribute('data-profile'), item.getAttribute('data-verdict')])),
    );
    expect(shown).toEqual(Object.fromEntries(storedViews.map((view) => [view.profile, view.verdict ?? 'unmeasured'])));
    expect(shown).toMatchObject({ 'claude-code': 'blocked', cursor: 'reads', codex: 'blocked', chatgpt: 'blocked', gemini: 'blocked', perplexity: 'blocked', 'mcp-fetch': 'blocked' });
    const claude = anonymous.locator('[data-testid="agent-view"][data-profile="claude-code"]');
    expect(await claude.getByText('Blocked', { exact: true }).count()).toBe(1);
    expect(await claude.getByText('Refused: HTTP 403 (forbidden to this User-Agent).', { exact: true }).count()).toBe(1);
    expect(await anonymous.locator('[data-testid="agent-excerpt"][data-profiles~="cursor"] pre').textContent()).toContain('Install the widget with one command');
    await axeCheck(anonymous, 'public report with agent views');
    await anonymous.setViewportSize({ width: 390, height: 844 });
    expect(await anonymous.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await axeCheck(anonymous, 'public report with agent views at 390 px');
    await context.close();

    // Its Markdown twin: what stops agents first, the cap where it binds, then what each agent gets.
    const markdown = (await request(server.baseUrl, `/report/${encodeURIComponent(host)}`, { headers: { accept: 'text/markdown' } })).text;
    const blockerLine = markdown.indexOf(`**What stops agents:** ${BLOCKER.slice('What stops agents: '.length)}`);
    expect(blockerLine).toBeGreaterThan(-1);
    const cap = capSentence(stored.body.scoring);
    if (cap) expect(markdown.indexOf(`**Score cap:** ${cap}`)).toBeGreaterThan(blockerLine);
    expect(markdown.indexOf('## As agents see it')).toBeGreaterThan(blockerLine);
    expect(markdown.indexOf('## As agents see it')).toBeLessThan(markdown.indexOf('## Checks'));
    for (const view of storedViews) expect(markdown).toContain(`- \`${view.profile}\`: **${view.verdict ?? 'not measured'}**. `);
  });

  it('tells the reader of a report stored before scorecards how to see the agent views', { timeout: 60_000 }, async () => {
    await page.goto(`${server.baseUrl}/sites/${oldSiteId}`);
    await page.getByRole('heading', { name: 'As agents see it' }).waitFor();
    expect(await page.getByTestId('agent-views-missing').textContent()).toMatch(/^This report was stored before agent views existed.*Scan again/);
    expect(await page.getByTestId('score-cap').count()).toBe(0);
    expect(await page.getByTestId('score-breakdown').getByText('2026.11', { exact: true }).count()).toBe(1);
    expect(await page.getByTestId('agent-view').count()).toBe(0);
    await axeCheck(page, 'site page of a report from before scorecards');
  });
});
