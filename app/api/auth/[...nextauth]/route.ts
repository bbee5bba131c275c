// next-auth's own endpoints (session, csrf, providers, OAuth callbacks). Not part of the public API: the OpenAPI
// document describes /api/v1 only (see tests/unit/api/openapi-document.test.ts).
import NextAuth from 'next-auth';
import { authOptions } from '@/lib/auth/next-auth-options';

export const dynamic = 'force-dynamic';

type RouteContext = { params: Promise<{ nextauth: string[] }> };

function handle(request: Request, context: RouteContext): Promise<Response> {
  return NextAuth(request as never, context as never, authOptions()) as Promise<Response>;
}

export { handle as GET, handle as POST };
