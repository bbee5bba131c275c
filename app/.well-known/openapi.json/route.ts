import { openApiDocument } from '@/lib/openapi/document';

export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json(openApiDocument(), {
    headers: { 'cache-control': 'public, max-age=300' },
  });
}
