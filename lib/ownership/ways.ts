// The three ways to prove a host (issue 52 point 3), as Google Search Console and Bing Webmaster Tools offer them:
// a DNS TXT record, a file at a well-known path of the host's origin, a meta tag in the head of the origin's root page
// `/` (never the site's stored path: issue 60 point 1). One source for the API's answer, the refusal's message, the
// site page and the check itself (prove.ts reads exactly these URLs).
import { isIP } from 'node:net';
import { VERIFICATION_NAME } from './token';

export const WELL_KNOWN_PATH = '/.well-known/agentgauge-verification.txt';
export const DNS_PREFIX = '_agentgauge';

export interface OwnershipWays {
  /** Null for a host that is an IP address (it has no DNS name to hold a record). */
  dns: { names: string[]; value: string } | null;
  file: { url: string; content: string };
  /** The origin's root page `/`, whatever path the site's address has. */
  meta: { url: string; tag: string };
}

export function ownershipWays(site: { url: string }, token: string): OwnershipWays {
  const start = new URL(site.url);
  const hostname = start.hostname;
  return {
    dns: isIP(hostname.replace(/^\[|\]$/g, '')) ? null : { names: [hostname, `${DNS_PREFIX}.${hostname}`], value: `${VERIFICATION_NAME}=${token}` },
    file: { url: new URL(WELL_KNOWN_PATH, start.origin).href, content: token },
    meta: { url: new URL('/', start.origin).href, tag: `<meta name="${VERIFICATION_NAME}" content="${token}">` },
  };
}

/** One sentence naming every way, for a refusal (403 ownership-unverified) and the site page. */
export function howToProve(siteId: string, site: { url: string; host: string }, token: string): string {
  const ways = ownershipWays(site, token);
  const dns = ways.dns ? `a DNS TXT record "${ways.dns.value}" at ${ways.dns.names.join(' or ')}, ` : '';
  return (
    `Prove that your organization controls ${site.host} first: publish ${dns}a file at ${ways.file.url} (served as text/plain) containing ${token}, ` +
    `or the tag ${ways.meta.tag} in the <head> of the root page ${ways.meta.url}; then ask for the check with POST /api/v1/me/sites/${siteId}/ownership (or on the site page).`
  );
}
