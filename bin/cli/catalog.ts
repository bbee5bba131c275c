// The check catalog as the CLI knows it, and the guard every check id on the command line or in a config file goes
// through (the engine's own list: an id unknown to it is a usage error before anything is sent).
import type { CatalogEntry } from '../../engine/index.js';
import { loadEngine } from './engine.js';

/**
 * The engine's catalog as JSON text, compiled into the CLI's ES modules by `npm run build:cli` (bin/build-cli.mjs);
 * not defined when run from source, nor in the engine's script, which holds the catalog itself. Text rather than an object literal: JSON.parse reads it faster than V8 compiles the same literal,
 * and esbuild inlines a string where it is used instead of making the object a module every chunk initialises.
 */
declare const AGENTGAUGE_BUILT_CATALOG: string | undefined;

export interface Catalog {
  entries: readonly CatalogEntry[];
  isCheckId(id: string): boolean;
}

/** Without loading the engine in a built CLI: `checks`, --help and usage errors start at once. */
export async function loadCatalog(): Promise<Catalog> {
  const entries = typeof AGENTGAUGE_BUILT_CATALOG === 'undefined' ? (await loadEngine()).CHECK_CATALOG : (JSON.parse(AGENTGAUGE_BUILT_CATALOG) as CatalogEntry[]);
  const ids = new Set<string>(entries.map((entry) => entry.id));
  return { entries, isCheckId: (id) => ids.has(id) };
}
