// The MCP server card at <endpoint>/server-card (experimental-ext-server-card docs/discovery.md §Hosted Server Card
// Location): public metadata, so any origin may read it (§CORS Requirements), cached for an hour with an ETag (§Caching).
import { MCP_CARD_TYPE } from '@/engine/light';
import { publicOrigin } from '@/lib/net/public-origin';
import { serverCard } from '@/lib/mcp/discovery-documents';
import { publicDocument } from '@/lib/mcp/public-document';

export const dynamic = 'force-dynamic';

export function GET(request: Request): Response {
  return publicDocument(request, serverCard(publicOrigin(request)), MCP_CARD_TYPE);
}

export function OPTIONS(): Response {
  return publicDocument.preflight();
}
