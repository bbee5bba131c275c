// The SSRF rules, as pure functions: which URLs and addresses the fetcher may send anything to.
import ipaddr from 'ipaddr.js';
import { privateAllowedFor, type PrivateTargets } from './private-targets.js';
import type { ResolvedAddress, Resolver } from './types.js';

export { parsePrivateTargets, privateAllowedFor, type PrivateTargets } from './private-targets.js';

export type RefusalRule = 'scheme' | 'credentials' | 'port' | 'private-address' | 'invalid-url';

export interface Refusal {
  ok: false;
  rule: RefusalRule;
  /** For 'private-address': the range that refused it, e.g. 'loopback', 'private', 'uniqueLocal'. */
  range?: string;
  message: string;
}

export type UrlVetting =
  | {
      ok: true;
      url: URL;
      /** The IP literal of the URL, or null when DNS must resolve the host. */
      literal: string | null;
      /** Whether the address and port rules were lifted for this URL (all private targets, or its host:port listed). */
      privateAllowed: boolean;
    }
  | Refusal;
export type AddressVetting = { ok: true } | (Refusal & { rule: 'private-address'; range: string });
export type ResolutionVetting =
  | { ok: true; pinned: ResolvedAddress; all: ResolvedAddress[] }
  | Refusal
  | { ok: false; rule: 'dns'; message: string };

export interface VetOptions {
  /** Lifts the address and port rules (never the scheme and credentials rules). */
  allowPrivateTargets: PrivateTargets;
}

const ALLOWED_PORTS = new Set([80, 443]);
const DEFAULT_PORTS: Record<string, number> = { 'http:': 80, 'https:': 443 };

/** The host of a WHATWG URL without IPv6 brackets; the URL parser has already normalized decimal, octal and hex IPv4. */
export function bareHostname(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

/**
 * Whether a parsed URL's host may be an IP literal: the URL parser writes every IPv4 form (hex, octal, fewer parts)
 * as four decimals and keeps IPv6 in brackets, so any other host is a name. ipaddr.isValid answers a name only
 * after trying it as IPv6 and IPv4, ~30 µs of exceptions for each of an audit's requests.
 */
function mayBeIpLiteral(host: string): boolean {
  return host.includes(':') || /^[\d.]+$/.test(host);
}

function refusal(rule: RefusalRule, message: string, range?: string): Refusal {
  return range === undefined ? { ok: false, rule, message } : { ok: false, rule, range, message };
}

/**
 * The syntactic rules, in this order: scheme, credentials, the address of an IP literal, port.
 * The address of a literal is judged before the port because it names the graver problem; names that need DNS
 * are judged by `resolveAndVet` afterwards, so a URL refused here never causes a DNS query.
 */
export function vetUrl(input: string | URL, options: VetOptions): UrlVetting {
  let url: URL;
  try {
    url = new URL(String(input));
  } catch {
    return refusal('invalid-url', `"${String(input).slice(0, 200)}" is not a valid absolute URL.`);
  }
  if (!(url.protocol in DEFAULT_PORTS)) {
    return refusal('scheme', `Only http: and https: URLs can be fetched, not ${url.protocol}.`);
  }
  if (url.username !== '' || url.password !== '') {
    return refusal('credentials', 'URLs with a user name or password are refused.');
  }
  const host = bareHostname(url);
  const literal = mayBeIpLiteral(host) && ipaddr.isValid(host) ? host : null;
  const privateAllowed = privateAllowedFor(url, options.allowPrivateTargets);
  if (!privateAllowed) {
    if (literal !== null) {
      const address = vetAddress(literal);
      if (!address.ok) return address;
    } else if (/(^|\.)localhost\.?$/.test(host)) {
      return refusal('private-address', `${host} is a loopback name; only public hosts can be audited.`, 'loopback');
    }
    const port = url.port === '' ? DEFAULT_PORTS[url.protocol]! : Number(url.port);
    if (!ALLOWED_PORTS.has(port)) {
      return refusal('port', `Only ports 80 and 443 can be fetched, not port ${port}.`);
    }
  }
  return { ok: true, url, literal, privateAllowed };
}

function v4FromParts(high: number, low: number): ipaddr.IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

/** IPv4 addresses a transition form of IPv6 carries; traffic to the IPv6 address reaches them. */
function embeddedV4(address: ipaddr.IPv6, range: string): ipaddr.IPv4[] | null {
  const p = address.parts;
  switch (range) {
    case 'rfc6052': // NAT64 well-known prefix 64:ff9b::/96 (the local-use 64:ff9b:1::/48 is refused outright below)
    case 'rfc6145': // IPv4-translated ::ffff:0:a.b.c.d
      return [v4FromParts(p[6]!, p[7]!)];
    case '6to4':
      return [v4FromParts(p[1]!, p[2]!)];
    case 'teredo': // server address, and the client address stored inverted
      return [v4FromParts(p[2]!, p[3]!), v4FromParts(~p[6]! & 0xffff, ~p[7]! & 0xffff)];
    default:
      return null;
  }
}

const NAT64_LOCAL_USE = ipaddr.parseCIDR('64:ff9b:1::/48');
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

function refuseAddress(ip: string, range: string): AddressVetting {
  return {
    ok: false,
    rule: 'private-address',
    range,
    message: `The address ${ip} is in the ${range} range; only public addresses can be audited.`,
  };
}

/** Only public unicast addresses pass. IPv4-mapped, NAT64, 6to4 and Teredo forms are judged by the IPv4 they carry. */
export function vetAddress(ip: string): AddressVetting {
  if (!ipaddr.isValid(ip)) return refuseAddress(ip, 'invalid');
  const address = ipaddr.process(ip); // IPv4-mapped IPv6 becomes the IPv4 it maps
  const range = address.range();
  if (address.kind() === 'ipv4') {
    return range === 'unicast' ? { ok: true } : refuseAddress(ip, range);
  }
  const v6 = address as ipaddr.IPv6;
  if (v6.match(NAT64_LOCAL_USE)) return refuseAddress(ip, 'nat64LocalUse');
  const carried = embeddedV4(v6, range);
  if (carried !== null) {
    for (const v4 of carried) {
      const inner = v4.range();
      if (inner !== 'unicast') return refuseAddress(ip, `${range}-embedded ${inner}`);
    }
    return { ok: true };
  }
  if (range !== 'unicast') return refuseAddress(ip, range);
  // ipaddr.js calls everything outside its special list unicast, including the deprecated IPv4-compatible ::a.b.c.d;
  // only 2000::/3 is assigned as global unicast.
  if (!v6.match(GLOBAL_UNICAST_V6)) return refuseAddress(ip, 'nonGlobal');
  return { ok: true };
}

/** DNS through the operating system, every address of the name, in the order the system prefers. */
// node:dns/promises is read here rather than imported: see dnsModule in dns-servers.ts.
export const systemResolver: Resolver = async (hostname) => {
  const answers = await process.getBuiltinModule('node:dns/promises').lookup(hostname, { all: true, order: 'verbatim' });
  return answers.map((answer) => ({ address: answer.address, family: answer.family === 6 ? 6 : 4 }));
};

function dnsFailure(hostname: string, error: unknown): { ok: false; rule: 'dns'; message: string } {
  const code = (error as { code?: unknown } | null)?.code;
  const reason =
    code === 'ENOTFOUND' || code === 'ENODATA'
      ? 'the name does not exist'
      : code === 'EAI_AGAIN'
        ? 'the DNS server did not answer in time'
        : 'the lookup failed';
  return { ok: false, rule: 'dns', message: `The host name ${hostname} could not be resolved: ${reason}.` };
}

/**
 * The DNS stage: resolve once, vet every address, pin the first.
 * Policy: the name is refused when ANY of its addresses is not public, because another client (or a retry) could
 * be handed that address; a public site has no reason to publish a private one.
 */
export async function resolveAndVet(
  hostname: string,
  resolver: Resolver,
  options: { allowPrivateTargets: boolean },
): Promise<ResolutionVetting> {
  let answers: ResolvedAddress[];
  try {
    answers = await resolver(hostname);
  } catch (error) {
    return dnsFailure(hostname, error);
  }
  const usable = (Array.isArray(answers) ? answers : []).filter((answer) => ipaddr.isValid(answer?.address ?? ''));
  if (usable.length === 0) return dnsFailure(hostname, { code: 'ENODATA' });
  const all = usable.map((answer) => ({
    address: answer.address,
    family: (ipaddr.parse(answer.address).kind() === 'ipv6' ? 6 : 4) as 4 | 6,
  }));
  if (!options.allowPrivateTargets) {
    for (const answer of all) {
      const vetting = vetAddress(answer.address);
      if (!vetting.ok) {
        return { ...vetting, message: `${hostname} resolves to ${answer.address}, in the ${vetting.range} range; only public addresses can be audited.` };
      }
    }
  }
  return { ok: true, pinned: all[0]!, all };
}

/** `address`: the IP address connections would go to (the literal, or the vetted answer the fetcher pins). */
export type TargetVetting = { ok: true; url: URL; address: string } | Refusal | { ok: false; rule: 'dns'; message: string };

// The operating system's lookup has its own retries; a caller waiting to be told whether its target is allowed
// should not wait longer than an audit's own DNS stage would.
const TARGET_DNS_DEADLINE_MS = 10_000;

/**
 * Both stages the fetcher applies before it sends anything, for callers that must know a target is allowed before
 * they spend anything on it (quota): the URL rules, then, for a name, DNS resolution with every address vetted.
 * The fetcher still vets every hop again when it fetches (DNS answers can change between the two).
 */
export async function vetTarget(input: string | URL, options: VetOptions, resolver: Resolver = systemResolver): Promise<TargetVetting> {
  const vetting = vetUrl(input, options);
  if (!vetting.ok) return vetting;
  if (vetting.literal !== null) return { ok: true, url: vetting.url, address: vetting.literal };
  const hostname = bareHostname(vetting.url);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<ResolutionVetting>((resolve) => {
    timer = setTimeout(() => resolve(dnsFailure(hostname, { code: 'EAI_AGAIN' })), TARGET_DNS_DEADLINE_MS);
  });
  try {
    const resolution = await Promise.race([
      resolveAndVet(hostname, resolver, { allowPrivateTargets: vetting.privateAllowed }),
      deadline,
    ]);
    return resolution.ok ? { ok: true, url: vetting.url, address: resolution.pinned.address } : resolution;
  } finally {
    clearTimeout(timer);
  }
}
