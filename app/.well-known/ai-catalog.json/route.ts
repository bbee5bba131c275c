// The AI Catalog (/.well-known/ai-catalog.json): lists the MCP server card and the A2A agent card for domain-level discovery.
import { publicOrigin } from '@/lib/http/public-origin';
import { AI_CATALOG_MEDIA_TYPE, aiCatalog } from '@/lib/mcp/discovery-documents';
import { publicDocument } from '@/lib/mcp/public-document';

export const dynamic = 'force-dynamic';

export function GET(request: Request): Response {
  return publicDocument(request, aiCatalog(publicOrigin(request)), AI_CATALOG_MEDIA_TYPE);
}

export function OPTIONS(): Response {
  return publicDocument.preflight();
}
