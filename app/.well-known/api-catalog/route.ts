// RFC 9727 API catalog: a linkset pointing at the OpenAPI description and at the MCP endpoint's server card.
import { MCP_CARD_TYPE } from '@/engine/light';
import { OPENAPI_MEDIA_TYPE, OPENAPI_PATH } from '@/lib/http/discovery-links';
import { publicOrigin } from '@/lib/net/public-origin';
import { MCP_PATH, SERVER_CARD_PATH } from '@/lib/identity/endpoints';

export const dynamic = 'force-dynamic';

export function GET(request: Request): Response {
  const origin = publicOrigin(request);
  const linkset = {
    linkset: [
      {
        anchor: `${origin}/api/v1`,
        'service-desc': [{ href: `${origin}${OPENAPI_PATH}`, type: OPENAPI_MEDIA_TYPE }],
        'service-doc': [{ href: `${origin}/llms.txt`, type: 'text/markdown' }],
      },
      {
        anchor: `${origin}${MCP_PATH}`,
        'service-desc': [{ href: `${origin}${SERVER_CARD_PATH}`, type: MCP_CARD_TYPE }],
        'service-doc': [{ href: `${origin}/llms.txt`, type: 'text/markdown' }],
      },
    ],
  };
  return new Response(JSON.stringify(linkset), {
    headers: {
      'content-type': 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"',
      'cache-control': 'public, max-age=300',
    },
  });
}
