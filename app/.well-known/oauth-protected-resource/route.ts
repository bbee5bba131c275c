// RFC 9728 protected resource metadata: the /api/v1/me and engine endpoints take a bearer token in the
// Authorization header. The tokens are organization API keys issued in the dashboard, not by an OAuth
// authorization server, so no authorization_servers are listed (the member is optional in RFC 9728).
import { OPENAPI_PATH } from '@/lib/http/discovery-links';
import { publicOrigin } from '@/lib/http/public-origin';

export const dynamic = 'force-dynamic';

export function GET(request: Request): Response {
  const origin = publicOrigin(request);
  const metadata = {
    resource: origin,
    resource_name: 'Agent Gauge API',
    bearer_methods_supported: ['header'],
    resource_documentation: `${origin}${OPENAPI_PATH}`,
  };
  return new Response(JSON.stringify(metadata), {
    headers: { 'content-type': 'application/json', 'cache-control': 'public, max-age=300' },
  });
}
