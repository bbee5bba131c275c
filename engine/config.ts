// Weights and grade bands: the only place the scoring policy lives (which profiles a check belongs to is in its meta).
import { CHECK_IDS, type CheckId } from './check-ids.js';
import { CHECK_EVIDENCE, GRADE_WEIGHTS } from './scorecard.js';
import type { Grade } from './types.js';

/** The platform table (checks.md 2026-12c, "Who supplied it"): each platform's signals and supplies, with sources. */
export { PLATFORMS } from './platforms.js';

/**
 * Weight of each check in the cost-and-coverage half of the score, from its evidence grade in the scorecard
 * (scorecard.ts): gates count in Access and emerging standards as a bonus, so both weigh 0 here; informational
 * checks weigh 0 whatever is written here.
 */
export const WEIGHTS: Readonly<Record<CheckId, number>> = Object.fromEntries(
  CHECK_IDS.map((id) => [id, GRADE_WEIGHTS[CHECK_EVIDENCE[id].grade]]),
) as Record<CheckId, number>;

/** Highest band first. */
export const GRADES: readonly Grade[] = [
  { min: 90, label: 'A', color: '#15803d' },
  { min: 75, label: 'B', color: '#4d7c0f' },
  { min: 60, label: 'C', color: '#a16207' },
  { min: 40, label: 'D', color: '#c2410c' },
  { min: 0, label: 'F', color: '#b91c1c' },
];

export const DEFAULTS = {
  timeout: 5000,
  retries: 1,
  maxPages: 1,
  /** Upper bound for maxPages accepted by the engine itself (plans set lower limits). */
  maxPagesLimit: 500,
  /** Requests of one audit in flight to one origin: no more than the scanner's per-host bound (fetch/politeness.ts). */
  perOriginConcurrency: 2,
  /** Pages gathered at once in a site audit. */
  pageConcurrency: 4,
} as const;

/**
 * Caps on a page's structure, checked while parsing (parse/lean-dom.ts), so that no page under the byte cap costs
 * more than a bounded amount of CPU and memory to parse.
 * - depth: the HTML parser's tree-construction steps walk the stack of open elements ("has an element in button
 *   scope", implied end tags, a generic end tag looking for its start tag), so each token costs up to the nesting
 *   depth: 20,000 nested elements took parse5 9 s, and 200,000 (3.8 MB) would take it a hundred times as long. 512
 *   is where Chromium's parser stops nesting (kMaximumHTMLParserDOMTreeDepth: deeper elements become siblings), so
 *   no page that a browser renders as written is deeper.
 * - work: under the depth cap a page can still hold every token at depth 500 (500 nested elements, then 400,000
 *   siblings or unmatched end tags). `work` sums, over the tokens, the open elements and active formatting elements
 *   the parser may walk for each: linear in the input for real pages (the 5 MB page of small elements in
 *   tests/system/engine/large-page-memory.test.ts spends 5.4 million, 7 times under the cap), and bounded for
 *   hostile ones.
 * - elements: bounds the tree's memory; the largest real pages the byte cap lets through hold about 300,000.
 * Measured (CPU time, 5 MB pages of 26 hostile shapes): parsing stops within 1.2 s at any cap, and 399,000 elements
 * keep at most ~110 MB (tests/unit/engine/hostile-page-structure.test.ts holds the shapes).
 */
export const PAGE_STRUCTURE_CAPS = { depth: 512, elements: 400_000, work: 40_000_000 } as const;

/**
 * What one report may hold (issue 36: everything we store or print is bounded), applied where findings are made
 * (engine/run-check.ts) and where a report is assembled (engine/audit.ts), and again where a stored report is read
 * (reports stored before the bounds). A site's own text reaches findings (a validator's message, an excerpt): one
 * hostile sitemap once made an 84 MB finding and a 30.9 MB stored report.
 * - messageChars: a finding's message, one sentence; longer ones end in "…".
 * - hintChars, subjectChars: the same for the hint and the subject (a URL or token).
 * - detailBytes: a finding's evidence, UTF-8; longer evidence is an excerpt ending "…and N more lines" (or characters).
 * - findingsPerCheck: findings one check keeps on one page; the last kept is `<check>.findings-omitted` counting the rest.
 * - reportBytes: the whole report as JSON. Past it, the findings of every page but the start page are cut down
 *   first (fewer per check, shorter evidence), then the start page's, each cut counted in a findings-omitted finding.
 */
export const REPORT_LIMITS = {
  messageChars: 500,
  hintChars: 1000,
  subjectChars: 2048,
  detailBytes: 4096,
  findingsPerCheck: 50,
  reportBytes: 1_048_576,
} as const;

/** The whole audit's deadline: a hostile target can slow each request to its timeout, never the audit beyond this. */
export function auditDeadlineMs(timeout: number, maxPages: number): number {
  return Math.min(timeout * 6, 60_000) + Math.min(maxPages - 1, 1000) * Math.max(timeout, 1000);
}

/**
 * How much an audit spends calling the surfaces a site declares (checks.md, "Declared surfaces are called"): each
 * number bounds the requests one kind of probe adds. A site that declares nothing is sent none of them.
 */
export const SURFACE_PROBE_LIMITS = {
  /** A2A card interfaces called (one request each). */
  a2aInterfaces: 3,
  /** Safe OpenAPI GET operations called (besides the servers URL). */
  openapiOperations: 3,
  /**
   * Authorization servers whose OAuth chain is walked (jwks_uri, authorization and token endpoints: three requests
   * each; a second metadata document naming the same endpoints costs none): the one oauth-discovery judges, the
   * origin's, then those protected resource metadata names.
   */
  oauthAuthorizationServers: 3,
  /** API catalog service-desc, service-doc and status links resolved. */
  catalogLinks: 6,
  /** MCP tools judged from tools/list (the rest are counted). */
  mcpTools: 200,
} as const;

/**
 * Caps on one JSON Schema a site declares (an MCP or WebMCP tool's inputSchema), checked before it is compiled: a
 * larger or deeper one is a finding, not compiled. The rendered view copies no larger value out of the page.
 */
export const DECLARED_SCHEMA_LIMITS = {
  /** Characters of its JSON. */
  bytes: 64 * 1024,
  /** Levels of nesting. */
  depth: 32,
} as const;

/**
 * Budgets on compiling the JSON Schemas a site supplies (MCP and WebMCP tool inputSchemas, OpenAPI response schemas),
 * which happens in the audit's own thread and cannot be interrupted once started (parse/json-schema.ts):
 * - units: the keywords one compile may generate code for, counted before compiling, each `$ref` target once (the
 *   compiler makes one function per target; inlined, a 6 KB inputSchema referring 200 times to one 30-property
 *   definition compiled for 14 s at 380 MB). Ajv's code generation costs up to about a millisecond a keyword on the
 *   2-core reference machine under load, and nests a level a keyword (3,000 properties in one object ran out of
 *   stack), so 1,000 units compile within about 0.7 s; real tool inputSchemas count 20 to 300.
 * - auditMs: compile time one audit may spend; once spent, the schemas not compiled yet are reported as not
 *   compiled, never as invalid. Identical schemas compile once per process (a cache keyed by their hash).
 */
export const SCHEMA_COMPILE_LIMITS = {
  units: 1_000,
  auditMs: 5_000,
} as const;

/**
 * Budgets on the regular expressions a site supplies (JSON Schema `pattern`, `patternProperties`), which run on a
 * linear-time engine (parse/site-pattern.ts):
 * - chars: a longer pattern is not run (compiling a pattern for RE2 costs up to ~0.1 ms a character).
 * - work: what one evaluation (validating one response body) may spend on patterns, in input characters times
 *   program instructions (about 17 ns a unit on the slowest path, RE2's NFA).
 */
export const SITE_PATTERN_LIMITS = {
  chars: 4_096,
  work: 20_000_000,
} as const;

/**
 * Pages of one MCP list verb read at most (MCP server/utilities/pagination: a `nextCursor` asks for another page):
 * tools/list up to `tools` pages (the tools judged are the first SURFACE_PROBE_LIMITS.mcpTools of them),
 * resources/list and prompts/list their first page (the check asks only whether they answer). The client's own walk
 * followed up to 64 pages a list; a server that always answers with a nextCursor is now sent no more than these.
 */
export const MCP_LIST_PAGES = { tools: 3, other: 1 } as const;

/**
 * Requests one audit may send in all, counted on the wire (every attempt and every redirect hop, to any origin):
 * `firstPage` for a one-page audit, `perPage` more for each further page of a site scan, and, where pages are
 * rendered, each page's render budget of requests (DEFAULT_RENDER_LIMITS.maxRequests) more. Every other cap bounds
 * one kind of request; redirects (5 per fetch) and retries (1 per GET) multiply them, which let one hostile audit
 * send 1,836 requests. A request beyond the budget is not sent: it fails as refused (rule `request-budget`), and
 * what needed it is not measured. The largest audit the caps allow on the hostile fixture that declares every
 * surface beyond every cap sends 155 requests without redirects (tests/unit/engine/hostile-budgets.test.ts); the
 * fixture sites of real shapes send 45–52.
 */
export const AUDIT_REQUEST_LIMITS = { firstPage: 400, perPage: 100 } as const;

/** The request budget of an audit of `maxPages` pages, each rendered with up to `renderRequests` requests (0: not rendered). */
export function auditRequestBudget(maxPages: number, renderRequests: number): number {
  return AUDIT_REQUEST_LIMITS.firstPage + (maxPages - 1) * AUDIT_REQUEST_LIMITS.perPage + maxPages * renderRequests;
}
