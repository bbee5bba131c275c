import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  indexUrlOf
} from "./chunk-UDBG7IEV.mjs";
import {
  categoryOfReport
} from "./chunk-KEVJWYPO.mjs";
import {
  UNVERSIONED_SCORECARD
} from "./chunk-2NGWI5PL.mjs";
import "./chunk-VNSXWG4G.mjs";
import "./chunk-4B563FFZ.mjs";
import "./chunk-AF54SNVD.mjs";
import "./chunk-CLW72GYV.mjs";

// bin/cli/index-benchmark.ts
var TIMEOUT_MS = 1e4;
function scorecardOf(report) {
  if (report.scorecard) return report.scorecard;
  const version = /@(\d+)\.(\d+)\./.exec(report.engine ?? "");
  const beforeScorecards = version !== null && (Number(version[1]) < 6 || Number(version[1]) === 6 && Number(version[2]) < 3);
  return beforeScorecards ? UNVERSIONED_SCORECARD : null;
}
async function fetchBenchmark(indexUrl, report, say) {
  const scorecard = scorecardOf(report);
  if (scorecard === null) {
    say(`no index benchmark for ${report.url}: the report names no scorecard, so its number cannot be placed in an edition`);
    return null;
  }
  const query = new URLSearchParams({
    score: String(Math.round(report.overallScore)),
    category: categoryOfReport({ resolvedProfiles: report.resolvedProfiles ?? [] }),
    scorecard
  });
  const url = new URL(`api/v1/index/benchmark?${query}`, indexUrl.endsWith("/") ? indexUrl : `${indexUrl}/`);
  try {
    const response = await fetch(url, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (response.status === 404) return null;
    const body = await response.json().catch(() => null);
    if (!response.ok || body === null || typeof body.edition !== "number") {
      say(`no index benchmark for ${report.url}: ${url.origin} answered ${response.status}${body?.message ? ` (${body.message})` : ""}`);
      return null;
    }
    return body;
  } catch (error) {
    say(`no index benchmark for ${report.url}: ${url.origin} could not be reached (${error.name === "TimeoutError" ? "timed out" : error.message})`);
    return null;
  }
}
export {
  fetchBenchmark,
  indexUrlOf
};
