// Paths of the public pages that other pages, the sitemap and llms.txt link to.

/** The check catalog; each check's anchor is its id (`/checks#api-catalog`). */
export const CHECKS_PATH = '/checks';

/** A check's place in the catalog, for reports and fix guides to link to. */
export function checkAnchor(id: string): string {
  return `${CHECKS_PATH}#${id}`;
}
