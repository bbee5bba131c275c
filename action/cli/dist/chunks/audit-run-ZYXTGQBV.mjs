import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  runLocalAudit
} from "./chunk-CXMUTZMQ.mjs";
import {
  LATEST
} from "./chunk-ZBMHSXNG.mjs";
import {
  inertStrings,
  inertText
} from "./chunk-VMBA2NLR.mjs";
import {
  renderJson
} from "./chunk-TEFVBBX6.mjs";
import {
  PLAIN,
  styleFor
} from "./chunk-QB2V7OOS.mjs";
import {
  buildReportView,
  evaluateAssertions
} from "./chunk-X7LJQZ2T.mjs";
import {
  ENGINE_VERSION
} from "./chunk-2NGWI5PL.mjs";
import "./chunk-VNSXWG4G.mjs";
import {
  require_node_fs
} from "./chunk-4B563FFZ.mjs";
import {
  CliError,
  EXIT
} from "./chunk-AF54SNVD.mjs";
import {
  __toESM
} from "./chunk-CLW72GYV.mjs";

// bin/cli/audit-run.ts
var import_node_fs = __toESM(require_node_fs(), 1);

// bin/cli/outcome.ts
function renderedViewMissing(asked, report) {
  if (!asked || report.rendered !== false) return null;
  return "--browser could not render any page (the browser did not start, or no page loaded in it): every finding comes from the raw view, and the rendered view was not measured.";
}

// bin/cli/audit-run.ts
function say(line) {
  process.stderr.write(`agentgauge: ${inertText(line)}
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
    const { ApiClient } = await import("./cli-api-client.mjs");
    const remote = await new ApiClient(settings.connection).engineAudit(engineRequest(url, settings));
    if (remote.closedBecause) say(`${url}: ${remote.closedBecause}`);
    return remote.report;
  }
  const { keepCompiledEngine, loadEngine } = await import("./engine-X4GML3PY.mjs");
  const report = await runLocalAudit(await loadEngine(), url, settings.engine);
  keepCompiledEngine(settings.engine.checks === void 0);
  return report;
}
async function failureOf(error) {
  if (error instanceof CliError) return { code: error.exitCode, message: error.message };
  const { ApiError, describeApiError, exitCodeForApiError } = await import("./cli-api-client.mjs");
  if (error instanceof ApiError) return { code: exitCodeForApiError(error), message: describeApiError(error) };
  throw error;
}
function writeOutput(file, text) {
  try {
    (0, import_node_fs.writeFileSync)(file, text);
  } catch (error) {
    throw new CliError(EXIT.failure, `could not write --output ${file}: ${error.code ?? error.message}`);
  }
}
async function baselineComparer(settings) {
  const { baseline } = settings;
  if (baseline === null) return null;
  const [{ baselineFor, compareWithBaseline, loadBaseline }, { ApiClient }, { latestBaselines }] = await Promise.all([
    import("./cli-baseline.mjs"),
    import("./cli-api-client.mjs"),
    import("./cli-latest-baseline.mjs")
  ]);
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
    const failure = await failureOf(error);
    throw new CliError(failure.code, `--compare-to ${url}: ${failure.message}`);
  }
}
async function rendererFor(settings) {
  if (settings.outputs.length === 0 && settings.format === "json") return (_format, outcomes, context) => renderJson(outcomes, context);
  return (await import("./cli-formats-index.mjs")).renderFormat;
}
async function runAudits(settings, catalog) {
  const compare = await baselineComparer(settings);
  const production = settings.compareTo ? await import("./cli-compare-to.mjs") : null;
  if (settings.localByDefault) say("no API key (--api-key or AGENTGAUGE_API_KEY), so the audit runs locally on this machine");
  if (settings.verbose && !settings.connection) say((await import("./engine-X4GML3PY.mjs")).engineStart());
  const several = settings.urls.length > 1;
  const outcomes = [];
  let auditFailure = null;
  for (const url of settings.urls) {
    let report;
    try {
      report = inertStrings(await auditOne(url, settings));
    } catch (error) {
      const failure = await failureOf(error);
      if (!several) throw new CliError(failure.code, failure.message);
      say(`${url}: ${failure.message}`);
      auditFailure ??= failure.code;
      continue;
    }
    const baseline = compare ? await compare(report) : null;
    const missing = renderedViewMissing(settings.engine.render !== void 0, report);
    if (missing) say(`${report.url}: ${missing}`);
    let view;
    outcomes.push({
      benchmark: settings.indexUrl ? await (await import("./cli-index-benchmark.mjs")).fetchBenchmark(settings.indexUrl, report, say) : null,
      renderedViewMissing: missing,
      report,
      // Built when a format reads it: the JSON output is the report itself, and the view's fix gains (a rescoring of
      // the report for each open check) were a few per cent of a --json run.
      get view() {
        return view ??= buildReportView(report, catalog.entries, settings.agent);
      },
      assertions: evaluateAssertions(settings.assertions, report, catalog.entries, settings.strict),
      baseline,
      ...production ? { comparison: production.compareWithProduction(await auditProduction(settings.compareTo, settings), report) } : {}
    });
  }
  if (outcomes.length > 0) {
    const context = { catalog: catalog.entries, version: ENGINE_VERSION, several };
    const render = production ? (await import("./cli-formats-compared.mjs")).renderCompared : await rendererFor(settings);
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
