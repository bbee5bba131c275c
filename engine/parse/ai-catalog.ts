// The AI Catalog document itself (Agent-Card/ai-catalog, the ARD draft, as the server-card extension's
// docs/discovery.md §AI Catalog uses it): `specVersion` ("Major.Minor"), a `host` naming its operator, and entries
// with `identifier`, `displayName`, `type` and exactly one of `url` (where the artifact lives) or `data` (inline).
import { isObject } from './json-values.js';
import { resolveUrl } from './urls.js';

export interface AiCatalogEntry {
  identifier: string | null;
  type: string | null;
  /** Absolute, resolved against the catalog's URL. */
  url: string | null;
  data: unknown;
}

export interface AiCatalogValidation {
  /** Empty when the catalog is valid. */
  problems: string[];
  entries: AiCatalogEntry[];
}

const MAX_PROBLEMS = 6;

export function validateAiCatalog(value: unknown, catalogUrl: string): AiCatalogValidation {
  const problems: string[] = [];
  const entries: AiCatalogEntry[] = [];
  if (!isObject(value)) return { problems: ['the catalog is not a JSON object'], entries };
  if (typeof value.specVersion !== 'string') problems.push('"specVersion" is missing');
  else if (!/^\d+\.\d+$/.test(value.specVersion)) problems.push(`"specVersion" "${value.specVersion.slice(0, 20)}" is not in Major.Minor form`);
  if (!isObject(value.host)) problems.push('"host" (the catalog operator, with displayName) is missing');
  else if (typeof value.host.displayName !== 'string' || value.host.displayName === '') problems.push('"host.displayName" is missing');
  if (!Array.isArray(value.entries)) {
    problems.push('"entries" is not an array');
    return { problems, entries };
  }
  value.entries.forEach((entry, index) => {
    if (!isObject(entry)) {
      problems.push(`entries[${index}] is not an object`);
      return;
    }
    const missing = ['identifier', 'displayName', 'type'].filter((field) => typeof entry[field] !== 'string' || entry[field] === '');
    if (missing.length > 0) problems.push(`entries[${index}] lacks ${missing.map((field) => `"${field}"`).join(', ')}`);
    const hasUrl = entry.url !== undefined;
    const hasData = entry.data !== undefined;
    if (hasUrl === hasData) problems.push(`entries[${index}] has ${hasUrl ? 'both "url" and "data"' : 'neither "url" nor "data"'} (exactly one is required)`);
    const url = typeof entry.url === 'string' ? resolveUrl(entry.url, catalogUrl) : null;
    if (hasUrl && !url) problems.push(`entries[${index}].url is not a URL`);
    entries.push({
      identifier: typeof entry.identifier === 'string' ? entry.identifier : null,
      type: typeof entry.type === 'string' ? entry.type : null,
      url,
      data: hasUrl ? undefined : entry.data,
    });
  });
  return { problems: problems.slice(0, MAX_PROBLEMS), entries };
}
