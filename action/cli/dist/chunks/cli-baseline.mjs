import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  compareReports
} from "./chunk-7BP2QXXT.mjs";
import "./chunk-2NGWI5PL.mjs";
import "./chunk-VNSXWG4G.mjs";
import {
  require_node_fs
} from "./chunk-4B563FFZ.mjs";
import {
  usageError
} from "./chunk-AF54SNVD.mjs";
import {
  __toESM
} from "./chunk-CLW72GYV.mjs";

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
  const { AuditReport } = await import("./report-LJQBG22Q.mjs");
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
export {
  baselineFor,
  compareWithBaseline,
  loadBaseline
};
