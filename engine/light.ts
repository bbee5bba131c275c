// The engine's light entry: its vocabulary, limits and scoring policy, for callers that need them before (or
// without) running an audit, such as the CLI's help and flag parsing. It loads no parser, HTTP client or check;
// everything else comes from the entry module (engine/index.ts), which re-exports all of this too.
export {
  CATEGORIES,
  CHECK_SCOPES,
  CHECK_STATUSES,
  FINDING_STATUSES,
  FINDING_VIEWS,
  PROFILE_NAMES,
  REPORT_SCOPES,
  REQUESTABLE_PROFILES,
} from './types.js';
export { CHECK_COUNT, CHECK_IDS, isCheckId, type CheckId } from './check-ids.js';
export * from './capability-ids.js';
export { PLATFORM_KINDS } from './types.js';
export { AGENT_READS_AT_LEAST, ASSERTION_PRESETS, isPresetName, PRESET_NAMES, presetAssertions, type AgentReadRequirement, type AssertionPreset, type PresetKey, type PresetName, type PresetValue } from './assertion-presets.js';
export * from './well-known.js';
export { DEFAULTS, GRADES, PAGE_STRUCTURE_CAPS, WEIGHTS } from './config.js';
export { AuditError, NOT_TLS_ADVICE, type AuditErrorCode } from './errors.js';
export { OPTION_LIMITS } from './options.js';
export { appliedCap, couldNotAsk, countsInAccess, counterfactualScore, gradeFor, type RescorableReport, type RescorableResult, type ReportChange, type ScoreCap } from './scoring.js';
export { CAUSE_CHECKS, fixGain, gainedBetween, isBlockedBy, isOpenWork, openFixes, type OpenFix } from './fix-gains.js';
export { blockedBy, blockerOf, capSentence, pageSentence, type PageViewsForWords } from './blocker.js';
export { scoreScopeLabel, type ScopedScores } from './score-scope.js';
export { describeLimit, formatLimit } from './limit-format.js';
export { thousands } from './thousands.js';
export { robotsDecisionOf, type RobotsDecision } from './robots-decision.js';
export { countedScoreOf, countedStatusOf, pageMeanNote, statusOfScore, type CountableResult } from './counted.js';
export { isFixable, isMeasured, isMeasuredJourney, isNotMeasuredFinding, journeyChange, isOwnLimit, notMeasuredParts, NOT_MEASURED_CODES, unjudgeableChange, type MeasuredJourneyResult, type MeasuredSide, type NotMeasuredCode } from './measured.js';
export { ENGINE_ID, ENGINE_NAME, ENGINE_VERSION, USER_AGENT } from './version.js';
export { parsePrivateTargets, privateAllowedFor, type PrivateTargets } from './fetch/private-targets.js';
// The SSRF rules of a URL alone (no DNS), which the service's site forms check before anything is stored.
export { vetUrl, type UrlVetting } from './fetch/ssrf.js';
// The rule of extra headers for the audited origin (a protected preview's bypass), which the CLI checks before any
// request: loaded where headers are given, so an audit without them loads none of it.
export const loadExtraHeaderRules = () => import('./fetch/origin-headers.js');
export type { ExtraHeaders, ExtraHeadersCheck } from './fetch/origin-headers.js';
export { BROWSER_ENV, findBrowser } from './render/find-browser.js';
export { AUDIT_ENVIRONMENT, DNS_SERVERS_ENV, DNS_TRUST_AD_ENV, type AuditSetting } from './environment.js';
// The resolvers the operator named (AGENTGAUGE_DNS_SERVERS), for lookups outside an audit (observed traffic's reverse DNS).
export { configuredDnsServers, formatDnsServer } from './fetch/dns-servers.js';
export { ACCESS_SHARE, CHECK_EVIDENCE, EMERGING_BONUS, EVIDENCE_CEILINGS, EVIDENCE_CEILING_SOURCE, EVIDENCE_GRADES, FIX_KINDS, GRADE_WEIGHTS, JAVASCRIPT_READ_FLOOR, SCORECARD_HISTORY, SCORECARD_VERSION, SCORE_CAPS, UNVERSIONED_SCORECARD, fixKindOf, type CheckEvidence, type EvidenceGrade, type FixKind, type ScoreCapId } from './scorecard.js';
export { AGENT_PROFILES, AGENT_PROFILE_IDS, CRAWLER_POLICY_CLASS, agentProfile, isAgentProfileId, type AgentProfile, type AgentProfileId, type Sourced, type TextConversion, type UserAgentVariant } from './agents/profiles.js';
export { AGENT_CAUSES, AGENT_VERDICTS } from './agents/types.js';
export { PAYMENT_SCHEMES, priceWords, type PaymentScheme, type PaymentTerms } from './parse/payment-words.js';
export { ANTHROPIC_CRAWLER_PAGE, MDREAM_ACCEPT_TABLE, OPENAI_CRAWLERS_PAGE, PERPLEXITY_CRAWLERS_PAGE } from './agents/vendor-pages.js';
export * from './journeys/index.js';
