// The check catalog as the CLI knows it, and the guard every check id on the command line or in a config file goes
// through (the engine's own list: an id unknown to it is a usage error before anything is sent).
import type { CatalogEntry } from '../../engine/index.js';
import { loadEngine } from './engine.js';

export interface Catalog {
  entries: readonly CatalogEntry[];
  isCheckId(id: string): boolean;
}

export async function loadCatalog(): Promise<Catalog> {
  const { CHECK_CATALOG, CHECK_IDS } = await loadEngine();
  const ids = new Set<string>(CHECK_IDS);
  return { entries: CHECK_CATALOG, isCheckId: (id) => ids.has(id) };
}
