// The public pages in a real browser with JavaScript OFF (they must work as plain HTML forms and server-rendered
// pages): the scan form, the stored report (and its markdown twin), published replays. axe-core runs on each page
// in a JavaScript-enabled context (axe itself is a script).
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../../helpers/http';
import { SERVER_START_TIMEOUT_MS, withDatabase, type TestServer } from '../../helpers/server';
import { sharedService } from '../../helpers/shared-services/client';
import { html, serveSite, text, type FixtureSite } from '../../helpers/site';
import { axeCheck, checkPhoneAndDesktop, launchBrowser, newContext } from '../../helpers/browser/helpers';

const FIXTURE_HOME = html(
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fixture shop for the public scan</title></head>' +
    '<body><main><h1>Fixture shop</h1><p>A small page that the public scan measures.</p></main></body></html>',
);

/** The shop whose agent run is replayed; named after this file, as the worker's shared server keeps every file's sites. */
const SHOP = 'public-pages-shop.example';

// As lib/agents records steps (a model's thought with it), and one field no agent of ours writes.
const STEPS = [
  { action: 'open_url', url: `https://${SHOP}/`, thought: 'Start on the home page.', observation: 'Shop home: mugs and cups.', durationMs: 1250 },
  { action: 'follow_link', url: `https://${SHOP}/mugs`, observation: 'The mug costs 12 EUR.', durationMs: 70, httpStatus: 200 },
];

describe('public pages without JavaScript', () => {
  let server: TestServer;
  let browser: Browser;
  let site: FixtureSite;
  let noScript: BrowserContext;
  let withScript: BrowserContext;
  let publishedRunId: string;
  let privateRunId: string;

  beforeAll(async () => {
    site = await serveSite({ '/': FIXTURE_HOME, '/robots.txt': text('User-agent: *\nAllow: /\n') });
    // The worker's shared server (private targets allowed, public scans of them too, as this file needs): its database
    // outlives this file, so the organization and the shop are named after it; the fixture's port is its own.
    server = await sharedService();
    await withDatabase(server.databaseEnv, async (db) => {
      const organization = await db.organization.create({ data: { name: 'Public Pages Shop owner' } });
      const shop = await db.site.create({ data: { organizationId: organization.id, url: `https://${SHOP}/`, host: SHOP } });
      const task = await db.agentTask.create({
        data: { organizationId: organization.id, siteId: shop.id, goal: 'Find the price of the blue mug', name: 'Mug price' },
      });
      const common = { organizationId: organization.id, siteId: shop.id, taskId: task.id, batchId: task.id, status: 'finished', goal: task.goal };
      publishedRunId = (
        await db.agentRun.create({
          data: {
            ...common,
            verdict: 'success',
            reasons: ['The price is on the product page.'],
            stepCount: STEPS.length,
            steps: STEPS,
            answer: 'The blue mug costs 12 EUR.',
            evidence: [{ url: `https://${SHOP}/mugs`, quote: 'Blue mug: 12 EUR' }],
            publishedAt: new Date('2026-03-03T09:00:00Z'),
          },
        })
      ).id;
      privateRunId = (await db.agentRun.create({ data: { ...common, verdict: 'failure', answer: 'Private answer.' } })).id;
    });
    browser = await launchBrowser();
    noScript = await newContext(browser, server.baseUrl, { javaScriptEnabled: false });
    withScript = await newContext(browser, server.baseUrl);
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    await noScript?.close();
    await withScript?.close();
    await browser?.close();
    await site?.close();
  });

  async function axeOn(path: string): Promise<void> {
    const page = await withScript.newPage();
    await page.goto(path);
    await axeCheck(page, path);
    await page.close();
  }

  it('runs a public scan from the form and shows score, grade and every finding', async () => {
    const page = await noScript.newPage();
    await page.goto('/');
    await page.getByLabel('Domain to scan').fill(site.origin);
    await page.getByRole('button', { name: 'Scan' }).click();
    const host = `127.0.0.1:${site.port}`;
    await page.waitForURL(`**/report/${encodeURIComponent(host)}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`Agent readiness of ${host}`);

    const stored = await request(server.baseUrl, `/api/v1/report/${encodeURIComponent(host)}`);
    expect(stored.status).toBe(200);
    const main = (await page.locator('main').textContent())!;
    expect(main).toContain(`Grade ${stored.body.grade.label}`);
    expect(await page.getByRole('img', { name: new RegExp(`^Score ${Math.round(stored.body.score)} out of 100`) }).count()).toBe(1);
    const results = stored.body.results as Array<{ name: string; findings: Array<{ message: string }> }>;
    expect(await page.locator('main details').count()).toBe(results.length);
    // Every finding is in the page (inside closed <details> too: textContent ignores visibility), without JavaScript.
    const text = normalize((await page.locator('main').textContent())!);
    for (const result of results) {
      for (const finding of result.findings) expect(text).toContain(normalize(finding.message));
    }
    // The badge to embed (issue 12): the image as it will show, and the Markdown that links it to this page.
    const hostPath = encodeURIComponent(host);
    const badgeMarkdown = `[![Agent Gauge score of ${host}](${server.baseUrl}/badge/${hostPath}.svg)](${server.baseUrl}/report/${hostPath})`;
    expect(await page.getByRole('region', { name: 'Embed this badge' }).locator('pre code').textContent()).toBe(badgeMarkdown);
    const badge = page.getByRole('img', { name: `Agent Gauge score of ${host}` });
    await badge.evaluate((img: HTMLImageElement) => img.decode());
    expect(await badge.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.close();
    await axeOn('/');
    await axeOn(`/report/${encodeURIComponent(host)}`);
  }, 120_000);

  it('shows form errors without JavaScript', async () => {
    const page = await noScript.newPage();
    await page.goto('/');
    await page.getByLabel('Domain to scan').fill('ftp://example.com');
    await page.getByRole('button', { name: 'Scan' }).click();
    await page.waitForLoadState('load');
    expect(await page.locator('#domain-error').textContent()).toContain('http');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.close();
  });

  it('serves the report page as markdown to Accept: text/markdown, HTML to browsers, Vary: Accept on both', async () => {
    const host = encodeURIComponent(`127.0.0.1:${site.port}`);
    const markdown = await request(server.baseUrl, `/report/${host}`, { headers: { accept: 'text/markdown' } });
    expect(markdown.status).toBe(200);
    expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(markdown.headers.get('vary')).toMatch(/\baccept\b/i);
    expect(markdown.text).toMatch(/^# Agent readiness of 127\.0\.0\.1:\d+\n/);
    const preferred = await request(server.baseUrl, `/report/${host}`, { headers: { accept: 'text/markdown, text/html;q=0.9' } });
    expect(preferred.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    const page = await request(server.baseUrl, `/report/${host}`, { headers: { accept: browserAccept } });
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('vary')).toMatch(/\baccept\b/i);
    const home = await request(server.baseUrl, '/', { headers: { accept: 'text/markdown' } });
    expect(home.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(home.text).toMatch(/^# Agent Gauge\n/);
  });

  it('draws a check that does not apply with a neutral mark, never as a failure, on the page and in its markdown (issue 11, point 10)', async () => {
    const host = encodeURIComponent(`127.0.0.1:${site.port}`);
    const stored = await request(server.baseUrl, `/api/v1/report/${host}`);
    const notApplicable = (stored.body.results as Array<{ id: string; name: string; status: string; applicable: boolean }>).filter((result) => !result.applicable);
    expect(notApplicable.length).toBeGreaterThan(0);
    const page = await noScript.newPage();
    await page.goto(`/report/${host}`);
    for (const result of notApplicable) {
      const row = page.locator('main details').filter({ has: page.getByText(result.id, { exact: true }) });
      expect(await row.locator('summary [role="img"]').getAttribute('aria-label'), result.id).toBe('Not applicable');
      expect(await row.locator('summary [role="img"]').textContent(), result.id).toBe('–');
    }
    await page.close();
    const markdown = (await request(server.baseUrl, `/report/${host}`, { headers: { accept: 'text/markdown' } })).text;
    for (const result of notApplicable) {
      const section = markdown.slice(markdown.indexOf(`(\`${result.id}\`)`)).split('\n### ')[0]!;
      expect(section, result.id).toMatch(/^\(`[a-z0-9-]+`\): not applicable \(not counted\)/);
      expect(section, result.id).not.toMatch(/\*\*(fail|warn|error)\*\*/);
    }
  });

  it('answers 404 for a host without a public report', async () => {
    const page = await noScript.newPage();
    const response = await page.goto('/report/never-scanned.example');
    expect(response?.status()).toBe(404);
    await page.close();
  });

  it('replays a published agent run step by step, and hides unpublished or unknown runs', async () => {
    const page = await noScript.newPage();
    const response = await page.goto(`/replay/${publishedRunId}`);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`Agent task replay on ${SHOP}`);
    const steps = page.locator('main ol > li');
    expect(await steps.count()).toBe(2);
    expect(await steps.nth(0).textContent()).toContain('Start on the home page.');
    expect(await steps.nth(1).textContent()).toContain('The mug costs 12 EUR.');
    // In words (issue 25.8): what the agent did and how long it took, never action names or raw JSON.
    expect(await steps.locator('h3').allTextContents()).toEqual(['1.Opened a page(took 1.3 s)', '2.Followed a link(took 70 ms)']);
    expect(await steps.nth(1).locator('dl').textContent()).toBe('Http status200');
    expect(await page.locator('main').innerText()).not.toMatch(/open_url|follow_link|durationMs|[{}]/);
    expect(await page.locator('main > p').first().textContent()).toBe('Mug price. Published by the site owner. Model: built-in agent.');
    expect(await page.locator('main').getByText('Reached the goal', { exact: true }).count()).toBe(1);
    const main = (await page.locator('main').textContent())!;
    expect(main).toContain('Find the price of the blue mug');
    expect(main).toContain('The blue mug costs 12 EUR.');
    expect(main).toContain('Blue mug: 12 EUR');
    await page.close();
    // Touched by issue 25.8: 0 axe violations of any impact and no sideways scrolling, at 390 and 1280 px.
    const scripted = await withScript.newPage();
    await scripted.goto(`/replay/${publishedRunId}`);
    await checkPhoneAndDesktop(scripted, `/replay/${publishedRunId}`);
    await scripted.close();

    const hidden = await noScript.newPage();
    expect((await hidden.goto(`/replay/${privateRunId}`))?.status()).toBe(404);
    expect((await hidden.goto('/replay/00000000-0000-4000-8000-000000000000'))?.status()).toBe(404);
    expect((await hidden.goto('/replay/not-a-uuid'))?.status()).toBe(404);
    // The API's replayUrl (/replays/{id}) leads to the same page.
    await hidden.goto(`/replays/${publishedRunId}`);
    expect(new URL(hidden.url()).pathname).toBe(`/replay/${publishedRunId}`);
    await hidden.close();
  });
});

function normalize(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}
