// JSON 405 for API paths that exist but not with the method used (Next would answer with an empty body).
import { NextResponse, type NextRequest } from 'next/server';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export function proxy(request: NextRequest) {
  return methodNotAllowed(request.method, request.nextUrl.pathname) ?? NextResponse.next();
}

// Every API path except the public report read: running the proxy costs about as much as that whole cached read, so
// its route file answers the 405s itself (refuseOtherMethods), with the same body. Nor the traffic log uploads: with a
// proxy, Next buffers a request's body for it and cuts it at 10 MB (proxyClientMaxBodySize), and a log is larger. Nor
// fleet uploads (up to 16 MiB), for the same reason: a cut list was answered 201 without its last targets (issue 52).
export const config = { matcher: ['/api', '/api/((?!v1/report/|v1/ingest/|v1/me/sites/[^/]+/traffic$|v1/me/fleets$).*)'] };
