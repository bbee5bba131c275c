// The error answer of a request the HTTP front refuses or repairs itself: JSON {"error","message"} (the one error
// table) on the API's paths, a small readable HTML page everywhere else (Next's own error pages need a rendered app).
import { API_ERRORS, type ApiErrorCode } from '@/lib/errors/api-errors';

/** Paths whose clients expect JSON: the REST API (and next-auth's JSON endpoints under it), the MCP and A2A endpoints
 *  and the OAuth authorization server's endpoints (whose token requests browser-based clients send cross-origin). */
export function isApiPath(path: string): boolean {
  return /^\/(?:api|mcp|a2a|oauth)(?:\/|$)/.test(path);
}

export interface FrontError {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const TITLES: Record<number, string> = {
  400: 'Bad request',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Page out of date',
  500: 'Something went wrong',
  503: 'Temporarily unavailable',
};

/** The answer for `code` with `message` on `path`, as a plain value (the front writes it without a Response too). */
export function frontError(path: string, code: ApiErrorCode, message: string, headers: Record<string, string> = {}): FrontError {
  const rule: { status: number; retryAfter?: number } = API_ERRORS[code];
  const status = rule.status;
  // A 503 always says when to come back (the error table's seconds unless the caller knows better).
  const retryAfter: Record<string, string> = rule.retryAfter === undefined ? {} : { 'retry-after': String(rule.retryAfter) };
  const all = { 'cache-control': 'no-store', ...retryAfter, ...headers };
  if (!isApiPath(path)) return htmlError(status, message, all);
  return { status, headers: { ...all, 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify({ error: code, message }) };
}

export function frontErrorResponse(path: string, code: ApiErrorCode, message: string, headers: Record<string, string> = {}): Response {
  return toResponse(frontError(path, code, message, headers));
}

export function htmlErrorPage(status: number, message: string, headers: Record<string, string> = {}): Response {
  return toResponse(htmlError(status, message, headers));
}

function htmlError(status: number, message: string, headers: Record<string, string>): FrontError {
  const title = TITLES[status] ?? 'Error';
  const body =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${title} · Agent Gauge</title></head><body><main id="main"><h1>${title}</h1><p>${escapeHtml(message)}</p>` +
    '<p><a href="/">Go to the Agent Gauge home page</a></p></main></body></html>\n';
  return { status, headers: { ...headers, 'content-type': 'text/html; charset=utf-8' }, body };
}

function toResponse(error: FrontError): Response {
  return new Response(error.body, { status: error.status, headers: error.headers });
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
