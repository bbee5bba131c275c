// What changed between two Audit reports of one site, origin checks only: the rules of the service's compare
// (GET /api/v1/me/sites/{id}/compare) and of the CLI's --baseline, written once. Pure: no database, no clock.
import type { z } from 'zod';
import { unjudgeableChange } from '@/engine/light';
import { openFindings } from '@/lib/schemas/check-results';
import type { CheckChange } from '@/lib/schemas/me';
import type { Finding, StoredAuditReport, StoredCheckResult, StoredFinding } from '@/lib/schemas/report';
import { compareJourneys, type JourneyComparison } from './compare-journeys';

export type Change = z.input<typeof CheckChange>;

/** The two reports compared; the parts of an Audit report a comparison reads (stored ones may predate codes). */
export type ComparedReport = Pick<StoredAuditReport, 'engine' | 'overallScore' | 'pageCount' | 'rendered' | 'scorecard'> & {
  results: readonly StoredCheckResult[];
  /** The journeys the scan ran (issue 33); absent where it ran none. */
  journeys?: StoredAuditReport['journeys'];
};

export interface ReportComparison {
  scoreDelta: number;
  /** False when the warnings say the delta is not only the site's doing. */
  comparable: boolean;
  warnings: string[];
  changes: Change[];
  resolvedChecks: string[];
  regressedChecks: string[];
  /**
   * Checks whose change is not judged because one side was not measured, wholly (`error`) or in part (engine/measured.ts):
   * never regressed, improved or resolved, and the overall score's delta is not theirs to explain.
   */
  unmeasuredChecks: string[];
  /** Journeys an agent profile answers now and did not before, and the other way (measured on both sides only). */
  journeys: JourneyComparison;
}

/**
 * Whether the later report regressed: a check measured on both sides scores lower, the overall score fell while
 * every check was measured alike on both sides, or an agent profile lost a journey it answered before (issue 33;
 * journeys are not in the score, a lost one is still a regression). A score that fell because our own limits left
 * something unmeasured is never a regression (checks.md, "A scan that was blocked says so"), nor is a journey result
 * our limits stopped: site.regressed, the owners' alert mail and the CLI's --fail-on-regression all read this.
 */
export function hasRegressed(comparison: Pick<ReportComparison, 'regressedChecks' | 'scoreDelta' | 'unmeasuredChecks'> & { journeys?: JourneyComparison }): boolean {
  return (
    comparison.regressedChecks.length > 0 ||
    (comparison.scoreDelta < 0 && comparison.unmeasuredChecks.length === 0) ||
    (comparison.journeys?.lost.length ?? 0) > 0
  );
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

type FindingKey = (finding: StoredFinding) => string;

/** A finding is the same one in both reports when its code and subject are: rewording its message changes neither. */
const byCodeAndSubject: FindingKey = (finding) => `${finding.code}\u0000${finding.subject ?? ''}`;
/** Reports stored before codes existed identify a finding by what it says (the engine's messages did not change). */
const byText: FindingKey = (finding) => `${finding.status}\u0000${finding.message}\u0000${finding.detail ?? ''}`;

/**
 * A code reported once for many URLs is one finding without a subject (the engine groups them, checks.md); the same
 * code may name one URL in the other report. Such a code is matched by code alone, so a group growing from one URL to
 * eight (or shrinking back) is the same finding, not a resolved one plus a new one.
 */
function byCodeWhereGrouped(sides: StoredFinding[][]): FindingKey {
  const grouped = new Set(sides.flat().filter((finding) => finding.subject === undefined).map((finding) => finding.code));
  return (finding) => (grouped.has(finding.code) ? `${finding.code}\u0000` : byCodeAndSubject(finding));
}

/** Codes when every finding on both sides has one; a side stored before codes existed puts both on the old key. */
function keyFor(...sides: StoredFinding[][]): FindingKey {
  return sides.every((findings) => findings.every((finding) => finding.code !== undefined)) ? byCodeWhereGrouped(sides) : byText;
}

function without(findings: StoredFinding[], others: StoredFinding[], key: FindingKey): Finding[] {
  const keys = new Set(others.map(key));
  return findings.filter((finding) => !keys.has(key(finding))).map(comparisonFinding);
}

/** The contract's closed Finding of comparisons: its four fields, never the code or subject. */
function comparisonFinding({ status, message, detail, hint }: StoredFinding): Finding {
  return { status, message, detail, hint };
}

function side(result: StoredCheckResult | undefined) {
  return result ? { score: result.score, applicable: result.applicable, openFindings: openFindings(result.findings) } : null;
}

/** Why the change of a check present on both sides is not judged (engine/measured.ts), or null. */
function unjudged(before: StoredCheckResult | undefined, after: StoredCheckResult | undefined): string | null {
  return before && after ? unjudgeableChange(before, after) : null;
}

function changeOf(id: string, before: StoredCheckResult | undefined, after: StoredCheckResult | undefined): Change {
  const beforeOpen = side(before);
  const afterOpen = side(after);
  const key = keyFor(beforeOpen?.openFindings ?? [], afterOpen?.openFindings ?? []);
  const resolvedFindings = beforeOpen && afterOpen ? without(beforeOpen.openFindings, afterOpen.openFindings, key) : [];
  const newFindings = beforeOpen && afterOpen ? without(afterOpen.openFindings, beforeOpen.openFindings, key) : [];
  const beforeSide = beforeOpen && { ...beforeOpen, openFindings: beforeOpen.openFindings.map(comparisonFinding) };
  const afterSide = afterOpen && { ...afterOpen, openFindings: afterOpen.openFindings.map(comparisonFinding) };
  const scoreDelta = before && after ? round1(after.score - before.score) : null;
  let change: Change['change'];
  if (!before) change = 'added';
  else if (!after) change = 'removed';
  else if (before.applicable !== after.applicable) change = 'applicability_changed';
  // A check that applies to neither report counts in neither score: its measured score moving is no improvement and
  // no regression (applicable is read first).
  else if (!after.applicable) change = resolvedFindings.length > 0 || newFindings.length > 0 ? 'findings_changed' : 'unchanged';
  // Not measured on one side (an error, or a part our limits left out): never an improvement or a regression.
  else if (unjudged(before, after) !== null) change = resolvedFindings.length > 0 || newFindings.length > 0 || scoreDelta !== 0 ? 'findings_changed' : 'unchanged';
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
    resolved: Boolean(before && after && after.applicable && before.score < 100 && after.score >= 100 && unjudged(before, after) === null),
    resolvedFindings,
    newFindings,
  };
}

function changesBetween(before: ComparedReport, after: ComparedReport): Change[] {
  const ids = [...new Set([...before.results.map((r) => r.id), ...after.results.map((r) => r.id)])];
  return ids.map((id) =>
    changeOf(
      id,
      before.results.find((r) => r.id === id),
      after.results.find((r) => r.id === id),
    ),
  );
}

function warningsOf(before: ComparedReport, after: ComparedReport, changes: Change[]): string[] {
  const warnings: string[] = [];
  if (before.engine !== after.engine) {
    warnings.push(`The engine changed from ${before.engine} to ${after.engine}: part of the score change may come from how checks measure, not from the site.`);
  }
  // A report that names no scorecard (scored before scorecards, or a remote engine response, whose closed Audit report
  // has no such field) says nothing to compare: the engine warning covers a change of engine.
  const scorecardBefore = before.scorecard;
  const scorecardAfter = after.scorecard;
  if (scorecardBefore !== undefined && scorecardAfter !== undefined && scorecardBefore !== scorecardAfter) {
    warnings.push(
      `The scorecard changed from ${scorecardBefore} to ${scorecardAfter}: the scores were computed under different rules (weights, caps, bonus, or how agent views are judged), so part of the score change comes from how the number is made, not from the site.`,
    );
  }
  // Reports from before the rendered view (no `rendered`) were raw-only.
  const renderedBefore = before.rendered ?? false;
  const renderedAfter = after.rendered ?? false;
  if (renderedBefore !== renderedAfter) {
    warnings.push(
      `${renderedAfter ? 'This' : 'The earlier'} audit rendered the pages in a browser and the ${renderedAfter ? 'earlier' : 'later'} one did not: findings of webmcp, semantic-structure and server-rendered-content come from different views (raw and rendered).`,
    );
  }
  if (before.pageCount !== after.pageCount) {
    warnings.push(`The measured pages changed from ${before.pageCount} to ${after.pageCount}: page-check means cover different pages.`);
  }
  for (const id of unmeasuredOf(before, after)) {
    const reason = unjudged(before.results.find((r) => r.id === id), after.results.find((r) => r.id === id))!;
    warnings.push(`The check ${id} is not judged as improved or regressed: ${reason}. Not measured is never a regression; its score change is not the site's doing.`);
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

/** Applicable checks on both sides whose change is not judged because something was not measured. */
function unmeasuredOf(before: ComparedReport, after: ComparedReport): string[] {
  return after.results
    .filter((result) => {
      const earlier = before.results.find((r) => r.id === result.id);
      return earlier !== undefined && earlier.applicable && result.applicable && unjudged(earlier, result) !== null;
    })
    .map((result) => result.id);
}

export function compareReports(before: ComparedReport, after: ComparedReport): ReportComparison {
  const changes = changesBetween(before, after);
  const warnings = warningsOf(before, after, changes);
  return {
    scoreDelta: round1(after.overallScore - before.overallScore),
    comparable: warnings.length === 0,
    warnings,
    changes,
    resolvedChecks: changes.filter((change) => change.resolved).map((change) => change.checkId),
    regressedChecks: changes.filter((change) => change.change === 'regressed').map((change) => change.checkId),
    unmeasuredChecks: unmeasuredOf(before, after),
    journeys: compareJourneys(before, after),
  };
}
