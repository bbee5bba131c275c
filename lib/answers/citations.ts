// What one answer says about a site: is the site cited (its host or a subdomain among the citations), at which
// position first (rank, 1-based), is it mentioned in the text (its name or host), and which other domains were cited.

export interface SiteIdentity {
  /** The site's host, e.g. docs.example.com (a port, if any, is ignored). */
  host: string;
  /** The site's name as people write it, e.g. "Lumen Queue"; null when unknown. */
  name: string | null;
}

export interface Competitor {
  domain: string;
  count: number;
}

export interface CitationAnalysis {
  cited: boolean;
  mentioned: boolean;
  rank: number | null;
  /** Distinct cited domains in order of first citation. */
  citedDomains: string[];
  /** Other cited domains with how often each was cited, most cited first. */
  competitors: Competitor[];
}

export function domainOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
}

function bareHost(host: string): string {
  return host.toLowerCase().replace(/:\d+$/, '').replace(/^www\./, '');
}

/** The site's host or any subdomain of it. */
export function belongsToSite(domain: string, siteHost: string): boolean {
  const site = bareHost(siteHost);
  return domain === site || domain.endsWith(`.${site}`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A whole-word, case-insensitive occurrence (so "Acme" is not found in "Acmeville"). */
function mentions(text: string, phrase: string): boolean {
  const trimmed = phrase.trim();
  if (trimmed.length < 2) return false;
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(trimmed)}($|[^\\p{L}\\p{N}])`, 'iu').test(text);
}

export function analyzeCitations(site: SiteIdentity, answer: string, citedUrls: readonly string[]): CitationAnalysis {
  const domains = citedUrls.map(domainOf);
  const firstOwn = domains.findIndex((domain) => domain !== null && belongsToSite(domain, site.host));
  const citedDomains = [...new Set(domains.filter((domain): domain is string => domain !== null))];
  const counts = new Map<string, number>();
  for (const domain of domains) {
    if (domain === null || belongsToSite(domain, site.host)) continue;
    counts.set(domain, (counts.get(domain) ?? 0) + 1);
  }
  const competitors = [...counts]
    .map(([domain, count]) => ({ domain, count }))
    .sort((a, b) => b.count - a.count || citedDomains.indexOf(a.domain) - citedDomains.indexOf(b.domain));
  const host = bareHost(site.host);
  return {
    cited: firstOwn !== -1,
    mentioned: mentions(answer, host) || (site.name !== null && mentions(answer, site.name)),
    rank: firstOwn === -1 ? null : firstOwn + 1,
    citedDomains,
    competitors,
  };
}
