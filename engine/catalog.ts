import { HTML_PAGE_LIMITS, CHECK_LIMITS } from './check-limits.js';
import { CHECKS } from './checks/index.js';
import { checkIdentity } from './checks/define.js';
import { PAGE_STRUCTURE_CAPS, SURFACE_PROBE_LIMITS, WEIGHTS } from './config.js';
import { AUDIT_REQUEST_LIMITS, MCP_LIST_PAGES, SCHEMA_COMPILE_LIMITS, SITE_PATTERN_LIMITS } from './config.js';
import { AUDIT_ENVIRONMENT } from './environment.js';
import { CHECK_EVIDENCE, fixKindOf } from './scorecard.js';
import { CAPS } from './fetch/types.js';
import type { CodeStatuses } from './findings.js';
import { CAPABILITY_RUNNER_CODES, CAPABILITY_RUNNER_STATUSES, PAGE_PROBLEM_CODES, RUNNER_CODES, RUNNER_STATUSES } from './gather/problem.js';
import { capabilityOfCheck } from './capability-ids.js';
import type { CatalogCode, CatalogEntry, CatalogLimit, FindingCode } from './types.js';

function codesOf(id: CatalogEntry['id'], tables: ReadonlyArray<{ meanings: Readonly<Record<string, string>>; statuses?: Partial<CodeStatuses> }>): CatalogCode[] {
  return tables.flatMap(({ meanings, statuses }) =>
    Object.entries(meanings).map(([code, meaning]) => {
      const declared = statuses?.[code];
      return declared ? { code: `${id}.${code}` as FindingCode, meaning, statuses: [...declared] } : { code: `${id}.${code}` as FindingCode, meaning };
    }),
  );
}

/** The check's own limits, then the HTML page view's for the checks that judge a page's HTML (each limit once). */
function limitsOf(id: CatalogEntry['id'], judgesHtml: boolean): CatalogLimit[] {
  const all = [...CHECK_LIMITS[id], ...(judgesHtml ? HTML_PAGE_LIMITS : [])];
  return all.filter((limit, index) => all.findIndex((other) => other.key === limit.key) === index).map((limit) => ({ ...limit }));
}

/** The check catalog for the API, the docs and the dashboard, in catalog order. */
export const CHECK_CATALOG: readonly CatalogEntry[] = CHECKS.map(({ meta, requires }) => {
  const judgesHtml = (requires.page as readonly string[]).includes('html');
  return {
    ...checkIdentity(meta),
    informational: meta.informational,
    weight: meta.informational ? 0 : WEIGHTS[meta.id],
    evidence: { ...CHECK_EVIDENCE[meta.id], fixKind: fixKindOf(meta.id) },
    profiles: [...meta.profiles],
    // The check's own codes, then those the runner gives it: the HTML page view's, and every check's.
    codes: codesOf(meta.id, [
      { meanings: meta.codes, statuses: meta.statuses },
      ...(judgesHtml ? [{ meanings: PAGE_PROBLEM_CODES }] : []),
      { meanings: RUNNER_CODES, statuses: RUNNER_STATUSES },
      ...(capabilityOfCheck(meta.id) ? [{ meanings: CAPABILITY_RUNNER_CODES, statuses: CAPABILITY_RUNNER_STATUSES }] : []),
    ]),
    limits: limitsOf(meta.id, judgesHtml),
    environment: AUDIT_ENVIRONMENT.filter((setting) => setting.checks.includes(meta.id)).map(({ name, value, meaning }) => ({ name, value, meaning })),
  };
});

export function catalogEntry(id: string): CatalogEntry | undefined {
  return CHECK_CATALOG.find((entry) => entry.id === id);
}

/**
 * Every cap an audit applies, for the docs and `agentgauge checks --json` readers (checks.md: "the catalog and the
 * README list every cap"): bytes read per kind of resource (after decompression), the page parser's structure caps,
 * and the budget for calling the surfaces a site declares. Each check's share is its catalog entry's `limits`.
 */
export const AUDIT_CAPS = {
  bytes: { ...CAPS },
  pageStructure: { ...PAGE_STRUCTURE_CAPS },
  surfaceProbes: { ...SURFACE_PROBE_LIMITS },
  /** Pages of each MCP list read (tools/list; resources/list and prompts/list). */
  mcpListPages: { ...MCP_LIST_PAGES },
  /** What compiling one site schema may generate (units) and the compile time of one audit (auditMs). */
  schemaCompile: { ...SCHEMA_COMPILE_LIMITS },
  /** A site pattern's length (chars) and the pattern work of one response body validated (work). */
  sitePatterns: { ...SITE_PATTERN_LIMITS },
  /** Requests one audit sends in all (redirects and retries included), and more per further page of a site scan. */
  requests: { ...AUDIT_REQUEST_LIMITS },
} as const;
