// JSON 405 for API paths that exist but not with the method used (Next would answer with an empty body).
import { NextResponse, type NextRequest } from 'next/server';
import { ApiError } from '@/lib/http/errors';
import { errorResponse } from '@/lib/http/respond';
import { allowedMethods } from '@/lib/http/route-table';

export function proxy(request: NextRequest) {
  const methods = allowedMethods(request.nextUrl.pathname);
  if (methods && !methods.has(request.method)) {
    const allow = [...methods].join(', ');
    return errorResponse(
      new ApiError('method-not-allowed', `${request.method} is not allowed on this path; use ${allow}.`),
      { allow, 'cache-control': 'no-store' },
    );
  }
  return NextResponse.next();
}

export const config = { matcher: '/api/:path*' };
