// Shared vocabulary of the engine. Everything here is data: no I/O, no behaviour.
import type { CheckId } from './check-ids.js';
import type { AgentViewsReport } from './agents/types.js';
import type { JourneyResult } from './journeys/journey.js';
import type { EvidenceGrade, FixKind, ScoreCapId } from './scorecard.js';
import type { CapabilityId, CapabilityState, CouldNotAskReason, EvidenceLevel, PresenceProof } from './capability-ids.js';

export type { AgentCause, AgentPageViews, AgentRequest, AgentVerdict, AgentView, AgentViewsReport } from './agents/types.js';

export const CATEGORIES = ['Discovery', 'Access', 'Content', 'Actions', 'Commerce'] as const;
export type Category = (typeof CATEGORIES)[number];

export const PROFILE_NAMES = ['docs', 'api', 'mcp', 'agent', 'commerce'] as const;
export type DetectableProfile = (typeof PROFILE_NAMES)[number];
export const REQUESTABLE_PROFILES = ['auto', 'api', 'mcp', 'agent', 'docs', 'commerce', 'all'] as const;
export type RequestedProfile = (typeof REQUESTABLE_PROFILES)[number];

export const CHECK_SCOPES = ['origin', 'page'] as const;
export type CheckScope = (typeof CHECK_SCOPES)[number];
export const CHECK_STATUSES = ['pass', 'warn', 'fail', 'error'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];
export const FINDING_STATUSES = ['pass', 'warn', 'fail', 'info', 'error'] as const;
export type FindingStatus = (typeof FINDING_STATUSES)[number];
export const REPORT_SCOPES = ['page', 'site'] as const;
/** raw: the HTML as fetched, as a crawler reads it. rendered: the page after scripts ran in a browser, as a browsing agent sees it. */
export const FINDING_VIEWS = ['raw', 'rendered'] as const;
export type FindingView = (typeof FINDING_VIEWS)[number];

/** `<check-id>.<kebab-name>`, e.g. `llms-txt.missing-summary`: stable, and listed per check in the catalog. */
export type FindingCode = `${CheckId}.${string}`;

export interface Finding {
  code: FindingCode;
  /**
   * The URL or token the finding is about, present only where a check reports one code for several of them (each
   * probe path, AI token, card location, ...). Absent: the finding is about the check's target itself. A finding
   * is identified by its code and subject, never by its message (comparisons match on them).
   */
  subject?: string;
  /** Which view of the page the finding comes from: `raw` (the fetched HTML and other resources) or `rendered` (the page in a browser). */
  view: FindingView;
  status: FindingStatus;
  /** One sentence. */
  message: string;
  /** Evidence: URL, status, header or line number, short excerpt. */
  detail: string | null;
  /** What to change, or null. */
  hint: string | null;
}

export interface CheckResult {
  id: CheckId;
  name: string;
  description: string;
  category: Category;
  scope: CheckScope;
  status: CheckStatus;
  /** 0–100. Kept even when not applicable (v1 rule). For page checks at the top of a report: the start page. */
  score: number;
  /** Page checks only: mean over every measured page (equals `score` for one page); null for origin checks. */
  siteScore: number | null;
  applicable: boolean;
  informational: boolean;
  /** Effective weight in the overall score: 0 when not applicable or informational. */
  weight: number;
  findings: Finding[];
  /** Milliseconds spent in the check's run (gathering is shared and reported at the report level). */
  duration: number;
  /**
   * The capability this check looks for (engine/capability-ids.ts), for the nine checks that look for one: yes, no or
   * could not ask, how far the evidence goes, and who supplied it. Page checks: the start page's. Absent for the other
   * checks, and in reports scored before scorecard 2026.12.2.
   */
  capability?: CapabilityOutcome;
}

export interface PageCheckResult {
  id: CheckId;
  status: CheckStatus;
  score: number;
  applicable: boolean;
  findings: Finding[];
  duration: number;
  /** The capability on this page (markdown-negotiation), as CheckResult.capability. */
  capability?: CapabilityOutcome;
}

/**
 * One capability as the audit met it (checks.md 2026-12c): a property of its check's outcome, judged once by the
 * engine; reports, fleet rows and index editions read it and never re-derive it.
 */
export interface CapabilityOutcome {
  capability: CapabilityId;
  /** yes, no, or could-not-ask (never a failure, never in a rate's denominator). */
  state: CapabilityState;
  /** With `yes`: declared, probed or exercised. Null otherwise. */
  evidence: EvidenceLevel | null;
  /** With `could-not-ask`: why the question could not be put. Null otherwise. */
  reason: CouldNotAskReason | null;
  /** The document or endpoint the evidence is about (what answered, or what was asked); null when nothing was found. */
  url: string | null;
  /** What was seen, in one sentence: what declares it, what answered, or why it could not be asked. */
  detail: string;
  /** With `yes`: how far it is proven present (a file only counts where the host's canary proves it real). Null otherwise. */
  proof: PresenceProof | null;
  /** The platform the evidence shows supplied it (its headers, generator tag, known path); null: owner-built, or no evidence says otherwise. */
  platform: PlatformAttribution | null;
}

export interface PlatformAttribution {
  /** The platform's id in the engine's platform table (engine/platforms.ts). */
  id: string;
  name: string;
  /** What showed it: a header, a generator tag, a known path, a marker in the file. */
  evidence: string;
}

/** A platform the start page's response shows (engine/platforms.ts), with the evidence. */
export interface DetectedPlatform extends PlatformAttribution {
  kind: PlatformKind;
}

export const PLATFORM_KINDS = ['site-builder', 'commerce', 'docs', 'cms', 'plugin', 'cdn', 'host', 'framework'] as const;
export type PlatformKind = (typeof PLATFORM_KINDS)[number];

/**
 * The path that cannot exist, asked of the host (http-semantics' unknown-path probe): whether the host answers 2xx to
 * any path. A host that does proves no file's presence by a 200 (checks.md 2026-12c).
 */
export interface CanaryProbe {
  url: string;
  /** The status it answered; null when it got no answer. */
  status: number | null;
  /** True: it answered 2xx (a catch-all host); false: it did not; null: no answer. */
  answersAnyPath: boolean | null;
}

export interface PageReport {
  url: string;
  /** HTTP status of the page, or null when it could not be fetched. */
  httpStatus: number | null;
  /** Weighted mean of the applicable, non-informational page checks on this page. */
  score: number;
  results: PageCheckResult[];
  /**
   * True when the page is broken (checks.md 2026-12c): it answered 404, 410 or a 5xx to the scanner and to a browser
   * alike. Its checks are kept but left out of the page checks' site means; http-semantics reports it. Absent otherwise.
   */
  broken?: boolean;
}

export interface Grade {
  min: number;
  label: string;
  color: string;
}

export interface ResolvedProfile {
  profile: DetectableProfile | 'base';
  evidence: string[];
}

export interface CategoryScore {
  category: Category;
  score: number | null;
  weight: number;
}

export interface AuditReport {
  url: string;
  timestamp: string;
  engine: string;
  overallScore: number;
  duration: number;
  grade: Grade;
  results: CheckResult[];
  profile: RequestedProfile;
  resolvedProfiles: ResolvedProfile[];
  /** page: the start page only; site: several pages. */
  scope: (typeof REPORT_SCOPES)[number];
  checksScope: 'origin';
  pageCount: number;
  discoveredUrls: number;
  originScore: number;
  categories: CategoryScore[];
  pages: PageReport[];
  /** Present when the audit ran with `collectSiteFacts` (site scans): what the site says about itself. */
  siteFacts?: SiteFacts;
  /**
   * Whether the rendered view was measured (at least one page rendered in a browser). False: rendering was off or no
   * browser was available, and every finding comes from the raw view. Absent in reports of engines before 6.2.0.
   */
  rendered?: boolean;
  /**
   * The scorecard the overall score was computed under (`2026.12`). Absent in reports of engines before 6.3.0,
   * which were scored by the hand-set weighted mean (scorecard 2026.11).
   */
  scorecard?: string;
  /** How the overall score was made under the scorecard: Access, cost and coverage, the bonus and the cap. Absent before 6.3.0. */
  scoring?: ScoreBreakdown;
  /** What each agent profile receives for the start page (and a sample of a site scan's pages). Absent before 6.3.0. */
  agents?: AgentViewsReport;
  /** Journeys run for every user-triggered agent profile (issue 33); present only when the audit was given journeys. Not part of the score. */
  journeys?: JourneyResult[];
  /** Present when more than a fifth of the audit's fetches failed, timed out or were challenged: the score comes from a partial sample. */
  partialSample?: PartialSample;
  /** Requests the audit sent on the wire (every attempt and redirect hop, the agent profiles' and the browser's included). Absent before 6.4. */
  requests?: number;
  /** The canary probe of the host: whether it answers 2xx to a path that cannot exist. Absent when http-semantics did not run, and in reports scored before scorecard 2026.12.2. */
  canary?: CanaryProbe;
  /** Platforms the start page's response shows (site builders, CDNs, frameworks), each with its evidence. Absent in reports scored before scorecard 2026.12.2. */
  platforms?: DetectedPlatform[];
}

export interface ScoreBreakdown {
  scorecard: string;
  /** The overall score (equals the report's overallScore). */
  score: number;
  /** Share (0–100) of the agent profiles that read the pages' main content (partial counts half); null when no view was measured. */
  access: number | null;
  /** Weighted mean (0–100) of the applicable checks other than gates and emerging standards; null when none carries weight. */
  costCoverage: number | null;
  /** Points (0–5) the emerging standards added. */
  bonus: number;
  /** The emerging standards that earned the bonus. */
  bonusFrom: string[];
  /** The score before the cap. */
  uncapped: number;
  /**
   * The cap applied, or null: only a cap that changes the score is applied (scorecard 2026.12.1). `reason` names the
   * profiles and what they received; `profiles`: the profiles whose views meet its condition (absent in reports
   * scored under 2026.12). `floor`: under the JavaScript cap, the browsing profile read the page, so the score is at
   * least this (above the refusal cap).
   */
  cap: { id: ScoreCapId; limit: number; reason: string; profiles?: import('./agents/profiles.js').AgentProfileId[]; floor?: { score: number; reason: string } } | null;
}

export interface PartialSample {
  /** Fetches the audit sent (each distinct request once). */
  fetches: number;
  failed: number;
  challenged: number;
  /** The fetches that failed or were challenged (at most 20), each with why. */
  which: Array<{ url: string; why: string }>;
}

export interface CatalogEntry {
  id: CheckId;
  name: string;
  description: string;
  category: Category;
  scope: CheckScope;
  informational: boolean;
  weight: number;
  /** Its evidence grade in the scorecard, the one line its grade stands on, and what fixing it changes for agents. */
  evidence: { grade: EvidenceGrade; source: string; fixKind: FixKind };
  /** 'base' = applicable in every profile; otherwise the profiles that make it applicable. */
  profiles: Array<DetectableProfile | 'base'>;
  /** Every finding code the check can emit, with its meaning, in a stable order. */
  codes: CatalogCode[];
  /** The caps and budgets it measures within. */
  limits: CatalogLimit[];
  /** The environment variables that change what it measures. */
  environment: CatalogSetting[];
}

export interface CatalogCode {
  code: FindingCode;
  /** One line. */
  meaning: string;
  /** The statuses a finding with this code is reported with, where the check declares them. */
  statuses?: FindingStatus[];
}

export interface CatalogLimit {
  /** Stable name, e.g. `aiCatalogBytes`. */
  key: string;
  value: number;
  unit: 'bytes' | 'count' | 'ms';
  /** What is bounded, as a label the value follows: "AI catalog size: 1 MiB". */
  meaning: string;
}

export interface CatalogSetting {
  name: string;
  /** The form its value takes, e.g. `host:port,…`. */
  value: string;
  meaning: string;
}

/**
 * ok: a robots.txt to judge. absent: 4xx (everything allowed). unreachable: 5xx or no answer (RFC 9309:
 * assume complete disallow). html / soft404 / empty: a page or nothing where the file was expected.
 */
export type RobotsKind = 'ok' | 'absent' | 'unreachable' | 'html' | 'empty' | 'soft404';

/** What a page says about itself, read from its page artifact. */
export interface PageFacts {
  url: string;
  httpStatus: number | null;
  title: string | null;
  description: string | null;
  lang: string | null;
  h1: string | null;
}

/** What a site says about itself (site scans, `collectSiteFacts`), so files can be generated for it later without fetching it again. */
export interface SiteFacts {
  /** og:site_name of the start page, else null. */
  siteName: string | null;
  pages: PageFacts[];
  robotsKind: RobotsKind;
  /** The robots.txt body when it is a real robots.txt (kind ok), else null. */
  robotsTxt: string | null;
  /** Sitemap URLs robots.txt names. */
  sitemaps: string[];
  /**
   * The page URLs the sitemap lists (same origin, deduplicated, in document order): the first SITEMAP_PAGES_KEPT and
   * how many there are. Present when the audit read the sitemap (a site scan's page choice, or the sitemap check);
   * absent in reports made before it was added (issue 61). Observed traffic's coverage is judged against it (lib/traffic/site-pages.ts).
   */
  sitemapPages?: { urls: string[]; total: number };
  /** What the agent surfaces the site declares say about themselves (absent in reports of engines before 6.2.0). */
  surfaces?: SurfaceFacts;
}

/**
 * Where each agent surface a site declares lives and what it says about itself, in its own words (phrases trimmed to
 * 200 characters, at most 10 per surface). Whether it answered is its check's judgement, in the findings.
 */
export interface SurfaceFacts {
  /** The OpenAPI description found: where, its media type, info.title and info.description, operation summaries. */
  apiDescription: { url: string; mediaType: 'application/openapi+json' | 'application/openapi+yaml'; title: string | null; description: string | null; operations: string[] } | null;
  /** The first MCP server card that validates: where, its title (else name), description, and its tools' descriptions (live ones first). */
  mcpServerCard: { url: string; title: string | null; description: string | null; tools: string[] } | null;
  /**
   * The live MCP server's own serverInfo (server/discover or initialize), where it answered: what a server card must
   * agree with (issue 62 point 3). Absent in reports made before it was recorded.
   */
  mcpServer?: { url: string; name: string | null; version: string | null; protocolVersion: string | null } | null;
  /** The A2A agent card: where, its name and description, its skills' examples and descriptions. */
  a2aAgentCard: { url: string; name: string | null; description: string | null; skills: string[] } | null;
  /** Skills of the index the audit fetched whose bytes matched their declared digest. */
  agentSkills: Array<{ name: string; description: string | null; url: string; archive: boolean }>;
  /** The llms.txt found: where, its H1 and its summary. */
  llmsTxt: { url: string; title: string | null; summary: string | null } | null;
}
