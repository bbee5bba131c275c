// The endpoints an operator's tooling calls, answered by the process's HTTP front (service-http.ts) before Next:
// - GET /healthz: the process is alive (200 while it runs, draining included).
// - GET /readyz: it should get traffic: the database answers and its migrations are applied; 503 with Retry-After
//   when not, and while the process drains on SIGTERM.
// - GET /metrics: Prometheus exposition. With AGENTGAUGE_METRICS_TOKEN set, only to "Authorization: Bearer <token>";
//   without it, only to loopback callers (the socket's address; a proxy's X-Forwarded-For only counts with
//   AGENTGAUGE_TRUST_PROXY=1, as for every other use of the caller's address).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import ipaddr from 'ipaddr.js';
import { ApiError } from '@/lib/errors/api-errors';
import { errorResponse, jsonResponse, NO_STORE } from '@/lib/http/respond';
import { scrapeMetrics } from '@/lib/observability/metrics';
import { checkReadiness } from '@/lib/observability/readiness';

export const OPERATOR_PATHS = ['/healthz', '/readyz', '/metrics'] as const;
type OperatorPath = (typeof OPERATOR_PATHS)[number];

/** Seconds a load balancer should wait before asking /readyz again, or before retrying a refused request. */
export const NOT_READY_RETRY_AFTER_SECONDS = 5;

const COMMON_HEADERS = { 'cache-control': NO_STORE, 'x-content-type-options': 'nosniff' };

export function isOperatorPath(path: string): path is OperatorPath {
  return (OPERATOR_PATHS as readonly string[]).includes(path);
}

export async function answerOperatorRequest(
  path: OperatorPath,
  request: IncomingMessage,
  caller: string,
  draining: boolean,
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return errorResponse(new ApiError('method-not-allowed', `${request.method} is not allowed on this path; use GET, HEAD.`), {
      ...COMMON_HEADERS,
      allow: 'GET, HEAD',
    });
  }
  if (path === '/healthz') return jsonResponse({ status: 'ok' }, { headers: COMMON_HEADERS });
  if (path === '/readyz') return readiness(draining);
  const refusal = metricsRefusal(request.headers.authorization, caller);
  if (refusal) return refusal;
  const { contentType, text } = await scrapeMetrics();
  return new Response(text, { headers: { ...COMMON_HEADERS, 'content-type': contentType } });
}

async function readiness(draining: boolean): Promise<Response> {
  const state = draining ? { ready: false as const, reason: 'the process is shutting down.' } : await checkReadiness();
  if (state.ready) return jsonResponse({ status: 'ready' }, { headers: COMMON_HEADERS });
  return errorResponse(new ApiError('service-unavailable', `Not ready: ${state.reason}`, { retryAfter: NOT_READY_RETRY_AFTER_SECONDS }), COMMON_HEADERS);
}

/** Null when the caller may read the metrics, else the 401 to send. */
function metricsRefusal(authorization: string | undefined, caller: string): Response | null {
  const token = process.env.AGENTGAUGE_METRICS_TOKEN;
  if (token) {
    if (bearerMatches(authorization, token)) return null;
    return unauthorized('Send the metrics token (AGENTGAUGE_METRICS_TOKEN) as "Authorization: Bearer <token>".');
  }
  if (isLoopback(caller)) return null;
  return unauthorized(
    'Metrics are served to loopback callers only; set AGENTGAUGE_METRICS_TOKEN on the server to scrape them from ' +
      'elsewhere with "Authorization: Bearer <token>".',
  );
}

function unauthorized(message: string): Response {
  return errorResponse(new ApiError('unauthorized', message), { ...COMMON_HEADERS, 'www-authenticate': 'Bearer' });
}

/** Compares digests, so the comparison takes the same time whatever the length or content of the guess. */
function bearerMatches(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]!), digest(token));
}

function isLoopback(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback';
}
