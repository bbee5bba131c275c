// The home page's markdown twin; next.config.ts rewrites / here for `Accept: text/markdown`.
import { publicOrigin } from '@/lib/net/public-origin';
import { MARKDOWN_HEADERS } from '@/lib/http/markdown-negotiation';
import { homeMarkdown } from '@/lib/web/report-markdown';

export const dynamic = 'force-dynamic';

export function GET(request: Request): Response {
  return new Response(homeMarkdown(publicOrigin(request)), { headers: { ...MARKDOWN_HEADERS, 'cache-control': 'public, max-age=300' } });
}
