import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  journeyChange,
  unjudgeableChange
} from "./chunk-2NGWI5PL.mjs";

// lib/schemas/check-results.ts
var OPEN_STATUSES = /* @__PURE__ */ new Set(["warn", "fail", "error"]);
function openFindings(findings) {
  return findings.filter((finding) => OPEN_STATUSES.has(finding.status));
}

// lib/compare/compare-journeys.ts
function compareJourneys(before, after) {
  const gained = [];
  const lost = [];
  for (const journey of after.journeys ?? []) {
    const earlier = before.journeys?.find((candidate) => candidate.name === journey.name);
    if (!earlier) continue;
    for (const result of journey.results) {
      const was = earlier.results.find((candidate) => candidate.profile === result.profile);
      const change = was ? journeyChange(was, result) : null;
      if (change === null) continue;
      const entry = { journey: journey.name, question: journey.question, profile: result.profile, reason: result.reason, code: result.code };
      (change === "gained" ? gained : lost).push(entry);
    }
  }
  return { gained, lost };
}

// lib/compare/compare-reports.ts
function round1(value) {
  return Math.round(value * 10) / 10;
}
var byCodeAndSubject = (finding) => `${finding.code}\0${finding.subject ?? ""}`;
var byText = (finding) => `${finding.status}\0${finding.message}\0${finding.detail ?? ""}`;
function byCodeWhereGrouped(sides) {
  const grouped = new Set(sides.flat().filter((finding) => finding.subject === void 0).map((finding) => finding.code));
  return (finding) => grouped.has(finding.code) ? `${finding.code}\0` : byCodeAndSubject(finding);
}
function keyFor(...sides) {
  return sides.every((findings) => findings.every((finding) => finding.code !== void 0)) ? byCodeWhereGrouped(sides) : byText;
}
function without(findings, others, key) {
  const keys = new Set(others.map(key));
  return findings.filter((finding) => !keys.has(key(finding))).map(comparisonFinding);
}
function comparisonFinding({ status, message, detail, hint }) {
  return { status, message, detail, hint };
}
function side(result) {
  return result ? { score: result.score, applicable: result.applicable, openFindings: openFindings(result.findings) } : null;
}
function unjudged(before, after) {
  return before && after ? unjudgeableChange(before, after) : null;
}
function changeOf(id, before, after) {
  const beforeOpen = side(before);
  const afterOpen = side(after);
  const key = keyFor(beforeOpen?.openFindings ?? [], afterOpen?.openFindings ?? []);
  const resolvedFindings = beforeOpen && afterOpen ? without(beforeOpen.openFindings, afterOpen.openFindings, key) : [];
  const newFindings = beforeOpen && afterOpen ? without(afterOpen.openFindings, beforeOpen.openFindings, key) : [];
  const beforeSide = beforeOpen && { ...beforeOpen, openFindings: beforeOpen.openFindings.map(comparisonFinding) };
  const afterSide = afterOpen && { ...afterOpen, openFindings: afterOpen.openFindings.map(comparisonFinding) };
  const scoreDelta = before && after ? round1(after.score - before.score) : null;
  let change;
  if (!before) change = "added";
  else if (!after) change = "removed";
  else if (before.applicable !== after.applicable) change = "applicability_changed";
  else if (!after.applicable) change = resolvedFindings.length > 0 || newFindings.length > 0 ? "findings_changed" : "unchanged";
  else if (unjudged(before, after) !== null) change = resolvedFindings.length > 0 || newFindings.length > 0 || scoreDelta !== 0 ? "findings_changed" : "unchanged";
  else if (scoreDelta > 0) change = "improved";
  else if (scoreDelta < 0) change = "regressed";
  else change = resolvedFindings.length > 0 || newFindings.length > 0 ? "findings_changed" : "unchanged";
  return {
    checkId: id,
    name: (after ?? before).name,
    before: beforeSide,
    after: afterSide,
    scoreDelta,
    change,
    resolved: Boolean(before && after && after.applicable && before.score < 100 && after.score >= 100 && unjudged(before, after) === null),
    resolvedFindings,
    newFindings
  };
}
function changesBetween(before, after) {
  const ids = [.../* @__PURE__ */ new Set([...before.results.map((r) => r.id), ...after.results.map((r) => r.id)])];
  return ids.map(
    (id) => changeOf(
      id,
      before.results.find((r) => r.id === id),
      after.results.find((r) => r.id === id)
    )
  );
}
function warningsOf(before, after, changes) {
  const warnings = [];
  if (before.engine !== after.engine) {
    warnings.push(`The engine changed from ${before.engine} to ${after.engine}: part of the score change may come from how checks measure, not from the site.`);
  }
  const scorecardBefore = before.scorecard;
  const scorecardAfter = after.scorecard;
  if (scorecardBefore !== void 0 && scorecardAfter !== void 0 && scorecardBefore !== scorecardAfter) {
    warnings.push(
      `The scorecard changed from ${scorecardBefore} to ${scorecardAfter}: the scores were computed under different rules (weights, caps, bonus, or how agent views are judged), so part of the score change comes from how the number is made, not from the site.`
    );
  }
  const renderedBefore = before.rendered ?? false;
  const renderedAfter = after.rendered ?? false;
  if (renderedBefore !== renderedAfter) {
    warnings.push(
      `${renderedAfter ? "This" : "The earlier"} audit rendered the pages in a browser and the ${renderedAfter ? "earlier" : "later"} one did not: findings of webmcp, semantic-structure and server-rendered-content come from different views (raw and rendered).`
    );
  }
  if (before.pageCount !== after.pageCount) {
    warnings.push(`The measured pages changed from ${before.pageCount} to ${after.pageCount}: page-check means cover different pages.`);
  }
  for (const id of unmeasuredOf(before, after)) {
    const reason = unjudged(before.results.find((r) => r.id === id), after.results.find((r) => r.id === id));
    warnings.push(`The check ${id} is not judged as improved or regressed: ${reason}. Not measured is never a regression; its score change is not the site's doing.`);
  }
  for (const change of changes) {
    if (change.change === "applicability_changed") {
      const from = change.before.applicable ? "applicable" : "not applicable";
      const to = change.after.applicable ? "applicable" : "not applicable";
      warnings.push(`The check ${change.checkId} went from ${from} to ${to}: the overall score weighs a different set of checks.`);
    }
  }
  return warnings;
}
function unmeasuredOf(before, after) {
  return after.results.filter((result) => {
    const earlier = before.results.find((r) => r.id === result.id);
    return earlier !== void 0 && earlier.applicable && result.applicable && unjudged(earlier, result) !== null;
  }).map((result) => result.id);
}
function compareReports(before, after) {
  const changes = changesBetween(before, after);
  const warnings = warningsOf(before, after, changes);
  return {
    scoreDelta: round1(after.overallScore - before.overallScore),
    comparable: warnings.length === 0,
    warnings,
    changes,
    resolvedChecks: changes.filter((change) => change.resolved).map((change) => change.checkId),
    regressedChecks: changes.filter((change) => change.change === "regressed").map((change) => change.checkId),
    unmeasuredChecks: unmeasuredOf(before, after),
    journeys: compareJourneys(before, after)
  };
}

export {
  compareReports
};
