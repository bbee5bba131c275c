// Agent Skills Discovery 0.2.0 index: the skills agents can load to use this service, each with its SKILL.md digest.
import { agentSkillsIndex } from '@/lib/agent-skills';
import { publicOrigin } from '@/lib/net/public-origin';
import { publicDocument } from '@/lib/mcp/public-document';

export const dynamic = 'force-dynamic';

export function GET(request: Request): Response {
  return publicDocument(request, agentSkillsIndex(publicOrigin(request)), 'application/json');
}

export function OPTIONS(): Response {
  return publicDocument.preflight();
}
