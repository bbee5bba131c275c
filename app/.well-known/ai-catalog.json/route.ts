// The AI Catalog (/.well-known/ai-catalog.json): lists the MCP server card and the A2A agent card for domain-level discovery.
import { AI_CATALOG_TYPE } from '@/engine/light';
import { publicOrigin } from '@/lib/net/public-origin';
import { aiCatalog } from '@/lib/mcp/discovery-documents';
import { publicDocument } from '@/lib/mcp/public-document';

export const dynamic = 'force-dynamic';

export function GET(request: Request): Response {
  return publicDocument(request, aiCatalog(publicOrigin(request)), AI_CATALOG_TYPE);
}

export function OPTIONS(): Response {
  return publicDocument.preflight();
}
