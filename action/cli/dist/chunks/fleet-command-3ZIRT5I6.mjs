import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  require_promises
} from "./chunk-GRFDWDTZ.mjs";
import {
  addRemoteOptions,
  clientFor,
  printResult,
  table
} from "./chunk-3V5KMRWJ.mjs";
import {
  PAGE_LIMIT,
  PAGE_OFFSET
} from "./chunk-CY2PG5OF.mjs";
import {
  integerFlag,
  parseCheckId
} from "./chunk-UMFTRR2M.mjs";
import "./chunk-SXDEZMSX.mjs";
import "./chunk-6SUSSLBV.mjs";
import "./chunk-VMBA2NLR.mjs";
import "./chunk-Y7YEYXO7.mjs";
import {
  InvalidArgumentError
} from "./chunk-EP3D6DWK.mjs";
import {
  require_node_path
} from "./chunk-FQI5YMEL.mjs";
import {
  count,
  percent,
  percentPoints,
  withSign
} from "./chunk-NKSWJSBL.mjs";
import {
  SCORE_CAPS
} from "./chunk-2NGWI5PL.mjs";
import "./chunk-VNSXWG4G.mjs";
import "./chunk-4B563FFZ.mjs";
import {
  CliError,
  EXIT
} from "./chunk-AF54SNVD.mjs";
import {
  __toESM
} from "./chunk-CLW72GYV.mjs";

// bin/cli/fleet-command.ts
var import_node_path = __toESM(require_node_path(), 1);

// lib/schemas/vocabulary/fleets.ts
var CHECK_OUTCOMES = ["pass", "warn", "fail", "not-applicable", "unknown", "could-not-ask"];
var AGENT_READS = ["reads", "partial", "blocked", "pay", "unknown"];
var FINAL_STATUSES = ["scanned", "blocked", "unreachable", "opted-out", "cancelled", "error"];
var CAP_IDS = Object.keys(SCORE_CAPS);
var MOVEMENT_POINTS = 10;
var MOVEMENT_LISTED = 100;

// lib/fleets/figure-words.ts
var OUTCOME_WORDS = [
  { key: "reads", label: "Reads", holds: "it reads the main content" },
  { key: "partial", label: "Partly reads", holds: "it gets part of the main content (cut by truncation, part built by scripts, or in a frame)" },
  {
    key: "pay",
    label: "Asked to pay",
    holds: "HTTP 402: the site charges it (Cloudflare pay per crawl's crawler-price, an x402 or MPP challenge, or no terms); the owner's choice, never counted as refused; not recorded in figures from before scorecard 2026.12.3"
  },
  {
    key: "refused",
    label: "Refused or challenged",
    holds: "an error status (401, 403, 429 or another) or a refusal or sign-in page for its user agent while a browser gets the content, or a bot challenge"
  },
  { key: "disallowed", label: "Disallowed by robots.txt", holds: "a robots.txt rule for the token it obeys: it sends no request" },
  { key: "javascript", label: "Needs JavaScript", holds: "no main content without JavaScript (an application shell), for an agent that runs none" },
  { key: "other", label: "Blocked otherwise", holds: "blocked for a cause none of these name: the main content only in a frame it does not load, or behind a meta refresh it does not follow" },
  { key: "unreachable", label: "Unreachable", holds: "no answer to its request (the connection failed) where the scanner was answered" }
];
var NOT_MEASURED_WORDS = {
  label: "Not measured",
  holds: "the scanner's own limits (no browser for the browsing agent, a time budget), a target blocked to the scanner before any view was taken, or a row from before causes were recorded; never in a share's denominator"
};
function shareWithCount(part) {
  if (part === null) return "not recorded";
  return part.share === null ? "n/a" : `${percent(part.share)} (${count(part.count)})`;
}
function describeScoreRange(score, noun) {
  if (score.median === null) return `No ${noun} scored.`;
  return `Median ${score.median}; half of the ${noun} score between ${score.p25} and ${score.p75}, eight in ten between ${score.p10} and ${score.p90}.`;
}
function describeNeedsJavaScript(figure, noun) {
  const unrecorded = figure.notRecorded > 0 ? ` ${count(figure.notRecorded)} more scanned before causes were recorded are not counted.` : "";
  if (figure.targets === 0) return `Needs JavaScript: not applicable (no scanned ${noun} with recorded causes).${unrecorded}`;
  return `Needs JavaScript: ${percent(figure.share)} of ${count(figure.targets)} scanned ${noun} (${count(figure.count)}), where some agent that runs no JavaScript gets no main content without it (an application shell), rendered in a browser or not.` + unrecorded;
}
var CAP_CONDITION_WORDS = {
  "agents-refused": "every agent that names itself in its user agent is refused, challenged, disallowed by robots.txt or gets no answer",
  "javascript-only": "every agent that runs no JavaScript and is not refused gets none or part of the main content without it (a page that also refuses every named agent counts under agents-refused)"
};
function describeCapConditions(figure, noun) {
  const unrecorded = figure.notRecorded > 0 ? ` (${count(figure.notRecorded)} scanned before it was recorded are not counted)` : "";
  if (figure.targets === 0) return [`Caps: not applicable (no scanned ${noun} with a recorded cap condition)${unrecorded}.`];
  return Object.keys(SCORE_CAPS).map((id) => {
    const cap = figure.caps[id];
    return `Cap ${id} (at most ${SCORE_CAPS[id].limit}: ${CAP_CONDITION_WORDS[id]}): condition met on ${percent(cap.share)} of ${count(figure.targets)} scanned ${noun} (${count(cap.met)})${unrecorded}; it lowered ${count(cap.lowered)} of their scores.`;
  });
}
function describeRenderSample(render) {
  if (render.sampled === 0) return "Render sample: no start page was rendered in a browser, so what a browsing agent reads was not measured.";
  return `Render sample: ${count(render.sampled)} start pages rendered in a browser; on ${count(render.jsOnly)} of them (${percent(render.share)}, 95% interval ${percent(render.ci95?.[0] ?? null)} to ${percent(render.ci95?.[1] ?? null)}) the browser reads main content that no agent without JavaScript gets.`;
}
function movementCounts(gained, lost) {
  return `${count(gained)} target${gained === 1 ? "" : "s"} gained ${MOVEMENT_POINTS} points or more, ${count(lost)} lost ${MOVEMENT_POINTS} or more`;
}
function movedChecks(checks) {
  return checks.filter((check) => check.change !== null && Math.abs(check.change) >= 5e-3);
}
function waitedLabel(waited) {
  return [...waited.robotsTxt ? ["robots.txt"] : [], ...waited.cameBack > 0 ? [`came back ${count(waited.cameBack)}\xD7`] : []].join(", ");
}

// bin/cli/fleet-progress.ts
var import_promises = __toESM(require_promises(), 1);
var POLL_SECONDS = 2;
var PLAIN_LINE_SECONDS = 15;
var BAR_WIDTH = 24;
function duration(seconds) {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor(seconds % 3600 / 60);
  const rest = Math.round(seconds % 60);
  return hours > 0 ? `${hours}h ${minutes}m` : minutes > 0 ? `${minutes}m ${rest}s` : `${rest}s`;
}
function progressText(run) {
  const share = run.total === 0 ? 1 : run.done / run.total;
  const eta = run.etaSeconds === null ? "" : `, ETA ${duration(run.etaSeconds)}`;
  return `${count(run.done)}/${count(run.total)} ${Math.floor(share * 100)}% (${run.ratePerMinute}/min${eta})`;
}
function bar(run) {
  const filled = Math.round(BAR_WIDTH * (run.total === 0 ? 1 : run.done / run.total));
  return `[${"#".repeat(filled)}${"-".repeat(BAR_WIDTH - filled)}] ${progressText(run)}`;
}
function countsLine(counts) {
  return `${count(counts.scanned)} scanned, ${count(counts.blocked)} blocked, ${count(counts.unreachable)} unreachable, ${count(counts.optedOut)} opted out, ${count(counts.cancelled)} cancelled, ${count(counts.error)} error`;
}
function timesLine(run) {
  const times = [
    run.startedAt ? `started ${run.startedAt}` : "not started yet",
    run.cancelledAt ? `cancelled ${run.cancelledAt}` : null,
    run.finishedAt ? `ended ${run.finishedAt}` : null
  ].filter(Boolean);
  return times.join(", ");
}
async function followRun(client, fleetId, runId, timeoutSeconds) {
  const stream = process.stderr;
  const deadline = Date.now() + timeoutSeconds * 1e3;
  let lastStatus = "";
  let lastLine = 0;
  for (; ; ) {
    const run = await client.fleetRun(fleetId, runId);
    const ended = run.status !== "queued" && run.status !== "running";
    if (stream.isTTY) {
      stream.write(`\r\x1B[K${`run ${run.status} ${bar(run)}`.slice(0, Math.max((stream.columns ?? 80) - 1, 20))}`);
      if (ended) stream.write("\n");
    } else if (run.status !== lastStatus || Date.now() - lastLine >= PLAIN_LINE_SECONDS * 1e3 || ended) {
      stream.write(`agentgauge: run ${runId} ${run.status}: ${progressText(run)}
`);
      lastLine = Date.now();
    }
    lastStatus = run.status;
    if (ended) return run;
    if (Date.now() >= deadline) {
      if (stream.isTTY) stream.write("\n");
      throw new CliError(EXIT.waitTimedOut, `gave up waiting after ${timeoutSeconds} s: run ${runId} is still ${run.status} (it goes on; follow it with agentgauge fleet status ${runId} --watch)`);
    }
    await (0, import_promises.setTimeout)(Math.min(POLL_SECONDS * 1e3, deadline - Date.now()));
  }
}
function failUnlessSucceeded(run) {
  if (run.status === "succeeded") return;
  const when = run.status === "cancelled" && run.cancelledAt ? ` at ${run.cancelledAt}` : "";
  throw new CliError(EXIT.failure, `run ${run.id} ended ${run.status}${when}`);
}

// bin/cli/fleet-reads.ts
var WATCH_SECONDS = 86400;
function fleetLines(body) {
  if (body.fleets.length === 0) return ["No fleet yet: upload a list with agentgauge fleet create <file>."];
  return [
    ...table(
      ["FLEET", "NAME", "TARGETS", "LAST RUN", "STATUS", "DONE"],
      body.fleets.map((fleet) => [
        fleet.id,
        fleet.name,
        count(fleet.targetCount),
        fleet.lastRun?.id ?? "none yet",
        fleet.lastRun ? `${fleet.lastRun.status}${fleet.lastRun.cancelledAt ? ` ${fleet.lastRun.cancelledAt}` : ""}` : "-",
        fleet.lastRun ? `${count(fleet.lastRun.done)}/${count(fleet.lastRun.total)}` : "-"
      ])
    ),
    ...body.nextOffset === null ? [] : ["", `More: agentgauge fleet list --offset ${body.nextOffset}`]
  ];
}
function runLines(run) {
  return [
    `Run ${run.id} of fleet ${run.fleetId}: ${run.status}${run.status === "cancelled" && run.cancelledAt ? ` (cancelled ${run.cancelledAt})` : ""}`,
    `Progress: ${progressText(run)}; ${timesLine(run)}.`,
    `Targets: ${countsLine(run.counts)}.`,
    run.status === "queued" || run.status === "running" ? `Follow it: agentgauge fleet status ${run.id} --watch` : `The figures: agentgauge fleet summary ${run.id}`
  ];
}
function registerFleetReads(fleet) {
  addRemoteOptions(
    fleet.command("list").description("The organization's fleets, newest first, each with its newest run.").option("--limit <n>", `fleets per page, ${PAGE_LIMIT.min}-${PAGE_LIMIT.max}`, integerFlag(PAGE_LIMIT.min, PAGE_LIMIT.max), PAGE_LIMIT.default).option("--offset <n>", `fleets to skip, ${PAGE_OFFSET.min}-${PAGE_OFFSET.max}`, integerFlag(PAGE_OFFSET.min, PAGE_OFFSET.max), PAGE_OFFSET.default),
    ["agentgauge fleet list", "every fleet, its targets and its last run"],
    ["agentgauge fleet list --json", "the API's body (GET /api/v1/me/fleets)"]
  ).action(async (flags) => {
    printResult(flags, await clientFor(flags).listFleets(flags.limit, flags.offset), fleetLines);
  });
  addRemoteOptions(
    fleet.command("status").description("One run's state: progress, counts, when it started, was cancelled and ended; --watch follows it to the end.").argument("<runId>", 'the run id (printed by "agentgauge fleet run", listed by "agentgauge fleet list")').option("--watch", "follow the run until it ends (a progress bar on a terminal, plain lines otherwise); exit 5 when it failed or was cancelled").option("--timeout <seconds>", `with --watch, give up after this many seconds, 1-${WATCH_SECONDS} (default ${WATCH_SECONDS}); exit 6 when the run is still going`, integerFlag(1, WATCH_SECONDS), WATCH_SECONDS),
    ["agentgauge fleet status <runId>", "where the run stands now"],
    ["agentgauge fleet status <runId> --watch", "follow it to the end"]
  ).action(async (runId, flags) => {
    const client = clientFor(flags);
    const found = await client.findFleetRun(runId);
    const run = flags.watch ? await followRun(client, found.fleetId, runId, flags.timeout) : found;
    printResult(flags, run, runLines);
    if (flags.watch) failUnlessSucceeded(run);
  });
}

// bin/cli/fleet-movement.ts
function pointsOf(change) {
  const points = percentPoints(change);
  return `${withSign(points)} point${Math.abs(points) === 1 ? "" : "s"}`;
}
function targetTable(title, targets) {
  if (targets.length === 0) return [];
  return ["", title, ...table(["TARGET", "BEFORE", "AFTER", "CHANGE"], targets.map((target) => [target.target, target.before, target.after, withSign(target.delta)]))];
}
function movementLines(body) {
  if (body.previousRunId === null) return [`Run ${body.runId} is its fleet's first with rows: there is no earlier run to compare it with.`];
  const moved = movedChecks(body.checks);
  const unmeasured = body.checks.filter((check) => check.change === null).length;
  return [
    `Run ${body.runId} against run ${body.previousRunId}: ${movementCounts(body.gained.length, body.lost.length)} (targets scanned in both runs; at most ${MOVEMENT_LISTED} each way, largest first).`,
    ...targetTable("Gained", body.gained),
    ...targetTable("Lost", body.lost),
    "",
    moved.length === 0 ? "No check's pass rate moved." : "Pass rates that moved",
    ...moved.length === 0 ? [] : table(["CHECK", "BEFORE", "AFTER", "CHANGE"], moved.map((check) => [check.checkId, percent(check.before), percent(check.after), pointsOf(check.change)])),
    ...unmeasured === 0 ? [] : [`${count(unmeasured)} check${unmeasured === 1 ? " has" : "s have"} no pass rate in one of the runs (nothing passed, warned or failed there).`]
  ];
}
function registerFleetMovement(fleet) {
  addRemoteOptions(
    fleet.command("movement").description(`What changed since the fleet's run before this one: the targets whose score moved ${MOVEMENT_POINTS} points or more, and the checks whose pass rate moved.`).argument("<runId>", 'the run id (printed by "agentgauge fleet run")'),
    ["agentgauge fleet movement <runId>", "who gained, who lost, which checks moved"],
    ["agentgauge fleet movement <runId> --json", "the API's body, every check included"]
  ).action(async (runId, flags) => {
    const client = clientFor(flags);
    const run = await client.findFleetRun(runId);
    printResult(flags, await client.fleetMovement(run.fleetId, runId), movementLines);
  });
}

// bin/cli/fleet-report.ts
var STATUS_WORDS = {
  scanned: "scanned",
  blocked: "blocked: what the scanner received, kept as evidence"
};
function headLine(runId, body) {
  const scope = body.scopeLabel === null ? "" : ` (${body.scopeLabel})`;
  return `${body.origin} in run ${runId} (${STATUS_WORDS[body.status]}): score ${body.score}/100${scope}, grade ${body.grade.label}, measured ${body.scannedAt} by ${body.engine}`;
}
function findingLines(result) {
  if (result.findings.length === 0) return ["No findings."];
  return result.findings.flatMap((finding) => [
    `${finding.status.padEnd(5)} ${finding.message}${finding.subject === void 0 ? "" : ` [${finding.subject}]`}`,
    ...finding.detail === null ? [] : [`      evidence: ${finding.detail}`],
    ...finding.hint === null ? [] : [`      fix: ${finding.hint}`]
  ]);
}
function reportLines(runId, flags) {
  return (body) => {
    if (flags.check !== void 0) {
      const result = body.results.find((candidate) => candidate.id === flags.check);
      if (!result) return [headLine(runId, body), "", `This report has no check ${flags.check}.`];
      const applicability = result.applicable ? "" : ", not applicable";
      return [headLine(runId, body), "", `${result.id} (${result.name}): ${result.status}, score ${result.score}${applicability}`, ...findingLines(result)];
    }
    return [
      headLine(runId, body),
      ...table(["CHECK", "STATUS", "SCORE", "NAME"], body.results.map((result) => [result.id, result.applicable ? result.status : "n/a", result.score, result.name]))
    ];
  };
}
function registerFleetReport(fleet) {
  addRemoteOptions(
    fleet.command("report").description("One target's full report from a run: every check's status and score, or with --check one check's findings and their evidence.").argument("<runId>", 'the run id (printed by "agentgauge fleet run")').argument("<target>", `the target's origin (https://example.com) or its host, as "agentgauge fleet targets" lists it`).option("--check <checkId>", "print this check's findings, with their evidence and fix (agentgauge checks lists the ids)", parseCheckId),
    ["agentgauge fleet report <runId> example.com", "every check of example.com in that run"],
    ["agentgauge fleet report <runId> https://example.com --check llms-txt", "why llms-txt passed or failed there"],
    ["agentgauge fleet report <runId> example.com --json", "the API's body: the full report, pages included"]
  ).action(async (runId, target, flags) => {
    const client = clientFor(flags);
    const run = await client.findFleetRun(runId);
    printResult(flags, await client.fleetTargetReport(run.fleetId, runId, target), reportLines(runId, flags));
  });
}

// bin/cli/fleet-targets.ts
var NOTE_CHARACTERS = 100;
function noteOf(row) {
  const note = (row.error ?? "").replace(/\s+/g, " ").trim();
  return note.length > NOTE_CHARACTERS ? `${note.slice(0, NOTE_CHARACTERS - 1)}\u2026` : note;
}
function nextPageCommand(runId, flags, nextOffset) {
  const filters = ["status", "check", "result", "agent", "verdict"].flatMap((name) => flags[name] === void 0 ? [] : [`--${name} ${flags[name]}`]);
  const limit = flags.limit === PAGE_LIMIT.default ? [] : [`--limit ${flags.limit}`];
  return ["agentgauge fleet targets", runId, ...filters, ...limit, `--offset ${nextOffset}`].join(" ");
}
function targetLines(runId, flags) {
  return (body) => {
    if (body.targets.length === 0) {
      return [flags.offset > 0 ? `No targets past the first ${count(flags.offset)}.` : "No target of this run matches these filters."];
    }
    return [
      ...table(
        ["TARGET", "STATUS", "SCORE", "REQUESTS", "WAITED", "NOTE"],
        body.targets.map((row) => [row.origin, row.status, row.score === null ? null : `${row.score} ${row.grade ?? ""}`.trim(), row.requests === null ? null : count(row.requests), waitedLabel(row.waited) || "-", noteOf(row)])
      ),
      ...body.nextOffset === null ? [] : ["", `More: ${nextPageCommand(runId, flags, body.nextOffset)}`]
    ];
  };
}
function registerFleetTargets(fleet) {
  addRemoteOptions(
    fleet.command("targets").description("A run's targets in the list's order, one line each: status, score, requests sent, where the host asked the scanner to wait, and why a target has no score.").argument("<runId>", 'the run id (printed by "agentgauge fleet run")').option("--status <status>", `only targets that ended so: ${FINAL_STATUSES.join(", ")}`).option("--check <checkId>", "with --result: only targets where this check (agentgauge checks lists them) had that outcome").option("--result <outcome>", `the outcome --check must have: ${CHECK_OUTCOMES.join(", ")}`).option("--agent <profileId>", "with --verdict: only targets where this agent profile had that verdict").option("--verdict <verdict>", `the verdict --agent must have: ${AGENT_READS.join(", ")}`).option("--limit <n>", `targets per page, ${PAGE_LIMIT.min}-${PAGE_LIMIT.max}`, integerFlag(PAGE_LIMIT.min, PAGE_LIMIT.max), PAGE_LIMIT.default).option("--offset <n>", `targets to skip, ${PAGE_OFFSET.min}-${PAGE_OFFSET.max}`, integerFlag(PAGE_OFFSET.min, PAGE_OFFSET.max), PAGE_OFFSET.default),
    ["agentgauge fleet targets <runId>", "the first 20 targets"],
    ["agentgauge fleet targets <runId> --status blocked", "the targets whose sites challenged or refused the scanner, with the evidence"],
    ["agentgauge fleet targets <runId> --check llms-txt --result fail", "where llms.txt failed"],
    ["agentgauge fleet targets <runId> --agent claude-code --verdict blocked --json", "the API's body, for jq"]
  ).action(async (runId, flags) => {
    const client = clientFor(flags);
    const run = await client.findFleetRun(runId);
    const { status, check, result, agent, verdict, limit, offset } = flags;
    printResult(flags, await client.fleetTargets(run.fleetId, runId, { status, check, result, agent, verdict, limit, offset }), targetLines(runId, flags));
  });
}

// bin/cli/fleet-command.ts
var DEFAULT_WAIT_SECONDS = 86400;
var MEDIA_TYPES = { ".csv": "text/csv", ".json": "application/json" };
function renderSampleFlag(value) {
  const parsed = Number(value.trim());
  if (value.trim() === "" || !Number.isFinite(parsed) || parsed < 0 || parsed > 1) throw new InvalidArgumentError("Expected a number from 0 to 1.");
  return parsed;
}
function formatFlag(value) {
  const format = value.trim().toLowerCase();
  if (format !== "csv" && format !== "parquet") throw new InvalidArgumentError("Expected csv or parquet.");
  return format;
}
var percent2 = (value) => value === null ? "-" : `${Math.round(value * 1e3) / 10}%`;
function agentLines(summary) {
  if (!summary.needsJavaScript || !summary.agents.every((agent) => agent.outcomes)) {
    return table(["AGENT", "READS", "PARTIAL", "BLOCKED", "UNKNOWN", "READ RATE"], summary.agents.map((agent) => [agent.profile, agent.reads, agent.partial, agent.blocked, agent.unknown, percent2(agent.readRate)]));
  }
  return [
    ...table(
      ["AGENT", "MEASURED", ...OUTCOME_WORDS.map(({ label }) => label.toUpperCase()), NOT_MEASURED_WORDS.label.toUpperCase()],
      summary.agents.map((agent) => [agent.profile, `${agent.outcomes.measured} of ${agent.outcomes.targets}`, ...OUTCOME_WORDS.map(({ key }) => shareWithCount(agent.outcomes[key])), agent.outcomes.notMeasured])
    ),
    "",
    describeNeedsJavaScript(summary.needsJavaScript, "targets"),
    ...describeCapConditions(summary.capConditions, "targets")
  ];
}
function summaryLines(summary) {
  const { targets, score, render } = summary;
  const lines = [
    `Run ${summary.runId} of fleet ${summary.fleetId}: ${summary.status} (scorecard ${summary.scorecard}, ${summary.engine})`,
    `Targets: ${count(targets.total)}: ${count(targets.scanned)} scanned, ${count(targets.blocked)} blocked, ${count(targets.unreachable)} unreachable, ${count(targets.optedOut)} opted out, ${count(targets.cancelled)} cancelled, ${count(targets.error)} error`,
    score.median === null ? "Score: no target scanned yet." : `Score of ${count(targets.scanned)} scanned targets: median ${score.median}, p10 ${score.p10}, p25 ${score.p25}, p75 ${score.p75}, p90 ${score.p90}. ${describeScoreRange(score, "scanned targets")}`,
    "",
    ...table(["SCORE", "TARGETS"], score.histogram.map((bin) => [`${bin.from}-${bin.to === 100 ? 100 : bin.to - 1}`, bin.count])),
    "",
    ...table(
      ["CHECK", "PASS", "WARN", "FAIL", "N/A", "UNKNOWN", "COULD NOT ASK", "PASS RATE"],
      summary.checks.map((check) => [
        check.checkId,
        check.pass,
        check.warn,
        check.fail,
        check.notApplicable,
        check.unknown,
        check.couldNotAsk === null ? "not recorded" : `${count(check.couldNotAsk)} (${percent2(check.couldNotAskShare)})`,
        percent2(check.passRate)
      ])
    ),
    "",
    ...agentLines(summary),
    `Categories: ${summary.categories.filter((category) => category.targets > 0).map((category) => `${category.category} ${category.targets} (median ${category.medianScore})`).join(", ") || "none yet"}`,
    describeRenderSample(render),
    "Unknown and not measured are never in a rate's or share's denominator; n/a: measured on none (not applicable, not 0%).",
    "Could not ask (robots.txt disallows the scanner that path, a failure or timeout of ours, a spent budget, authentication required) is never a fail and never in a pass rate: its share is of pass + warn + fail + could not ask."
  ];
  return lines;
}
function registerFleetCommands(program) {
  const fleet = program.command("fleet").description("Lists of sites scanned in bulk on the service: create, list, run, status, summary, targets, movement, export (API key needed).");
  registerFleetReads(fleet);
  addRemoteOptions(
    fleet.command("create").description(`Upload a list of sites as a fleet: one domain, origin or URL a line (# comments), a CSV's first column, or JSON {"name", "targets"}.`).argument("<file>", "the list: .csv is read as CSV, .json as JSON, anything else as one target a line; - reads stdin").option("--name <name>", "the fleet's name (default: the file's name)"),
    ["agentgauge fleet create clients.txt", 'upload one domain a line; the fleet is named "clients"'],
    ['agentgauge fleet create top-sites.csv --name "Top 10k"', "the first column of a CSV"]
  ).action(async (file, flags) => {
    const { readFile } = await import("node:fs/promises");
    const text = file === "-" ? await readStdin() : await readFile(file, "utf8").catch((error) => {
      throw new CliError(EXIT.usage, `cannot read ${file}: ${error.code === "ENOENT" ? "no such file" : error.message}`);
    });
    const extension = file === "-" ? "" : import_node_path.default.extname(file).toLowerCase();
    const contentType = MEDIA_TYPES[extension] ?? "text/plain";
    const name = flags.name ?? (file === "-" ? void 0 : import_node_path.default.basename(file, extension));
    const body = contentType === "application/json" ? jsonUpload(text, name) : text;
    const created = await clientFor(flags).createFleet(body, contentType, contentType === "application/json" ? void 0 : name);
    printResult(flags, created, (body2) => [
      `Fleet ${body2.id} "${body2.name}": ${count(body2.targetCount)} targets.`,
      ...body2.rejected.length === 0 ? [] : [`${count(body2.rejected.length)} line(s) not taken:`, ...body2.rejected.slice(0, 20).map((entry) => `  line ${entry.line}: ${entry.target}: ${entry.reason}`), ...body2.rejected.length > 20 ? [`  \u2026 and ${count(body2.rejected.length - 20)} more (--json lists them)`] : []],
      `Run it with: agentgauge fleet run ${body2.id} --wait`
    ]);
  });
  addRemoteOptions(
    fleet.command("run").description("Start a run of a fleet; with --wait, follow it to the end (a progress bar on a terminal, plain lines otherwise).").argument("<fleetId>", 'the fleet id (printed by "agentgauge fleet create")').option("--wait", "follow the run until it ends, then print its counts; exit 5 when it failed or was cancelled").option("--render-sample <share>", "share of start pages (0-1) also rendered in a browser, to measure what a browsing agent reads (default 0.02)", renderSampleFlag).option("--timeout <seconds>", `with --wait, give up after this many seconds, 1-${DEFAULT_WAIT_SECONDS} (default ${DEFAULT_WAIT_SECONDS}); exit 6 when the run is still going`, integerFlag(1, DEFAULT_WAIT_SECONDS), DEFAULT_WAIT_SECONDS),
    ["agentgauge fleet run <fleetId>", "queue a run and print its id"],
    ["agentgauge fleet run <fleetId> --wait", "follow it to the end"]
  ).action(async (fleetId, flags) => {
    const client = clientFor(flags);
    const started = await client.startFleetRun(fleetId, flags.renderSample);
    if (!flags.wait) {
      printResult(flags, started, (body) => [`Run ${body.runId} ${body.status}: ${count(body.total)} targets.`, `Follow it with: agentgauge fleet summary ${body.runId}`]);
      return;
    }
    const run = await followRun(client, fleetId, started.runId, flags.timeout);
    printResult(flags, run, (body) => [`Run ${body.id} ${body.status}: ${countsLine(body.counts)}.`, `The figures: agentgauge fleet summary ${body.id}`]);
    failUnlessSucceeded(run);
  });
  addRemoteOptions(
    fleet.command("summary").description("Print the population's figures of a run: counts, score quantiles and histogram, pass rate per check, read rate per agent, caps.").argument("<runId>", 'the run id (printed by "agentgauge fleet run")'),
    ["agentgauge fleet summary <runId>", "the figures as tables"],
    ["agentgauge fleet summary <runId> --json", "the API's summary body"]
  ).action(async (runId, flags) => {
    const client = clientFor(flags);
    const run = await client.findFleetRun(runId);
    printResult(flags, await client.fleetSummary(run.fleetId, runId), summaryLines);
  });
  registerFleetTargets(fleet);
  registerFleetMovement(fleet);
  registerFleetReport(fleet);
  addRemoteOptions(
    fleet.command("export").description("Download a run's rows, one per target with a column per check and agent profile, as CSV or Parquet.").argument("<runId>", "the run id").requiredOption("--format <format>", "csv or parquet", formatFlag).requiredOption("-o, --output <file>", "where to write it (- for stdout)"),
    ["agentgauge fleet export <runId> --format csv -o run.csv", "a CSV with a header row"],
    ["agentgauge fleet export <runId> --format parquet -o run.parquet", "for DuckDB or pandas"]
  ).action(async (runId, flags) => {
    const client = clientFor(flags);
    const run = await client.findFleetRun(runId);
    const response = await client.exportFleetRun(run.fleetId, runId, flags.format);
    const [{ createWriteStream }, { Readable }, { pipeline }] = await Promise.all([import("node:fs"), import("node:stream"), import("node:stream/promises")]);
    const body = Readable.fromWeb(response.body);
    if (flags.output === "-") {
      await pipeline(body, process.stdout, { end: false });
      return;
    }
    let bytes = 0;
    body.on("data", (chunk) => {
      bytes += chunk.length;
    });
    await pipeline(body, createWriteStream(flags.output)).catch((error) => {
      throw new CliError(EXIT.failure, `cannot write ${flags.output}: ${error.message}`);
    });
    process.stderr.write(`agentgauge: wrote ${count(bytes)} bytes (${count(run.total)} rows) to ${flags.output}
`);
  });
}
function jsonUpload(text, name) {
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new CliError(EXIT.usage, 'the .json file is not valid JSON: send {"name": "...", "targets": [...]} or an array of targets');
  }
  return Array.isArray(parsed) ? JSON.stringify({ name: name ?? "Fleet", targets: parsed }) : text;
}
async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}
export {
  registerFleetCommands
};
