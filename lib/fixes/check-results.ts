// Reading one check out of a stored report: its site score, open findings and the points fixing it returns.
import { accessGateGain, countedScoreOf, gateCheckOf, countedStatusOf, fixKindOf, isFixable } from '@/engine/light';
import type { CheckStatus } from '@/engine/index';
import type { StoredAuditReport, StoredCheckResult, StoredFinding } from '@/lib/schemas/report';

const OPEN_STATUSES = new Set<StoredFinding['status']>(['warn', 'fail', 'error']);

/** Page checks are judged site-wide (mean over pages); origin checks by their one score (engine/counted.ts). */
export function siteScoreOf(result: StoredCheckResult): number {
  return countedScoreOf(result);
}

/** The status of the site score, by the engine's one rule: an error stays an error (the check could not measure). */
export function siteStatusOf(result: StoredCheckResult): CheckStatus {
  return countedStatusOf(result);
}

export function openFindings(findings: readonly StoredFinding[]): StoredFinding[] {
  return findings.filter((finding) => OPEN_STATUSES.has(finding.status));
}

export function totalWeight(report: Pick<StoredAuditReport, 'results'>): number {
  return report.results.reduce((sum, result) => sum + result.weight, 0);
}

/**
 * Points the overall score returns if the check reached 100, one decimal. A cost or coverage check: weight × (100 −
 * site score) ÷ total weight, halved under scorecard 2026.12 (that half of the score). A gate (agent-access,
 * server-rendered-content) under 2026.12: the Access the agent views miss, halved, plus what the cap holds back,
 * given to the gate the views name (JavaScript: server-rendered-content; else agent-access).
 */
export function gainOf(result: StoredCheckResult, total: number, report?: Pick<StoredAuditReport, 'scoring' | 'agents'>): number {
  const scoring = report?.scoring;
  if (scoring && fixKindOf(result.id) === 'gate') {
    if (scoring.access === null || scoring.access >= 100 || gateCheckOf(scoring, report?.agents?.pages[0]?.views ?? []) !== result.id) return 0;
    return Math.round(accessGateGain(scoring) * 10) / 10;
  }
  if (total <= 0 || result.weight <= 0) return 0;
  const half = scoring ? 0.5 : 1;
  return Math.round((half * result.weight * (100 - siteScoreOf(result)) * 10) / total) / 10;
}

/** Open work: an applicable, scored check that was measured (an `error` check is never a fix: engine/measured.ts) below 100. */
export function isOpenWork(result: StoredCheckResult, report?: Pick<StoredAuditReport, 'scoring' | 'agents'>): boolean {
  if (!result.applicable || result.informational) return false;
  // Under scorecard 2026.12 a gate is open work while an agent cannot read the start page, whatever the check scored.
  if (report?.scoring && fixKindOf(result.id) === 'gate') return gainOf(result, 0, report) > 0;
  return isFixable({ status: siteStatusOf(result) }) && siteScoreOf(result) < 100;
}

/**
 * Whether reading advice about the check is something a later scan can verify: an applicable, scored check whose
 * site status is not pass (reading about a check that does not apply, only informs, or already passes is reading).
 */
export function isVerifiableAdvice(result: StoredCheckResult): boolean {
  return result.applicable && !result.informational && siteStatusOf(result) !== 'pass' && siteStatusOf(result) !== 'error';
}

export interface PageSide {
  url: string;
  score: number;
  status: CheckStatus;
  findings: StoredFinding[];
}

/** A page check's result on every measured page; empty for origin checks. */
export function pageSidesOf(report: StoredAuditReport, result: StoredCheckResult): PageSide[] {
  if (result.scope !== 'page') return [];
  return report.pages.flatMap((page) => {
    const onPage = page.results.find((candidate) => candidate.id === result.id);
    return onPage ? [{ url: page.url, score: onPage.score, status: onPage.status, findings: onPage.findings }] : [];
  });
}

/** Open findings behind a check: the origin's, or for page checks every page's. */
export function openFindingCount(report: StoredAuditReport, result: StoredCheckResult): number {
  const pages = pageSidesOf(report, result);
  if (pages.length === 0) return openFindings(result.findings).length;
  return pages.reduce((sum, page) => sum + openFindings(page.findings).length, 0);
}
