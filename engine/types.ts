// Shared vocabulary of the engine. Everything here is data: no I/O, no behaviour.
import type { CheckId } from './check-ids.js';
import type { SiteFacts } from './site/facts.js';

export const CATEGORIES = ['Discovery', 'Access', 'Content', 'Actions', 'Commerce'] as const;
export type Category = (typeof CATEGORIES)[number];

export const PROFILE_NAMES = ['docs', 'api', 'mcp', 'agent', 'commerce'] as const;
export type DetectableProfile = (typeof PROFILE_NAMES)[number];
export const REQUESTABLE_PROFILES = ['auto', 'api', 'mcp', 'agent', 'docs', 'commerce', 'all'] as const;
export type RequestedProfile = (typeof REQUESTABLE_PROFILES)[number];

export type CheckScope = 'origin' | 'page';
export type CheckStatus = 'pass' | 'warn' | 'fail' | 'error';
export type FindingStatus = 'pass' | 'warn' | 'fail' | 'info' | 'error';

export interface Finding {
  status: FindingStatus;
  /** One sentence. */
  message: string;
  /** Evidence: URL, status, header or line number, short excerpt. */
  detail: string | null;
  /** What to change, or null. */
  hint: string | null;
}

/** What a check's pure `run` returns. Status is derived from the score unless the check could not measure. */
export interface CheckOutcome {
  score: number;
  findings: Finding[];
  /** Set only when the check could not measure (resource timed out, refused, broke). Score is then 0. */
  error?: boolean;
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
}

export interface PageCheckResult {
  id: CheckId;
  status: CheckStatus;
  score: number;
  applicable: boolean;
  findings: Finding[];
  duration: number;
}

export interface PageReport {
  url: string;
  /** HTTP status of the page, or null when it could not be fetched. */
  httpStatus: number | null;
  /** Weighted mean of the applicable, non-informational page checks on this page. */
  score: number;
  results: PageCheckResult[];
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
  scope: 'page' | 'site';
  checksScope: 'origin';
  pageCount: number;
  discoveredUrls: number;
  originScore: number;
  categories: CategoryScore[];
  pages: PageReport[];
  /** Present when the audit ran with `collectSiteFacts` (site scans): what the site says about itself. */
  siteFacts?: SiteFacts;
}

export interface CatalogEntry {
  id: CheckId;
  name: string;
  description: string;
  category: Category;
  scope: CheckScope;
  informational: boolean;
  weight: number;
  /** 'base' = applicable in every profile; otherwise the profiles that make it applicable. */
  profiles: Array<DetectableProfile | 'base'>;
}
