// Requests the HTTP front refuses before Next sees them, because Next would answer them with a bare
// "500 Internal Server Error" (text/plain): a method outside HTTP's usual set (TRACE and friends, which Next's
// Request construction rejects), a path whose percent-encoding is not UTF-8 (Next fails decoding its parameters), a
// router-state header Next cannot parse, and a server-action POST from a foreign origin (Next's CSRF check throws).
// Each gets a 4xx: JSON on API paths (the one error table), a readable HTML page elsewhere.
import type { IncomingMessage } from 'node:http';
import { frontErrorResponse, htmlErrorPage, isApiPath } from './error-page';
import { allowedMethods } from './route-table';

/** RFC 9110 §9 methods the service implements somewhere; anything else is refused on every path. */
const SUPPORTED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const PAGE_METHODS = 'GET, HEAD, POST';

export function refuseRequest(request: IncomingMessage, path: string, trustProxy: boolean): Response | null {
  const method = request.method ?? 'GET';
  if (!SUPPORTED_METHODS.has(method)) {
    // RFC 9110 §15.5.6: 405 with the methods the target does allow.
    const allow = isApiPath(path) ? [...(allowedMethods(path) ?? SUPPORTED_METHODS)].join(', ') : PAGE_METHODS;
    return frontErrorResponse(path, 'method-not-allowed', `${method} is not allowed on this path; use ${allow}.`, { allow });
  }
  if (path.includes('%') && !decodes(path)) {
    return frontErrorResponse(path, 'invalid-parameter', 'The path is not valid percent-encoded UTF-8 (RFC 3986 §2.1).');
  }
  if (!routerStateParses(request)) {
    return frontErrorResponse(path, 'bad-request', 'The Next-Router-State-Tree header is not a percent-encoded JSON router state.');
  }
  if (method === 'POST' && !isApiPath(path) && isServerAction(request) && !sameOrigin(request, trustProxy)) {
    return htmlErrorPage(403, 'Forms of this service can only be submitted from its own pages.', { 'cache-control': 'no-store' });
  }
  return null;
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Next's client sends its router state as percent-encoded JSON in Next-Router-State-Tree; Next decodes and parses it
 * without a guard and answers a malformed one with a bare 500, so a header that does not parse is refused here.
 */
function routerStateParses(request: IncomingMessage): boolean {
  const header = request.headers['next-router-state-tree'];
  if (header === undefined) return true;
  try {
    const state: unknown = JSON.parse(decodeURIComponent(Array.isArray(header) ? header.join(',') : header));
    return Array.isArray(state);
  } catch {
    return false;
  }
}

/** A server action: Next's client sends Next-Action; a form posted without JavaScript is a form body to a page. */
function isServerAction(request: IncomingMessage): boolean {
  if (request.headers['next-action'] !== undefined) return true;
  const type = String(request.headers['content-type'] ?? '').toLowerCase();
  return type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded');
}

/**
 * Whether the browser that sent the request was on one of our pages. Browsers send Origin with every POST; without
 * one (a non-browser client) there is no cross-site request to refuse, as in Next's own check. The origin must be a
 * host we answer to (the Host header, the configured public URL, with a trusted proxy the host it forwarded) and the
 * very host Next compares it with (X-Forwarded-Host when sent, else Host), or Next's check would throw.
 */
function sameOrigin(request: IncomingMessage, trustProxy: boolean): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false; // "null" (a sandboxed frame, a redirect chain) or garbage: not one of our pages
  }
  const forwardedHost = firstForwardedHost(request);
  if (originHost !== (forwardedHost ?? request.headers.host)) return false;
  const ours = new Set([request.headers.host, hostOf(process.env.AGENTGAUGE_PUBLIC_URL), hostOf(process.env.NEXTAUTH_URL)]);
  if (trustProxy) ours.add(forwardedHost);
  return ours.has(originHost);
}

function firstForwardedHost(request: IncomingMessage): string | undefined {
  const forwarded = request.headers['x-forwarded-host'];
  return (Array.isArray(forwarded) ? forwarded[0] : forwarded?.split(',')[0])?.trim() || undefined;
}

function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}
