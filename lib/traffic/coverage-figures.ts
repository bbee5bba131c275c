// Coverage and Markdown uptake (checks.md 2026-12d "Referrals and coverage"): against the latest finished scan's list
// of the site's pages (site-pages.ts), per agent which pages it fetched in the window and what share of its fetches of
// pages that have a Markdown version took it; and the important pages (the start page, journeys' landings) no agent
// fetched. Every share comes with its denominator. Bounded: one row per agent that fetched a page (the named agents and
// `other crawler`), each listing at most COVERAGE_PAGES_LISTED pages; at most COVERAGE_PAGES_LISTED unfetched pages
// listed (all counted).
import { agentOfFigures, namedAgent, OTHER_CRAWLER } from './agents';
import type { SitePages, ImportantBecause } from './site-pages';
import type { PageRow } from './tally';
import { COVERAGE_PAGES_LISTED } from '@/lib/schemas/vocabulary/traffic';

export interface AgentCoverage {
  agent: string;
  /** Pages of the list it fetched (the page or its Markdown), of `of`. */
  fetched: number;
  of: number;
  /** The pages it fetched, most fetched first (at most COVERAGE_PAGES_LISTED). */
  pages: Array<{ path: string; requests: number }>;
  markdown: {
    /** Its fetches of pages that have a Markdown version (the page or the Markdown). */
    fetches: number;
    /** Of those, the fetches that took the Markdown. */
    took: number;
    /** took ÷ fetches, to two decimals; null without such fetches. */
    share: number | null;
  };
}

export interface CoverageFigures {
  scanId: string;
  scannedAt: string;
  /** Pages of the list: the start page, journeys' landings, measured pages and the sitemap's first pages. */
  pages: number;
  /** Page URLs the scan's sitemap lists (not all may be in the list); null when its report has none. */
  sitemapListed: number | null;
  /** Pages of the list that have a Markdown version (the scan found one, or an agent fetched one). */
  withMarkdown: number;
  agents: AgentCoverage[];
  important: Array<{ path: string; because: ImportantBecause; fetchedBy: string[] }>;
  notFetched: { count: number; paths: string[] };
}

const shareOf = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 100) / 100);

export function coverageFigures(list: SitePages, fetches: ReadonlyArray<Omit<PageRow, 'day'>>): CoverageFigures {
  const paths = new Set(list.pages.map((page) => page.path));
  const agentOf = (stored: string) => {
    const agent = agentOfFigures(stored);
    return namedAgent(agent) ? agent : OTHER_CRAWLER;
  };
  const byAgent = new Map<string, Map<string, { html: number; markdown: number }>>();
  const withMarkdown = new Set(list.pages.filter((page) => page.markdown).map((page) => page.path));
  for (const row of fetches) {
    if (!paths.has(row.path) || row.agent === '') continue;
    const agent = agentOf(row.agent);
    const pages = byAgent.get(agent) ?? new Map<string, { html: number; markdown: number }>();
    const page = pages.get(row.path) ?? { html: 0, markdown: 0 };
    page.html += row.html;
    page.markdown += row.markdown;
    pages.set(row.path, page);
    byAgent.set(agent, pages);
    if (row.markdown > 0) withMarkdown.add(row.path);
  }
  const agents: AgentCoverage[] = [...byAgent].map(([agent, pages]) => {
    const fetched = [...pages].filter(([, page]) => page.html + page.markdown > 0);
    const offered = fetched.filter(([path]) => withMarkdown.has(path));
    const fetches = offered.reduce((sum, [, page]) => sum + page.html + page.markdown, 0);
    const took = offered.reduce((sum, [, page]) => sum + page.markdown, 0);
    return {
      agent,
      fetched: fetched.length,
      of: list.pages.length,
      pages: fetched
        .map(([path, page]) => ({ path, requests: page.html + page.markdown }))
        .sort((a, b) => b.requests - a.requests || a.path.localeCompare(b.path))
        .slice(0, COVERAGE_PAGES_LISTED),
      markdown: { fetches, took, share: shareOf(took, fetches) },
    };
  });
  agents.sort((a, b) => b.fetched - a.fetched || a.agent.localeCompare(b.agent));
  const fetchedBy = (path: string) => agents.filter((agent) => (byAgent.get(agent.agent)?.get(path)?.html ?? 0) + (byAgent.get(agent.agent)?.get(path)?.markdown ?? 0) > 0).map((agent) => agent.agent);
  const unfetched = list.pages.filter((page) => fetchedBy(page.path).length === 0).map((page) => page.path);
  return {
    scanId: list.scanId,
    scannedAt: list.scannedAt,
    pages: list.pages.length,
    sitemapListed: list.sitemapListed,
    withMarkdown: withMarkdown.size,
    agents,
    important: list.pages.filter((page) => page.important !== null).map((page) => ({ path: page.path, because: page.important!, fetchedBy: fetchedBy(page.path) })),
    notFetched: { count: unfetched.length, paths: unfetched.slice(0, COVERAGE_PAGES_LISTED) },
  };
}

/** A tally's page rows summed over the days, as the database sums them (stored-figures.ts storedPageFetches). */
export function pageFetchesOf(rows: readonly PageRow[]): Array<Omit<PageRow, 'day'>> {
  const sums = new Map<string, Omit<PageRow, 'day'>>();
  for (const row of rows) {
    const key = `${row.agent}\t${row.path}`;
    const sum = sums.get(key) ?? { agent: row.agent, path: row.path, html: 0, markdown: 0 };
    sum.html += row.html;
    sum.markdown += row.markdown;
    sums.set(key, sum);
  }
  return [...sums.values()];
}
