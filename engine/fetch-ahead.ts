// A census's look-ahead (lib/fleets/look-ahead.ts): the audit's robots.txt request, sent before the audit with the
// audit's own options (scanner, gate, politeness, SSRF rules on every hop), so that its answer can be handed to the
// audit (AuditOptions.answeredAhead) and how long the host took to give it be known before the audit is scheduled.
import { createAuditFetcher } from './audit-fetcher.js';
import { normalizeStartUrl } from './audit.js';
import { CHECK_IDS } from './checks/index.js';
import { resolveExtraHeaders } from './fetch/origin-headers.js';
import { storeFetchResult, type AnsweredAhead } from './gather/answered-ahead.js';
import { robotsRequest } from './gather/robots.js';
import { resolveOptions, type AuditOptions } from './options.js';

export interface RobotsAhead {
  answered: AnsweredAhead;
  /** Requests sent (each attempt and redirect hop). */
  requests: number;
}

export async function fetchRobotsAhead(inputUrl: string, options: AuditOptions = {}): Promise<RobotsAhead> {
  const resolved = resolveOptions(options, CHECK_IDS);
  const startUrl = normalizeStartUrl(inputUrl);
  const signal = resolved.signal ?? new AbortController().signal;
  const fetcher = createAuditFetcher(resolved, options.gate, startUrl, resolveExtraHeaders(options.headers), signal);
  const request = robotsRequest(new URL(startUrl).origin);
  try {
    const result = await fetcher.fetch(request);
    return {
      answered: { request, result: storeFetchResult(result) },
      requests: fetcher.requestsSent?.() ?? 1,
    };
  } finally {
    // Its connections go back to the shared pools (a census reads thousands of these in a worker).
    await fetcher.close();
  }
}
