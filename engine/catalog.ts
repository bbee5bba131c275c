import { CHECKS } from './checks/index.js';
import { WEIGHTS } from './config.js';
import { PAGE_PROBLEM_CODES, RUNNER_CODES } from './gather/problem.js';
import type { CatalogCode, CatalogEntry, FindingCode } from './types.js';

function codesOf(id: CatalogEntry['id'], meanings: ReadonlyArray<Readonly<Record<string, string>>>): CatalogCode[] {
  return meanings.flatMap((table) =>
    Object.entries(table).map(([code, meaning]) => ({ code: `${id}.${code}` as FindingCode, meaning })),
  );
}

/** The check catalog for the API, the docs and the dashboard, in catalog order. */
export const CHECK_CATALOG: readonly CatalogEntry[] = CHECKS.map(({ meta, requires }) => ({
  id: meta.id,
  name: meta.name,
  description: meta.description,
  category: meta.category,
  scope: meta.scope,
  informational: meta.informational,
  weight: meta.informational ? 0 : WEIGHTS[meta.id],
  profiles: [...meta.profiles],
  // The check's own codes, then those the runner gives it: the HTML page view's, and every check's.
  codes: codesOf(meta.id, [
    meta.codes,
    ...((requires.page as readonly string[]).includes('html') ? [PAGE_PROBLEM_CODES] : []),
    RUNNER_CODES,
  ]),
}));

export function catalogEntry(id: string): CatalogEntry | undefined {
  return CHECK_CATALOG.find((entry) => entry.id === id);
}
