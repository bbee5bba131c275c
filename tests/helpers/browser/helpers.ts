// Browser-test helpers: Debian's Chromium driven by playwright-core (never a downloaded browser), sign-in through
// the real form, and an axe-core audit that fails on serious or critical accessibility violations.
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { sharedBrowserEndpoint } from '../shared-services/client';
import { createOrganization } from '../../../lib/services/admin/create-organization';
import { createUser } from '../../../lib/services/admin/create-user';

export { CHROMIUM_PATH } from './chromium';

/**
 * Chromium for a browser test. In the system tier every file of a test worker shares one (launched by the run's
 * broker, tests/helpers/shared-services): close() then ends this file's contexts and connection, not the browser.
 */
export async function launchBrowser(): Promise<Browser> {
  const shared = await sharedBrowserEndpoint();
  if (shared) return chromium.connect(shared);
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

/**
 * Runs axe-core on the page as it is now; no serious or critical violation may remain. Next.js streams a page's
 * metadata after its body, so a page just re-rendered by a server action can be read before its <title> lands:
 * the check waits up to 5 s for one (a page that never gets one still fails on axe's document-title rule).
 */
export async function axeCheck(page: Page, label = page.url()): Promise<void> {
  await page.waitForFunction(() => document.title.trim() !== '', undefined, { timeout: 5_000 }).catch(() => undefined);
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

/** What is wrong with a page's layout at its current width: how far it is wider than the viewport, and the words
 *  split across lines ("127 / .0.0 / .1:4 / 602"). */
export interface LayoutFaults {
  overflow: number;
  /** When the page is too wide: the innermost elements that reach past the viewport's right edge. */
  tooWide: string[];
  splitWords: string[];
}

/**
 * Measures the page as it is now (issue 46 point 1): the document's width beyond the viewport, and every word of
 * visible text that the browser broke across lines. A word is a run of letters and digits with inner dots, colons,
 * commas or apostrophes ("Verified", "33", "127.0.0.1:4602", "1,234"): the browser never breaks one on its own (Unicode
 * line breaking breaks at spaces and punctuation around it), only overflow-wrap does, when the text between two break
 * opportunities is wider than the line. So a split word is a fault unless the spaceless run it belongs to (a URL, a
 * JSON snippet) is wider than its block, and the block is not itself squeezed below a narrow column (120 px): that is
 * the fault of a table or a flex row that left a host, a score or a status a few letters a line. Code blocks (pre) and
 * screen-reader-only text are left out. Each word's pieces are read with a DOM Range (getClientRects: one rectangle
 * per line box it occupies).
 */
export function measureLayout(page: Page): Promise<LayoutFaults> {
  return page.evaluate(() => {
    const NARROWEST_BLOCK = 120;
    const contentWidth = (element: Element): number => {
      const style = getComputedStyle(element);
      return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    };
    /** The element whose width the text's lines take: the nearest ancestor that is not an inline box. */
    const blockOf = (element: Element): Element => {
      let current: Element = element;
      while (current.parentElement && ['inline', 'contents'].includes(getComputedStyle(current).display)) current = current.parentElement;
      return current;
    };
    const splitWords: string[] = [];
    const range = document.createRange();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('pre, textarea, script, style, svg, noscript, .sr-only, [aria-hidden="true"]')) continue;
      const text = node.textContent ?? '';
      const widthOf = (start: number, end: number): number => {
        range.setStart(node!, start);
        range.setEnd(node!, end);
        return [...range.getClientRects()].reduce((sum, rect) => sum + rect.width, 0);
      };
      for (const match of text.matchAll(/[\p{L}\p{N}]+(?:[.:,'’][\p{L}\p{N}]+)*/gu)) {
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0.5);
        const lines = new Set(rects.map((rect) => Math.round(rect.top)));
        if (lines.size < 2) continue;
        const block = contentWidth(blockOf(parent));
        // The spaceless run around the word: when it cannot fit on a line, overflow-wrap must break it somewhere.
        const start = text.slice(0, match.index).search(/\S*$/);
        const end = match.index + match[0].length + (text.slice(match.index + match[0].length).match(/^\S*/)?.[0].length ?? 0);
        const run = widthOf(start, end);
        if (run > block && block >= NARROWEST_BLOCK) continue;
        splitWords.push(`"${match[0]}" (of "${text.slice(start, end).slice(0, 40)}", ${Math.round(run)} px in a ${Math.round(block)} px block) in <${parent.tagName.toLowerCase()}> of "${(parent.textContent ?? '').trim().slice(0, 60)}"`);
      }
    }
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    const past = overflow > 0 ? [...document.body.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5) : [];
    const tooWide = past
      .filter((element) => !past.some((other) => other !== element && element.contains(other)))
      .slice(0, 5)
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${Math.round(element.getBoundingClientRect().right)} px: "${(element.textContent ?? '').trim().slice(0, 50)}"`);
    return { overflow, tooWide, splitWords };
  });
}
