// Our A2A agent card (A2A 1.0 §8.2 well-known URI), public like the other discovery documents (§8.6 caching).
import { A2A_CARD_MEDIA_TYPE, agentCard } from '@/lib/a2a/card';
import { publicOrigin } from '@/lib/net/public-origin';
import { publicDocument } from '@/lib/mcp/public-document';

export const dynamic = 'force-dynamic';

export function GET(request: Request): Response {
  return publicDocument(request, agentCard(publicOrigin(request)), A2A_CARD_MEDIA_TYPE);
}

export function OPTIONS(): Response {
  return publicDocument.preflight();
}
