// Where MCP servers are found besides cards at known paths (checks.md 2026-12c): the start page's `mcp-server-card`
// link relations, and whether an endpoint a UCP profile lists is on the audited site.
import { responseLinks } from '../parse/link-header.js';
import { queryAll } from '../parse/select.js';
import { resolveUrl } from '../parse/urls.js';
import type { GatherContext } from './context.js';

/** The link relation some sites use for their server card (registered nowhere; link-headers lists it as such). */
const MCP_CARD_RELATION = 'mcp-server-card';
/** Card links followed at most, as catalog card entries. */
const MAX_LINKED_CARDS = 3;

/**
 * Whether an endpoint a profile names is on the audited site: the same host, or one host a subdomain of the other
 * (shop.example.com and example.com). An endpoint elsewhere is the platform's or another party's: it is reported as
 * declared, not called (the audit calls the surfaces of the site it audits).
 */
export function onSameSite(url: string, origin: string): boolean {
  try {
    const host = new URL(url).hostname.toLowerCase();
    const own = new URL(origin).hostname.toLowerCase();
    return host === own || host.endsWith(`.${own}`) || own.endsWith(`.${host}`);
  } catch {
    return false;
  }
}

/** The `mcp-server-card` link relations of the start page (Link header, then HTML `<link>`), resolved, each once. */
export async function linkedCards(ctx: GatherContext): Promise<string[]> {
  const page = await ctx.getPage('page', ctx.startUrl);
  const found: string[] = [];
  for (const link of responseLinks(page.response)) {
    if (link.rels.includes(MCP_CARD_RELATION) && link.target && !found.includes(link.target)) found.push(link.target);
  }
  if (page.$ && page.response) {
    for (const element of queryAll(page.$, `link[rel~="${MCP_CARD_RELATION}" i][href]`)) {
      const target = resolveUrl(page.$(element).attr('href') ?? '', page.response.finalUrl);
      if (target && !found.includes(target)) found.push(target);
    }
  }
  return found.slice(0, MAX_LINKED_CARDS);
}
