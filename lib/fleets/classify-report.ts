// A bulk audit's report to its row (issue 47 point 5): the status, score, each check's outcome, each agent profile's
// verdict with the engine's cause of it (issue 51 point 5: read from the view, never re-derived), the cap that lowered
// the score and the cap whose condition the page meets, the detected category, each capability as the audit met it
// and, in the render sample, whether the page is JavaScript-only. What the audit did not measure is `unknown`, never
// `fail` or `blocked`: a check whose result is `error` (nothing measured; `could-not-ask` when the engine could not put
// its question, checks.md 2026-12c), a profile whose view the engine did not
// judge, and, for a scan the scanner was blocked on, every check that did not pass (what the scanner received was a
// refusal or a challenge, not the site).
import { AGENT_PROFILE_IDS, appliedCap, capOf, CHECK_IDS, couldNotAsk, PROFILE_NAMES, type AgentCause, type AgentProfileId, type AuditReport, type CheckId } from '@/engine/index';
import { capabilityRow, type CapabilityRow } from './capability-row';
import { NO_CAP_CONDITION, type AgentRead, type CheckOutcome, type FleetCategory } from '@/lib/schemas/vocabulary/fleets';

export interface RowFigures {
  status: 'scanned' | 'blocked' | 'unreachable';
  score: number | null;
  grade: string | null;
  cap: string | null;
  /** The detected category of a scanned target; null when it was not scanned (blocked, unreachable). */
  category: FleetCategory | null;
  checks: Record<CheckId, CheckOutcome>;
  agents: Record<AgentProfileId, AgentRead>;
  /** Each profile's cause as the engine gave it; null where no view was taken (an unreachable start page). */
  causes: Record<AgentProfileId, AgentCause | null>;
  /** The cap whose condition the start page meets, lowered or not (`none`); null when it was not scanned. */
  capCondition: string | null;
  /** In the render sample: whether the start page was rendered, and whether it is JavaScript-only. */
  rendered: boolean | null;
  jsOnly: boolean | null;
  /** Why the target has no score (blocked, unreachable): the evidence. */
  evidence: string | null;
  /** Each capability as the report judged it (lib/fleets/capability-row.ts); unknown unless scanned. */
  capabilities: CapabilityRow;
  /**
   * robots.txt first answered 429 or 5xx with Retry-After, and the audit asked again after that wait (RFC 9309
   * §2.3.1.3–4: complete disallow until then); the report's robots-txt finding says with which answers.
   */
  robotsWaited: boolean;
}

const REFUSING_STATUSES = new Set([401, 403, 429]);

export function classifyReport(report: AuditReport, inRenderSample: boolean, scannerAgent: string): RowFigures {
  const startStatus = report.pages[0]?.httpStatus ?? null;
  const challenge = report.results.flatMap((result) => result.findings).find((finding) => finding.code.endsWith('.scanner-blocked'));
  const blockedBy = challenge
    ? challenge.detail ?? challenge.message
    : startStatus !== null && REFUSING_STATUSES.has(startStatus)
      ? `The start page answered ${startStatus} to the scanner (${scannerAgent}).`
      : null;
  const failing = startStatus !== null && startStatus >= 500;
  const status: RowFigures['status'] = blockedBy ? 'blocked' : failing ? 'unreachable' : 'scanned';
  const checks = Object.fromEntries(CHECK_IDS.map((id) => [id, 'unknown'])) as Record<CheckId, CheckOutcome>;
  for (const result of report.results) {
    if (status === 'unreachable') break;
    // A check the engine could not ask (checks.md 2026-12c) keeps that outcome; any other error measured nothing.
    const measured: CheckOutcome = !result.applicable ? 'not-applicable' : couldNotAsk(result) ? 'could-not-ask' : result.status === 'error' ? 'unknown' : result.status;
    checks[result.id] = status === 'blocked' && measured !== 'pass' ? 'unknown' : measured;
  }
  const agents = Object.fromEntries(AGENT_PROFILE_IDS.map((id) => [id, 'unknown'])) as Record<AgentProfileId, AgentRead>;
  const causes = Object.fromEntries(AGENT_PROFILE_IDS.map((id) => [id, null])) as Record<AgentProfileId, AgentCause | null>;
  for (const view of status === 'unreachable' ? [] : (report.agents?.pages[0]?.views ?? [])) {
    causes[view.profile] = view.cause;
    if (view.verdict !== null) agents[view.profile] = view.verdict;
  }
  const scanned = status === 'scanned';
  // The row's cap is the report's: one that lowered the score (checks.md 2026-12b). Its condition, lowered or not, is
  // the engine's own rule (capOf, which the score applies) over the start page's views.
  const cap = scanned ? (appliedCap(report.scoring)?.id ?? null) : null;
  const views = report.agents?.pages[0]?.views ?? null;
  const capCondition = scanned && views ? (capOf(views)?.id ?? NO_CAP_CONDITION) : null;
  const rendered = inRenderSample && scanned ? report.rendered === true : null;
  const browserReads = agents.browser === 'reads' || agents.browser === 'partial';
  return {
    status,
    score: scanned ? report.overallScore : null,
    grade: scanned ? report.grade.label : null,
    cap,
    category: scanned ? categoryOf(report) : null,
    checks,
    agents,
    causes,
    capCondition,
    rendered,
    // The main content appears only after JavaScript: no agent that runs none reads it (the JavaScript cap's condition,
    // whether or not the cap lowered this score), and the browsing profile, which renders the page, does.
    jsOnly: rendered ? capCondition === 'javascript-only' && browserReads : null,
    evidence: blockedBy ?? (failing ? `The start page answered ${startStatus}.` : null),
    capabilities: capabilityRow(report, scanned),
    robotsWaited: report.results.find((result) => result.id === 'robots-txt')?.findings.some((finding) => finding.code === 'robots-txt.fetched-after-wait') ?? false,
  };
}

/** The first site profile the audit detected, in the engine's order; other when it detected none. */
function categoryOf(report: AuditReport): FleetCategory {
  const detected = report.resolvedProfiles.find((resolved) => resolved.profile !== 'base');
  return detected && (PROFILE_NAMES as readonly string[]).includes(detected.profile) ? (detected.profile as FleetCategory) : 'other';
}
