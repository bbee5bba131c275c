// The card checks' view of AI catalog entries (issue 34, one reading of each document): api-catalog alone judges an
// AI catalog; mcp-server and a2a-agent-card use its verdict on the entries of their card type. An entry api-catalog
// judges unusable (both `url` and `data`, or neither) is no card source: the card check names api-catalog's finding.
import { info, type CodeMeanings, type DraftFinding } from '../../findings.js';
import type { CatalogEntryRef } from '../../gather/ai-catalogs.js';

export const CATALOG_ENTRY_CODES = {
  'catalog-entry-unusable':
    'An AI catalog lists a card entry api-catalog judges unusable (both "url" and "data", or neither): it is no card source; the finding names api-catalog\'s (ai-catalog-entries-incomplete, and ai-catalog-invalid when the catalog has no usable entry).',
} as const satisfies CodeMeanings;
type EntryCode = keyof typeof CATALOG_ENTRY_CODES;

/** The api-catalog codes that report an unusable entry, as published (`api-catalog.<code>`). */
export function apiCatalogCodesFor(entries: readonly CatalogEntryRef[]): string[] {
  const codes = ['api-catalog.ai-catalog-entries-incomplete'];
  if (entries.some((entry) => entry.catalogInvalid)) codes.push('api-catalog.ai-catalog-invalid');
  return codes;
}

/** One finding listing the unusable card entries (`what`: "server card", "agent card"), or null when there are none. */
export function unusableEntriesFinding(entries: readonly CatalogEntryRef[], what: string, hint: string): DraftFinding<EntryCode> | null {
  const unusable = entries.filter((entry) => !entry.usable);
  if (unusable.length === 0) return null;
  const listed = unusable.slice(0, 5).map((entry) => `${entry.catalogUrl} ${entry.where}${entry.identifier ? ` (${entry.identifier.slice(0, 80)})` : ''}: lacks ${entry.lacks ?? 'what makes it usable'}`);
  const more = unusable.length > 5 ? `; and ${unusable.length - 5} more` : '';
  const codes = apiCatalogCodesFor(unusable);
  return info(
    'catalog-entry-unusable',
    `${unusable.length === 1 ? `An AI catalog lists a ${what} entry` : `AI catalogs list ${unusable.length} ${what} entries`} that api-catalog judges unusable, so no ${what} was taken from ${unusable.length === 1 ? 'it' : 'them'} (see ${codes.join(' and ')}).`,
    `${listed.join('; ')}${more}`,
    hint,
  );
}
