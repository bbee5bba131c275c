import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  CATEGORIES,
  JOURNEY_NAME_PATTERN,
  OPTION_LIMITS,
  PRESET_NAMES,
  REQUESTABLE_PROFILES,
  countedScoreOf,
  countedStatusOf,
  journeySchemas,
  pageMeanNote,
  presetAssertions,
  statusOfScore
} from "./chunk-CQWFN4QN.mjs";
import {
  external_exports
} from "./chunk-IBVGFE6L.mjs";
import {
  require_node_path
} from "./chunk-LAFRX436.mjs";
import {
  require_node_fs
} from "./chunk-52HPAKGE.mjs";
import {
  __toESM,
  init_define_AGENTGAUGE_BUILT_CATALOG
} from "./chunk-R7CKBUGH.mjs";

// bin/cli/config-file.ts
init_define_AGENTGAUGE_BUILT_CATALOG();
var import_node_fs = __toESM(require_node_fs(), 1);
var import_node_path = __toESM(require_node_path(), 1);

// bin/cli/assertions.ts
init_define_AGENTGAUGE_BUILT_CATALOG();

// bin/cli/exit-codes.ts
init_define_AGENTGAUGE_BUILT_CATALOG();
var EXIT = {
  ok: 0,
  /** An assertion (or --min-score) failed, or with --fail-on-regression a check regressed since the baseline. */
  assertionFailed: 1,
  usage: 2,
  targetRefused: 3,
  targetUnreachable: 4,
  /** The Agent Gauge API refused or failed the request, or the CLI itself broke. */
  failure: 5,
  /** `scan --wait` gave up: the scan was still queued or running when --timeout ran out (it goes on). */
  waitTimedOut: 6,
  /** This Node.js is older than the CLI needs (bin/agentgauge says so before loading anything; see MINIMUM_NODE). */
  nodeTooOld: 7
};
var MINIMUM_NODE = "22.12";
var CliError = class extends Error {
  exitCode;
  // An empty message ends the run with the code alone, its reasons already printed.
  constructor(exitCode, message) {
    super(message);
    this.name = "CliError";
    this.exitCode = exitCode;
  }
};
function usageError(message) {
  return new CliError(EXIT.usage, message);
}
var EXIT_CODES_HELP = `Exit codes:
  0  done
  1  an assertion failed (--assert, --min-score), or --fail-on-regression found a regressed check
  2  usage error (bad flag value, unknown check id, malformed URL)
  3  the target was refused by the safety rules (private address, port, credentials, scheme); nothing was sent
  4  the target is unreachable (DNS, connect, TLS or timeout on the start page)
  5  the Agent Gauge API refused or failed the request (key, plan, rate limit, outage), or another failure
  6  scan --wait: the scan was still queued or running when --timeout ran out (the scan goes on)
  7  this Node.js is older than ${MINIMUM_NODE}, the oldest the CLI runs on`;

// bin/cli/report-view.ts
init_define_AGENTGAUGE_BUILT_CATALOG();
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
var KIND_ORDER = { gate: 0, cost: 1, coverage: 2 };
function topFixes(rows, catalog = [], scoring = null, agents = []) {
  const kindOf = (id) => catalog.find((entry) => entry.id === id)?.evidence?.fixKind ?? "coverage";
  const half = scoring ? 0.5 : 1;
  const totalWeight = rows.reduce((sum, row) => sum + row.weight, 0);
  const fixes = totalWeight === 0 ? [] : rows.filter((row) => row.weight > 0 && row.countedScore < 100).map((row) => ({
    id: row.id,
    name: row.name,
    kind: kindOf(row.id),
    gain: half * (100 - row.countedScore) * row.weight / totalWeight,
    advice: row.headline?.hint ?? row.headline?.message ?? "See the findings of this check."
  }));
  const gate = gateFix(scoring, agents);
  return [...gate ? [gate] : [], ...fixes.sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || b.gain - a.gain)];
}
function gateFix(scoring, agents) {
  if (!scoring || scoring.access === null || scoring.access >= 100) return null;
  const losing = agents.filter((view) => view.verdict === "blocked" || view.verdict === "partial");
  const javascript = losing.some((view) => view.cause === "javascript") || scoring.cap?.id === "javascript-only";
  const id = javascript ? "server-rendered-content" : "agent-access";
  const who = losing.map((view) => `${view.profile} (${view.cause})`).join(", ");
  const capLift = scoring.cap ? scoring.uncapped - scoring.score : 0;
  return {
    id,
    name: javascript ? "Server-rendered content" : "Agent access",
    kind: "gate",
    gain: (100 - scoring.access) / 2 + capLift,
    advice: scoring.cap ? `${scoring.cap.reason} Capped at ${scoring.cap.limit}.${who ? ` Affected: ${who}.` : ""}` : `Not every agent reads the start page: ${who}.`
  };
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
    fixes: topFixes(rows, catalog, report.scoring ?? null, agentsOf(report)),
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
var ASSERTION_FORMS = "<check-id>=<0-100>, <check-id>=pass|warn, score=<0-100>, category:<name>=<0-100> or journey:<name>=found";
function targetOf(key, isCheckId, where) {
  if (key === "score") return { kind: "score" };
  if (key.toLowerCase().startsWith(JOURNEY_PREFIX)) {
    const name = key.slice(JOURNEY_PREFIX.length).trim();
    if (!JOURNEY_NAME_PATTERN.test(name)) throw usageError(`${where}: "${name}" is not a journey name (letters, digits, spaces, ".", "_" and "-")`);
    return { kind: "journey", name };
  }
  if (key.toLowerCase().startsWith(CATEGORY_PREFIX)) {
    const name = key.slice(CATEGORY_PREFIX.length).trim().toLowerCase();
    const category = CATEGORIES.find((candidate) => candidate.toLowerCase() === name);
    if (!category) {
      throw usageError(`${where}: unknown category "${key.slice(CATEGORY_PREFIX.length)}" (one of ${CATEGORIES.map((c) => c.toLowerCase()).join(", ")})`);
    }
    return { kind: "category", category };
  }
  if (!isCheckId(key)) throw usageError(`${where}: unknown check id "${key}" (run "agentgauge checks" for the list)`);
  return { kind: "check", checkId: key };
}
function requirementOf(value, target, where) {
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
function parseAssertion(source, isCheckId, where = `--assert "${source}"`) {
  const separator = source.lastIndexOf("=");
  if (separator <= 0) throw usageError(`${where}: expected ${ASSERTION_FORMS}`);
  const key = source.slice(0, separator).trim();
  const value = source.slice(separator + 1).trim().toLowerCase();
  const target = targetOf(key, isCheckId, where);
  return { source: `${key}=${value}`, target, requirement: requirementOf(value, target, where) };
}
function presetsAssertions(names, isCheckId) {
  const byKey = /* @__PURE__ */ new Map();
  for (const name of names) {
    for (const [key, value] of presetAssertions(name)) {
      byKey.set(key, { ...parseAssertion(`${key}=${value}`, isCheckId, `preset ${name}: ${key}`), preset: name });
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
  }
}
function required(requirement) {
  if (requirement.kind === "found") return "found by every agent profile";
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
  const result = report.results.find((candidate) => candidate.id === target.checkId);
  if (!result) return judged(assertion, "nothing (the check was not run; add it to --checks)", false);
  if (result.applicable === false) {
    const { reason, dropped } = notApplicableReason(target.checkId, report, catalog);
    return notJudged(assertion, reason, strict, dropped);
  }
  const { score, status } = countedOf(result);
  if (requirement.kind === "min") return judged(assertion, String(score), score >= requirement.min);
  if (requirement.kind === "found") return judged(assertion, status, false);
  return judged(assertion, status, STATUS_RANK[status] >= STATUS_RANK[requirement.status]);
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

// bin/cli/formats/names.ts
init_define_AGENTGAUGE_BUILT_CATALOG();
var FORMATS = ["text", "json", "markdown", "sarif", "junit"];

// bin/cli/config-file.ts
var CONFIG_FILE_NAME = "agentgauge.config.json";
var { timeout, retries, maxPages } = OPTION_LIMITS;
var int = (min, max) => external_exports.int().min(min).max(max);
var CONFIG_JOURNEYS_MAX = 20;
var Journeys = external_exports.array(journeySchemas(external_exports).journey).max(CONFIG_JOURNEYS_MAX, { error: `must list at most ${CONFIG_JOURNEYS_MAX} journeys` }).superRefine((journeys, ctx) => {
  const seen = /* @__PURE__ */ new Set();
  journeys.forEach((journey, index) => {
    if (seen.has(journey.name)) ctx.addIssue({ code: "custom", path: [index, "name"], message: `"${journey.name}" names two journeys; names must be unique` });
    seen.add(journey.name);
  });
});
var ConfigFile = external_exports.strictObject({
  $schema: external_exports.string().optional(),
  urls: external_exports.array(external_exports.string().min(1)).min(1).optional(),
  local: external_exports.boolean().optional(),
  profile: external_exports.enum(REQUESTABLE_PROFILES).optional(),
  checks: external_exports.array(external_exports.string()).min(1).optional(),
  timeout: int(timeout.min, timeout.max).optional(),
  retries: int(retries.min, retries.max).optional(),
  maxPages: int(maxPages.min, maxPages.max).optional(),
  allowPrivateTargets: external_exports.union([external_exports.boolean(), external_exports.array(external_exports.string().regex(/^[^\s,/]+:\d+$/, "a host:port such as 127.0.0.1:4000")).min(1)]).optional(),
  browser: external_exports.union([external_exports.boolean(), external_exports.string().min(1)]).optional(),
  format: external_exports.enum(FORMATS).optional(),
  output: external_exports.union([external_exports.string().min(1), external_exports.array(external_exports.string().min(1)).min(1)]).optional(),
  minScore: int(0, 100).optional(),
  preset: external_exports.union([external_exports.enum(PRESET_NAMES), external_exports.array(external_exports.enum(PRESET_NAMES)).min(1)]).optional(),
  assert: external_exports.record(external_exports.string(), external_exports.union([int(0, 100), external_exports.enum(["pass", "warn"])])).optional(),
  strict: external_exports.boolean().optional(),
  baseline: external_exports.string().min(1).optional(),
  failOnRegression: external_exports.boolean().optional(),
  baseUrl: external_exports.url().optional(),
  journeys: Journeys.optional()
});
function resolveOutput(folder, value) {
  const separator = value.indexOf(":");
  const prefix = separator > 0 ? value.slice(0, separator) : "";
  return FORMATS.includes(prefix) ? `${prefix}:${(0, import_node_path.resolve)(folder, value.slice(separator + 1))}` : (0, import_node_path.resolve)(folder, value);
}
function describeIssue(issue) {
  const path = issue.path.map(String).join(".");
  if (issue.code === "unrecognized_keys") {
    const keys = issue.keys.map((key) => `"${key}"`).join(", ");
    return `unknown key${issue.keys.length > 1 ? "s" : ""} ${keys}${path ? ` in ${path}` : ""}`;
  }
  return `${path ? `${path}: ` : ""}${issue.message}`;
}
function readConfigFile(named, isCheckId, cwd = process.cwd()) {
  const path = (0, import_node_path.resolve)(cwd, named ?? CONFIG_FILE_NAME);
  const label = named ?? CONFIG_FILE_NAME;
  let text;
  try {
    text = (0, import_node_fs.readFileSync)(path, "utf8");
  } catch (error) {
    const code = error.code;
    if (named === void 0 && code === "ENOENT") return null;
    throw usageError(`--config ${label}: cannot read it (${code ?? error.message})`);
  }
  let json;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw usageError(`${label} is not valid JSON: ${error.message}`);
  }
  const parsed = ConfigFile.safeParse(json);
  if (!parsed.success) throw usageError(`${label}: ${describeIssue(parsed.error.issues[0])}`);
  const { assert = {}, $schema: _schema, output, preset, ...options } = parsed.data;
  const unknown = options.checks?.find((id) => !isCheckId(id));
  if (unknown !== void 0) throw usageError(`${label}: checks: unknown check id "${unknown}" (run "agentgauge checks" for the list)`);
  const assertions = Object.entries(assert).map(
    ([key, value]) => parseAssertion(`${key}=${value}`, isCheckId, `${label}: assert."${key}"`)
  );
  const folder = (0, import_node_path.dirname)(path);
  return {
    ...options,
    ...output ? { output: (Array.isArray(output) ? output : [output]).map((value) => resolveOutput(folder, value)) } : {},
    // "latest" is the service's latest scan (remote mode), not a file.
    ...options.baseline ? { baseline: options.baseline === "latest" ? options.baseline : (0, import_node_path.resolve)(folder, options.baseline) } : {},
    ...preset ? { preset: Array.isArray(preset) ? preset : [preset] } : {},
    assertions
  };
}

export {
  EXIT,
  CliError,
  usageError,
  EXIT_CODES_HELP,
  buildReportView,
  ASSERTION_FORMS,
  parseAssertion,
  presetsAssertions,
  evaluateAssertions,
  shownOutcome,
  assertionSummary,
  mergeAssertions,
  FORMATS,
  CONFIG_FILE_NAME,
  CONFIG_JOURNEYS_MAX,
  readConfigFile
};
