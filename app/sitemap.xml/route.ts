import { publicOrigin } from '@/lib/net/public-origin';
import { CHECKS_PATH, INDEX_PATH } from '@/lib/web/public-paths';

export const dynamic = 'force-dynamic';

const PAGES = ['/', CHECKS_PATH, INDEX_PATH, '/llms.txt'];
// These pages change only with a new deployment: the time this server started stands for their last change.
const DEPLOYED_AT = new Date().toISOString();

export function GET(request: Request): Response {
  const origin = publicOrigin(request);
  const urls = PAGES.map((path) => `  <url><loc>${origin}${path}</loc><lastmod>${DEPLOYED_AT}</lastmod></url>`).join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
  return new Response(body, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
