// One generated file of a site: its bytes plus where and how to serve them.
import { agentCard } from './generators/agent-card';
import { agentSkill } from './generators/agent-skill';
import { agentSkillsIndex } from './generators/agent-skills-index';
import { aiCatalog } from './generators/ai-catalog';
import { apiCatalog } from './generators/api-catalog';
import { jsonLd } from './generators/json-ld';
import { llmsTxt } from './generators/llms-txt';
import { mcpServerCard } from './generators/mcp-server-card';
import { robotsTxt } from './generators/robots-txt';
import { sitemapXml } from './generators/sitemap-xml';
import type { Generator } from './generators/types';
import { alsoServedAt, ARTIFACT_PATHS } from './kinds';
import { artifactOffer } from './offer';
import type { ArtifactInput } from './site-input';
import type { ArtifactKind } from '@/lib/schemas/vocabulary/artifacts';

const GENERATORS: Readonly<Record<ArtifactKind, Generator>> = {
  'llms-txt': llmsTxt,
  'robots-txt': robotsTxt,
  'sitemap-xml': sitemapXml,
  'api-catalog': apiCatalog,
  'json-ld': jsonLd,
  'agent-card': agentCard,
  'mcp-server-card': mcpServerCard,
  'agent-skills-index': agentSkillsIndex,
  'agent-skill': agentSkill,
  'ai-catalog': aiCatalog,
};

const FILENAMES: Readonly<Record<ArtifactKind, string>> = {
  'llms-txt': 'llms.txt',
  'robots-txt': 'robots.txt',
  'sitemap-xml': 'sitemap.xml',
  'api-catalog': 'api-catalog',
  'json-ld': 'structured-data.html',
  'agent-card': 'agent-card.json',
  'mcp-server-card': 'server-card.json',
  'agent-skills-index': 'index.json',
  'agent-skill': 'SKILL.md',
  'ai-catalog': 'ai-catalog.json',
};

export interface GeneratedArtifact {
  kind: ArtifactKind;
  path: string;
  /** Further paths to serve the same bytes at (the AI catalog also at /.well-known/ard.json). */
  alsoServeAt: string[];
  contentType: string;
  headers: Record<string, string>;
  body: string;
  filename: string;
  siteId: string;
  generatedFrom: string;
}

/** A file on offer for the site (lib/artifacts/offer.ts), or why it is not offered. */
export function offerArtifact(kind: ArtifactKind, input: ArtifactInput): { offered: true; artifact: GeneratedArtifact } | { offered: false; reason: string } {
  const offer = artifactOffer(kind, input);
  return offer.offered ? { offered: true, artifact: generateArtifact(kind, input) } : offer;
}

/** The file itself; callers that serve it ask offerArtifact, which decides whether the site is offered it. */
export function generateArtifact(kind: ArtifactKind, input: ArtifactInput): GeneratedArtifact {
  const file = GENERATORS[kind](input);
  return {
    kind,
    path: ARTIFACT_PATHS[kind],
    alsoServeAt: alsoServedAt(kind),
    contentType: file.contentType,
    headers: { 'content-type': file.contentType, ...file.headers },
    body: file.body,
    filename: FILENAMES[kind],
    siteId: input.siteId,
    generatedFrom: input.scanId,
  };
}
