// The engine tests' one audit helper: a check audited through the public entry point against fixture sites served
// on 127.0.0.1.
import { afterEach } from 'vitest';
import { audit } from '../../engine/index.js';
import type { AuditOptions, AuditReport, CheckId, CheckResult } from '../../engine/index.js';
import { serveSite, type FixtureSite, type Route, type SiteRoutes } from './site.js';

export interface CheckAudit {
  report: AuditReport;
  result: CheckResult;
  /** The fixture site audited; it stays open until the test ends. */
  site: FixtureSite;
}

export interface ServedCheckOptions extends AuditOptions {
  /** Served at "/" unless the routes name "/". */
  home?: Route;
  /** What the fixture site answers for paths the routes do not name (default 404). */
  fallback?: Route;
}

/** Fixtures are IP literals; any other host name must never be resolved, let alone contacted. */
export const NO_DNS = async (hostname: string): Promise<never> => {
  throw new Error(`The tests resolve no host names (asked for ${hostname}).`);
};

/** Serves fixture sites for one test file: every site a test starts is closed when that test ends. */
export function useFixtureSites(): (routes: SiteRoutes, fallback?: Route) => Promise<FixtureSite> {
  const open: FixtureSite[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((site) => site.close()));
  });
  return async (routes, fallback) => {
    const site = await serveSite(routes, fallback);
    open.push(site);
    return site;
  };
}

/**
 * For a test file about one check: `measure` serves `routes` and audits check `id` (profile all, no retries, private
 * targets allowed, then `defaults`, then the call's `options`; an undefined option keeps what it would override);
 * `serve` only serves. The last site served stays readable as `site` until the test ends.
 */
export function useCheckAudit(id: CheckId, defaults: ServedCheckOptions = {}) {
  const serveSites = useFixtureSites();
  let site: FixtureSite | undefined;
  afterEach(() => {
    site = undefined;
  });
  const serve = async (routes: SiteRoutes, fallback?: Route): Promise<FixtureSite> => {
    site = await serveSites(routes, fallback);
    return site;
  };
  return {
    get site() {
      return site;
    },
    serve,
    measure: async (routes: SiteRoutes, options: ServedCheckOptions = {}): Promise<CheckAudit> => {
      const { home, fallback, ...given } = { ...definedOnly(defaults), ...definedOnly(options) };
      const served = await serve(home ? withHome(routes, home) : routes, fallback);
      const report = await audit(served.url, { checks: [id], profile: 'all', allowPrivateTargets: true, retries: 0, ...given });
      const result = report.results.find((entry) => entry.id === id);
      if (!result) throw new Error(`no result for ${id}`);
      return { report, result, site: served };
    },
  };
}

export function messages(result: CheckResult): string[] {
  return result.findings.map((finding) => `${finding.status}: ${finding.message}`);
}

// Callers pass optional settings straight through: an undefined one keeps the default rather than clearing it.
function definedOnly(options: ServedCheckOptions): ServedCheckOptions {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
}

function withHome(routes: SiteRoutes, home: Route): SiteRoutes {
  return typeof routes === 'function' ? (origin) => ({ '/': home, ...routes(origin) }) : { '/': home, ...routes };
}
