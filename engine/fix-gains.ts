// What fixing a check returns (checks.md, "Agent outcomes", 2026-12b: caps and fixes), from the one counterfactual
// in scoring.ts: a fix's gain is the score the same report would have with that check's open findings resolved (the
// profiles its cause blocks reading, Access and caps recomputed) minus the score it has. The API, the dashboard, the
// CLI, MCP and A2A list fixes from here, and a verification's `gained` is the same counterfactual with the check as a
// later scan measured it.
import type { AgentCause, AgentView } from './agents/types.js';
import { CHECK_IDS, type CheckId } from './check-ids.js';
import { countedScoreOf, countedStatusOf } from './counted.js';
import { isFixable } from './measured.js';
import { fixKindOf, type FixKind } from './scorecard.js';
import { counterfactualScore, type ReportChange, type RescorableReport, type RescorableResult } from './scoring.js';

/**
 * The check whose open work causes a view's loss: resolving it lets the profile read. Refusals (an error status, or
 * a 2xx page that reads as a refusal while a browser gets the content), challenges and dropped connections to agent
 * User-Agents are agent-access's; a robots.txt rule a profile obeys is ai-crawler-rules'; main content that only
 * scripts build, that only a frame carries, or that a meta refresh points to is not in the HTML the server sends:
 * server-rendered-content's.
 * Truncation belongs to no one check (no single fix is known to lift it), so no fix claims its points; a view not
 * measured counts nowhere, so nothing is owed for it. A check owns a view's loss only while it has open work of its
 * own (fixGain): a refusal a browser gets too is no agent's User-Agent rule, and agent-access, passing, claims nothing.
 */
export const CAUSE_CHECKS: Readonly<Partial<Record<AgentCause, CheckId>>> = {
  refused: 'agent-access',
  challenged: 'agent-access',
  unreachable: 'agent-access',
  disallowed: 'ai-crawler-rules',
  javascript: 'server-rendered-content',
  iframe: 'server-rendered-content',
  'meta-refresh': 'server-rendered-content',
};

type ViewVerdict = Pick<AgentView, 'verdict' | 'cause'>;

/** Whether the view loses main content for a cause the check owns. */
export function isBlockedBy(view: ViewVerdict, checkId: CheckId): boolean {
  return (view.verdict === 'blocked' || view.verdict === 'partial') && CAUSE_CHECKS[view.cause] === checkId;
}

const OPEN_FINDING = new Set(['warn', 'fail']);

/** The check's open findings resolved: it scores 100 and passes, and every view it blocks reads. */
function resolved(checkId: CheckId): ReportChange {
  return {
    checkId,
    result: (current) => ({
      ...current,
      score: 100,
      siteScore: current.siteScore === null || current.siteScore === undefined ? current.siteScore : 100,
      status: 'pass',
      findings: (current.findings ?? []).filter((finding) => !OPEN_FINDING.has(finding.status) && finding.status !== 'error'),
    }),
    view: (current) => (isBlockedBy(current, checkId) ? { ...current, verdict: 'reads', cause: 'ok' } : current),
  };
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * Whether the check has anything of its own to resolve: it measured (an `error` check could not), and it is below
 * 100 as counted or holds an open finding. Resolving a check with nothing open changes nothing, whatever the views
 * lost: their loss is then not this check's to return (checks.md 2026-12b: a check at full score without open
 * findings is never a fix).
 */
export function hasOpenFindings(result: RescorableResult): boolean {
  if (countedStatusOf(result) === 'error') return false;
  return countedScoreOf(result) < 100 || (result.findings ?? []).some((finding) => OPEN_FINDING.has(finding.status));
}

/** Points (one decimal, never below 0) the overall score returns when the check's open findings are resolved. */
export function fixGain(report: RescorableReport, checkId: CheckId): number {
  return gainAgainst(report, checkId, () => counterfactualScore(report));
}

/**
 * fixGain, against the report's own score as `baseline` gives it: a list of fixes scores the report as it is once,
 * not once for each check (the counterfactual rescoring is most of a CLI audit's report view).
 */
function gainAgainst(report: RescorableReport, checkId: CheckId, baseline: () => number): number {
  const result = report.results.find((candidate) => candidate.id === checkId);
  if (!result || !hasOpenFindings(result)) return 0;
  return Math.max(0, round1(counterfactualScore(report, resolved(checkId)) - baseline()));
}

/**
 * Points the check's change between two scans returned: the earlier report's score with the check as the later scan
 * measured it (its result, and the view of each profile that it blocked in either scan) minus the earlier score. So
 * when nothing else changed it is the fix's listed gain, within a point, and what else changed is not counted.
 */
export function gainedBetween(before: RescorableReport, after: RescorableReport, checkId: CheckId): number {
  const later = after.results.find((result) => result.id === checkId);
  if (!later) return 0;
  const laterPages = after.agents?.pages ?? [];
  const change: ReportChange = {
    checkId,
    result: (current) => ({ ...later, applicable: current.applicable, informational: current.informational, weight: current.weight }),
    view: (current, pageUrl, pageIndex) => {
      const page = laterPages.find((candidate) => candidate.url === pageUrl) ?? (pageIndex === 0 ? laterPages[0] : undefined);
      const now = page?.views.find((view) => view.profile === current.profile);
      return now && (isBlockedBy(current, checkId) || isBlockedBy(now, checkId)) ? now : current;
    },
  };
  return round1(counterfactualScore(before, change) - counterfactualScore(before));
}

export interface OpenFix {
  checkId: CheckId;
  gain: number;
  kind: FixKind;
}

/**
 * Whether a check is open work: it is applicable, scored, measured (an `error` check is never a fix) and below 100 or
 * holding an open finding; a gate (scored only through Access under scorecard 2026.12 and later) only while resolving
 * it returns points, that is while a view it blocks loses content.
 */
export function isOpenWork(report: RescorableReport, result: RescorableResult, gain: number): boolean {
  if (!(result.applicable ?? true) || result.informational) return false;
  if (!isFixable({ status: countedStatusOf(result) }) || !hasOpenFindings(result)) return false;
  if (report.scoring !== undefined && report.scoring !== null && fixKindOf(result.id) === 'gate') return gain > 0;
  return true;
}

const KIND_ORDER: Record<FixKind, number> = { gate: 0, cost: 1, coverage: 2 };

/**
 * The open work of a report with the points each fix returns, largest gain first (the user's API document: ordered
 * by the points each fix returns); equal gains by what the fix changes for agents (gate, cost, coverage), then in
 * catalog order. A binding cap's gate comes first because it returns the most.
 */
export function openFixes(report: RescorableReport): OpenFix[] {
  let score: number | undefined;
  const baseline = () => (score ??= counterfactualScore(report));
  return report.results
    .map((result) => ({ result, gain: gainAgainst(report, result.id, baseline) }))
    .filter(({ result, gain }) => isOpenWork(report, result, gain))
    .map(({ result, gain }) => ({ checkId: result.id, gain, kind: fixKindOf(result.id) }))
    .sort((a, b) => b.gain - a.gain || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || CHECK_IDS.indexOf(a.checkId) - CHECK_IDS.indexOf(b.checkId));
}
