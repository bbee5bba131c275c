import { CHECKS } from './checks/index.js';
import { WEIGHTS } from './config.js';
import type { CatalogEntry } from './types.js';

/** The check catalog for the API, the docs and the dashboard, in catalog order. */
export const CHECK_CATALOG: readonly CatalogEntry[] = CHECKS.map(({ meta }) => ({
  id: meta.id,
  name: meta.name,
  description: meta.description,
  category: meta.category,
  scope: meta.scope,
  informational: meta.informational,
  weight: meta.informational ? 0 : WEIGHTS[meta.id],
  profiles: [...meta.profiles],
}));

export function catalogEntry(id: string): CatalogEntry | undefined {
  return CHECK_CATALOG.find((entry) => entry.id === id);
}
