import { API_ERRORS, ApiError } from '@/lib/errors/api-errors';

export const NO_STORE = 'no-store';

export function jsonResponse(body: unknown, init: { status?: number; headers?: HeadersInit } = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { status: init.status ?? 200, headers });
}

export function errorResponse(error: ApiError, extraHeaders: HeadersInit = {}): Response {
  const headers = new Headers(extraHeaders);
  if (error.retryAfter !== undefined) headers.set('retry-after', String(Math.max(1, Math.ceil(error.retryAfter))));
  return jsonResponse({ error: error.code, message: error.message }, { status: API_ERRORS[error.code].status, headers });
}
