// Paths of the public pages that other pages, the sitemap and llms.txt link to.

/** The check catalog; each check's anchor is its id (`/checks#api-catalog`). */
export const CHECKS_PATH = '/checks';

/** A check's place in the catalog, for reports and fix guides to link to. */
export function checkAnchor(id: string): string {
  return `${CHECKS_PATH}#${id}`;
}

/** The published index: method, population and the opted-in leaderboard (issue 48 point 5). */
export const INDEX_PATH = '/index';

/** The index page of an edition, category and page of its leaderboard. */
export function indexPath(query: { edition?: number; category?: string; offset?: number } = {}): string {
  const params = new URLSearchParams();
  if (query.edition !== undefined) params.set('edition', String(query.edition));
  if (query.category) params.set('category', query.category);
  if (query.offset) params.set('offset', String(query.offset));
  const search = params.toString();
  return search ? `${INDEX_PATH}?${search}` : INDEX_PATH;
}
