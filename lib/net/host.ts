// The one URL and host rule. `parseStartUrl` turns what a user typed into the URL to measure; `hostKeyOf` turns a
// URL into the canonical host key that reports, sites and quota counters are stored under, so "Example.COM.",
// "example.com" and Unicode/punycode spellings, or "[::ffff:127.0.0.1]" and "127.0.0.1", are one host.
// WHATWG URL parsing does the IDN → punycode conversion (domainToASCII), lower-casing and IPv4 normalization;
// this module adds what it leaves: the trailing dot, IPv4-mapped IPv6, and ports 80/443 as the default.
import ipaddr from 'ipaddr.js';
import { privateAllowedFor, type PrivateTargets } from '@/engine/light';
import { privateTargetsAllowed } from '@/lib/settings/settings';

/**
 * node:net read when first called, not imported: loading it loads Node's streams and sockets (20-70 ms of the CLI's
 * start-up here), and `agentgauge checks` and --help reach this module without ever parsing a host.
 */
const isIP = (input: string): number => process.getBuiltinModule('node:net').isIP(input);

export type HostResult = { ok: true; host: string } | { ok: false; reason: string };

export type StartUrlProblem = 'empty' | 'scheme' | 'slashes' | 'space' | 'invalid' | 'no-host' | 'host';

export type StartUrlResult = { ok: true; url: URL } | { ok: false; problem: StartUrlProblem; message: string };

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const DEFAULT_PORTS = new Set(['', '80', '443']);
/** A scheme and its colon at the start of what was typed ("https:", "htp:"). */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** "localhost:4000", "example.com:8080/x" (a host and a port) or "user:pw@example.com" (credentials): not a scheme. */
const NOT_A_SCHEME = /^(?:[^/?#@]*:\d+(?:[/?#]|$)|[^/?#]*@)/;
/** Schemes people paste that are never a host: "mailto:owner@example.com" is not credentials. */
const OTHER_SCHEME = /^(?:mailto|tel|ftps?|sftp|ssh|git|file|data|javascript|wss?):/i;

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
 * What a user typed to the URL to measure, the one rule of every way of naming a site (API, dashboard, CLI, MCP):
 * only http and https, with a host that is a domain name with a dot, localhost or an IP address. "example.com" means
 * https://example.com/; a bare IP address or localhost with a port ("127.0.0.1:4000", "localhost:3000") means http,
 * because a server on a port of one's own machine rarely speaks TLS. The host is canonical (see canonicalName) and the
 * fragment dropped; path and query are kept for the caller to decide on. Credentials are kept too, so the engine's
 * SSRF rule refuses them under its own name. Each refusal names what is wrong.
 */
export function parseStartUrl(input: string): StartUrlResult {
  const trimmed = input.trim();
  if (trimmed === '') return refused('empty', 'The address is empty.');
  const scheme = NOT_A_SCHEME.test(trimmed) && !OTHER_SCHEME.test(trimmed) ? null : SCHEME.exec(trimmed);
  if (scheme) {
    const name = scheme[1]!.toLowerCase();
    if (name !== 'http' && name !== 'https') return refused('scheme', `Only http and https addresses can be measured, not ${name}.`);
    const rest = trimmed.slice(scheme[0].length);
    if (!rest.startsWith('//')) return refused('slashes', `The address must start with ${name}:// (two slashes), as in ${name}://${rest.replace(/^[/\\]*/, '').slice(0, 200)}.`);
  }
  if (/\s/.test(trimmed)) return refused('space', 'The address contains a space; write a space in a path as %20.');
  let url: URL;
  try {
    url = new URL(scheme ? trimmed : `https://${trimmed}`);
  } catch {
    return refused('invalid', `"${trimmed.slice(0, 200)}" is not a valid address.`);
  }
  if (url.hostname === '' || url.hostname === '.') return refused('no-host', 'The address must name a host.');
  url.hostname = canonicalName(url.hostname);
  const name = url.hostname;
  const address = name.startsWith('[') || isIP(name) !== 0;
  if (!address && name !== 'localhost' && !isDomainName(name)) {
    return refused('host', `"${name.slice(0, 253)}" is not a host that can be measured: give a domain name with a dot (such as example.com), localhost or an IP address.`);
  }
  if (!scheme && (address || name === 'localhost') && url.port !== '') url.protocol = 'http:';
  url.hash = '';
  return { ok: true, url };
}

/** A name with a dot whose labels are letters, digits and inner hyphens (IDNs arrive here as punycode). */
function isDomainName(name: string): boolean {
  const labels = name.split('.');
  return labels.length >= 2 && name.length <= 253 && labels.every((label) => LABEL.test(label));
}

function refused(problem: StartUrlProblem, message: string): StartUrlResult {
  return { ok: false, problem, message };
}

/** The canonical host key of a URL: host name (see canonicalName), plus the port unless it is 80 or 443. */
export function hostKeyOf(url: URL): string {
  const name = canonicalName(url.hostname);
  return DEFAULT_PORTS.has(url.port) ? name : `${name}:${url.port}`;
}

/**
 * A host as written in a report path (/report/{host}): validated, then keyed by hostKeyOf. `allowed`: the operator's
 * allow-list (default this process's setting; a fleet upload's parse, in an audit process, is given it).
 */
export function canonicalHost(raw: string, allowed: PrivateTargets = privateTargetsAllowed()): HostResult {
  const input = safeDecode(raw).trim();
  if (input === '' || input.length > 260) return invalid('must be a domain name such as example.com.');
  if (/[/?#@\\\s]/.test(input)) return invalid('must be a bare domain name, without scheme, path, query or credentials.');
  let url: URL;
  try {
    url = new URL(`http://${input}/`);
  } catch {
    return invalid('must be a valid domain name.');
  }
  const allowPrivate = privateAllowedFor(url, allowed);
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
