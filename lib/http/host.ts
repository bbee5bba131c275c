// One canonical form per host, so "Example.COM.", "example.com" and Unicode/punycode spellings share one report.
// WHATWG URL parsing does the IDN → punycode conversion (domainToASCII), lower-casing and IP normalization.
import { isIP } from 'node:net';
import { privateTargetsAllowed } from '@/lib/server/settings';

export type HostResult = { ok: true; host: string } | { ok: false; reason: string };

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const DEFAULT_PORTS = new Set(['', '80', '443']);

/** The key a URL's measurements are stored under: host name without a trailing dot, plus any non-default port. */
export function hostKeyOf(url: URL): string {
  const name = url.hostname.replace(/\.$/, '');
  return url.port ? `${name}:${url.port}` : name;
}

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
  const allowPrivate = privateTargetsAllowed();
  if (!DEFAULT_PORTS.has(url.port) && !allowPrivate) return invalid('must not include a port: only ports 80 and 443 are measured.');
  const name = url.hostname.replace(/\.$/, '');
  if (!isIP(name.replace(/^\[|\]$/g, ''))) {
    const labels = name.split('.');
    if (name.length > 253 || !labels.every((label) => LABEL.test(label))) return invalid('must be a valid domain name.');
    if (labels.length < 2 && !allowPrivate) return invalid('must be a fully qualified domain name such as example.com.');
  }
  return { ok: true, host: DEFAULT_PORTS.has(url.port) ? name : `${name}:${url.port}` };
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
