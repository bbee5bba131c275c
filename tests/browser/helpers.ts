// Browser-test helpers: Debian's Chromium driven by playwright-core (never a downloaded browser), sign-in through
// the real form, and an axe-core audit that fails on serious or critical accessibility violations.
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { createOrganization } from '../../lib/services/admin/create-organization';
import { createUser } from '../../lib/services/admin/create-user';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** A context that can only talk to the test server (everything else is aborted, so no test leaks traffic). */
export async function newContext(browser: Browser, baseUrl: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl, ...options });
  const allowed = new URL(baseUrl).origin;
  await context.route('**/*', (route) => {
    const url = route.request().url();
    return url.startsWith(allowed) || url.startsWith('data:') || url.startsWith('blob:') ? route.continue() : route.abort();
  });
  return context;
}

/** Signs in through the sign-in form and waits until the browser has left it (the dashboard, /sites by default). */
export async function signIn(page: Page, baseUrl: string, user: { email: string; password: string }): Promise<void> {
  await page.goto(new URL('/sign-in', baseUrl).href);
  await submitSignIn(page, user);
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
}

/** Fills in and submits the sign-in form the page shows (after a redirect to it, or a wrong password on purpose). */
export async function submitSignIn(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export interface AxeViolationSummary {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** Runs axe-core on the page as it is now; no serious or critical violation may remain. */
export async function axeCheck(page: Page, label = page.url()): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking: AxeViolationSummary[] = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(blocking, `axe on ${label}`).toEqual([]);
}

/** axe-core on the page as it is now: no violation of any impact (what issue 25 asks of every page state). */
export async function axeClean(page: Page, label = page.url()): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations.map((violation) => `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(violations, `axe on ${label}`).toEqual([]);
}

/**
 * The page as it is now at a 390 px phone and a 1280 px desktop: no sideways scrolling and no axe violation at
 * either width; the viewport is 1280 px wide afterwards.
 */
export async function checkPhoneAndDesktop(page: Page, label = page.url()): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // Charts re-measure a frame after the viewport changes.
    await page.waitForTimeout(100);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${label} at ${width}px is too wide`).toBeLessThanOrEqual(0);
    await axeClean(page, `${label} at ${width}px`);
  }
}

export interface SeededUser {
  email: string;
  password: string;
}

export interface SeededOrganization {
  id: string;
  owner: SeededUser & { id: string };
  member: SeededUser & { id: string };
}

export const TEST_PASSWORD = 'correct horse battery';

/** An organization with an owner and a member (admin services, as the CLI uses them). */
export async function seedOrganization(name: string, plan: 'free' | 'pro' = 'pro'): Promise<SeededOrganization> {
  const slug = name.toLowerCase().replace(/\W+/g, '-');
  const organization = await createOrganization({ name, plan });
  const owner = await createUser({ organizationId: organization.id, email: `owner@${slug}.test`, password: TEST_PASSWORD, role: 'owner' });
  const member = await createUser({ organizationId: organization.id, email: `member@${slug}.test`, password: TEST_PASSWORD, role: 'member' });
  return {
    id: organization.id,
    owner: { id: owner.id, email: owner.email, password: TEST_PASSWORD },
    member: { id: member.id, email: member.email, password: TEST_PASSWORD },
  };
}
