import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  LATEST
} from "./chunk-ZBMHSXNG.mjs";
import {
  ApiError
} from "./chunk-6SUSSLBV.mjs";
import "./chunk-VMBA2NLR.mjs";
import "./chunk-AF54SNVD.mjs";
import "./chunk-CLW72GYV.mjs";

// bin/cli/latest-baseline.ts
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
export {
  LATEST,
  latestBaselines
};
