// Fallback for paths under /api that no operation has: a JSON 404 instead of the HTML not-found page.
import { ApiError } from '@/lib/errors/api-errors';
import { errorResponse } from '@/lib/http/respond';

export const dynamic = 'force-dynamic';

function notFound(request: Request): Response {
  const path = new URL(request.url).pathname;
  return errorResponse(new ApiError('not-found', `No API route matches ${path}; see /.well-known/openapi.json.`), {
    'cache-control': 'no-store',
  });
}

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
