// One check audited through the public entry point against a fixture site served on 127.0.0.1.
import { afterEach } from 'vitest';
import { audit } from '../../engine/index.js';
import type { AuditOptions, AuditReport, CheckResult } from '../../engine/index.js';
import { serveSite, type FixtureSite, type Route, type Routes } from './site.js';

export interface CheckAudit {
  report: AuditReport;
  result: CheckResult;
}

/** Audits only check `id` (profile all, no retries, private targets allowed); `options` override these. */
export async function auditCheck(url: string, id: string, options: AuditOptions = {}): Promise<CheckAudit> {
  // Callers pass optional settings straight through: an undefined one keeps the default rather than clearing it.
  const given: AuditOptions = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
  const report = await audit(url, { checks: [id], profile: 'all', allowPrivateTargets: true, retries: 0, ...given });
  const result = report.results.find((entry) => entry.id === id);
  if (!result) throw new Error(`no result for ${id}`);
  return { report, result };
}

export interface ServedCheckOptions extends AuditOptions {
  /** What the fixture site answers for paths `routes` does not name (default 404). */
  fallback?: Route;
}

/**
 * For a test file about one check: `measure` serves `routes` and audits the check (`serve` only serves); the last
 * site served stays readable as `site` until the test ends, when it is closed.
 */
export function useCheckAudit(id: string) {
  let site: FixtureSite | undefined;
  afterEach(async () => {
    await site?.close();
    site = undefined;
  });
  const serve = async (routes: Routes, fallback?: Route): Promise<FixtureSite> => {
    site = await serveSite(routes, fallback);
    return site;
  };
  return {
    get site() {
      return site;
    },
    serve,
    measure: async (routes: Routes, { fallback, ...options }: ServedCheckOptions = {}): Promise<CheckAudit> =>
      auditCheck((await serve(routes, fallback)).url, id, options),
  };
}
