// The report page's markdown twin; next.config.ts rewrites /report/{host} here for `Accept: text/markdown`.
import { publicOrigin } from '@/lib/http/public-origin';
import { MARKDOWN_HEADERS } from '@/lib/http/markdown-negotiation';
import { reportMarkdown } from '@/lib/web/report-markdown';
import { loadPublicReport } from '../load-report';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ host: string }> }): Promise<Response> {
  const report = await loadPublicReport((await params).host);
  if (!report) {
    return new Response('# Not found\n\nNo public report exists for this host; scan it first.\n', { status: 404, headers: MARKDOWN_HEADERS });
  }
  return new Response(reportMarkdown(report, publicOrigin(request)), {
    headers: { ...MARKDOWN_HEADERS, 'cache-control': 'no-cache' },
  });
}
