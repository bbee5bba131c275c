// The one fetcher an audit sends its requests through, as its options configure it: the audit's, and a census's
// look-ahead of the audit's robots.txt (fetch-ahead.ts), which must ask exactly as the audit would.
import { DEFAULTS, auditRequestBudget } from './config.js';
import { createFetcher } from './fetch/fetcher.js';
import { processGate, type RequestGate } from './fetch/politeness.js';
import type { ExtraHeaders } from './fetch/origin-headers.js';
import type { Fetcher } from './fetch/types.js';
import type { ResolvedAuditOptions } from './options.js';
import { DEFAULT_RENDER_LIMITS } from './render/render-page.js';
import { USER_AGENT } from './version.js';

export function createAuditFetcher(
  resolved: ResolvedAuditOptions,
  gate: RequestGate | undefined,
  startUrl: string,
  extraHeaders: ExtraHeaders,
  signal: AbortSignal,
): Fetcher {
  return createFetcher({
    timeout: resolved.timeout,
    retries: resolved.retries,
    allowPrivateTargets: resolved.allowPrivateTargets,
    userAgent: resolved.userAgent ?? USER_AGENT,
    ...(resolved.bulk ? { maxInFlight: resolved.bulk.maxInFlight, jitterMs: resolved.bulk.jitterMs, waitForRetryAfter: !resolved.bulk.deferOnRetryAfter } : {}),
    resolver: resolved.resolver,
    perOriginConcurrency: DEFAULTS.perOriginConcurrency,
    gate: gate ?? processGate(),
    signal,
    ...(Object.keys(extraHeaders).length > 0 ? { originHeaders: { origin: new URL(startUrl).origin, headers: extraHeaders } } : {}),
    maxRequests: auditRequestBudget(resolved.maxPages, resolved.render === null ? 0 : (resolved.render.limits?.maxRequests ?? DEFAULT_RENDER_LIMITS.maxRequests)),
  });
}
