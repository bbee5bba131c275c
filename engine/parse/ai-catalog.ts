// The entries of an AI Catalog document (Agent-Card/ai-catalog, the ARD draft, as the server-card extension's
// docs/discovery.md §AI Catalog uses it): each with `identifier`, `type` and `url` (where the artifact lives) or
// `data` (inline).
import { isObject } from './json-values.js';
import { resolveUrl } from './urls.js';

export interface AiCatalogEntry {
  identifier: string | null;
  type: string | null;
  /** Absolute, resolved against the catalog's URL. */
  url: string | null;
  data: unknown;
}

/** The entries of an AI Catalog, as mcp-server reads them to find server cards; the catalog itself is judged by api-catalog (parse/ai-catalog-rules.ts). */
export interface AiCatalogValidation {
  entries: AiCatalogEntry[];
}

export function validateAiCatalog(value: unknown, catalogUrl: string): AiCatalogValidation {
  const entries: AiCatalogEntry[] = [];
  if (!isObject(value) || !Array.isArray(value.entries)) return { entries };
  for (const entry of value.entries) {
    if (!isObject(entry)) continue;
    const hasUrl = entry.url !== undefined;
    entries.push({
      identifier: typeof entry.identifier === 'string' ? entry.identifier : null,
      type: typeof entry.type === 'string' ? entry.type : null,
      url: typeof entry.url === 'string' ? resolveUrl(entry.url, catalogUrl) : null,
      data: hasUrl ? undefined : entry.data,
    });
  }
  return { entries };
}
