// The report page's markdown twin; next.config.ts rewrites /report/{host} here for `Accept: text/markdown`.
import { publicOrigin } from '@/lib/net/public-origin';
import { MARKDOWN_HEADERS } from '@/lib/http/markdown-negotiation';
import { DATABASE_RETRY_AFTER_SECONDS } from '@/lib/observability/request-outcome';
import { DATABASE_UNAVAILABLE } from '@/lib/web/database-outage';
import { reportMarkdown } from '@/lib/web/report-markdown';
import { loadPublicReport } from '../load-report';
import { noPublicReport } from '@/lib/services/get-public-report';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ host: string }> }): Promise<Response> {
  const report = await loadPublicReport((await params).host);
  if (report === DATABASE_UNAVAILABLE) {
    return new Response('# Temporarily unavailable\n\nThe report cannot be read right now: the database is out of reach. Retry in a moment.\n', {
      status: 503,
      headers: { ...MARKDOWN_HEADERS, 'cache-control': 'no-store', 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
    });
  }
  if (!report) {
    return new Response(`# Not found\n\n${noPublicReport('this host')}\n`, { status: 404, headers: MARKDOWN_HEADERS });
  }
  return new Response(reportMarkdown(report, publicOrigin(request)), {
    headers: { ...MARKDOWN_HEADERS, 'cache-control': 'no-cache' },
  });
}
