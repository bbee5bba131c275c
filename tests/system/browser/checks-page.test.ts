// The catalog page /checks (issue 28, point 8): every check from the engine's one catalog, server-rendered and read
// without JavaScript, each at its own anchor, with its caps, environment variables and finding codes; linked from the
// home page, the navigation and the footer; 0 axe violations of any impact and no sideways scrolling at 1280 and
// 390 px; a markdown twin for agents.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_CATALOG, describeLimit, formatLimit } from '../../../engine/index';
import { catalogMarkdown } from '../../../lib/web/check-catalog';
import { request } from '../../helpers/http';
import { SERVER_START_TIMEOUT_MS, type TestServer } from '../../helpers/server';
import { sharedService } from '../../helpers/shared-services/client';
import { launchBrowser, newContext } from '../../helpers/browser/helpers';

let server: TestServer;
let browser: Browser;
let noScript: BrowserContext;

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

function normalize(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

describe('the /checks page', () => {
  beforeAll(async () => {
    // Nothing of this file is seeded: the worker's shared server serves the catalog as any would.
    server = await sharedService();
    browser = await launchBrowser();
    noScript = await newContext(browser, server.baseUrl, { javaScriptEnabled: false });
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    await noScript?.close();
    await browser?.close();
  });

  it('renders every check without JavaScript at its anchor, with its caps, settings and codes', async () => {
    const page = await noScript.newPage();
    const response = await page.goto('/checks');
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('The 26 checks');
    expect(await page.locator('main section[id] h3').count()).toBe(26);
    for (const entry of CHECK_CATALOG) {
      const section = page.locator(`section#${entry.id}`);
      expect(await section.count(), entry.id).toBe(1);
      const text = normalize((await section.textContent())!);
      expect(text, entry.id).toContain(normalize(entry.description));
      // Every code is in the HTML (inside the closed <details> too: textContent ignores visibility).
      for (const code of entry.codes) expect(text, code.code).toContain(code.code);
      for (const limit of entry.limits) expect(text, limit.key).toContain(`${limit.meaning}${formatLimit(limit)}`);
    }
    const api = page.locator('section#api-catalog');
    const limits = await api.locator('dl > div').evaluateAll((rows) => rows.map((row) => `${row.querySelector('dt')!.textContent}: ${row.querySelector('dd')!.textContent}`));
    expect(limits).toEqual(CHECK_CATALOG.find((entry) => entry.id === 'api-catalog')!.limits.map((limit) => describeLimit(limit)));
    expect(limits).toEqual(expect.arrayContaining(['AI catalog size: 1 MiB', 'AI catalog entries judged (the rest counted): 2,000', 'DNS-AID queries: 16', 'DNS-AID AliasMode hops: 8']));
    expect(normalize((await api.locator('ul').first().textContent())!)).toContain('AGENTGAUGE_DNS_SERVERS=host:port,…: DNS servers that answer every lookup');
    expect(normalize((await page.locator('section#content-signals dl').textContent())!)).toContain('RSL license size256 KiB');
    expect(normalize((await page.locator('section#openapi dl').textContent())!)).toContain('OpenAPI description size16 MiB');
    // A code with declared statuses shows them; opening the codes needs no script (<details>).
    await api.locator('summary').click();
    const signature = api.locator('li', { has: page.getByText('api-catalog.ai-catalog-signature-invalid', { exact: true }) });
    expect(await signature.isVisible()).toBe(true);
    expect(await signature.locator('span').allTextContents()).toEqual(['Warning']);
    expect(await signature.locator('p').textContent()).toBe(
      'Trust manifest signatures that do not verify over the manifest\'s RFC 8785 form (consumers should reject those manifests).',
    );
    const dnsValid = api.locator('li', { has: page.getByText('api-catalog.dns-aid-valid', { exact: true }) });
    expect(await dnsValid.locator('span').allTextContents()).toEqual(['Pass']);
    // The anchors work: /checks#api-catalog lands on the check.
    await page.goto('/checks#api-catalog');
    expect(await page.evaluate(() => document.querySelector(':target')?.id)).toBe('api-catalog');
    await page.close();
  });

  it('is linked from the home page, the navigation and the footer', async () => {
    const page = await noScript.newPage();
    await page.goto('/');
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Checks' }).getAttribute('href')).toBe('/checks');
    expect(await page.locator('footer').getByRole('link', { name: '26 checks' }).getAttribute('href')).toBe('/checks');
    await page.getByRole('link', { name: 'All 26 checks' }).click();
    await page.waitForURL('**/checks');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('The 26 checks');
    await page.close();
  });

  it('fits 1280 px and 390 px screens with 0 axe violations, codes open or closed', async () => {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    const problems: string[] = [];
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/checks');
      for (const state of ['closed', 'open'] as const) {
        if (state === 'open') await page.evaluate(() => document.querySelectorAll('details').forEach((details) => (details.open = true)));
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) problems.push(`${width}px, codes ${state}: ${overflow}px too wide`);
        problems.push(...(await axeViolations(page)).map((violation) => `${width}px, codes ${state}: ${violation}`));
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it('serves the same catalog as markdown to Accept: text/markdown, with Vary: Accept, and lists the page in the sitemap and llms.txt', async () => {
    const markdown = await request(server.baseUrl, '/checks', { headers: { accept: 'text/markdown' } });
    expect(markdown.status).toBe(200);
    expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(markdown.headers.get('vary')).toMatch(/\baccept\b/i);
    expect(markdown.text).toBe(catalogMarkdown(server.baseUrl));
    expect(markdown.text).toContain('| `api-catalog.ai-catalog-signature-verified` | info | Trust manifest signatures verified');
    expect(markdown.text).toContain('- AI catalog size: 1 MiB');
    const html = await request(server.baseUrl, '/checks', { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html.headers.get('vary')).toMatch(/\baccept\b/i);
    expect((await request(server.baseUrl, '/sitemap.xml')).text).toContain(`<loc>${server.baseUrl}/checks</loc>`);
    expect((await request(server.baseUrl, '/llms.txt')).text).toContain(`- [The 26 checks](${server.baseUrl}/checks): `);
  });
});
