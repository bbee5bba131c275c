import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  categoryOfReport
} from "./chunk-O76KAWJL.mjs";
import {
  ApiError
} from "./chunk-AE2BWU5J.mjs";
import {
  usageError
} from "./chunk-WTATI42K.mjs";
import {
  UNVERSIONED_SCORECARD
} from "./chunk-FVZW2CLM.mjs";

// bin/cli/latest-baseline.ts
var LATEST = "latest";
function siteFor(url, sites) {
  const exact = sites.find((site) => site.url === url);
  if (exact) return exact;
  const host = new URL(url).host;
  const sameHost = sites.filter((site) => site.host === host);
  return sameHost.length === 1 ? sameHost[0] : null;
}
function asAuditReport(stored) {
  const { score, scannedAt, ...rest } = stored;
  return { ...rest, overallScore: score, timestamp: scannedAt };
}
function latestBaselines(client) {
  let sites = null;
  return async (url) => {
    sites ??= client.listSites();
    const site = siteFor(url, (await sites).sites);
    if (!site) return { report: null, reason: `no site of your organization on the service is ${url}; nothing to compare` };
    try {
      const stored = await client.siteReport(site.id);
      return { report: asAuditReport(stored), label: `latest scan ${stored.scanId} of ${site.host} on the service` };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        return { report: null, reason: `the service has no finished scan of ${site.host} (site ${site.id}) yet; nothing to compare` };
      }
      throw error;
    }
  };
}

// bin/cli/index-benchmark.ts
var TIMEOUT_MS = 1e4;
function indexUrlOf(flags, fileBaseUrl) {
  const raw = flags.index?.trim() || flags.url?.trim() || flags.baseUrl?.trim() || fileBaseUrl?.trim();
  if (!raw) return null;
  let parsed;
  try {
    parsed = new URL(raw);
  } catch {
    throw usageError(`${flags.index ? "--index" : "--base-url"} "${raw}" is not a URL (e.g. https://gauge.example.com)`);
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") throw usageError(`${flags.index ? "--index" : "--base-url"} must be an http(s) URL, not ${parsed.protocol}`);
  return parsed.href;
}
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
  LATEST,
  latestBaselines,
  indexUrlOf,
  fetchBenchmark
};
