// Broken is not blocked (checks.md 2026-12c): a page that answers a browser and the scanner alike with 404, 410 or a
// 5xx is broken. It gets no agent verdict, is left out of Access and of the page checks' site means, and is reported
// by http-semantics with how it was found. The page's own fetch is the page artifact's request (memoized, not sent
// twice); what a browser receives is asked only for a page the scanner got such a status for, with the browsing
// profile's headers (the request the agent views send for it).
import { BROWSER_PROFILE, profileHeaders } from '../agents/page-view.js';
import { defineOriginGatherer, definePageGatherer } from '../gather/context.js';
import { BROWSER_ACCEPT } from '../gather/page.js';
import { DEFAULTS } from '../config.js';
import { mapWithConcurrency } from './concurrency.js';
import { selectPages, startPagePlan, type PagePlan, type PageSource } from './select-pages.js';

export interface PageHealth {
  url: string;
  /** What the scanner received (null: no answer). */
  status: number | null;
  /** What a browser received, asked only where the scanner got a broken status (else null). */
  browserStatus: number | null;
  /** Both answered 404, 410 or 5xx. */
  broken: boolean;
}

export interface SitePage extends PageHealth {
  foundBy: PageSource[];
}

export interface SitePages {
  pages: SitePage[];
  discovered: number;
}

declare module '../gather/artifacts.js' {
  interface OriginArtifacts {
    pagePlan: PagePlan;
    sitePages: SitePages;
  }
  interface PageArtifacts {
    pageHealth: PageHealth;
  }
}

/** Statuses of a page that is not there for anyone: gone, not found, or a server error. */
export function isBrokenStatus(status: number | null): boolean {
  return status === 404 || status === 410 || (status !== null && status >= 500 && status <= 599);
}

/** The pages the audit measures: the start page, and with maxPages over 1 the site's pages (select-pages.ts). */
export const pagePlanGatherer = defineOriginGatherer('pagePlan', (ctx) =>
  ctx.options.maxPages > 1 ? selectPages(ctx, ctx.options.maxPages) : Promise.resolve(startPagePlan(ctx.startUrl)),
);

export const pageHealthGatherer = definePageGatherer('pageHealth', async (ctx, pageUrl): Promise<PageHealth> => {
  // The page artifact's request (gather/page.ts): one request, whoever asks first.
  const scanned = await ctx.fetch({ url: pageUrl, cap: 'html', headers: { accept: BROWSER_ACCEPT } });
  const status = scanned.ok ? scanned.response.status : null;
  if (!isBrokenStatus(status)) return { url: pageUrl, status, browserStatus: null, broken: false };
  const browser = await ctx.fetch({ url: pageUrl, cap: 'html', headers: profileHeaders(BROWSER_PROFILE) });
  const browserStatus = browser.ok ? browser.response.status : null;
  return { url: pageUrl, status, browserStatus, broken: isBrokenStatus(browserStatus) };
});

/** Every planned page with how it answers and how it was found (what http-semantics reports broken pages from). */
export const sitePagesGatherer = defineOriginGatherer('sitePages', async (ctx): Promise<SitePages> => {
  const plan = await ctx.get('pagePlan');
  const pages = await mapWithConcurrency(plan.pages, DEFAULTS.pageConcurrency, async (url, index) => ({
    ...(await ctx.getPage('pageHealth', url)),
    foundBy: plan.foundBy[index] ?? [],
  }));
  return { pages, discovered: plan.discovered };
});
