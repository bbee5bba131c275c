// What a request asked for and what it got, in the classes the figures count (docs/api.md "Traffic"): a few fixed
// classes keep the stored rows small and say nothing of the site's individual URLs.
import type { StatusClass, PathClass } from '@/lib/schemas/vocabulary/traffic';

/** The statuses that refuse an agent (checks.md 2026-12c): with a challenge, what `refused` counts. */
export const REFUSING_STATUSES: ReadonlySet<StatusClass> = new Set(['401', '403', '429']);

export function statusClassOf(status: number): StatusClass {
  if (status === 401 || status === 403 || status === 404 || status === 429) return String(status) as StatusClass;
  if (status >= 200 && status < 300) return '2xx';
  if (status >= 300 && status < 400) return '3xx';
  if (status >= 500 && status < 600) return '5xx';
  return 'other';
}

/** File extensions of documents a person or an agent reads; anything else with an extension is an asset ("other"). */
const PAGE_EXTENSIONS = new Set(['html', 'htm', 'xhtml', 'php', 'asp', 'aspx', 'jsp', 'shtml', 'cfm']);
const MARKDOWN_EXTENSIONS = new Set(['md', 'markdown', 'mdx']);

/**
 * /robots.txt; /llms.txt and /llms-full.txt (anywhere: llmstxt.org allows them in subpaths); a Markdown file; anything
 * under /.well-known/; a page (no extension, or an HTML-like one); everything else (scripts, images, feeds, sitemaps).
 */
export function pathClassOf(path: string): PathClass {
  const lower = path.toLowerCase();
  if (lower === '/robots.txt') return 'robotsTxt';
  if (lower.startsWith('/.well-known/')) return 'wellKnown';
  const name = lower.slice(lower.lastIndexOf('/') + 1);
  if (name === 'llms.txt' || name === 'llms-full.txt') return 'llmsTxt';
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return 'page';
  const extension = name.slice(dot + 1);
  if (MARKDOWN_EXTENSIONS.has(extension)) return 'markdown';
  return PAGE_EXTENSIONS.has(extension) ? 'page' : 'other';
}

/** Page requests: what the observed verdict is judged on (a Markdown twin is the page, as an agent reads it). */
export function isPageRequest(pathClass: PathClass): boolean {
  return pathClass === 'page' || pathClass === 'markdown';
}

const DAY_MS = 86_400_000;
/** Days' names by day number: a log spans a few days, and formatting a date per request was a tenth of reading one. */
const dayNames = new Map<number, string>();

/** The UTC day of an instant, YYYY-MM-DD. */
export function dayOf(time: number): string {
  const number = Math.floor(time / DAY_MS);
  let name = dayNames.get(number);
  if (name === undefined) {
    if (dayNames.size >= 4_096) dayNames.clear();
    name = new Date(number * DAY_MS).toISOString().slice(0, 10);
    dayNames.set(number, name);
  }
  return name;
}
