// Chooses the pages of a site audit: the start page, then same-origin pages from the sitemap and the
// start page's links, in that order, skipping what robots.txt disallows for our own user agent.
import type { GatherContext } from '../gather/context.js';
import { robotsAllows } from '../parse/robots-txt.js';

export const OWN_ROBOTS_TOKEN = 'AgentGauge';

const NOT_A_PAGE = /\.(?:pdf|png|jpe?g|gif|webp|avif|svg|ico|css|js|mjs|json|xml|gz|zip|tar|mp4|mp3|webm|woff2?|ttf|txt|md)$/i;

export interface PagePlan {
  /** Start page first. */
  pages: string[];
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

export async function selectPages(ctx: GatherContext, maxPages: number): Promise<PagePlan> {
  const [robots, sitemap, startPage] = await Promise.all([
    ctx.get('robots').catch(() => null),
    ctx.get('sitemap').catch(() => null),
    ctx.getPage('page', ctx.startUrl),
  ]);

  // RFC 9309 §2.3.1.4: with robots.txt unreachable (5xx), a crawler assumes complete disallow.
  if (robots === null || robots.kind === 'unreachable') return { pages: [ctx.startUrl], discovered: 0 };

  const candidates: string[] = [];
  for (const url of sitemap?.urls ?? []) candidates.push(url);
  if (startPage.$) {
    startPage.$('a[href]').each((_, element) => {
      const href = startPage.$!(element).attr('href');
      if (href) candidates.push(href);
    });
  }

  const discovered = new Set<string>();
  const pages = [ctx.startUrl];
  for (const raw of candidates) {
    const url = canonicalPageUrl(raw, ctx.startUrl, ctx.origin);
    if (url === null || url === ctx.startUrl) continue;
    if (discovered.has(url)) continue;
    discovered.add(url);
    if (pages.length >= maxPages) continue;
    const { pathname, search } = new URL(url);
    if (!robotsAllows(robots, OWN_ROBOTS_TOKEN, pathname + search).allowed) continue;
    pages.push(url);
  }
  return { pages, discovered: discovered.size };
}
