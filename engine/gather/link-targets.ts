// The start page's RFC 8288 Link headers, the agent-relevant ones, and whether their targets answer.
import type { FetchFailure } from '../fetch/types.js';
import { responseLinks, type WebLink } from '../parse/link-header.js';
import { isRslLink } from '../parse/rsl.js';
import { mediaTypeOf } from '../fetch/decode.js';
import { queryAll } from '../parse/select.js';
import { defineOriginGatherer } from './context.js';
import { ArtifactProblem } from './problem.js';
import { probeLinks, type LinkProbe } from './probe-link.js';

export const AGENT_RELATIONS = ['api-catalog', 'service-desc', 'service-doc', 'service-meta', 'describedby', 'ai-catalog', 'ard'] as const;
/** Relations seen in the wild but registered nowhere: listed with their targets' status, neither credit nor penalty (checks.md 2026-11). */
export const UNREGISTERED_RELATIONS = ['agent-skills-index', 'auth-md', 'mcp-server-card', 'nlweb', 'dns-aid', 'webmcp'] as const;
export const MAX_PROBED_TARGETS = 10;
export const MAX_PROBED_UNREGISTERED = 5;

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
  /** The start page's HTTP status (null when it could not be fetched): a non-2xx page's headers are not judged. */
  pageStatus: number | null;
  /** The raw Link header of the start page, or null. */
  header: string | null;
  links: WebLink[];
  agentLinks: AgentLink[];
  /** Links whose relation is one of UNREGISTERED_RELATIONS (never `nlweb`'s endpoint itself: a probe is HEAD on the link target only). */
  unregisteredLinks: AgentLink[];
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
  if (isRslLink(rels, type)) return 'license';
  return rels.includes('alternate') && mediaTypeOf(type) === 'text/markdown' ? 'alternate' : null;
}

function unregisteredRelation(rels: readonly string[]): string | null {
  return rels.find((rel) => (UNREGISTERED_RELATIONS as readonly string[]).includes(rel)) ?? null;
}

export const linkTargetsGatherer = defineOriginGatherer('linkTargets', async (ctx) => {
  const page = await ctx.getPage('page', ctx.startUrl);
  const response = page.response;
  const header = response?.headers['link'] ?? null;
  const links = [...responseLinks(response)];
  const related = links.map((link) => ({ relation: agentRelation(link.rels, link.params.type), link }));
  const candidates = related.filter((entry): entry is { relation: string; link: WebLink } => entry.relation !== null);
  const targets = [...new Set(candidates.map(({ link }) => link.target).filter((t): t is string => t !== null))].slice(
    0,
    MAX_PROBED_TARGETS,
  );
  const unregistered = related
    .filter((entry) => entry.relation === null)
    .map(({ link }) => ({ relation: unregisteredRelation(link.rels), link }))
    .filter((entry): entry is { relation: string; link: WebLink } => entry.relation !== null);
  const unregisteredTargets = [...new Set(unregistered.map(({ link }) => link.target).filter((t): t is string => t !== null))]
    .filter((target) => !targets.includes(target))
    .slice(0, MAX_PROBED_UNREGISTERED);
  const probes = await probeLinks(ctx, [...targets, ...unregisteredTargets]);
  const withProbe = ({ relation, link }: { relation: string; link: WebLink }): AgentLink => ({
    relation,
    link,
    probe: probes.find((probe) => probe.url === link.target) ?? null,
  });
  const agentLinks = candidates.map(withProbe);
  const unregisteredLinks = unregistered.map(withProbe);
  const htmlLinks: LinkTargetsArtifact['htmlLinks'] = [];
  if (page.$) for (const element of queryAll(page.$, 'link[rel]')) {
    const rels = (page.$!(element).attr('rel') ?? '').toLowerCase().split(/\s+/);
    const relation = agentRelation(rels, page.$!(element).attr('type'));
    if (relation) htmlLinks.push({ rel: relation, href: page.$!(element).attr('href') ?? '' });
  }
  return {
    pageUrl: ctx.startUrl,
    pageFailure: page.result.ok ? null : page.result.error,
    pageStatus: response?.status ?? null,
    header,
    links,
    agentLinks,
    unregisteredLinks,
    htmlLinks,
  };
}, (targets) => (targets.pageFailure ? ArtifactProblem.unmeasured('the start page', targets.pageFailure) : targets));
