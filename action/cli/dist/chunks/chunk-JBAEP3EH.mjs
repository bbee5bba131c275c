import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  compareReports
} from "./chunk-7BP2QXXT.mjs";
import {
  agentProfile,
  isAgentProfileId
} from "./chunk-2NGWI5PL.mjs";

// lib/compare/compare-agents.ts
var RANK = { reads: 2, partial: 1, blocked: 0 };
var ranked = (verdict) => verdict !== null && verdict !== "pay";
function startPageViews(report) {
  return report.agents?.pages[0]?.views ?? [];
}
function compareAgentVerdicts(before, after) {
  const earlier = new Map(startPageViews(before).map((view) => [view.profile, view]));
  const differences = [];
  for (const view of startPageViews(after)) {
    const was = earlier.get(view.profile);
    if (!was || was.verdict === view.verdict) continue;
    const change = !ranked(was.verdict) || !ranked(view.verdict) ? "unjudged" : RANK[view.verdict] < RANK[was.verdict] ? "regressed" : "improved";
    differences.push({
      profile: view.profile,
      name: isAgentProfileId(view.profile) ? agentProfile(view.profile).name : view.profile,
      before: was.verdict,
      after: view.verdict,
      change,
      reason: view.reason
    });
  }
  return differences;
}
function describeVerdictChange(difference) {
  return `${difference.name}: ${difference.before ?? "not measured"} \u2192 ${difference.after ?? "not measured"}`;
}

// bin/cli/compare-to.ts
function findingKey(finding) {
  return finding.code === void 0 ? `${finding.status}\0${finding.message}` : `${finding.code}\0${finding.subject ?? ""}`;
}
function relocated(report, from, to) {
  if (from === to) return report;
  return JSON.parse(JSON.stringify(report).replaceAll(from, to));
}
function side(report) {
  return {
    engine: report.engine,
    overallScore: report.overallScore,
    pageCount: report.pageCount ?? 1,
    ...report.rendered === void 0 ? {} : { rendered: report.rendered },
    ...report.scorecard === void 0 ? {} : { scorecard: report.scorecard },
    ...report.journeys === void 0 ? {} : { journeys: report.journeys },
    results: report.results.map((result) => ({ applicable: true, ...result }))
  };
}
function findingsByCheck(report) {
  const keys = {};
  const add = (id, findings) => {
    const set = keys[id] ??= /* @__PURE__ */ new Set();
    for (const finding of findings) set.add(findingKey(finding));
  };
  for (const result of report.results) add(result.id, result.findings);
  for (const page of report.pages ?? []) for (const result of page.results) add(result.id, result.findings);
  return Object.fromEntries(Object.entries(keys).map(([id, set]) => [id, [...set]]));
}
function compareWithProduction(production, preview) {
  const before = relocated(production, new URL(production.url).origin, new URL(preview.url).origin);
  const comparison = compareReports(side(before), side(preview));
  return {
    ...comparison,
    productionUrl: production.url,
    previewUrl: preview.url,
    productionScore: production.overallScore,
    previewScore: preview.overallScore,
    productionGrade: production.grade.label,
    previewGrade: preview.grade.label,
    regressed: comparison.changes.filter((change) => change.change === "regressed"),
    resolved: comparison.changes.filter((change) => change.resolved),
    agents: compareAgentVerdicts(production, preview),
    productionFindings: findingsByCheck(before)
  };
}
function regressionsOf(comparison) {
  return [
    ...comparison.regressed.map((change) => `${change.checkId} went from ${change.before.score} in production to ${change.after.score} in the preview`),
    ...comparison.agents.filter((agent) => agent.change === "regressed").map((agent) => `${describeVerdictChange(agent)} (${agent.reason})`),
    ...comparison.journeys.lost.map((change) => `journey ${change.journey} is found by ${change.profile} in production and not in the preview: ${change.reason}`)
  ];
}

export {
  describeVerdictChange,
  findingKey,
  compareWithProduction,
  regressionsOf
};
