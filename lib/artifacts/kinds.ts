// The files the service generates for a site: where each is served and the check it addresses (its verification).
import {
  A2A_CARD_PATH,
  AGENT_SKILLS_INDEX_PATH,
  AI_CATALOG_PATH,
  API_CATALOG_PATH,
  ARD_CATALOG_PATH,
  LLMS_TXT_PATHS,
  MCP_DEFAULT_ENDPOINT_PATH,
  MCP_SERVER_CARD_SUFFIX,
  ROBOTS_TXT_PATH,
  SITEMAP_PROBE_PATHS,
  type CheckId,
} from '@/engine/light';
import { SKILL_NAME } from './generators/agent-skill';
import { ARTIFACT_KINDS, type ArtifactKind } from '@/lib/schemas/vocabulary/artifacts';

export const ARTIFACT_CHECK = {
  'llms-txt': 'llms-txt',
  'robots-txt': 'robots-txt',
  'sitemap-xml': 'sitemap',
  'api-catalog': 'api-catalog',
  'json-ld': 'structured-data',
  'agent-card': 'a2a-agent-card',
  'mcp-server-card': 'mcp-server',
  'agent-skills-index': 'agent-skills',
  'agent-skill': 'agent-skills',
  'ai-catalog': 'api-catalog',
} as const satisfies Readonly<Record<ArtifactKind, CheckId>>;

/**
 * Checks a file fixes besides its own (ARTIFACT_CHECK, where reading it records advice): it stays on offer while any
 * of them does not pass. The generated robots.txt adds the groups for AI agents and the Content-Signal line.
 */
export const ARTIFACT_ALSO_FIXES: Readonly<Partial<Record<ArtifactKind, readonly CheckId[]>>> = {
  'robots-txt': ['ai-crawler-rules', 'content-signals'],
};

/** Where each file is served on the site, at the paths the engine looks for them (json-ld: in the start page's <head>). */
export const ARTIFACT_PATHS: Readonly<Record<ArtifactKind, string>> = {
  'llms-txt': LLMS_TXT_PATHS[0],
  'robots-txt': ROBOTS_TXT_PATH,
  'sitemap-xml': SITEMAP_PROBE_PATHS[0],
  'api-catalog': API_CATALOG_PATH,
  'json-ld': '/',
  'agent-card': A2A_CARD_PATH,
  // The location the server-card extension reserves (docs/discovery.md), not the legacy /.well-known paths.
  'mcp-server-card': `${MCP_DEFAULT_ENDPOINT_PATH}${MCP_SERVER_CARD_SUFFIX}`,
  'agent-skills-index': AGENT_SKILLS_INDEX_PATH,
  'agent-skill': AGENT_SKILLS_INDEX_PATH.replace(/index\.json$/, `${SKILL_NAME}/SKILL.md`),
  'ai-catalog': AI_CATALOG_PATH,
};

/** Further paths to serve the same bytes at: the AI catalog where ARD 0.91 consumers read it (one of two paths is an info finding). */
const ARTIFACT_ALSO_SERVED_AT: Readonly<Partial<Record<ArtifactKind, readonly string[]>>> = {
  'ai-catalog': [ARD_CATALOG_PATH],
};

/** The further paths of `kind` (none for most kinds), as a new array. */
export function alsoServedAt(kind: ArtifactKind): string[] {
  return [...(ARTIFACT_ALSO_SERVED_AT[kind] ?? [])];
}

export function isArtifactKind(value: string): value is ArtifactKind {
  return (ARTIFACT_KINDS as readonly string[]).includes(value);
}

/** The generated files that address a check (which of them a site is offered: lib/artifacts/offer.ts). */
export function artifactKindsFor(checkId: CheckId): ArtifactKind[] {
  return ARTIFACT_KINDS.filter((kind) => ARTIFACT_CHECK[kind] === checkId);
}
