// /.well-known/ai-catalog.json (the AI Catalog core and ARD: also served at /.well-known/ard.json): one entry per
// agent surface the last scan saw answer — the API description, the MCP server card, the A2A agent card, each agent
// skill whose bytes matched its digest — and llms.txt as the host's documentation. Every word an entry carries is the
// surface's own (its title, description, operation summaries, tool descriptions, skill examples): a generated catalog
// never declares a surface the site lacks, nor claims what a surface did not say about itself. Only offered when at
// least one entry can be listed (lib/artifacts/offer.ts).
import { AI_CATALOG_SPEC_VERSION, AI_CATALOG_TYPE, MCP_CARD_TYPE, REPRESENTATIVE_QUERIES, type SurfaceFacts } from '@/engine/index';
import { surfacesShown } from '../shown-surfaces';
import { siteNameOf, type ArtifactInput } from '../site-input';
import { nameSlug } from './name-slug';
import type { Generator } from './types';
import { A2A_CARD_CATALOG_TYPE } from '@/lib/identity/endpoints';

export interface AiCatalogEntry {
  identifier: string;
  displayName: string;
  type: string;
  url: string;
  description?: string;
  representativeQueries: string[];
}

/** The publisher segment of urn:air identifiers: the site's host name (an IPv6 literal without its brackets and colons). */
function publisherOf(input: Pick<ArtifactInput, 'origin'>): string {
  return new URL(input.origin).hostname.replace(/^\[|\]$/g, '').replaceAll(':', '-');
}

/** The sentences of a description, each a phrase of its own. */
function sentences(text: string | null): string[] {
  return (text ?? '').split(/(?<=[.!?])\s+/).map((sentence) => sentence.trim()).filter((sentence) => sentence !== '');
}

/**
 * 2–5 representative queries from the surface's own words, most specific first (its operations, tools or examples,
 * then its description, then its name); null when it says too little for two, and the entry is left out rather than
 * given words it never said.
 */
function queriesFrom(...sources: Array<ReadonlyArray<string | null>>): string[] | null {
  const phrases = [...new Set(sources.flat().filter((phrase): phrase is string => phrase !== null && phrase.trim() !== '').map((phrase) => phrase.trim()))];
  return phrases.length < REPRESENTATIVE_QUERIES.min ? null : phrases.slice(0, REPRESENTATIVE_QUERIES.max);
}

function entry(fields: Omit<AiCatalogEntry, 'representativeQueries' | 'description'> & { description: string | null }, queries: string[] | null): AiCatalogEntry | null {
  if (queries === null) return null;
  const { description, ...rest } = fields;
  return { ...rest, ...(description ? { description } : {}), representativeQueries: queries };
}

/** Skill bundles by their file name: the AI Catalog core's zip and gzip types; a bundle of neither is left out. */
function skillType(skill: SurfaceFacts['agentSkills'][number]): string | null {
  if (!skill.archive) return 'application/agent-skills+md';
  const path = new URL(skill.url).pathname.toLowerCase();
  if (path.endsWith('.zip')) return 'application/agent-skills+zip';
  return /\.(tar\.gz|tgz|gz)$/.test(path) ? 'application/agent-skills+gzip' : null;
}

/** The entries a catalog of the site can list: every surface the last scan saw answer that describes itself in two phrases. */
export function aiCatalogEntries(input: Pick<ArtifactInput, 'origin' | 'report'>): AiCatalogEntry[] {
  const shown = surfacesShown(input);
  const urn = (namespace: string, name: string) => `urn:air:${publisherOf(input)}:${namespace}:${name}`;
  const entries: Array<AiCatalogEntry | null> = [];
  const api = shown.apiDescription;
  if (api) {
    const name = api.title ?? 'API';
    entries.push(entry({ identifier: urn('api', nameSlug(api.title, 'api')), displayName: name, type: api.mediaType, url: api.url, description: api.description }, queriesFrom(api.operations, sentences(api.description), [api.title])));
  }
  const mcp = shown.mcpServerCard;
  if (mcp) {
    const name = mcp.title ?? 'MCP server';
    entries.push(entry({ identifier: urn('mcp', nameSlug(mcp.title, 'server')), displayName: name, type: MCP_CARD_TYPE, url: mcp.url, description: mcp.description }, queriesFrom(mcp.tools, sentences(mcp.description), [mcp.title])));
  }
  const a2a = shown.a2aAgentCard;
  if (a2a) {
    const name = a2a.name ?? 'A2A agent';
    entries.push(entry({ identifier: urn('a2a', nameSlug(a2a.name, 'agent')), displayName: name, type: A2A_CARD_CATALOG_TYPE, url: a2a.url, description: a2a.description }, queriesFrom(a2a.skills, sentences(a2a.description), [a2a.name])));
  }
  for (const skill of shown.agentSkills) {
    const type = skillType(skill);
    if (type) entries.push(entry({ identifier: urn('skill', nameSlug(skill.name, 'skill')), displayName: skill.name, type, url: skill.url, description: skill.description }, queriesFrom(sentences(skill.description), [skill.name])));
  }
  // Identifiers are unique within the catalog: a repeated name gets its position.
  const listed = entries.filter((item): item is AiCatalogEntry => item !== null);
  return listed.map((item, index) => (listed.findIndex((other) => other.identifier === item.identifier) === index ? item : { ...item, identifier: `${item.identifier}-${index + 1}` }));
}

export const aiCatalog: Generator = (input) => {
  const entries = aiCatalogEntries(input);
  if (entries.length === 0) throw new Error('The ai-catalog file is offered only for a site with a surface the last scan saw answer.');
  const llms = surfacesShown(input).llmsTxt;
  const catalog = {
    specVersion: AI_CATALOG_SPEC_VERSION,
    host: { displayName: siteNameOf(input), identifier: publisherOf(input), ...(llms ? { documentationUrl: llms.url } : {}) },
    entries,
  };
  return { contentType: AI_CATALOG_TYPE, body: `${JSON.stringify(catalog, null, 2)}\n` };
};
