// The fix of one check as the API lists it, and the site's open work ordered by the points each fix returns.
import { fixKindOf, openFixes, type CheckId, type FixKind } from '@/engine/light';
import type { StoredAuditReport, StoredCheckResult } from '@/lib/schemas/report';
import { offeredKindsFor } from '@/lib/artifacts/offer';
import { gainOf, openFindingCount, siteScoreOf, siteStatusOf } from '@/lib/schemas/check-results';
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
    gain: gainOf(report, result),
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

/**
 * Open work with the points each fix returns, largest gain first (the engine's one list, engine/fix-gains.ts: the
 * user's API document orders fixes by the points each returns; a binding cap's gate returns the most).
 */
export function openChecks(report: Pick<StoredAuditReport, 'results' | 'scoring' | 'agents'>): Array<{ result: StoredCheckResult; gain: number; kind: FixKind }> {
  return openFixes(report).map((fix) => ({ result: report.results.find((result) => result.id === fix.checkId)!, gain: fix.gain, kind: fix.kind }));
}

export function openWork(site: FixSite, report: StoredAuditReport): FixSummary[] {
  return openChecks(report).map(({ result }) => fixSummary(site, report, result));
}
