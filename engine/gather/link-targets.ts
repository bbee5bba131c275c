// The start page's RFC 8288 Link headers, the agent-relevant ones, and whether their targets answer.
import type { FetchFailure } from '../fetch/types.js';
import { parseLinkHeader, type WebLink } from '../parse/link-header.js';
import { queryAll } from '../parse/select.js';
import { defineOriginGatherer } from './context.js';
import { ArtifactProblem } from './problem.js';
import { probeLinks, type LinkProbe } from './probe-link.js';

export const AGENT_RELATIONS = ['api-catalog', 'service-desc', 'service-doc', 'service-meta', 'describedby'] as const;
const MAX_PROBED_TARGETS = 10;

export interface AgentLink {
  /** The agent-relevant relation this link carries ('alternate' only with type text/markdown). */
  relation: string;
  link: WebLink;
  /** Null when the target does not resolve or was beyond the probe bound. */
  probe: LinkProbe | null;
}

export interface LinkTargetsArtifact {
  pageUrl: string;
  /** Set when the start page itself could not be fetched. */
  pageFailure: FetchFailure | null;
  /** The raw Link header of the start page, or null. */
  header: string | null;
  links: WebLink[];
  agentLinks: AgentLink[];
  /** Agent-relevant `<link>` elements in the page's HTML (they do not count, but the hint mentions them). */
  htmlLinks: Array<{ rel: string; href: string }>;
}

declare module './artifacts.js' {
  interface OriginArtifacts {
    linkTargets: LinkTargetsArtifact;
  }
}

/** The agent-relevant relation of a link, or null. */
export function agentRelation(rels: readonly string[], type: string | undefined): string | null {
  const relevant = rels.find((rel) => (AGENT_RELATIONS as readonly string[]).includes(rel));
  if (relevant) return relevant;
  const mediaType = (type ?? '').split(';')[0]!.trim().toLowerCase();
  return rels.includes('alternate') && mediaType === 'text/markdown' ? 'alternate' : null;
}

export const linkTargetsGatherer = defineOriginGatherer('linkTargets', async (ctx) => {
  const page = await ctx.getPage('page', ctx.startUrl);
  const response = page.response;
  const header = response?.headers['link'] ?? null;
  const links = header && response ? parseLinkHeader(header, response.finalUrl) : [];
  const candidates = links
    .map((link) => ({ relation: agentRelation(link.rels, link.params.type), link }))
    .filter((entry): entry is { relation: string; link: WebLink } => entry.relation !== null);
  const targets = [...new Set(candidates.map(({ link }) => link.target).filter((t): t is string => t !== null))].slice(
    0,
    MAX_PROBED_TARGETS,
  );
  const probes = await probeLinks(ctx, targets);
  const agentLinks = candidates.map(({ relation, link }) => ({
    relation,
    link,
    probe: probes.find((probe) => probe.url === link.target) ?? null,
  }));
  const htmlLinks: LinkTargetsArtifact['htmlLinks'] = [];
  if (page.$) for (const element of queryAll(page.$, 'link[rel]')) {
    const rels = (page.$!(element).attr('rel') ?? '').toLowerCase().split(/\s+/);
    const relation = agentRelation(rels, page.$!(element).attr('type'));
    if (relation) htmlLinks.push({ rel: relation, href: page.$!(element).attr('href') ?? '' });
  }
  return {
    pageUrl: ctx.startUrl,
    pageFailure: page.result.ok ? null : page.result.error,
    header,
    links,
    agentLinks,
    htmlLinks,
  };
}, (targets) => (targets.pageFailure ? ArtifactProblem.unmeasured('the start page', targets.pageFailure) : targets));
