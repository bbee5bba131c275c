// The catalog page's markdown twin; next.config.ts rewrites /checks here for `Accept: text/markdown`.
import { publicOrigin } from '@/lib/net/public-origin';
import { MARKDOWN_HEADERS } from '@/lib/http/markdown-negotiation';
import { catalogMarkdown } from '@/lib/web/check-catalog';

export const dynamic = 'force-dynamic';

export function GET(request: Request): Response {
  return new Response(catalogMarkdown(publicOrigin(request)), { headers: { ...MARKDOWN_HEADERS, 'cache-control': 'public, max-age=300' } });
}
