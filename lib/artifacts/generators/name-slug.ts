/**
 * A name as generated files use it in identifiers: "Harbour desk" → harbour-desk (ASCII letters and digits joined by
 * hyphens, at most 60 characters), else `fallback` when nothing of the name is left.
 */
export function nameSlug(name: string | null, fallback: string): string {
  const value = (name ?? '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return value || fallback;
}
