// Comparison of two finished scans of one site, origin checks only (checksScope "origin").
import type { z } from 'zod';
import type { AuditReport, CheckResult, Finding } from '@/engine/types';
import type { Scan } from '@/lib/db/generated/client';
import { getDb } from '@/lib/db';
import { openFindings } from '@/lib/fixes/check-results';
import { ApiError } from '@/lib/http/errors';
import type { CheckChange, Comparison } from '@/lib/schemas/me';
import { findOwnedSite } from './find-owned-site';
import { NEWEST_FIRST, reportOf } from './finished-scans';
import { scanSummary } from './scan-summary';

type Change = z.input<typeof CheckChange>;

export interface CompareSelection {
  before_scan_id?: string;
  after_scan_id?: string;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

function findingKey(finding: Finding): string {
  return `${finding.status}\u0000${finding.message}\u0000${finding.detail ?? ''}`;
}

function without(findings: Finding[], others: Finding[]): Finding[] {
  const keys = new Set(others.map(findingKey));
  return findings.filter((finding) => !keys.has(findingKey(finding)));
}

function side(result: CheckResult | undefined) {
  return result ? { score: result.score, applicable: result.applicable, openFindings: openFindings(result.findings) } : null;
}

function changeOf(id: string, before: CheckResult | undefined, after: CheckResult | undefined): Change {
  const beforeSide = side(before);
  const afterSide = side(after);
  const resolvedFindings = beforeSide && afterSide ? without(beforeSide.openFindings, afterSide.openFindings) : [];
  const newFindings = beforeSide && afterSide ? without(afterSide.openFindings, beforeSide.openFindings) : [];
  const scoreDelta = before && after ? round1(after.score - before.score) : null;
  let change: Change['change'];
  if (!before) change = 'added';
  else if (!after) change = 'removed';
  else if (before.applicable !== after.applicable) change = 'applicability_changed';
  else if (scoreDelta! > 0) change = 'improved';
  else if (scoreDelta! < 0) change = 'regressed';
  else change = resolvedFindings.length > 0 || newFindings.length > 0 ? 'findings_changed' : 'unchanged';
  return {
    checkId: id,
    name: (after ?? before)!.name,
    before: beforeSide,
    after: afterSide,
    scoreDelta,
    change,
    resolved: Boolean(before && after && before.score < 100 && after.score >= 100),
    resolvedFindings,
    newFindings,
  };
}

function changesBetween(before: AuditReport, after: AuditReport): Change[] {
  const ids = [...new Set([...before.results.map((r) => r.id), ...after.results.map((r) => r.id)])];
  return ids.map((id) =>
    changeOf(
      id,
      before.results.find((r) => r.id === id),
      after.results.find((r) => r.id === id),
    ),
  );
}

function warningsOf(before: AuditReport, after: AuditReport, changes: Change[]): string[] {
  const warnings: string[] = [];
  if (before.engine !== after.engine) {
    warnings.push(`The engine changed from ${before.engine} to ${after.engine}: part of the score change may come from how checks measure, not from the site.`);
  }
  if (before.pageCount !== after.pageCount) {
    warnings.push(`The measured pages changed from ${before.pageCount} to ${after.pageCount}: page-check means cover different pages.`);
  }
  for (const change of changes) {
    if (change.change === 'applicability_changed') {
      const from = change.before!.applicable ? 'applicable' : 'not applicable';
      const to = change.after!.applicable ? 'applicable' : 'not applicable';
      warnings.push(`The check ${change.checkId} went from ${from} to ${to}: the overall score weighs a different set of checks.`);
    }
  }
  return warnings;
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

function nextStepOf(siteId: string, comparable: boolean, changes: Change[]): string {
  const regressed = changes.filter((change) => change.change === 'regressed');
  if (regressed.length > 0) {
    return `Open GET /api/v1/me/sites/${siteId}/fixes/${regressed[0]!.checkId} to see what broke in ${regressed[0]!.name}.`;
  }
  if (!comparable) return 'Read the warnings before the score delta: compare two scans made with the same engine and pages for a fair delta.';
  return `Open GET /api/v1/me/sites/${siteId}/fixes for the next fix with the largest gain.`;
}

export async function compareScans(organizationId: string, siteId: string, selection: CompareSelection): Promise<z.input<typeof Comparison>> {
  const site = await findOwnedSite(organizationId, siteId);
  const [beforeScan, afterScan] = await selectScans(site.id, selection);
  const before = reportOf(beforeScan);
  const after = reportOf(afterScan);
  const changes = changesBetween(before, after);
  const warnings = warningsOf(before, after, changes);
  const summary = (scan: Scan) => {
    const { finishedAt: _finishedAt, ...fields } = scanSummary(scan);
    return fields;
  };
  return {
    siteId: site.id,
    host: site.host,
    before: summary(beforeScan),
    after: summary(afterScan),
    scoreDelta: round1(after.overallScore - before.overallScore),
    comparable: warnings.length === 0,
    warnings,
    checksScope: 'origin',
    changes,
    resolvedChecks: changes.filter((change) => change.resolved).map((change) => change.checkId),
    regressedChecks: changes.filter((change) => change.change === 'regressed').map((change) => change.checkId),
    nextStep: nextStepOf(site.id, warnings.length === 0, changes),
  };
}
