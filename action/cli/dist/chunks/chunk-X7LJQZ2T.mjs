import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  AGENT_PROFILE_IDS,
  AGENT_READS_AT_LEAST,
  CATEGORIES,
  JOURNEY_NAME_PATTERN,
  agentProfile,
  blockedBy,
  blockerOf,
  countedScoreOf,
  countedStatusOf,
  isAgentProfileId,
  isCheckId,
  openFixes,
  pageMeanNote,
  presetAssertions,
  scoreScopeLabel,
  statusOfScore
} from "./chunk-2NGWI5PL.mjs";
import {
  usageError
} from "./chunk-AF54SNVD.mjs";

// bin/cli/report-view.ts
function countedOf(result) {
  return { score: countedScoreOf(result), status: countedStatusOf(result) };
}
function explainingFinding(status, findings) {
  return (status === "pass" ? void 0 : findings.find((f) => f.status !== "pass")) ?? findings[0] ?? null;
}
function worstPage(result, pages) {
  let worst = null;
  for (const page of pages ?? []) {
    const onPage = page.results.find((candidate) => candidate.id === result.id);
    if (onPage && onPage.score < (worst?.score ?? result.score)) worst = { url: page.url, ...onPage };
  }
  return worst;
}
function toRow(result, catalog, pages, pageCount) {
  const entry = catalog.find((candidate) => candidate.id === result.id);
  const applicable = result.applicable ?? true;
  const informational = result.informational ?? entry?.informational ?? false;
  const weight = result.weight ?? (applicable && !informational ? entry?.weight ?? 0 : 0);
  const status = result.status ?? statusOfScore(result.score);
  const counted = countedOf(result);
  const findings = Array.isArray(result.findings) ? result.findings : [];
  const worst = worstPage(result, pages);
  return {
    id: result.id,
    name: result.name,
    category: result.category ?? entry?.category ?? "Other",
    scope: result.scope ?? entry?.scope ?? "origin",
    status,
    score: result.score,
    countedScore: counted.score,
    countedStatus: counted.status,
    pageNote: pageMeanNote(result, pageCount),
    applicable,
    informational,
    weight,
    headline: worst ? explainingFinding(worst.status, worst.findings) : explainingFinding(status, findings),
    headlinePage: worst?.url ?? null
  };
}
function topFixes(report, rows) {
  return openFixes(report).map((fix) => {
    const row = rows.find((candidate) => candidate.id === fix.checkId);
    const stops = blockedBy(report, fix.checkId);
    const hint = row?.headline?.hint ?? row?.headline?.message ?? "See the findings of this check.";
    return {
      id: fix.checkId,
      name: row?.name ?? fix.checkId,
      kind: fix.kind,
      gain: fix.gain,
      advice: stops ? `On the start page, ${stops}. ${hint}` : hint
    };
  });
}
function rescorable(report, rows) {
  const results = report.results.flatMap((result) => {
    const row = rows.find((candidate) => candidate.id === result.id);
    if (!row || !isCheckId(result.id)) return [];
    const findings = Array.isArray(result.findings) ? result.findings : [];
    return [{ id: result.id, score: result.score, siteScore: result.siteScore ?? null, status: row.status, applicable: row.applicable, informational: row.informational, weight: row.weight, findings }];
  });
  return { scoring: report.scoring, results, agents: report.agents ?? null };
}
function categoryScore(report, name, rows) {
  const reported = report.categories?.find((category) => category.category === name);
  if (reported) return reported.score;
  const weight = rows.reduce((sum, row) => sum + row.weight, 0);
  return weight === 0 ? null : Math.round(rows.reduce((sum, row) => sum + row.weight * row.countedScore, 0) / weight);
}
function buildReportView(report, catalog, agent = null) {
  const pageCount = report.pageCount ?? report.pages?.length ?? 1;
  const rows = report.results.map((result) => toRow(result, catalog, report.pages, pageCount));
  const scored = rescorable(report, rows);
  const names = /* @__PURE__ */ new Set([...CATEGORIES, ...rows.map((row) => row.category)]);
  const categories = [...names].map((name) => {
    const checks = rows.filter((row) => row.category === name);
    return { name, score: categoryScore(report, name, checks), checks };
  }).filter((category) => category.checks.length > 0);
  return {
    url: report.url,
    engine: report.engine,
    score: report.overallScore,
    grade: report.grade,
    profile: report.profile ?? null,
    resolvedProfiles: report.resolvedProfiles ?? [],
    pageCount: report.pageCount ?? null,
    durationMs: report.duration,
    categories,
    fixes: topFixes(scored, rows),
    blocker: blockerOf(scored),
    scopeLabel: scoreScopeLabel({ score: report.overallScore, startPage: report.originScore, pages: report.pageCount }),
    scorecard: report.scorecard ?? null,
    scoring: report.scoring ?? null,
    agents: agentsOf(report),
    agent
  };
}
function agentsOf(report) {
  return report.agents?.pages[0]?.views ?? [];
}

// bin/cli/assertions.ts
var STATUS_RANK = { pass: 3, warn: 2, fail: 1, error: 0 };
var CATEGORY_PREFIX = "category:";
var JOURNEY_PREFIX = "journey:";
var AGENT_PREFIX = "agent:";
var AGENT_VALUES = Object.keys(AGENT_READS_AT_LEAST);
var ASSERTION_FORMS = "<check-id>=<0-100>, <check-id>=pass|warn, score=<0-100>, category:<name>=<0-100>, journey:<name>=found, agent:<profile>=reads|partial|pay, agent:*=reads|partial|pay or no-regression";
var NO_REGRESSION = "no-regression";
function targetOf(key, isCheckId2, where) {
  if (key === "score") return { kind: "score" };
  if (key.toLowerCase().startsWith(JOURNEY_PREFIX)) {
    const name = key.slice(JOURNEY_PREFIX.length).trim();
    if (!JOURNEY_NAME_PATTERN.test(name)) throw usageError(`${where}: "${name}" is not a journey name (letters, digits, spaces, ".", "_" and "-")`);
    return { kind: "journey", name };
  }
  if (key.toLowerCase().startsWith(AGENT_PREFIX)) {
    const profile = key.slice(AGENT_PREFIX.length).trim().toLowerCase();
    if (profile === "*") return { kind: "agent", profile };
    if (!isAgentProfileId(profile)) throw usageError(`${where}: unknown agent profile "${key.slice(AGENT_PREFIX.length)}" (one of ${AGENT_PROFILE_IDS.join(", ")}, or * for every one)`);
    return { kind: "agent", profile };
  }
  if (key.toLowerCase().startsWith(CATEGORY_PREFIX)) {
    const name = key.slice(CATEGORY_PREFIX.length).trim().toLowerCase();
    const category = CATEGORIES.find((candidate) => candidate.toLowerCase() === name);
    if (!category) {
      throw usageError(`${where}: unknown category "${key.slice(CATEGORY_PREFIX.length)}" (one of ${CATEGORIES.map((c) => c.toLowerCase()).join(", ")})`);
    }
    return { kind: "category", category };
  }
  if (!isCheckId2(key)) throw usageError(`${where}: unknown check id "${key}" (run "agentgauge checks" for the list)`);
  return { kind: "check", checkId: key };
}
function requirementOf(value, target, where) {
  if (target.kind === "agent") {
    if (!AGENT_VALUES.includes(value)) throw usageError(`${where}: an agent can be asserted ${AGENT_VALUES.join(", ")} (agent:<profile>=reads)`);
    return { kind: "verdict", verdict: value };
  }
  if (AGENT_VALUES.includes(value)) throw usageError(`${where}: only an agent can be asserted ${value} (agent:<profile>=${value})`);
  if (target.kind === "journey") {
    if (value !== "found") throw usageError(`${where}: a journey can only be asserted "found" (journey:<name>=found)`);
    return { kind: "found" };
  }
  if (value === "found") throw usageError(`${where}: only a journey can be asserted found (journey:<name>=found)`);
  if (value === "pass" || value === "warn") {
    if (target.kind !== "check") throw usageError(`${where}: only a check can be asserted to ${value}; give a score (0-100)`);
    return { kind: "status", status: value };
  }
  const min = Number(value);
  if (value === "" || !Number.isInteger(min) || min < 0 || min > 100) {
    throw usageError(`${where}: "${value}" is not a score from 0 to 100${target.kind === "check" ? ", pass or warn" : ""}`);
  }
  return { kind: "min", min };
}
function parseAssertion(source, isCheckId2, where = `--assert "${source}"`) {
  const separator = source.lastIndexOf("=");
  if (separator <= 0) throw usageError(`${where}: expected ${ASSERTION_FORMS}`);
  const key = source.slice(0, separator).trim();
  const value = source.slice(separator + 1).trim().toLowerCase();
  const target = targetOf(key, isCheckId2, where);
  return { source: `${key}=${value}`, target, requirement: requirementOf(value, target, where) };
}
function presetsAssertions(names, isCheckId2) {
  const byKey = /* @__PURE__ */ new Map();
  for (const name of names) {
    for (const [key, value] of presetAssertions(name)) {
      byKey.set(key, { ...parseAssertion(`${key}=${value}`, isCheckId2, `preset ${name}: ${key}`), preset: name });
    }
  }
  return [...byKey.values()];
}
function targetName(target) {
  switch (target.kind) {
    case "score":
      return "overall score";
    case "category":
      return `category ${target.category}`;
    case "check":
      return target.checkId;
    case "journey":
      return `journey ${target.name}`;
    case "agent":
      return target.profile === "*" ? "every agent" : `agent ${target.profile}`;
  }
}
var VERDICT_REQUIRED = {
  reads: "reads the start page",
  partial: "reads at least part of the start page",
  pay: "is not refused the start page (reads it, in part, or is asked to pay)"
};
function required(requirement) {
  if (requirement.kind === "found") return "found by every agent profile";
  if (requirement.kind === "verdict") return VERDICT_REQUIRED[requirement.verdict];
  return requirement.kind === "min" ? `score \u2265 ${requirement.min}` : `status ${requirement.status}${requirement.status === "warn" ? " or better" : ""}`;
}
function judged(assertion, actual, met) {
  return {
    assertion,
    actual,
    outcome: met ? "met" : "failed",
    failsRun: !met,
    droppedByAutoDetection: false,
    message: `${targetName(assertion.target)}: required ${required(assertion.requirement)}, measured ${actual}`
  };
}
function notJudged(assertion, reason, strict, droppedByAutoDetection = false) {
  return {
    assertion,
    actual: reason,
    outcome: "not-judged",
    failsRun: strict,
    droppedByAutoDetection,
    message: `${targetName(assertion.target)}: required ${required(assertion.requirement)}, not judged: ${reason}`
  };
}
var orList = (names) => names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names.at(-1)}` : names[0] ?? "";
function notApplicableReason(checkId, report, catalog) {
  const profiles = catalog.find((entry) => entry.id === checkId)?.profiles.filter((profile) => profile !== "base") ?? [];
  if (report.profile === "auto" && profiles.length > 0) {
    const detected = (report.resolvedProfiles ?? []).map((entry) => entry.profile).filter((profile) => profile !== "base");
    return {
      reason: `auto-detection dropped the check: the site shows no ${orList(profiles)} profile (detected: ${detected.length > 0 ? detected.join(", ") : "none"}); --profile ${profiles[0]} judges it`,
      dropped: true
    };
  }
  return { reason: `the check does not apply to this site${report.profile ? ` under profile ${report.profile}` : ""}`, dropped: false };
}
function evaluateOne(assertion, report, catalog, strict) {
  const { target, requirement } = assertion;
  if (target.kind === "score") {
    return judged(assertion, String(report.overallScore), report.overallScore >= requirement.min);
  }
  if (target.kind === "category") {
    const category = report.categories?.find((candidate) => candidate.category === target.category);
    if (!category || category.score === null) return notJudged(assertion, "no check of this category applies to the site", strict);
    return judged(assertion, String(category.score), category.score >= requirement.min);
  }
  if (target.kind === "journey") {
    const journey = report.journeys?.find((candidate) => candidate.name === target.name);
    if (!journey) return judged(assertion, `nothing (no journey named "${target.name}" ran; journeys run in local audits)`, false);
    const missed = journey.results.filter((result2) => !result2.found).map((result2) => result2.profile);
    return judged(
      assertion,
      missed.length === 0 ? `found by all ${journey.results.length} profiles` : `not found by ${missed.join(", ")}`,
      missed.length === 0
    );
  }
  if (target.kind === "agent") return evaluateAgent(assertion, target.profile, report, strict);
  const result = report.results.find((candidate) => candidate.id === target.checkId);
  if (!result) return judged(assertion, "nothing (the check was not run; add it to --checks)", false);
  if (result.applicable === false) {
    const { reason, dropped } = notApplicableReason(target.checkId, report, catalog);
    return notJudged(assertion, reason, strict, dropped);
  }
  const { score, status } = countedOf(result);
  if (requirement.kind === "min") return judged(assertion, String(score), score >= requirement.min);
  if (requirement.kind === "found" || requirement.kind === "verdict") return judged(assertion, status, false);
  return judged(assertion, status, STATUS_RANK[status] >= STATUS_RANK[requirement.status]);
}
var verdictWords = (view) => `${view.verdict} (${view.reason.replace(/\.$/, "")})`;
function evaluateAgent(assertion, profile, report, strict) {
  const accepted = AGENT_READS_AT_LEAST[assertion.requirement.verdict];
  const views = report.agents?.pages[0]?.views;
  if (!views || views.length === 0) return notJudged(assertion, "the report carries no agent views (the remote engine's closed report; run with --local)", strict);
  const wanted = profile === "*" ? views : views.filter((view) => view.profile === profile);
  const measured = wanted.filter((view) => view.verdict !== null);
  if (measured.length === 0) {
    return notJudged(assertion, profile === "*" ? "no agent was measured" : `${agentProfile(profile).name} was not measured (${wanted[0]?.reason.replace(/\.$/, "") ?? "no view"})`, strict);
  }
  const failing = measured.filter((view) => !accepted.includes(view.verdict));
  if (profile !== "*") return judged(assertion, verdictWords(measured[0]), failing.length === 0);
  const unmeasured = wanted.length - measured.length;
  const actual = failing.length === 0 ? `every one of ${measured.length} measured agents${unmeasured > 0 ? ` (${unmeasured} not measured)` : ""} meets it` : failing.map((view) => `${view.profile} ${verdictWords(view)}`).join("; ");
  return judged(assertion, actual, failing.length === 0);
}
function evaluateAssertions(assertions, report, catalog, strict = false) {
  return assertions.map((assertion) => evaluateOne(assertion, report, catalog, strict));
}
function shownOutcome(result) {
  return result.failsRun ? "failed" : result.outcome;
}
function assertionSummary(results) {
  const count = (outcome) => results.filter((result) => result.outcome === outcome).length;
  const [met, failed, notJudged2] = [count("met"), count("failed"), count("not-judged")];
  const strictFailures = results.some((result) => result.outcome === "not-judged" && result.failsRun);
  return [
    `${met} met`,
    ...failed > 0 ? [`${failed} failed`] : [],
    ...notJudged2 > 0 ? [`${notJudged2} not judged${strictFailures ? " (failing under --strict)" : ""}`] : []
  ].join(", ");
}
var keyOf = (assertion) => assertion.source.slice(0, assertion.source.lastIndexOf("="));
function mergeAssertions(presets, ...lists) {
  const userKeys = new Set(lists.flat().map(keyOf));
  const byKey = /* @__PURE__ */ new Map();
  for (const assertion of [...presets.filter((entry) => !userKeys.has(keyOf(entry))), ...lists.flat()]) {
    byKey.set(`${keyOf(assertion)}\0${assertion.requirement.kind}`, assertion);
  }
  return [...byKey.values()];
}

export {
  buildReportView,
  ASSERTION_FORMS,
  NO_REGRESSION,
  parseAssertion,
  presetsAssertions,
  evaluateAssertions,
  shownOutcome,
  assertionSummary,
  mergeAssertions
};
