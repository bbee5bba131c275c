// RFC 9728 protected resource metadata of the whole API (resource = the origin: /api/v1/me, the engine endpoints and
// /mcp). Bearer tokens are organization API keys from the dashboard or OAuth access tokens from the service's own
// authorization server, which is listed (its RFC 8414 metadata is at /.well-known/oauth-authorization-server).
import { OPENAPI_PATH } from '@/lib/http/discovery-links';
import { publicOrigin } from '@/lib/net/public-origin';
import { protectedResourceMetadata } from '@/lib/auth/oauth-resources';

export const dynamic = 'force-dynamic';

export function GET(request: Request): Response {
  const origin = publicOrigin(request);
  return new Response(JSON.stringify(protectedResourceMetadata('api', origin, `${origin}${OPENAPI_PATH}`)), {
    headers: { 'content-type': 'application/json', 'cache-control': 'public, max-age=300' },
  });
}
