// The check of one host's proof (issue 52 point 3; issue 60 point 1: a proof is the host's own). The first that
// carries the organization's token proves the host:
//   1. a DNS TXT record at the host or at _agentgauge.<host>, asked of the resolvers an audit asks
//      (AGENTGAUGE_DNS_SERVERS, else the system's);
//   2. the file at exactly /.well-known/agentgauge-verification.txt of the host's origin, served as text/plain, the
//      token on a line of its own;
//   3. a <meta name="agentgauge-verification"> element in the <head> of the HTML answer (text/html or
//      application/xhtml+xml) to the origin's root `/`, as an HTML parser builds the tree: a tag inside a script, a
//      comment, a <template> or any element's text is no element, and one in the body is not in the head.
// Never the site's stored path: a page under a path (a user page, a paste, a raw file) is anyone's on a shared host,
// and so is any other media type. As Search Console and Bing Webmaster Tools read their meta tag from the home page
// and their file from the root only.
// Web reads go through the engine's SSRF-safe fetcher under the rules of a site scan (every hop vetted, the
// operator's private allow-list), with the scanner's own User-Agent (lib/identity/scanner.ts). Redirects are followed
// here by hand, one hop at a time, and only within the host's origin (or its upgrade from http to https on the same
// name): a redirect anywhere else ends the check before its target is asked anything.
import { createFetcher, environmentResolver, loadLeanDocument, lookupTxt, type FetchedResponse, type Fetcher } from '@/engine/index';
import { serviceUserAgent } from '@/lib/identity/scanner';
import { privateTargetsAllowed } from '@/lib/settings/settings';
import { OWNERSHIP_CHECK_TIMEOUT_MS } from './settings';
import { VERIFICATION_NAME } from './token';
import { ownershipWays } from './ways';

export type OwnershipMethod = 'dns' | 'file' | 'meta';
export type ProofResult = { ok: true; method: OwnershipMethod } | { ok: false; error: string };

/** Redirects followed within the origin (`/` → `/en/` → …), as a browser would follow a site's own. */
const MAX_OWN_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** The media types each web proof is read from (RFC 9110 §8.3.1: the type alone, parameters such as charset aside). */
const FILE_TYPES = ['text/plain'] as const;
const PAGE_TYPES = ['text/html', 'application/xhtml+xml'] as const;

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
  const origin = new URL(site.url).origin;
  const fetcher = createFetcher({
    timeout: OWNERSHIP_CHECK_TIMEOUT_MS,
    retries: 0,
    allowPrivateTargets: privateTargetsAllowed(),
    userAgent: serviceUserAgent(),
    resolver: environmentResolver(OWNERSHIP_CHECK_TIMEOUT_MS),
  });
  try {
    const file = await readOwn(fetcher, ways.file.url, origin, { cap: 'robots', types: FILE_TYPES, accept: 'text/plain' });
    if ('error' in file) failures.push(`file: ${file.error}`);
    else if (fileCarries(file.text, token)) return { ok: true, method: 'file' };
    else failures.push(`file: ${ways.file.url} does not contain the token on a line of its own`);
    const page = await readOwn(fetcher, ways.meta.url, origin, { cap: 'html', types: PAGE_TYPES, accept: 'text/html, application/xhtml+xml;q=0.9' });
    if ('error' in page) {
      failures.push(`meta tag: ${page.error}`);
    } else {
      const tokens = headMetaTokens(page.text);
      if (tokens === null) failures.push(`meta tag: ${ways.meta.url} is too large a page to parse`);
      else if (tokens.includes(token)) return { ok: true, method: 'meta' };
      else failures.push(`meta tag: the <head> of ${ways.meta.url} has no <meta name="${VERIFICATION_NAME}"> with the token`);
    }
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

/**
 * Whether `target` is served by the host's own origin: the same origin, or the same name upgraded from http to https
 * on the default ports (an http site's usual redirect to its secure self; both are the host's, never a third party's).
 */
export function isOwnOrigin(target: URL, origin: URL): boolean {
  if (target.origin === origin.origin) return true;
  return origin.protocol === 'http:' && target.protocol === 'https:' && target.hostname === origin.hostname && origin.port === '' && target.port === '';
}

interface ReadRule {
  cap: 'robots' | 'html';
  types: readonly string[];
  accept: string;
}

/** The 200 answer at `url`, following redirects only within the origin; or why there is none. */
async function readOwn(fetcher: Fetcher, url: string, origin: string, rule: ReadRule): Promise<FetchedResponse | { error: string }> {
  const own = new URL(origin);
  let current = url;
  for (let hops = 0; ; hops += 1) {
    // maxRedirects 0: the fetcher answers the 3xx itself, so a redirect's target is judged here before it is asked.
    const result = await fetcher.fetch({ url: current, cap: rule.cap, maxRedirects: 0, headers: { accept: rule.accept } });
    if (!result.ok) return { error: `${current}: ${result.error.message}` };
    const { response } = result;
    const location = REDIRECT_STATUSES.has(response.status) && response.headers.location !== undefined ? URL.parse(response.headers.location, current) : null;
    if (location) {
      if (!isOwnOrigin(location, own)) {
        return { error: `${url} redirects to ${location.href}, outside ${origin}: a proof is read only from the host's own origin, and the redirect was not followed` };
      }
      if (hops >= MAX_OWN_REDIRECTS) return { error: `${url} redirects more than ${MAX_OWN_REDIRECTS} times` };
      current = location.href;
      continue;
    }
    if (response.status !== 200) return { error: `${current} answered ${response.status}` };
    if (!rule.types.includes(response.contentType)) {
      const served = response.contentType === '' ? 'no Content-Type' : `Content-Type ${response.contentType}`;
      return { error: `${current} is served with ${served}, not ${rule.types.join(' or ')}` };
    }
    return response;
  }
}

/** The file holds the token alone, or `agentgauge-verification=<token>`, on a line of its own. */
function fileCarries(text: string, token: string): boolean {
  return text.split(/\r?\n/).some((line) => line.trim() === token || line.trim() === `${VERIFICATION_NAME}=${token}`);
}

/**
 * The content of every <meta name="agentgauge-verification"> that is a child of the document's <head>, as the HTML
 * parser (parse5, through the engine's bounded tree) places elements; null when the page is over the parser's caps.
 */
export function headMetaTokens(html: string): string[] | null {
  const { $ } = loadLeanDocument(html);
  if (!$) return null;
  const tokens: string[] = [];
  for (const element of $('html > head > meta').toArray()) {
    if (element.attribs.name?.trim().toLowerCase() === VERIFICATION_NAME) tokens.push((element.attribs.content ?? '').trim());
  }
  return tokens;
}
