import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  runLocalAudit
} from "./chunk-6HYVF6TT.mjs";
import {
  renderFormat
} from "./chunk-VKF5AXPF.mjs";
import "./chunk-RAGRN4CC.mjs";
import {
  compareReports
} from "./chunk-2YIDG366.mjs";
import {
  LATEST,
  fetchBenchmark,
  latestBaselines
} from "./chunk-INZSBHTQ.mjs";
import "./chunk-O76KAWJL.mjs";
import {
  PLAIN,
  styleFor
} from "./chunk-QB2V7OOS.mjs";
import {
  ApiClient,
  ApiError,
  describeApiError,
  exitCodeForApiError
} from "./chunk-AE2BWU5J.mjs";
import {
  buildReportView,
  evaluateAssertions
} from "./chunk-VNM5XBMO.mjs";
import {
  CliError,
  EXIT,
  usageError
} from "./chunk-WTATI42K.mjs";
import {
  ENGINE_VERSION
} from "./chunk-FVZW2CLM.mjs";
import "./chunk-IWOCQL2G.mjs";
import {
  require_node_fs
} from "./chunk-4B563FFZ.mjs";
import {
  __toESM
} from "./chunk-CLW72GYV.mjs";

// bin/cli/audit-run.ts
var import_node_fs2 = __toESM(require_node_fs(), 1);

// bin/cli/baseline.ts
var import_node_fs = __toESM(require_node_fs(), 1);
async function loadBaseline(file) {
  let text;
  try {
    text = (0, import_node_fs.readFileSync)(file, "utf8");
  } catch (error) {
    throw usageError(`--baseline ${file}: cannot read it (${error.code ?? error.message})`);
  }
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw usageError(`--baseline ${file} is not JSON: ${error.message}`);
  }
  const { AuditReport } = await import("./report-PHSVXUSF.mjs");
  const candidates = Array.isArray(parsed) ? parsed : [parsed];
  if (candidates.length === 0) throw usageError(`--baseline ${file} holds no report`);
  return candidates.map((candidate, index) => {
    const checked = AuditReport.safeParse(candidate);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const where = [...Array.isArray(parsed) ? [index] : [], ...issue.path].join(".");
      throw usageError(
        `--baseline ${file} is not an Audit report (the --format json output of agentgauge audit): ${where ? `${where}: ` : ""}${issue.message}`
      );
    }
    return candidate;
  });
}
function baselineFor(url, baselines, auditedCount) {
  return baselines.find((report) => report.url === url) ?? (baselines.length === 1 && auditedCount === 1 ? baselines[0] : null);
}
function compareWithBaseline(file, baseline, report) {
  const side = (r) => ({
    engine: r.engine,
    overallScore: r.overallScore,
    pageCount: r.pageCount ?? 1,
    ...r.rendered === void 0 ? {} : { rendered: r.rendered },
    ...r.journeys === void 0 ? {} : { journeys: r.journeys },
    results: r.results.map((result) => ({ applicable: true, ...result }))
  });
  const comparison = compareReports(side(baseline), side(report));
  if (baseline.url !== report.url) {
    comparison.warnings.unshift(`The baseline measured ${baseline.url}, this audit ${report.url}.`);
    comparison.comparable = false;
  }
  return {
    ...comparison,
    file,
    baselineUrl: baseline.url,
    baselineTimestamp: baseline.timestamp,
    beforeScore: baseline.overallScore,
    afterScore: report.overallScore,
    regressed: comparison.changes.filter((change) => change.change === "regressed"),
    resolved: comparison.changes.filter((change) => change.resolved)
  };
}

// bin/cli/outcome.ts
function renderedViewMissing(asked, report) {
  if (!asked || report.rendered !== false) return null;
  return "--browser could not render any page (the browser did not start, or no page loaded in it): every finding comes from the raw view, and the rendered view was not measured.";
}

// bin/cli/audit-run.ts
function say(line) {
  process.stderr.write(`agentgauge: ${line}
`);
}
function engineRequest(url, settings) {
  const { checks, profile, timeout, retries, journeys } = settings.engine;
  return {
    url,
    ...checks ? { checks } : {},
    ...profile ? { profile } : {},
    ...timeout !== void 0 ? { timeout } : {},
    ...retries !== void 0 ? { retries } : {},
    ...journeys?.length ? { journeys } : {}
  };
}
async function auditOne(url, settings) {
  if (settings.connection) {
    const remote = await new ApiClient(settings.connection).engineAudit(engineRequest(url, settings));
    if (remote.closedBecause) say(`${url}: ${remote.closedBecause}`);
    return remote.report;
  }
  const { keepCompiledEngine, loadEngine } = await import("./engine-YVUNIUO7.mjs");
  const report = await runLocalAudit(await loadEngine(), url, settings.engine);
  keepCompiledEngine(settings.engine.checks === void 0);
  return report;
}
function failureOf(error) {
  if (error instanceof CliError) return { code: error.exitCode, message: error.message };
  if (error instanceof ApiError) return { code: exitCodeForApiError(error), message: describeApiError(error) };
  throw error;
}
function writeOutput(file, text) {
  try {
    (0, import_node_fs2.writeFileSync)(file, text);
  } catch (error) {
    throw new CliError(EXIT.failure, `could not write --output ${file}: ${error.code ?? error.message}`);
  }
}
async function baselineComparer(settings) {
  const { baseline } = settings;
  if (baseline === null) return null;
  if (baseline === LATEST) {
    const latest = latestBaselines(new ApiClient(settings.connection));
    return async (report) => {
      const found = await latest(report.url);
      if (found.report === null) {
        say(`${report.url}: ${found.reason}`);
        return null;
      }
      return compareWithBaseline(found.label, found.report, report);
    };
  }
  const baselines = await loadBaseline(baseline);
  return async (report) => {
    const baselineReport = baselineFor(report.url, baselines, settings.urls.length);
    if (!baselineReport) say(`${report.url}: the baseline ${baseline} holds no report of this URL; nothing to compare`);
    return baselineReport ? compareWithBaseline(baseline, baselineReport, report) : null;
  };
}
async function auditProduction(url, settings) {
  const { headers: _previewOnly, ...engine } = settings.engine;
  try {
    return await auditOne(url, { ...settings, engine });
  } catch (error) {
    const failure = failureOf(error);
    throw new CliError(failure.code, `--compare-to ${url}: ${failure.message}`);
  }
}
async function runAudits(settings, catalog) {
  const compare = await baselineComparer(settings);
  const production = settings.compareTo ? await import("./compare-to-XGN4BFBK.mjs") : null;
  if (settings.localByDefault) say("no API key (--api-key or AGENTGAUGE_API_KEY), so the audit runs locally on this machine");
  const several = settings.urls.length > 1;
  const outcomes = [];
  let auditFailure = null;
  for (const url of settings.urls) {
    let report;
    try {
      report = await auditOne(url, settings);
    } catch (error) {
      const failure = failureOf(error);
      if (!several) throw new CliError(failure.code, failure.message);
      say(`${url}: ${failure.message}`);
      auditFailure ??= failure.code;
      continue;
    }
    const baseline = compare ? await compare(report) : null;
    const missing = renderedViewMissing(settings.engine.render !== void 0, report);
    if (missing) say(`${report.url}: ${missing}`);
    outcomes.push({
      benchmark: settings.indexUrl ? await fetchBenchmark(settings.indexUrl, report, say) : null,
      renderedViewMissing: missing,
      report,
      view: buildReportView(report, catalog.entries, settings.agent),
      assertions: evaluateAssertions(settings.assertions, report, catalog.entries, settings.strict),
      baseline,
      ...production ? { comparison: production.compareWithProduction(await auditProduction(settings.compareTo, settings), report) } : {}
    });
  }
  if (outcomes.length > 0) {
    const context = { catalog: catalog.entries, version: ENGINE_VERSION, several };
    const render = production ? (await import("./compared-Q6PC4DT3.mjs")).renderCompared : renderFormat;
    if (settings.outputs.length > 0) {
      for (const output of settings.outputs) writeOutput(output.file, render(output.format, outcomes, context, PLAIN));
      process.stdout.write(render("text", outcomes, context, styleFor(process.stdout)));
    } else {
      process.stdout.write(render(settings.format, outcomes, context, styleFor(process.stdout)));
    }
  }
  let failed = false;
  for (const { report, assertions, baseline, comparison } of outcomes) {
    const where = several ? ` for ${report.url}` : "";
    for (const result of assertions) {
      if (result.failsRun) {
        say(`assertion ${result.outcome === "failed" ? "failed" : "not judged (--strict)"}${where}: ${result.message}`);
        failed = true;
      } else if (result.droppedByAutoDetection && !result.assertion.preset) {
        say(`assertion ${result.assertion.source} not judged${where}: ${result.actual}`);
      }
    }
    if (settings.failOnRegression && baseline) {
      for (const change of baseline.regressed) {
        say(`regression${where}: ${change.checkId} went from ${change.before.score} to ${change.after.score} since the baseline`);
        failed = true;
      }
      for (const change of baseline.journeys.lost) {
        say(`regression${where}: journey ${change.journey} was found by ${change.profile} in the baseline and is not now: ${change.reason}`);
        failed = true;
      }
    }
    if (settings.assertNoRegression && production && comparison) {
      for (const line of production.regressionsOf(comparison)) {
        say(`regression: ${line}`);
        failed = true;
      }
    }
  }
  if (auditFailure !== null) throw new CliError(auditFailure, `${settings.urls.length - outcomes.length} of ${settings.urls.length} audits could not run`);
  if (failed) throw new CliError(EXIT.assertionFailed, "");
}
export {
  runAudits
};
