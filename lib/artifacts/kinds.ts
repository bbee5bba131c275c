// The files the service generates for a site: where each is served and the check it addresses (its verification).
import type { CheckId } from '@/engine/index';

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
] as const;

export type ArtifactKind = (typeof ARTIFACT_KINDS)[number];

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
} as const satisfies Readonly<Record<ArtifactKind, CheckId>>;

/** Where each file is served on the site (json-ld: embedded in the start page's <head>). */
export const ARTIFACT_PATHS: Readonly<Record<ArtifactKind, string>> = {
  'llms-txt': '/llms.txt',
  'robots-txt': '/robots.txt',
  'sitemap-xml': '/sitemap.xml',
  'api-catalog': '/.well-known/api-catalog',
  'json-ld': '/',
  'agent-card': '/.well-known/agent-card.json',
  'mcp-server-card': '/.well-known/mcp/server-card.json',
  'agent-skills-index': '/.well-known/agent-skills/index.json',
  'agent-skill': '/.well-known/agent-skills/site-guide/SKILL.md',
};

export function isArtifactKind(value: string): value is ArtifactKind {
  return (ARTIFACT_KINDS as readonly string[]).includes(value);
}

/** The generated files that address a check. */
export function artifactKindsFor(checkId: CheckId): ArtifactKind[] {
  return ARTIFACT_KINDS.filter((kind) => ARTIFACT_CHECK[kind] === checkId);
}
