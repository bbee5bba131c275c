// Comparison of two finished scans of one site, origin checks only (checksScope "origin").
import type { z } from 'zod';
import { compareReports, type Change } from '@/lib/compare/compare-reports';
import type { Scan } from '@/lib/db/generated/client';
import { getDb } from '@/lib/db';
import { ApiError } from '@/lib/errors/api-errors';
import { compareJourneys, describeJourneyChanges, type JourneyProfileChange } from '@/lib/compare/compare-journeys';
import type { Comparison, JourneyComparison } from '@/lib/schemas/me';
import { findOwnedSite } from './find-owned-site';
import { NEWEST_FIRST, reportOf } from '@/lib/scans/finished-scans';
import { addressChangeOf, scanSummary } from '@/lib/views/scan-summary';

export interface CompareSelection {
  before_scan_id?: string;
  after_scan_id?: string;
}

async function selectScans(siteId: string, selection: CompareSelection): Promise<[Scan, Scan]> {
  const db = await getDb();
  const { before_scan_id: beforeId, after_scan_id: afterId } = selection;
  if ((beforeId === undefined) !== (afterId === undefined)) {
    throw new ApiError('invalid-parameter', 'Send both before_scan_id and after_scan_id, or neither to compare the latest two finished scans.');
  }
  if (beforeId === undefined || afterId === undefined) {
    const latest = (await db.scan.findMany({ where: { siteId, status: 'succeeded' }, orderBy: NEWEST_FIRST, take: 2 })).filter(
      (scan) => scan.report !== null,
    );
    if (latest.length < 2) throw new ApiError('not-found', 'A comparison needs two finished scans of this site; it has fewer.');
    return [latest[1]!, latest[0]!];
  }
  const found = await db.scan.findMany({ where: { siteId, status: 'succeeded', id: { in: [beforeId, afterId] } } });
  const before = found.find((scan) => scan.id === beforeId);
  const after = found.find((scan) => scan.id === afterId);
  if (!before?.report || !after?.report) {
    const missing = !before?.report ? beforeId : afterId;
    throw new ApiError('not-found', `No finished scan with id ${missing} exists for this site.`);
  }
  if (before.id === after.id) throw new ApiError('not-found', 'A comparison needs two distinct finished scans; both ids name the same scan.');
  if (orderKey(before) >= orderKey(after)) {
    throw new ApiError('invalid-parameter', 'before_scan_id must name the older scan and after_scan_id the newer one.');
  }
  return [before, after];
}

function orderKey(scan: Scan): string {
  return `${(scan.finishedAt ?? scan.createdAt).toISOString()}\u0000${scan.id}`;
}

function nextStepOf(siteId: string, comparable: boolean, changes: Change[], lostJourneys: JourneyProfileChange[]): string {
  const regressed = changes.filter((change) => change.change === 'regressed');
  if (regressed.length > 0) {
    return `Open GET /api/v1/me/sites/${siteId}/fixes/${regressed[0]!.checkId} to see what broke in ${regressed[0]!.name}.`;
  }
  // The closed Comparison has no journey fields: the next step points to the journeys' own comparison.
  if (lostJourneys.length > 0) {
    return `Journeys lost: ${describeJourneyChanges(lostJourneys)}. Open GET /api/v1/me/sites/${siteId}/compare/journeys for what stopped each agent.`;
  }
  if (!comparable) return 'Read the warnings before the score delta: compare two scans made with the same engine and pages for a fair delta.';
  return `Open GET /api/v1/me/sites/${siteId}/fixes for the next fix with the largest gain.`;
}

export async function compareScans(organizationId: string, siteId: string, selection: CompareSelection): Promise<z.input<typeof Comparison>> {
  const site = await findOwnedSite(organizationId, siteId);
  const [beforeScan, afterScan] = await selectScans(site.id, selection);
  const [beforeReport, afterReport] = [reportOf(beforeScan), reportOf(afterScan)];
  const compared = compareReports(beforeReport, afterReport);
  // The site's address is the service's notion (PATCH .../sites/{id}), not the reports': a changed origin is one more
  // reason the delta is not only the site's doing.
  const movedFrom = addressChangeOf(afterReport.url, beforeReport.url);
  const comparison = movedFrom === null
    ? compared
    : { ...compared, comparable: false, warnings: [`The site's address changed from ${movedFrom} to ${afterReport.url} between these scans: they measured different addresses.`, ...compared.warnings] };
  const summary = (scan: Scan) => {
    // The seed's Scan summary is closed: history's extra fields stay in history.
    const { finishedAt: _finishedAt, scorecard: _scorecard, journeys: _journeys, url: _url, ...fields } = scanSummary(scan);
    return fields;
  };
  return {
    siteId: site.id,
    host: site.host,
    before: summary(beforeScan),
    after: summary(afterScan),
    scoreDelta: comparison.scoreDelta,
    comparable: comparison.comparable,
    warnings: comparison.warnings,
    checksScope: 'origin',
    changes: comparison.changes,
    resolvedChecks: comparison.resolvedChecks,
    regressedChecks: comparison.regressedChecks,
    nextStep: nextStepOf(site.id, comparison.comparable, comparison.changes, comparison.journeys.lost),
  };
}

/** Journeys gained and lost between the same two scans compare selects (issue 33). */
export async function compareScanJourneys(organizationId: string, siteId: string, selection: CompareSelection): Promise<z.input<typeof JourneyComparison>> {
  const site = await findOwnedSite(organizationId, siteId);
  const [beforeScan, afterScan] = await selectScans(site.id, selection);
  const { gained, lost } = compareJourneys(reportOf(beforeScan), reportOf(afterScan));
  return { siteId: site.id, host: site.host, beforeScanId: beforeScan.id, afterScanId: afterScan.id, gained, lost };
}
