// The one URL and host rule. `parseStartUrl` turns what a user typed into the URL to measure; `hostKeyOf` turns a
// URL into the canonical host key that reports, sites and quota counters are stored under, so "Example.COM.",
// "example.com" and Unicode/punycode spellings, or "[::ffff:127.0.0.1]" and "127.0.0.1", are one host.
// WHATWG URL parsing does the IDN → punycode conversion (domainToASCII), lower-casing and IPv4 normalization;
// this module adds what it leaves: the trailing dot, IPv4-mapped IPv6, and ports 80/443 as the default.
import ipaddr from 'ipaddr.js';
import { privateAllowedFor } from '@/engine/light';
import { privateTargetsAllowed } from '@/lib/server/settings';

/**
 * node:net read when first called, not imported: loading it loads Node's streams and sockets (20-70 ms of the CLI's
 * start-up here), and `agentgauge checks` and --help reach this module without ever parsing a host.
 */
const isIP = (input: string): number => process.getBuiltinModule('node:net').isIP(input);

export type HostResult = { ok: true; host: string } | { ok: false; reason: string };

export type StartUrlResult =
  | { ok: true; url: URL }
  | { ok: false; problem: 'invalid' | 'scheme' | 'no-host'; message: string };

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const DEFAULT_PORTS = new Set(['', '80', '443']);
const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/** A host name without the trailing dot and with an IPv4-mapped IPv6 literal folded to the IPv4 it maps. */
function canonicalName(hostname: string): string {
  const name = hostname.replace(/\.$/, '');
  if (name.startsWith('[')) {
    const literal = name.slice(1, -1);
    if (ipaddr.IPv6.isValid(literal)) {
      const address = ipaddr.IPv6.parse(literal);
      if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString();
    }
  }
  return name;
}

/**
 * User input to the URL to measure: "example.com" means https://example.com/; a value with a scheme must be http(s)
 * and name a host. The host is canonical (see canonicalName) and the fragment dropped; path and query are kept for
 * the caller to decide on. Credentials are kept too, so the engine's SSRF rule refuses them under its own name.
 */
export function parseStartUrl(input: string): StartUrlResult {
  const trimmed = input.trim();
  let url: URL;
  try {
    url = new URL(SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return { ok: false, problem: 'invalid', message: `"${trimmed.slice(0, 200)}" is not a valid URL or domain name.` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, problem: 'scheme', message: `Only http and https URLs can be measured, not ${url.protocol.replace(':', '')}.` };
  }
  if (url.hostname === '' || url.hostname === '.') return { ok: false, problem: 'no-host', message: 'The URL must name a host.' };
  url.hostname = canonicalName(url.hostname);
  url.hash = '';
  return { ok: true, url };
}

/** The canonical host key of a URL: host name (see canonicalName), plus the port unless it is 80 or 443. */
export function hostKeyOf(url: URL): string {
  const name = canonicalName(url.hostname);
  return DEFAULT_PORTS.has(url.port) ? name : `${name}:${url.port}`;
}

/** A host as written in a report path (/report/{host}): validated, then keyed by hostKeyOf. */
export function canonicalHost(raw: string): HostResult {
  const input = safeDecode(raw).trim();
  if (input === '' || input.length > 260) return invalid('must be a domain name such as example.com.');
  if (/[/?#@\\\s]/.test(input)) return invalid('must be a bare domain name, without scheme, path, query or credentials.');
  let url: URL;
  try {
    url = new URL(`http://${input}/`);
  } catch {
    return invalid('must be a valid domain name.');
  }
  const allowPrivate = privateAllowedFor(url, privateTargetsAllowed());
  if (!DEFAULT_PORTS.has(url.port) && !allowPrivate) return invalid('must not include a port: only ports 80 and 443 are measured.');
  const key = hostKeyOf(url);
  const name = canonicalName(url.hostname);
  if (!isIP(name.replace(/^\[|\]$/g, ''))) {
    const labels = name.split('.');
    if (name.length > 253 || !labels.every((label) => LABEL.test(label))) return invalid('must be a valid domain name.');
    if (labels.length < 2 && !allowPrivate) return invalid('must be a fully qualified domain name such as example.com.');
  }
  return { ok: true, host: key };
}

function safeDecode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function invalid(reason: string): HostResult {
  return { ok: false, reason };
}
