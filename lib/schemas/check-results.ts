// Reading one check out of a stored report: its site score, open findings and the points fixing it returns.
import { countedScoreOf, countedStatusOf, fixGain, isOpenWork } from '@/engine/light';
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

/**
 * Points the overall score returns when the check's open findings are resolved, one decimal: the engine's one
 * counterfactual (engine/fix-gains.ts), Access and caps recomputed.
 */
export function gainOf(report: StoredAuditReport, result: StoredCheckResult): number {
  return fixGain(report, result.id);
}

/**
 * Whether reading advice about the check is something a later scan can verify: the check is open work (the engine's
 * rule: engine/fix-gains.ts). Reading about a check that does not apply, only informs, could not be measured or has
 * nothing open is reading.
 */
export function isVerifiableAdvice(report: StoredAuditReport, result: StoredCheckResult): boolean {
  return isOpenWork(report, result, gainOf(report, result));
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
