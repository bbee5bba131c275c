// Requests the HTTP front refuses before Next sees them, because Next would answer them with a bare
// "500 Internal Server Error" (text/plain): a method outside HTTP's usual set (TRACE and friends, which Next's
// Request construction rejects), a path whose percent-encoding is not UTF-8 (Next fails decoding its parameters), a
// router-state header Next cannot parse, a server-action POST from a foreign origin (Next's CSRF check throws), and
// one naming an action this build does not have (a page from another build: said in words, not an empty 409).
// Each gets a 4xx: JSON on API paths (the one error table), a readable HTML page elsewhere.
import type { IncomingMessage } from 'node:http';
import { frontErrorResponse, htmlErrorPage, isApiPath } from './error-page';
import { originOfIncoming } from '@/lib/net/public-origin';
import { allowedMethods } from './route-table';
import { isKnownServerAction } from './server-action-ids';

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
  if (method === 'POST' && !isApiPath(path) && !multipartBoundaryNamed(request)) {
    // Next parses a form posted to a page as a server action and answers a body it cannot split with a bare 500.
    return frontErrorResponse(path, 'bad-request', 'The multipart/form-data body names no boundary (RFC 7578 §4.1).');
  }
  if (method === 'POST' && !isApiPath(path) && isServerAction(request) && !sameOrigin(request, trustProxy)) {
    return refuseForm(request);
  }
  const action = request.headers['next-action'];
  // Server actions live on pages: API paths never run one, so the header means nothing there (they answer as APIs).
  if (method === 'POST' && !isApiPath(path) && typeof action === 'string' && !isKnownServerAction(action)) {
    return htmlErrorPage(
      409,
      'This page comes from another version of the service (it was updated, or a server running another build answered). Reload the page and submit again.',
      { 'cache-control': 'no-store' },
    );
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

/** False only for a multipart/form-data body whose Content-Type has no boundary parameter. */
function multipartBoundaryNamed(request: IncomingMessage): boolean {
  const type = String(request.headers['content-type'] ?? '').toLowerCase();
  return !type.startsWith('multipart/form-data') || /;\s*boundary=[^;\s]/.test(type);
}

/** A server action: Next's client sends Next-Action; a form posted without JavaScript is a form body to a page. */
function isServerAction(request: IncomingMessage): boolean {
  if (request.headers['next-action'] !== undefined) return true;
  const type = String(request.headers['content-type'] ?? '').toLowerCase();
  return type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded');
}

const FOREIGN_FORM = 'Forms of this service can only be submitted from its own pages.';

/**
 * A refused form says what happened. Next's client posts a server action with fetch and shows a `text/plain` error
 * body as the error's message (its server-action reducer); a form posted without JavaScript gets the 403 page.
 */
function refuseForm(request: IncomingMessage): Response {
  if (request.headers['next-action'] !== undefined) {
    return new Response(FOREIGN_FORM, { status: 403, headers: { 'content-type': 'text/plain', 'cache-control': 'no-store' } });
  }
  return htmlErrorPage(403, FOREIGN_FORM, { 'cache-control': 'no-store' });
}

/**
 * Whether the browser that sent the request was on one of our pages: its Origin is the origin this request is
 * pinned to (lib/net/public-origin.ts: the configured public URL, else the trusted proxy's word, else our own
 * address), never the client's Host, which a proxy rewrites (nginx's default proxy_pass) and a client chooses. The
 * front pins Host to that origin before Next compares them, so Next's own check agrees. Browsers send Origin with
 * every POST; without one (a non-browser client) there is no cross-site request to refuse, as in Next's own check.
 */
function sameOrigin(request: IncomingMessage, trustProxy: boolean): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return URL.parse(origin)?.origin === originOfIncoming(request, trustProxy);
}
