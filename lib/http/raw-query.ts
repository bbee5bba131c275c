// The query string exactly as the client sent it. Next rebuilds a route's request.url from a parsed query object
// and silently drops a parameter named `__proto__`, so a strict endpoint would never see it to refuse it; the HTTP
// front keeps the original here (overwriting anything a client sent in this header), and the route layer reads it.
import type { IncomingMessage } from 'node:http';

export const RAW_QUERY_HEADER = 'x-agentgauge-raw-query';

/** Called by the HTTP front for every request before Next sees it. */
export function keepRawQuery(request: IncomingMessage): void {
  const target = request.url ?? '/';
  const start = target.indexOf('?');
  request.headers[RAW_QUERY_HEADER] = start === -1 ? '' : target.slice(start + 1);
}

/** The request's query parameters as sent; outside the front, those of request.url. */
export function rawQueryOf(request: Request): URLSearchParams {
  const kept = request.headers.get(RAW_QUERY_HEADER);
  return kept === null ? new URL(request.url).searchParams : new URLSearchParams(kept);
}
