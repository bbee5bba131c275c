// Security headers on every page (issue 10, point 8), checked over HTTP and in a real browser with the policy on:
// a nonce-based Content-Security-Policy (CSP Level 3 §6.7.2.2 nonces, 'strict-dynamic'), frame-ancestors 'none',
// object-src 'none', base-uri 'self', X-Content-Type-Options: nosniff (Fetch §3.5.3), Referrer-Policy
// strict-origin-when-cross-origin, and Strict-Transport-Security (RFC 6797) only when the request really came over
// HTTPS (the trusted proxy's X-Forwarded-Proto with AGENTGAUGE_TRUST_PROXY=1). Every page, public and signed in, loads
// and runs its scripts without a single `securitypolicyviolation` event or CSP console error.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalReport, seedAgentRuns, seedFinishedScan } from '../../helpers/api-fixtures';
import { SERVER_START_TIMEOUT_MS, startServer, type TestServer } from '../../helpers/server';
import { launchBrowser, newContext, seedOrganization, signIn, type SeededOrganization } from '../../helpers/browser/helpers';

const REPORTED_HOST = 'csp.example';

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/** Parses a policy into directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('security headers and the Content-Security-Policy', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let acme: SeededOrganization;
  let siteId = '';
  let runId = '';

  beforeAll(async () => {
    server = await startServer({
      env: { AGENTGAUGE_TRUST_PROXY: '1', ADMIN_EMAILS: 'owner@acme.test' },
      seed: async (db) => {
        acme = await seedOrganization('Acme', 'pro');
        const site = await db.site.create({ data: { organizationId: acme.id, host: 'shop.acme.example', url: 'https://shop.acme.example/' } });
        siteId = site.id;
        await seedFinishedScan(db, { id: site.id, host: site.host }, acme.id, 71, new Date('2026-03-01T10:00:00Z'));
        runId = await seedAgentRuns(db, acme.id, site.id);
        const stored = minimalReport(`https://${REPORTED_HOST}/`, 64, new Date('2026-03-02T10:00:00Z'));
        await db.publicReport.create({
          data: { host: REPORTED_HOST, url: stored.url, score: 64, engine: stored.engine, report: stored as never, scannedAt: new Date(stored.timestamp) },
        });
      },
    });
    browser = await launchBrowser();
    context = await newContext(browser, server.baseUrl);
    // Installed before any page script runs (through the DevTools protocol, which the policy does not govern).
    await context.addInitScript(() => {
      const seen: Violation[] = [];
      (window as unknown as { __cspViolations: Violation[] }).__cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample }),
      );
    });
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('sends the headers on every HTML page, a fresh nonce each time, and HSTS only for HTTPS from the trusted proxy', async () => {
    const nonces = new Set<string>();
    for (const path of ['/', '/sign-in', `/report/${REPORTED_HOST}`, `/replay/${runId}`, '/report/never-scanned.example', '/no-such-page']) {
      const answer = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual' });
      expect(answer.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      const policy = directives(answer.headers.get('content-security-policy') ?? '');
      const scripts = policy.get('script-src') ?? [];
      const nonce = scripts.find((source) => source.startsWith("'nonce-"));
      expect(nonce, path).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/);
      nonces.add(nonce!);
      expect(scripts, path).toEqual(["'self'", nonce, "'strict-dynamic'"]);
      expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(policy.get('object-src'), path).toEqual(["'none'"]);
      expect(policy.get('base-uri'), path).toEqual(["'self'"]);
      expect(policy.get('default-src'), path).toEqual(["'self'"]);
      expect(policy.has('upgrade-insecure-requests'), path).toBe(false);
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(answer.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('x-frame-options'), path).toBe('DENY');
      expect(answer.headers.get('strict-transport-security'), path).toBeNull();
      // The nonce is on every script the page ships.
      const html = await answer.text();
      const scriptTags = html.match(/<script\b[^>]*>/g) ?? [];
      const executable = scriptTags.filter((tag) => !tag.includes('application/ld+json'));
      expect(executable.length, path).toBeGreaterThan(0);
      for (const tag of executable) expect(tag, path).toContain(`nonce="${nonce!.slice(7, -1)}"`);
    }
    expect(nonces.size).toBe(6);

    const overHttps = await fetch(`${server.baseUrl}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(directives(overHttps.headers.get('content-security-policy')!).has('upgrade-insecure-requests')).toBe(true);
    // The API's answers carry the same headers (nosniff matters most for them).
    const api = await fetch(`${server.baseUrl}/api/v1/report/${REPORTED_HOST}`);
    expect(api.status).toBe(200);
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  }, 60_000);

  async function visit(page: Page, path: string, consoleErrors: string[]): Promise<void> {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], path).toContain("'nonce-");
    // Next's client started: its scripts ran under the policy (hydration, then the router).
    await page.waitForFunction(() => Boolean((window as unknown as { next?: { version?: string } }).next?.version));
    await page.waitForLoadState('networkidle');
    const violations = await page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations);
    expect(violations, `CSP violations on ${path}`).toEqual([]);
    expect(consoleErrors.filter((line) => /Content.Security.Policy/i.test(line)), `CSP console errors on ${path}`).toEqual([]);
  }

  it('loads every public page with its scripts running and no policy violation', async () => {
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => consoleErrors.push(message.text()));
    for (const path of ['/', '/sign-in', `/report/${REPORTED_HOST}`, `/replay/${runId}`, '/report/never-scanned.example', '/no-such-page']) {
      await visit(page, path, consoleErrors);
    }
    await page.close();
  }, 120_000);

  it('loads every dashboard page after signing in, and navigates on the client, with no policy violation', async () => {
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => consoleErrors.push(message.text()));
    await signIn(page, server.baseUrl, acme.owner);
    const paths = ['/sites', `/sites/${siteId}`, `/sites/${siteId}/fixes`, `/sites/${siteId}/compare`, `/sites/${siteId}/verifications`];
    paths.push(`/sites/${siteId}/agents`, `/sites/${siteId}/answers`, '/keys', '/admin');
    for (const path of paths) await visit(page, path, consoleErrors);
    // Client-side navigation loads further chunks: allowed through 'strict-dynamic', still no violation.
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Sites' }).click();
    await page.waitForURL((url) => url.pathname === '/sites');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations)).toEqual([]);
    expect(consoleErrors.filter((line) => /Content.Security.Policy/i.test(line))).toEqual([]);
    await page.close();
  }, 180_000);
});
