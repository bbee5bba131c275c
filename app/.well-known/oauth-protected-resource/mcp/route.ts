// RFC 9728 protected resource metadata of the MCP endpoint (resource = <origin>/mcp), at the path-scoped location
// RFC 9728 §3.1 derives from it; the WWW-Authenticate challenge of /mcp names this URL (MCP 2026-07-28
// basic/authorization §Authorization Server Discovery).
import { publicOrigin } from '@/lib/net/public-origin';
import { protectedResourceMetadata } from '@/lib/auth/oauth-resources';
import { SERVER_CARD_PATH } from '@/lib/identity/endpoints';

export const dynamic = 'force-dynamic';

export function GET(request: Request): Response {
  const origin = publicOrigin(request);
  return new Response(JSON.stringify(protectedResourceMetadata('mcp', origin, `${origin}${SERVER_CARD_PATH}`)), {
    headers: { 'content-type': 'application/json', 'cache-control': 'public, max-age=300' },
  });
}
