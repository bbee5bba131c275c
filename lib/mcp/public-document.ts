// A public discovery document: read-only metadata any origin may fetch, cached for an hour, with an ETag answered by
// 304 (experimental-ext-server-card docs/discovery.md §CORS Requirements and §Caching).
import { matchesIfNoneMatch, strongEtag } from '@/lib/http/etag';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET',
  'access-control-allow-headers': 'Content-Type, If-None-Match',
  'access-control-expose-headers': 'ETag',
};
const CACHE = 'public, max-age=3600';

export function publicDocument(request: Request, document: unknown, mediaType: string): Response {
  const body = JSON.stringify(document, null, 2);
  const etag = strongEtag(body);
  const headers = { ...CORS, 'cache-control': CACHE, etag };
  if (matchesIfNoneMatch(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { headers: { ...headers, 'content-type': mediaType } });
}

publicDocument.preflight = (): Response => new Response(null, { status: 204, headers: { ...CORS, 'access-control-max-age': '86400' } });
