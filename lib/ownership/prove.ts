// The check of one host's proof (issue 52 point 3): the DNS TXT record first, then the well-known file, then the meta
// tag of the start page; the first that carries the organization's token proves the host. Web reads go through the
// engine's SSRF-safe fetcher under the rules of a site scan (every hop vetted, the operator's private allow-list for
// an organization's own sites), and DNS through the resolvers an audit asks (AGENTGAUGE_DNS_SERVERS, else the
// system's). A redirect is followed only while it stays on the site's host: a page elsewhere proves nothing.
import { createFetcher, environmentResolver, lookupTxt, USER_AGENT, type Fetcher } from '@/engine/index';
import { hostKeyOf } from '@/lib/net/host';
import { privateTargetsAllowed } from '@/lib/settings/settings';
import { OWNERSHIP_CHECK_TIMEOUT_MS } from './settings';
import { VERIFICATION_NAME } from './token';
import { ownershipWays } from './ways';

export type OwnershipMethod = 'dns' | 'file' | 'meta';
export type ProofResult = { ok: true; method: OwnershipMethod } | { ok: false; error: string };

export async function proveOwnership(site: { url: string; host: string }, token: string): Promise<ProofResult> {
  const ways = ownershipWays(site, token);
  const failures: string[] = [];
  if (ways.dns) {
    const found = await dnsProof(ways.dns.names, ways.dns.value);
    if (found === null) return { ok: true, method: 'dns' };
    failures.push(`DNS: ${found}`);
  } else {
    failures.push('DNS: the host is an IP address');
  }
  const fetcher = createFetcher({ timeout: OWNERSHIP_CHECK_TIMEOUT_MS, retries: 0, allowPrivateTargets: privateTargetsAllowed(), userAgent: USER_AGENT, resolver: environmentResolver(OWNERSHIP_CHECK_TIMEOUT_MS) });
  try {
    const file = await read(fetcher, ways.file.url, site.host);
    if (typeof file !== 'string') failures.push(`file: ${file.error}`);
    else if (fileCarries(file, token)) return { ok: true, method: 'file' };
    else failures.push(`file: ${ways.file.url} does not contain the token`);
    const page = await read(fetcher, ways.meta.url, site.host);
    if (typeof page !== 'string') failures.push(`meta tag: ${page.error}`);
    else if (metaTokens(page).includes(token)) return { ok: true, method: 'meta' };
    else failures.push(`meta tag: ${ways.meta.url} has no <meta name="${VERIFICATION_NAME}"> with the token`);
  } finally {
    await fetcher.close();
  }
  return { ok: false, error: `No proof carries this organization's token. ${failures.join('; ')}.` };
}

/** null when a TXT record at one of the names is the value; otherwise what was found. */
async function dnsProof(names: string[], value: string): Promise<string | null> {
  const seen: string[] = [];
  for (const name of names) {
    const answer = await lookupTxt(name, { timeoutMs: OWNERSHIP_CHECK_TIMEOUT_MS });
    if (!answer.ok) {
      seen.push(`${name}: ${answer.reason}`);
      continue;
    }
    if (answer.texts.some((text) => text.trim() === value)) return null;
    seen.push(`${name}: no TXT record "${value}"`);
  }
  return seen.join(', ');
}

async function read(fetcher: Fetcher, url: string, host: string): Promise<string | { error: string }> {
  const result = await fetcher.fetch({ url, cap: 'html', maxRedirects: 3 });
  if (!result.ok) return { error: `${url}: ${result.error.message}` };
  const { response } = result;
  if (hostKeyOf(new URL(response.finalUrl)) !== host) return { error: `${url} redirects to ${response.finalUrl}, another host` };
  if (response.status !== 200) return { error: `${url} answered ${response.status}` };
  return response.text;
}

/** The file holds the token alone, or `agentgauge-verification=<token>`, on a line of its own. */
function fileCarries(text: string, token: string): boolean {
  return text.split(/\r?\n/).some((line) => line.trim() === token || line.trim() === `${VERIFICATION_NAME}=${token}`);
}

const META_TAG = /<meta\b[^>]*>/gi;
const ATTRIBUTE = /([^\s"'=<>/]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g;

/** The content of every <meta name="agentgauge-verification"> in the page's head (the whole page when it has none). */
function metaTokens(html: string): string[] {
  const headEnd = html.search(/<\/head\s*>/i);
  const head = headEnd === -1 ? html : html.slice(0, headEnd);
  const tokens: string[] = [];
  for (const [tag] of head.matchAll(META_TAG)) {
    const attributes = new Map<string, string>();
    for (const match of tag.matchAll(ATTRIBUTE)) attributes.set(match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
    if (attributes.get('name')?.trim().toLowerCase() === VERIFICATION_NAME) tokens.push((attributes.get('content') ?? '').trim());
  }
  return tokens;
}
