// The kinds of file the service generates for a site: one list for the API's schemas (lib/schemas/me/artifacts.ts,
// fixes.ts) and the room that generates them (lib/artifacts/kinds.ts says where each is served and what it fixes).

export const ARTIFACT_KINDS = [
  'llms-txt',
  'robots-txt',
  'sitemap-xml',
  'api-catalog',
  'json-ld',
  'agent-card',
  'mcp-server-card',
  'agent-skills-index',
  'agent-skill',
  'ai-catalog',
] as const;
export type ArtifactKind = (typeof ARTIFACT_KINDS)[number];
