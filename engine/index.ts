// The engine's public surface: the only module lib/, app/, components/ and bin/ import (eslint.config.js enforces it).
// Everything else in engine/ is internal.
import { runAudit } from './audit.js';
import type { AuditOptions } from './options.js';
import type { AuditReport } from './types.js';

/** Audits a URL and returns the Audit report. Throws AuditError for bad options, a refused or unreachable target. */
export function audit(url: string, options: AuditOptions = {}): Promise<AuditReport> {
  return runAudit(url, options);
}

export { createAuditPool, DEFAULT_CPU_BUDGET_MS, DEFAULT_HEAP_BUDGET, DEFAULT_MEMORY_HEADROOM_MB, type AuditPool, type AuditPoolOptions, type HeapBudget, type PoolAuditOptions, type PoolStats, type PoolTaskOptions } from './isolate/audit-pool.js';
export { serveAuditProcess, type TaskContext, type TaskHandler } from './isolate/process-host.js';
export { AUDIT_PROCESS_ENVIRONMENT } from './isolate/process-environment.js';
export { MEMORY_WATCH_AVAILABLE } from './render/memory-watch.js';
export { AUDIT_CAPS, CHECK_CATALOG, catalogEntry } from './catalog.js';
export { AGENT_READS_AT_LEAST, ASSERTION_PRESETS, isPresetName, PRESET_NAMES, presetAssertions, type AgentReadRequirement, type AssertionPreset, type PresetKey, type PresetName, type PresetValue } from './assertion-presets.js';
export { CHECK_COUNT, CHECK_IDS, isCheckId, type CheckId } from './check-ids.js';
export * from './capability-ids.js';
export { PLATFORMS, type PlatformEntry, type PlatformSignal, type PlatformSupply } from './platforms.js';
export { AuditError, NOT_TLS_ADVICE, type AuditErrorCode } from './errors.js';
export { environmentResolver, OPTION_LIMITS, type AuditOptions, type AuditProgress, type BulkOptions, type RenderOption } from './options.js';
export { fetchRobotsAhead, type RobotsAhead } from './fetch-ahead.js';
export type { AnsweredAhead, StoredFetchResult } from './gather/answered-ahead.js';
export { GRADES, WEIGHTS, DEFAULTS, PAGE_STRUCTURE_CAPS, REPORT_LIMITS } from './config.js';
export { boundReport, REPORT_BOUNDS_NOTE } from './report-bounds.js';
export { appliedCap, couldNotAsk, capOf, countsInAccess, counterfactualScore, gradeFor, weightedScore, type RescorableReport, type RescorableResult, type ReportChange, type ScoreCap } from './scoring.js';
export { CAUSE_CHECKS, fixGain, gainedBetween, isBlockedBy, isOpenWork, openFixes, type OpenFix } from './fix-gains.js';
export { blockedBy, blockerOf, capSentence, pageSentence, type PageViewsForWords } from './blocker.js';
export { scoreScopeLabel, type ScopedScores } from './score-scope.js';
export { describeLimit, formatLimit } from './limit-format.js';
export { thousands } from './thousands.js';
export { robotsDecisionOf, type RobotsDecision } from './robots-decision.js';
export { AUDIT_ENVIRONMENT, DNS_SERVERS_ENV, DNS_TRUST_AD_ENV, type AuditSetting } from './environment.js';
export { countedScoreOf, countedStatusOf, pageMeanNote, statusOfScore, type CountableResult } from './counted.js';
export { isFixable, isMeasured, isMeasuredJourney, isNotMeasuredFinding, journeyChange, isOwnLimit, notMeasuredParts, NOT_MEASURED_CODES, unjudgeableChange, type MeasuredJourneyResult, type MeasuredSide, type NotMeasuredCode } from './measured.js';
export { ENGINE_ID, ENGINE_NAME, ENGINE_VERSION, USER_AGENT } from './version.js';
export { AI_TOKENS, type AiTokenClass } from './ai-tokens.js';
export * from './well-known.js';
export * from './types.js';

// The fetcher and parsers, for the service's own agents (lib/agents), which browse sites as the engine fetches them.
export { createFetcher } from './fetch/fetcher.js';
export { cappedPauseEnd, createHostPauses, createLocalGate, hostPauseMs, MAX_HOST_PAUSE_SECONDS, POLITENESS_DEFAULTS, processGate, type HostPauses, type PolitenessLimits, type ReleasePlace, type RequestGate, type RequestTarget } from './fetch/politeness.js';
export type { CapName, FetchedResponse, Fetcher, Resolver, ResolvedAddress } from './fetch/types.js';
export { parsePrivateTargets, privateAllowedFor, vetTarget, vetUrl, type PrivateTargets, type TargetVetting, type UrlVetting } from './fetch/ssrf.js';
export { lookupTxt, type TxtLookup } from './fetch/txt-lookup.js';
export { checkExtraHeaders, type ExtraHeaders, type ExtraHeadersCheck } from './fetch/origin-headers.js';
export { challengeMarkersIn } from './parse/bot-challenge.js';
export { textOf, visibleText } from './parse/html.js';
export { loadLeanDocument } from './parse/lean-dom.js';
export { isAllowed, namesToken, parseRobots, type ParsedRobots } from './parse/robots-txt.js';
export { parseSitemapXml } from './parse/sitemap-xml.js';

// The AI catalog rules api-catalog judges by, for the service's generated AI catalog (lib/artifacts), which must meet them.
export { AI_CATALOG_SPEC_VERSION, KNOWN_ENTRY_TYPES, REPRESENTATIVE_QUERIES } from './parse/ai-catalog-rules.js';

// The rendered view's browsers: finding a local Chromium/Chrome, and the bounded pool a service renders with.
export { BROWSER_ENV, findBrowser } from './render/find-browser.js';
export { loadChromium as loadRenderer, PLAYWRIGHT_MISSING } from './render/browser-driver.js';
export { createRenderPool, type RenderLease, type RenderPool, type RenderPoolOptions } from './render/pool.js';
export { ACCESS_SHARE, CHECK_EVIDENCE, EMERGING_BONUS, EVIDENCE_CEILINGS, EVIDENCE_CEILING_SOURCE, EVIDENCE_GRADES, FIX_KINDS, GRADE_WEIGHTS, JAVASCRIPT_READ_FLOOR, SCORECARD_HISTORY, SCORECARD_VERSION, SCORE_CAPS, UNVERSIONED_SCORECARD, fixKindOf, type CheckEvidence, type EvidenceGrade, type FixKind, type ScoreCapId } from './scorecard.js';
export { AGENT_PROFILES, AGENT_PROFILE_IDS, CRAWLER_POLICY_CLASS, agentProfile, isAgentProfileId, type AgentProfile, type AgentProfileId, type Sourced, type TextConversion, type UserAgentVariant } from './agents/profiles.js';
export { AGENT_CAUSES, AGENT_VERDICTS } from './agents/types.js';
export * from './journeys/index.js';
export { compileJourneyAnswer, findJourneyAnswer, journeyPatternRefusal, loadJourneyPatterns, quoteAround, type AnswerMatcher, type AnswerSpan, type PatternMeter } from './journeys/match.js';
export { JOURNEY_FETCH_BUDGET, JOURNEY_STEP_EXCERPT, receiveAsProfile, type ProfileView, type ViewFetch, type ViewLink } from './journeys/run.js';
export { createPageReadings, pricedOf, type PageReadings, type Priced } from './agents/page-view.js';
export { PAYMENT_SCHEMES, paymentTermsOf, priceWords, type PaymentScheme, type PaymentTerms } from './parse/payment-terms.js';
export { readableLines } from './agents/readable-lines.js';
export { CONVERSION_BUDGET } from './agents/conversion-budget.js';
export { suggestJourneys, SUGGESTED_JOURNEYS_MAX, type SuggestedJourney } from './journeys/suggest.js';
