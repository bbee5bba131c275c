// The fix of one check as the API lists it, and the site's open work ordered by the points each fix returns.
import { fixKindOf, type CheckId, type FixKind } from '@/engine/light';
import type { StoredAuditReport, StoredCheckResult } from '@/lib/schemas/report';
import { offeredKindsFor } from '@/lib/artifacts/offer';
import { gainOf, isOpenWork, openFindingCount, siteScoreOf, siteStatusOf, totalWeight } from './check-results';
import { CHECK_GUIDES } from './guides';

export interface FixSummary {
  checkId: CheckId;
  name: string;
  category: StoredCheckResult['category'];
  gain: number;
  /** What fixing it changes for agents: gate (whether they get the answer), cost, or coverage; the list's order. */
  kind: FixKind;
  headline: string;
  status: StoredCheckResult['status'];
  score: number;
  applicable: boolean;
  findingCount: number;
  guideUrl: string;
  artifactKinds: string[];
}

/** The site a fix is for: its id (for the paths) and origin (which generated files it is offered). */
export interface FixSite {
  siteId: string;
  origin: string;
}

export function fixSummary({ siteId, origin }: FixSite, report: StoredAuditReport, result: StoredCheckResult): FixSummary {
  return {
    checkId: result.id,
    name: result.name,
    category: result.category,
    gain: gainOf(result, totalWeight(report), report),
    kind: fixKindOf(result.id),
    headline: CHECK_GUIDES[result.id].headline,
    status: siteStatusOf(result),
    score: siteScoreOf(result),
    applicable: result.applicable,
    findingCount: openFindingCount(report, result),
    guideUrl: `/api/v1/me/sites/${siteId}/fixes/${result.id}`,
    artifactKinds: offeredKindsFor(result.id, { origin, report }),
  };
}

const KIND_ORDER: Record<FixKind, number> = { gate: 0, cost: 1, coverage: 2 };

/**
 * Open work with the points each fix returns, ordered by what it changes for agents (checks.md, "Agent outcomes"):
 * gates first, then cost, then coverage, each largest gain first; ties keep the report's catalog order. Reports
 * scored before scorecard 2026.12 carry no `scoring`: their order is by gain alone, as they were scored.
 */
export function openChecks(report: Pick<StoredAuditReport, 'results' | 'scoring' | 'agents'>): Array<{ result: StoredCheckResult; gain: number; kind: FixKind }> {
  const total = totalWeight(report);
  const byKind = report.scoring !== undefined;
  return report.results
    .filter((result) => isOpenWork(result, report))
    .map((result) => ({ result, gain: gainOf(result, total, report), kind: fixKindOf(result.id) }))
    .sort((a, b) => (byKind ? KIND_ORDER[a.kind] - KIND_ORDER[b.kind] : 0) || b.gain - a.gain);
}

export function openWork(site: FixSite, report: StoredAuditReport): FixSummary[] {
  return openChecks(report).map(({ result }) => fixSummary(site, report, result));
}
