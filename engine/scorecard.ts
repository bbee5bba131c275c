// The scorecard: how the overall number is made (checks.md, "Agent outcomes (2026-12)", corrected by 2026-12b). Weights, caps and the
// emerging-standards bonus live here and only here, under one version that every score is stored and shown with.
import type { CheckId } from './check-ids.js';
import type { EvidenceLevel } from './capability-ids.js';

export const SCORECARD_VERSION = '2026.12.3';

/**
 * gate: decides whether an agent gets the answer (counted in Access, from the agent views). A: a controlled study with
 * a success outcome. B: a cost outcome (tokens, truncation) or a certain mechanism. C: a mechanism only. 0: no
 * evidence found. N: a controlled null result. emerging: a standard too new for evidence, counted as a bonus only.
 */
export const EVIDENCE_GRADES = ['gate', 'A', 'B', 'C', '0', 'N', 'emerging'] as const;
export type EvidenceGrade = (typeof EVIDENCE_GRADES)[number];

/** What fixing a check changes for agents: the order of the fix list. */
export const FIX_KINDS = ['gate', 'cost', 'coverage'] as const;
export type FixKind = (typeof FIX_KINDS)[number];

export interface CheckEvidence {
  grade: EvidenceGrade;
  /** One line: the evidence the grade stands on. */
  source: string;
}

const GRID = 'Ora/Vercel fetchability grid (agentready-org/standard data/fetchability.csv, Aug 2026)';
const A14Y = 'a14y ablations (72 Claude runs: discovery layer -47% tokens, answer quality flat)';
const WEBMALL = 'WebMall-Interfaces (arXiv 2511.23281) and Beyond Browsing (arXiv 2410.16464): API/MCP interfaces raise task success and cut tokens';
const AFD = 'AFD spec 0.6 (agentdocsspec.com): truncation and conversion limits of coding agents';

/** checks.md's evidence table, one line of source per check. */
export const CHECK_EVIDENCE: Readonly<Record<CheckId, CheckEvidence>> = {
  'agent-access': { grade: 'gate', source: `${GRID}: a 403 to agent user-agents stopped every client` },
  'server-rendered-content': { grade: 'gate', source: `${GRID}: JavaScript-only content stopped the plain fetch` },
  openapi: { grade: 'A', source: WEBMALL },
  'mcp-server': { grade: 'A', source: `${WEBMALL}; MCP tool-description smells (arXiv 2602.14878)` },
  'markdown-negotiation': { grade: 'B', source: `${A14Y}; ${AFD}` },
  'content-efficiency': { grade: 'B', source: `${AFD}: content after the truncation point is lost` },
  'llms-txt': { grade: 'B', source: `${A14Y} (no in-page link made Claude read llms.txt, 0/20); Trakkr llms.txt study: no citation lift` },
  'http-semantics': { grade: 'B', source: `${AFD}: redirects and soft 404s cost agents steps and mislead them` },
  'semantic-structure': { grade: 'C', source: 'Mechanism: browsing agents read the accessibility tree (Playwright MCP snapshots)' },
  'robots-txt': { grade: 'C', source: 'Mechanism: RFC 9309; crawlers and the agents that obey robots.txt read it first' },
  'ai-crawler-rules': { grade: 'C', source: 'Mechanism: robots.txt groups decide what each AI crawler may fetch' },
  'llms-full-txt': { grade: 'C', source: 'Mechanism: one file holds the docs an agent would otherwise fetch page by page' },
  'oauth-discovery': { grade: 'C', source: 'Mechanism: MCP authorization (2025-06-18 and later) discovers the authorization server here' },
  'oauth-protected-resource': { grade: 'C', source: 'Mechanism: RFC 9728 metadata is how MCP clients find how to authenticate' },
  'api-catalog': { grade: 'C', source: 'Mechanism: RFC 9727 tells agents where the APIs are described' },
  sitemap: { grade: '0', source: 'No outcome study found for agents acting for users' },
  'link-headers': { grade: '0', source: 'No outcome study found' },
  'page-metadata': { grade: '0', source: 'No outcome study found' },
  'structured-data': { grade: 'N', source: 'Ahrefs JSON-LD study (1,885 pages against 4,000 controls): no lift on AI citations' },
  'product-data': { grade: '0', source: 'No outcome study found' },
  'content-signals': { grade: '0', source: 'A preference, not an outcome' },
  'a2a-agent-card': { grade: 'emerging', source: 'Emerging standard (A2A 1.0): a bonus, never a penalty' },
  'agent-skills': { grade: 'emerging', source: 'Emerging standard (Agent Skills Discovery 0.2.0): a bonus, never a penalty' },
  'commerce-protocols': { grade: 'emerging', source: 'Emerging standards (UCP, ACP, x402, MPP, AP2): a bonus, never a penalty' },
  webmcp: { grade: 'emerging', source: 'Emerging standard (WebMCP CG draft): a bonus, never a penalty' },
  'web-bot-auth': { grade: 'emerging', source: 'Emerging standard (draft-ietf-webbotauth): a bonus, never a penalty' },
};

/** Weight of a check in the cost-and-coverage half by its grade (gates count in Access; emerging only as a bonus). */
export const GRADE_WEIGHTS: Readonly<Record<EvidenceGrade, number>> = { gate: 0, A: 6, B: 4, C: 2, '0': 1, N: 1, emerging: 0 };

export function fixKindOf(id: CheckId): FixKind {
  const { grade } = CHECK_EVIDENCE[id];
  if (grade === 'gate') return 'gate';
  return grade === 'B' ? 'cost' : 'coverage';
}

/** Access is this share of the overall score; cost and coverage the rest. */
export const ACCESS_SHARE = 0.5;

export const SCORE_CAPS = {
  /** Every user-triggered profile that names itself as an agent is refused, challenged or disallowed. */
  'agents-refused': {
    limit: 19,
    reason: 'The site refuses the AI agents it can recognise: every agent that names itself in its User-Agent is refused, challenged or disallowed.',
  },
  /** No main content without JavaScript for any agent that runs none. */
  'javascript-only': {
    limit: 39,
    reason: 'The main content exists only after JavaScript runs: every agent that runs no JavaScript gets no or part of the content.',
  },
} as const;

/**
 * Caps are ceilings, and one gate is worse than the other: agents that run JavaScript get the answer from a page whose
 * content needs it, and no agent gets it from a site that refuses them. So a page under the JavaScript cap that the
 * browsing profile was measured to read scores at least one point above the refusal cap (the fetchability grid's
 * `js-only` configuration, which JavaScript clients answer, against `bot-block` and `hostile`, which no client does).
 */
export const JAVASCRIPT_READ_FLOOR = {
  score: SCORE_CAPS['agents-refused'].limit + 1,
  reason: 'An agent that runs JavaScript (the browsing profile) reads the page, so it scores above any site that refuses agents.',
} as const;
export type ScoreCapId = keyof typeof SCORE_CAPS;

/**
 * Claims, probes, exercises (checks.md 2026-12c): the highest score a capability check can have at each evidence level.
 * A capability only declared (a file, card, profile entry or link says it exists, but its endpoint did not answer as
 * its specification says) scores at most `declared`, a warning, whatever else the check found; probed and exercised
 * capabilities are not capped. Source: Known Good's published census rubric, which counts a capability at three
 * levels (claimed, probe-verified, behaviourally verified) and classifies a claim whose endpoint does not answer as
 * DECLARED_ONLY (790 MCP server cards that point at nothing, October 2026).
 */
export const EVIDENCE_CEILINGS: Readonly<Record<EvidenceLevel, number>> = { declared: 40, probed: 100, exercised: 100 };
export const EVIDENCE_CEILING_SOURCE =
  "Known Good's published census rubric (claimed / probe-verified / behaviourally verified; CONFIRMED, PROBABLE, DECLARED_ONLY, UNCERTAIN), October 2026";

/** Emerging standards: a bonus of at most `max` points, never above 100, never subtracted. */
export const EMERGING_BONUS = {
  max: 5,
  /** Points for an emerging-standard check that passes. */
  perCheck: 2,
  checks: ['a2a-agent-card', 'agent-skills', 'commerce-protocols', 'webmcp', 'web-bot-auth'] as const satisfies readonly CheckId[],
  /** Points for an emerging standard judged inside another check, by the finding code its valid form reports. */
  perFinding: 1,
  findings: {
    'api-catalog.ai-catalog-valid': 'AI catalog (ARD / AI Catalog)',
    'api-catalog.dns-aid-valid': 'DNS-AID records, authenticated',
    'api-catalog.dns-aid-unsigned': 'DNS-AID records',
    'oauth-discovery.auth-md-valid': 'auth.md',
    'content-signals.rsl-valid': 'RSL license',
  } as Readonly<Record<string, string>>,
} as const;

/** What this scorecard changed from the one before it, for the catalog page and compare's warning. */
export const SCORECARD_HISTORY = [
  {
    version: SCORECARD_VERSION,
    changes: [
      'The same weights, caps and bonus as 2026.12.2, with priced access its own verdict (checks.md 2026-12d): an agent answered HTTP 402 (pay per crawl\'s crawler-price, an x402 or MPP challenge, or a bare 402) is asked to pay, never refused. Charging is the owner\'s choice, as a training opt-out is: a view asked to pay counts neither as read nor as refused in Access (left out of its numerator and denominator), no cap rests on it or is lifted by it, and no fix asks the owner to give the content away.',
      'Declared documents judged as their versions specify: a UCP profile against the version it declares (2026-04-08, 2026-08-25), an MCP server card against its live server (name, version, transport), and private keys, expired keys and unsupported curves in any published key set are findings.',
    ],
  },
  {
    version: '2026.12.2',
    changes: [
      'The same weights, caps and bonus as 2026.12.1 (and the evidence ceiling below), with the agent views judged alike on every page (checks.md 2026-12c): a page that answers a browser and the agents alike with 404, 410 or 5xx is broken, not blocked: it gets no agent verdict, is left out of Access and of the page checks\' means, and is an http-semantics finding; Access over a site scan is the mean over the pages with at least one measured view.',
      'A view with no response, and the browsing profile where no page was rendered, is not measured: it has no access number and no cap or floor rests on it.',
      'Page shapes: a meta refresh is followed only by the profiles whose sources say they follow it (the others get the page that holds it); content only a frame carries inside the main content is not in a view that runs no JavaScript; an application shell is recognised whatever its framework and mount element, a static header or footer beside it; text inside script, style and template elements is never content and never counts toward a truncation limit.',
      'Claims, probes and exercises: a capability that is only declared (its endpoint did not answer as its specification says) scores at most 40; a check that could not ask (robots.txt disallows the scanner, a failure or timeout of ours, a spent budget, authentication required) is error and counts nowhere.',
    ],
  },
  {
    version: '2026.12.1',
    changes: [
      'The same weights, caps and bonus as 2026.12, on corrected agent views: a view is blocked only for a cause observed for that profile, and JavaScript is blamed only on evidence that scripts build the main content (little text alone never is).',
      'A cap is applied only where it lowers the score, and names the profiles and what they received.',
      'A fix returns what the score would gain with its open findings resolved (Access and caps recomputed); the fix list holds open work only, largest gain first.',
    ],
  },
  {
    version: '2026.12',
    changes: [
      'Access is half of the score: the share of user-triggered agent profiles that read the start page (partial counts half).',
      'Caps: a site that refuses every agent it can recognise scores at most 19; one whose main content needs JavaScript at most 39, and at least 20 when the browsing profile reads it.',
      'Weights follow evidence grades (A 6, B 4, C 2, 0 and N 1); agent-access and server-rendered-content are gates, counted in Access.',
      'Emerging standards (A2A, agent skills, commerce protocols, WebMCP, Web Bot Auth, AI catalogs, DNS-AID, auth.md, RSL) add up to 5 points and never subtract.',
    ],
  },
  {
    version: '2026.11',
    changes: ['The weighted mean of the applicable, non-informational checks with hand-set weights (llms-txt 8, openapi and mcp-server 6, ...). Reports of engines before 6.3.0 carry no scorecard and were scored this way.'],
  },
] as const;

/** Scorecard of a stored report that names none: it was scored before scorecards existed. */
export const UNVERSIONED_SCORECARD = '2026.11';
