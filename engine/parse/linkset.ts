// RFC 9264 linksets in JSON (application/linkset+json), as used by the RFC 9727 API catalog.
import { parseStrictJson } from './strict-json.js';

export interface LinksetAnalysis {
  /** Null when the body is valid JSON; else the parse error. */
  jsonError: string | null;
  /** A top-level `linkset` array is present. */
  hasLinkset: boolean;
  /** Number of link context objects in `linkset`. */
  contexts: number;
  /** Relation names seen (lower-case). */
  relations: string[];
  /** Relations whose value is not an array of target objects (e.g. a plain string). */
  malformedRelations: Array<{ relation: string; value: string }>;
  /** Target objects without a string `href`. */
  targetsWithoutHref: number;
  /** Absolute `item` targets. */
  items: string[];
  /** Absolute `service-desc` targets. */
  serviceDescs: string[];
}

/**
 * Whether the catalog points agents at an API: valid JSON with a non-empty linkset that holds an `item` or
 * `service-desc` link (RFC 9727 §2). Only such a catalog is judged further, its HEAD answer included.
 */
export function listsApis(linkset: LinksetAnalysis | null): boolean {
  return linkset !== null && linkset.jsonError === null && linkset.hasLinkset && linkset.contexts > 0 && (linkset.items.length > 0 || linkset.serviceDescs.length > 0);
}

function resolve(href: string, base: string): string | null {
  try {
    return new URL(href, base).href;
  } catch {
    return null;
  }
}

function collectTargets(value: unknown, base: string, analysis: LinksetAnalysis, relation: string): string[] {
  if (!Array.isArray(value)) {
    analysis.malformedRelations.push({ relation, value: JSON.stringify(value)?.slice(0, 120) ?? String(value) });
    // A bare string is a common mistake; still use it as a target so discovery is not lost.
    const loose = typeof value === 'string' ? resolve(value, base) : null;
    return loose ? [loose] : [];
  }
  const targets: string[] = [];
  for (const target of value) {
    if (!target || typeof target !== 'object' || typeof (target as { href?: unknown }).href !== 'string') {
      if (typeof target === 'string') {
        analysis.malformedRelations.push({ relation, value: JSON.stringify(target).slice(0, 120) });
        const loose = resolve(target, base);
        if (loose) targets.push(loose);
      } else {
        analysis.targetsWithoutHref++;
      }
      continue;
    }
    const href = resolve((target as { href: string }).href, base);
    if (href) targets.push(href);
  }
  return targets;
}

/** `source`: the raw bytes as served (judged strictly, RFC 8259), or a string. */
export function analyzeLinkset(source: Uint8Array | string, documentUrl: string): LinksetAnalysis {
  const analysis: LinksetAnalysis = {
    jsonError: null,
    hasLinkset: false,
    contexts: 0,
    relations: [],
    malformedRelations: [],
    targetsWithoutHref: 0,
    items: [],
    serviceDescs: [],
  };
  const json = parseStrictJson(source);
  if (!json.ok) {
    analysis.jsonError = json.error;
    return analysis;
  }
  const data = json.value;
  const linkset = (data as { linkset?: unknown } | null)?.linkset;
  if (!Array.isArray(linkset)) return analysis;
  analysis.hasLinkset = true;
  for (const context of linkset) {
    if (!context || typeof context !== 'object') continue;
    analysis.contexts++;
    const anchor = (context as { anchor?: unknown }).anchor;
    const base = (typeof anchor === 'string' && resolve(anchor, documentUrl)) || documentUrl;
    for (const [name, value] of Object.entries(context)) {
      if (name === 'anchor') continue;
      const relation = name.toLowerCase();
      if (!analysis.relations.includes(relation)) analysis.relations.push(relation);
      const targets = collectTargets(value, base, analysis, relation);
      if (relation === 'item') analysis.items.push(...targets);
      if (relation === 'service-desc') analysis.serviceDescs.push(...targets);
    }
  }
  analysis.items = [...new Set(analysis.items)];
  analysis.serviceDescs = [...new Set(analysis.serviceDescs)];
  return analysis;
}
