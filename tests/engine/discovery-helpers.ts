// Shared set-up of the discovery tests: one fixture site per test, one check per audit.
import type { AuditOptions, CheckResult, RequestedProfile } from '../../engine/index.js';
import { auditCheck } from '../helpers/check-audit.js';
import { html, serveSite, type Route, type Routes } from '../helpers/site.js';

export const HOME = html('<!doctype html><html lang="en"><head><title>Fixture home</title></head><body><h1>Home</h1></body></html>');

/** A route that accepts the request and never answers (the audit's timeout must fire). */
export const NEVER_ANSWERS: Route = () => new Promise<void>(() => {});

/** Fixtures are IP literals; any other host name must never be resolved, let alone contacted. */
export const NO_DNS = async (hostname: string): Promise<never> => {
  throw new Error(`The tests resolve no host names (asked for ${hostname}).`);
};

export interface Measured {
  result: CheckResult;
  requests: string[];
  /** host:port of the fixture site. */
  host: string;
}

/** Serves `routes` (with a plain home page unless given), audits one check and returns its result. */
export async function measure(
  checkId: string,
  routes: Routes,
  options: Partial<AuditOptions> & { profile?: RequestedProfile } = {},
): Promise<Measured> {
  const site = await serveSite({ '/': HOME, ...routes });
  try {
    const { result } = await auditCheck(site.url, checkId, { resolver: NO_DNS, ...options });
    return { result, requests: [...site.requests], host: new URL(site.origin).host };
  } finally {
    await site.close();
  }
}

export function messages(result: CheckResult): string[] {
  return result.findings.map((finding) => `${finding.status}: ${finding.message}`);
}
