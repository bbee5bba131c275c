// The site's own pages, as the latest finished scan knows them (checks.md 2026-12d "Referrals and coverage"): its
// start page, the pages its journeys landed on, the pages it measured and the URLs its sitemap lists (the first
// COVERAGE_PAGES), each with whether the scan found a Markdown version of it and where. The reader counts each
// agent's fetches of these pages (and of their Markdown twins) per day; the figures judge coverage and Markdown
// uptake against the list the latest scan gives, with these counts as denominators. A list of paths only: nothing of
// a visitor's request is added to it.

/** The parts of a stored report the list is read from (engine/types.ts AuditReport). */
export interface SitePagesReport {
  url: string;
  pages?: Array<{ url: string; results?: Array<{ id: string; capability?: { state: string; evidence: string | null; url: string | null } }> }>;
  siteFacts?: { sitemapPages?: { urls: string[]; total: number } };
  journeys?: Array<{ results: Array<{ url: string | null }> }>;
}

/** Why a page is important: the scan's start page, or a page a journey found its answer on. */
export type ImportantBecause = 'start page' | 'journey landing';

export interface SitePage {
  path: string;
  important: ImportantBecause | null;
  /** The scan found a Markdown version (negotiated at the page's URL, or a twin URL). */
  markdown: boolean;
  /** Paths whose 2xx answer is the page's Markdown twin: the scan's, and the conventional `.md` ones. */
  twins: string[];
}

export interface SitePages {
  scanId: string;
  scannedAt: string;
  /** Page URLs the scan's sitemap lists (all of them, not only those kept); null when the report has none. */
  sitemapListed: number | null;
  pages: SitePage[];
}

/** Pages a list holds at most: what the reader counts per agent and day, and the coverage denominators. */
export const COVERAGE_PAGES = 1_000;

/** A path as the figures compare it: no trailing slash (but the root), no query or fragment. */
export function pagePath(path: string): string {
  const bare = path.replace(/[?#].*$/, '');
  return bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare || '/';
}

/** The conventional Markdown twins of a page (llmstxt.org "the same URL with .md appended"; engine/gather/markdown.ts). */
export function conventionalTwins(path: string): string[] {
  if (path === '/') return ['/index.md', '/index.html.md'];
  if (/\.md$/i.test(path)) return [];
  if (/\.html?$/i.test(path)) return [path.replace(/\.html?$/i, '.md'), `${path}.md`];
  return [`${path}.md`, `${path}/index.md`, `${path}/index.html.md`];
}

function pathOn(origin: string, url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.origin === origin ? pagePath(parsed.pathname) : null;
  } catch {
    return null;
  }
}

/** The list from a stored report, or null when the report's start URL is not a URL. */
export function sitePagesOf(report: SitePagesReport, scan: { id: string; at: string }): SitePages | null {
  let origin: string;
  try {
    origin = new URL(report.url).origin;
  } catch {
    return null;
  }
  const pages = new Map<string, SitePage>();
  const add = (url: string | null | undefined, important: ImportantBecause | null) => {
    const path = pathOn(origin, url);
    if (path === null) return null;
    let page = pages.get(path);
    if (!page) {
      if (pages.size >= COVERAGE_PAGES) return null;
      page = { path, important, markdown: false, twins: conventionalTwins(path) };
      pages.set(path, page);
    } else if (important && !page.important) page.important = important;
    return page;
  };
  add(report.url, 'start page');
  for (const journey of report.journeys ?? []) for (const result of journey.results) add(result.url, 'journey landing');
  for (const measured of report.pages ?? []) {
    const page = add(measured.url, null);
    const capability = measured.results?.find((result) => result.id === 'markdown-negotiation')?.capability;
    // Exercised (the page's URL negotiates Markdown) or probed (a twin URL answers it); declared only is not a version.
    if (!page || capability?.state !== 'yes' || (capability.evidence !== 'exercised' && capability.evidence !== 'probed')) continue;
    page.markdown = true;
    const twin = pathOn(origin, capability.url);
    if (twin && twin !== page.path && !page.twins.includes(twin)) page.twins.unshift(twin);
  }
  for (const url of report.siteFacts?.sitemapPages?.urls ?? []) add(url, null);
  return { scanId: scan.id, scannedAt: scan.at, sitemapListed: report.siteFacts?.sitemapPages?.total ?? null, pages: [...pages.values()] };
}

/** What the reader needs: each path (and twin path) to the page it counts for. */
export interface PageIndex {
  /** path → [page path, is a Markdown twin]. */
  byPath: ReadonlyMap<string, readonly [string, boolean]>;
}

export function pageIndexOf(pages: readonly Pick<SitePage, 'path' | 'twins'>[]): PageIndex {
  const byPath = new Map<string, readonly [string, boolean]>();
  for (const page of pages) byPath.set(page.path, [page.path, false]);
  for (const page of pages) for (const twin of page.twins) if (!byPath.has(twin)) byPath.set(twin, [page.path, true]);
  return { byPath };
}
