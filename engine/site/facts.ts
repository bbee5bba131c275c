// What a site says about itself (page titles and descriptions, its robots.txt), read from artifacts the audit
// already gathered, so the service can generate files for the site later without fetching it again.
import type { GatherContext } from '../gather/context.js';
import { collapseWhitespace } from '../parse/html.js';
import { queryFirst } from '../parse/select.js';
import type { PageFacts, SiteFacts } from '../types.js';
import { gatherSurfaceFacts } from './surface-facts.js';

/** Sitemap page URLs kept in the facts (a sitemap may list 50,000): what observed traffic's coverage is judged on. */
export const SITEMAP_PAGES_KEPT = 1_000;

/** robots.txt text beyond this is left out of the facts (the check judges up to 500 KiB; files are rarely long). */
const ROBOTS_TEXT_LIMIT = 64 * 1024;
const FIELD_LIMIT = 500;

function clean(value: string | undefined | null): string | null {
  if (value === undefined || value === null) return null;
  const text = collapseWhitespace(value).slice(0, FIELD_LIMIT);
  return text === '' ? null : text;
}

/** The facts of one page, read from its page artifact (call before the page is released). */
export async function pageFacts(ctx: GatherContext, pageUrl: string): Promise<PageFacts> {
  const page = await ctx.getPage('page', pageUrl);
  const $ = page.$;
  return {
    url: pageUrl,
    httpStatus: page.response?.status ?? null,
    title: $ ? clean(queryFirst($, 'title').text()) : null,
    description: $ ? clean(queryFirst($, 'meta[name="description" i]').attr('content')) : null,
    lang: $ ? clean(queryFirst($, 'html').attr('lang')) : null,
    h1: $ ? clean(queryFirst($, 'h1').text()) : null,
  };
}

export async function gatherSiteFacts(ctx: GatherContext, pages: PageFacts[]): Promise<SiteFacts> {
  const [robots, start, surfaces] = await Promise.all([
    ctx.get('robots'),
    ctx.getPage('page', ctx.startUrl),
    gatherSurfaceFacts(ctx),
  ]);
  const robotsText = robots.kind === 'ok' && robots.response ? robots.response.text : null;
  // Only a sitemap the audit read anyway: the facts fetch nothing of their own.
  const sitemap = ctx.hasOrigin('sitemap') ? await ctx.get('sitemap').catch(() => null) : null;
  return {
    siteName: start.$ ? clean(queryFirst(start.$, 'meta[property="og:site_name" i]').attr('content')) : null,
    pages,
    robotsKind: robots.kind,
    robotsTxt: robotsText === null ? null : robotsText.slice(0, ROBOTS_TEXT_LIMIT),
    sitemaps: robots.sitemaps,
    ...(sitemap ? { sitemapPages: { urls: sitemap.urls.slice(0, SITEMAP_PAGES_KEPT), total: sitemap.urls.length } } : {}),
    surfaces,
  };
}
