// What the agent surfaces a site declares say about themselves, read from artifacts the audit already gathered (never
// a fetch of its own): the service builds a site's AI catalog from these words later (lib/artifacts), so an entry
// describes a surface only in the surface's own terms. Whether each surface answered is the checks' judgement (their
// findings); here is only where each one lives and what it says.
import type { GatherContext } from '../gather/context.js';
import type { OriginArtifacts } from '../gather/artifacts.js';
import { collapseWhitespace } from '../parse/html.js';
import { isObject } from '../parse/json-values.js';
import { skillEntries } from '../parse/agent-skills-index.js';
import { resolveUrl } from '../parse/urls.js';
import type { SurfaceFacts } from '../types.js';

/** Phrases kept per surface (a catalog entry uses at most five), and characters per phrase. */
const PHRASES = 10;
const PHRASE_LIMIT = 200;
const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const clean = collapseWhitespace(value).slice(0, PHRASE_LIMIT).trim();
  return clean === '' ? null : clean;
}

function phrases(values: unknown[]): string[] {
  return [...new Set(values.map(text).filter((value): value is string => value !== null))].slice(0, PHRASES);
}

/** An origin artifact the audit gathered anyway, or null: facts never make an audit fetch what its checks did not. */
async function gathered<K extends keyof OriginArtifacts>(ctx: GatherContext, name: K): Promise<OriginArtifacts[K] | null> {
  return ctx.hasOrigin(name) ? ctx.get(name).catch(() => null) : null;
}

function apiDescriptionFacts(artifact: OriginArtifacts['openapi'] | null): SurfaceFacts['apiDescription'] {
  const found = artifact?.found;
  if (!found || found.document.kind !== 'ok' || !isObject(found.document.value)) return null;
  const value = found.document.value;
  const info = isObject(value.info) ? value.info : {};
  const operations: unknown[] = [];
  for (const item of Object.values(isObject(value.paths) ? value.paths : {})) {
    if (!isObject(item)) continue;
    for (const method of OPERATION_METHODS) {
      const operation = item[method];
      if (isObject(operation)) operations.push(operation.summary ?? operation.description);
    }
  }
  const type = found.document.response.contentType;
  const yaml = type.includes('yaml') || /\.ya?ml$/i.test(new URL(found.url).pathname);
  return {
    url: found.url,
    mediaType: yaml ? 'application/openapi+yaml' : 'application/openapi+json',
    title: text(info.title),
    description: text(info.description),
    operations: phrases(operations),
  };
}

function mcpServerCardFacts(artifact: OriginArtifacts['mcp'] | null): SurfaceFacts['mcpServerCard'] {
  if (!artifact) return null;
  // The first card that validates at a URL of its own (an inline catalog card has no URL to list).
  const card = artifact.cards.find((source) => {
    const validation = source.validation;
    if (!validation || source.url.includes('#')) return false;
    return validation.problems.length === 0 && validation.missing.length === 0;
  });
  if (!card || card.document.kind !== 'ok' || !isObject(card.document.value)) return null;
  const value = card.document.value;
  // The live tools' own descriptions; a server behind OAuth lists none to an audit, so the card's then.
  const live = artifact.probe.kind === 'live' ? artifact.probe.listing.tools.map((tool) => tool.description) : [];
  const declared = Array.isArray(value.tools) ? value.tools.map((tool) => (isObject(tool) ? tool.description : null)) : [];
  return { url: card.url, title: text(value.title) ?? text(value.name), description: text(value.description), tools: phrases(live.length > 0 ? live : declared) };
}

function a2aAgentCardFacts(artifact: OriginArtifacts['a2a'] | null): SurfaceFacts['a2aAgentCard'] {
  const card = artifact?.card;
  if (!card || !isObject(card.value)) return null;
  const skills = Array.isArray(card.value.skills) ? card.value.skills.filter(isObject) : [];
  // A skill's examples are the questions its author wrote for it; its description after them.
  const examples = skills.flatMap((skill) => (Array.isArray(skill.examples) ? skill.examples : []));
  return {
    url: card.url,
    name: text(card.value.name),
    description: text(card.value.description),
    skills: phrases([...examples, ...skills.map((skill) => skill.description)]),
  };
}

function agentSkillsFacts(artifact: OriginArtifacts['agentSkills'] | null): SurfaceFacts['agentSkills'] {
  const index = artifact?.index;
  if (!artifact || !index) return [];
  const facts: SurfaceFacts['agentSkills'] = [];
  for (const entry of skillEntries(index.value)) {
    if (!isObject(entry) || typeof entry.name !== 'string' || typeof entry.url !== 'string') continue;
    const url = resolveUrl(entry.url, index.url);
    // Listed only when the audit fetched the skill and it matched the digest the index declares.
    const sample = artifact.samples.find((item) => item.url === url && item.file === undefined);
    const declared = typeof entry.digest === 'string' ? entry.digest.replace(/^sha256:/, '') : null;
    if (!url || !sample || sample.sha256 === null || sample.sha256 !== declared) continue;
    facts.push({ name: entry.name.slice(0, 64), description: text(entry.description), url, archive: entry.type === 'archive' });
  }
  return facts;
}

function llmsTxtFacts(artifact: OriginArtifacts['llmsTxt'] | null): SurfaceFacts['llmsTxt'] {
  const found = artifact?.found;
  if (!artifact || !found?.response) return null;
  return { url: found.response.finalUrl, title: text(artifact.structure?.h1), summary: text(artifact.structure?.summary) };
}

export async function gatherSurfaceFacts(ctx: GatherContext): Promise<SurfaceFacts> {
  const [openapi, mcp, a2a, agentSkills, llmsTxt] = await Promise.all([
    gathered(ctx, 'openapi'),
    gathered(ctx, 'mcp'),
    gathered(ctx, 'a2a'),
    gathered(ctx, 'agentSkills'),
    gathered(ctx, 'llmsTxt'),
  ]);
  return {
    apiDescription: apiDescriptionFacts(openapi),
    mcpServerCard: mcpServerCardFacts(mcp),
    mcpServer: mcp?.probe.kind === 'live' ? { url: mcp.probe.url, name: mcp.probe.serverName, version: mcp.probe.serverVersion, protocolVersion: mcp.probe.protocolVersion } : null,
    a2aAgentCard: a2aAgentCardFacts(a2a),
    agentSkills: agentSkillsFacts(agentSkills),
    llmsTxt: llmsTxtFacts(llmsTxt),
  };
}
