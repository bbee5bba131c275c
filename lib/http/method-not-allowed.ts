// JSON 405 with Allow for a method an API path does not support (Next alone would answer with an empty body).
import { ApiError } from '@/lib/errors/api-errors';
import { errorResponse } from './respond';
import { allowedMethods } from './route-table';

/** The 405 answer when `method` is not allowed on an API path, or null (allowed, or no such path). */
export function methodNotAllowed(method: string, pathname: string): Response | null {
  const methods = allowedMethods(pathname);
  if (!methods || methods.has(method)) return null;
  const allow = [...methods].join(', ');
  return errorResponse(new ApiError('method-not-allowed', `${method} is not allowed on this path; use ${allow}.`), {
    allow,
    'cache-control': 'no-store',
  });
}

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

/**
 * Route exports for a read-only route file on a path the proxy skips: JSON 405 for the methods it does not
 * implement, and OPTIONS with the path's own Allow (Next's automatic OPTIONS would list these exports too).
 */
export function refuseOtherMethods(): Record<Method, (request: Request) => Response> {
  const pathOf = (request: Request) => new URL(request.url).pathname;
  // A path the route file matches but no operation does (/badge/x without .svg): there is nothing there to allow.
  const refuse = (request: Request) =>
    methodNotAllowed(request.method, pathOf(request)) ?? errorResponse(new ApiError('not-found'), { 'cache-control': 'no-store' });
  const options = (request: Request) =>
    new Response(null, { status: 204, headers: { allow: [...(allowedMethods(pathOf(request)) ?? [])].sort().join(', ') } });
  return { POST: refuse, PUT: refuse, PATCH: refuse, DELETE: refuse, OPTIONS: options };
}
