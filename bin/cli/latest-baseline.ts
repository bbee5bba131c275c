// --baseline latest (remote mode): the baseline of an audited URL is the latest stored scan of the organization's site
// at that URL on the service (GET /api/v1/me/sites, then the site's report), compared by the same rules as a file.
import { ApiError, type ApiClient, type Body } from './api-client.js';
import type { SiteList, SiteReport } from '../../lib/schemas/me/index.js';
import type { ReceivedReport } from './report-view.js';

export { LATEST } from './latest-baseline-name.js';

export type LatestBaseline = { report: ReceivedReport; label: string } | { report: null; reason: string };

type Site = Body<typeof SiteList>['sites'][number];

/** The organization's site for a URL: the same start page, else the only site on the same host. */
function siteFor(url: string, sites: readonly Site[]): Site | null {
  const exact = sites.find((site) => site.url === url);
  if (exact) return exact;
  const host = new URL(url).host;
  const sameHost = sites.filter((site) => site.host === host);
  return sameHost.length === 1 ? sameHost[0]! : null;
}

/** A stored report in the shape of an engine's Audit report (`score` is `overallScore`, `scannedAt` its timestamp). */
function asAuditReport(stored: Body<typeof SiteReport>): ReceivedReport {
  const { score, scannedAt, ...rest } = stored;
  return { ...rest, overallScore: score, timestamp: scannedAt } as unknown as ReceivedReport;
}

export function latestBaselines(client: ApiClient): (url: string) => Promise<LatestBaseline> {
  let sites: Promise<Body<typeof SiteList>> | null = null;
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
