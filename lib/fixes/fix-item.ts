// The fix of one check as the API lists it, and the site's open work ordered by the points each fix returns.
import type { CheckId } from '@/engine/index';
import type { StoredAuditReport, StoredCheckResult } from '@/lib/schemas/report';
import { offeredKindsFor } from '@/lib/artifacts/offer';
import { gainOf, isOpenWork, openFindingCount, siteScoreOf, siteStatusOf, totalWeight } from './check-results';
import { CHECK_GUIDES } from './guides';

export interface FixSummary {
  checkId: CheckId;
  name: string;
  category: StoredCheckResult['category'];
  gain: number;
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
    gain: gainOf(result, totalWeight(report)),
    headline: CHECK_GUIDES[result.id].headline,
    status: siteStatusOf(result),
    score: siteScoreOf(result),
    applicable: result.applicable,
    findingCount: openFindingCount(report, result),
    guideUrl: `/api/v1/me/sites/${siteId}/fixes/${result.id}`,
    artifactKinds: offeredKindsFor(result.id, { origin, report }),
  };
}

/** Applicable, scored checks below 100 with the points each returns, largest gain first; ties keep the report's
 *  catalog order. */
export function openChecks(report: Pick<StoredAuditReport, 'results'>): Array<{ result: StoredCheckResult; gain: number }> {
  const total = totalWeight(report);
  return report.results
    .filter(isOpenWork)
    .map((result) => ({ result, gain: gainOf(result, total) }))
    .sort((a, b) => b.gain - a.gain);
}

export function openWork(site: FixSite, report: StoredAuditReport): FixSummary[] {
  return openChecks(report).map(({ result }) => fixSummary(site, report, result));
}
