// One line of a fleet upload to a target, or the reason it cannot be one. A target is a domain ("example.com"), an
// http(s) origin or a URL; the host follows the one URL and host rule (lib/net/host.ts: lower case, IDN to punycode,
// no trailing dot) and the SSRF rules a URL can be judged by alone (engine vetUrl: schemes, credentials, ports,
// private literals). A domain given without a scheme is a bare target: scanned as https, falling back to http when
// https cannot be reached (the run records which). Its registrable domain comes from the Public Suffix List (tldts,
// private suffixes included, so foo.github.io is its own).
import { getDomain } from 'tldts';
import { vetUrl, type PrivateTargets } from '@/engine/light';
import { canonicalHost, hostKeyOf, parseStartUrl } from '@/lib/net/host';
import { targetRefusedReason } from '@/lib/net/target-refusal';
import { privateTargetsAllowed } from '@/lib/settings/settings';
import { FLEET_TARGET_MAX_LENGTH } from '@/lib/schemas/me/fleets';

export interface NormalizedTarget {
  /** As shown: the host (with its port and path, if given) for a bare domain; the URL for a URL. */
  target: string;
  /** scheme://host[:port], the deduplication key. */
  origin: string;
  /** The canonical host key (port kept unless 80 or 443). */
  host: string;
  registrableDomain: string | null;
  /** The page audited. */
  startUrl: string;
  bare: boolean;
}

export type TargetResult = { ok: true; target: NormalizedTarget } | { ok: false; reason: string };

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/** `allowed`: the operator's allow-list, parsed once by the caller (default: this process's setting, parsed once). */
export function normalizeTarget(line: string, allowed: PrivateTargets = privateTargetsAllowed()): TargetResult {
  const input = line.trim();
  if (input.length > FLEET_TARGET_MAX_LENGTH) return { ok: false, reason: `longer than ${FLEET_TARGET_MAX_LENGTH} characters` };
  const bare = !SCHEME.test(input);
  const parsed = parseStartUrl(input);
  if (!parsed.ok) return { ok: false, reason: parsed.message };
  const url = parsed.url;
  // The SSRF rules first: a port or a private address is refused by its rule, which names the setting that lifts it.
  const vetted = vetUrl(url, { allowPrivateTargets: allowed });
  if (!vetted.ok) return { ok: false, reason: targetRefusedReason(vetted.message, vetted.rule) };
  const host = canonicalHost(url.host, allowed);
  if (!host.ok) return { ok: false, reason: `the host ${host.reason}` };
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const origin = url.origin;
  const path = `${url.pathname}${url.search}`;
  return {
    ok: true,
    target: {
      target: bare ? `${url.host}${path === '/' ? '' : path}` : url.href,
      origin,
      host: hostKeyOf(url),
      registrableDomain: getDomain(hostname, { allowPrivateDomains: true }),
      startUrl: url.href,
      bare,
    },
  };
}

/** The http origin and start URL a bare target falls back to. */
export function httpFallbackOf(startUrl: string): { origin: string; startUrl: string } {
  const url = new URL(startUrl);
  url.protocol = 'http:';
  return { origin: url.origin, startUrl: url.href };
}
