// Chooses the pages of a site audit: the start page, then same-origin pages from the sitemap and the
// start page's links, in that order, skipping what robots.txt disallows for our own user agent. Each page keeps how it
// was found (a broken page is reported with it: checks.md 2026-12c).
import type { GatherContext } from '../gather/context.js';
import { robotsAllows } from '../parse/robots-txt.js';

export const OWN_ROBOTS_TOKEN = 'AgentGauge';

const NOT_A_PAGE = /\.(?:pdf|png|jpe?g|gif|webp|avif|svg|ico|css|js|mjs|json|xml|gz|zip|tar|mp4|mp3|webm|woff2?|ttf|txt|md)$/i;

/** Where a page of the plan was found: the audit's start URL, the sitemap, or a link on the start page. */
export const PAGE_SOURCES = ['start', 'sitemap', 'start-page-link'] as const;
export type PageSource = (typeof PAGE_SOURCES)[number];

export interface PagePlan {
  /** Start page first. */
  pages: string[];
  /** How each page of `pages` was found (the same order), every way it was. */
  foundBy: PageSource[][];
  /** Distinct same-origin URLs discovered (sitemap and links), not only those measured. */
  discovered: number;
}

function canonicalPageUrl(raw: string, base: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  url.hash = '';
  if (NOT_A_PAGE.test(url.pathname)) return null;
  return url.href;
}

/** The start page alone: a one-page audit's plan. */
export function startPagePlan(startUrl: string): PagePlan {
  return { pages: [startUrl], foundBy: [['start']], discovered: 0 };
}

export async function selectPages(ctx: GatherContext, maxPages: number): Promise<PagePlan> {
  const [robots, sitemap, startPage] = await Promise.all([
    ctx.get('robots').catch(() => null),
    ctx.get('sitemap').catch(() => null),
    ctx.getPage('page', ctx.startUrl),
  ]);

  // RFC 9309 §2.3.1.4: with robots.txt unreachable (5xx), a crawler assumes complete disallow.
  if (robots === null || robots.kind === 'unreachable') return startPagePlan(ctx.startUrl);

  const candidates: Array<{ raw: string; source: PageSource }> = [];
  for (const url of sitemap?.urls ?? []) candidates.push({ raw: url, source: 'sitemap' });
  if (startPage.$) {
    startPage.$('a[href]').each((_, element) => {
      const href = startPage.$!(element).attr('href');
      if (href) candidates.push({ raw: href, source: 'start-page-link' });
    });
  }

  const discovered = new Set<string>();
  const plan = startPagePlan(ctx.startUrl);
  for (const { raw, source } of candidates) {
    const url = canonicalPageUrl(raw, ctx.startUrl, ctx.origin);
    if (url === null) continue;
    const planned = plan.pages.indexOf(url);
    if (planned !== -1) {
      if (!plan.foundBy[planned]!.includes(source)) plan.foundBy[planned]!.push(source);
      continue;
    }
    if (discovered.has(url)) continue;
    discovered.add(url);
    if (plan.pages.length >= maxPages) continue;
    const { pathname, search } = new URL(url);
    if (!robotsAllows(robots, OWN_ROBOTS_TOKEN, pathname + search).allowed) continue;
    plan.pages.push(url);
    plan.foundBy.push([source]);
  }
  return { ...plan, discovered: discovered.size };
}
