// Keys that leak or cannot be used, in any JWK Set the audit reads (issue 62 point 4; checks.md 2026-12d): the Web Bot
// Auth key directory, an OAuth server's jwks_uri, a UCP profile's `keys` (2026-08-25) or `signing_keys` (2026-04-08),
// an AI catalog's key documents. One reading for every check that judges a key set, so each names the same key the
// same way and never prints a private value.
// - Private members: `d` (EC, OKP, RSA private exponent), `p`, `q`, `dp`, `dq`, `qi`, `oth` (RSA, RFC 7518 §6.3.2),
//   `k` (a symmetric key, RFC 7518 §6.4); RFC 8037 §2 for OKP's `d`. A published set must hold none: anyone holding
//   the value can sign as its owner. UCP 2026-08-25's jwk_public_key rejects exactly these members (schemas/profile.json).
// - Expiry: `exp` (seconds, as in JWT), which the Web Bot Auth drafts use to retire a key
//   (draft-ietf-webbotauth-httpsig-protocol-01, Key Rotation).
// - Curves: each consumer names the curves it can verify with; a key on another is unusable there.
import { isObject } from './json-values.js';

export const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'] as const;

/**
 * Curves by consumer. webBotAuth: the HTTP Signature Algorithms registry (RFC 9421 §6.2.2: ed25519,
 * ecdsa-p256-sha256, ecdsa-p384-sha384), to which the Web Bot Auth draft restricts keys. jose: every curve RFC 7518
 * §6.2.1.1 and RFC 8037 §2 register for JWS (EC P-256, P-384, P-521; OKP Ed25519, Ed448).
 */
export const KEY_CURVES = {
  webBotAuth: ['Ed25519', 'P-256', 'P-384'],
  jose: ['P-256', 'P-384', 'P-521', 'Ed25519', 'Ed448'],
} as const;

/** How a report names a key: its kid, else its place in the set ("key 2"). */
export function keyName(key: unknown, index: number): string {
  return isObject(key) && typeof key.kid === 'string' && key.kid !== '' ? `key ${index + 1} (kid "${key.kid.slice(0, 60)}")` : `key ${index + 1}`;
}

/** The private members a key publishes, by name (never their values). */
export function privateMembersOf(key: unknown): string[] {
  return isObject(key) ? PRIVATE_MEMBERS.filter((member) => key[member] !== undefined) : [];
}

/** When a key expired, as an ISO time, or null while it has not (or states no `exp`). */
export function expiredAt(key: unknown, now: number): string | null {
  return isObject(key) && typeof key.exp === 'number' && key.exp * 1000 <= now ? new Date(key.exp * 1000).toISOString() : null;
}

/** The curve a key names that the consumer cannot verify with, or null (RSA and keys without `crv` have none). */
export function unsupportedCurve(key: unknown, curves: readonly string[]): string | null {
  if (!isObject(key) || (key.kty !== 'EC' && key.kty !== 'OKP')) return null;
  return typeof key.crv === 'string' && curves.includes(key.crv) ? null : String(key.crv ?? '(none)').slice(0, 40);
}

export interface LeakingKey {
  name: string;
  members: string[];
}

/** Every key of a set that publishes private members, named, with the members' names. */
export function leakingKeys(keys: readonly unknown[]): LeakingKey[] {
  return keys.flatMap((key, index) => {
    const members = privateMembersOf(key);
    return members.length > 0 ? [{ name: keyName(key, index), members }] : [];
  });
}

/** "key 1 (kid "a") publishes d; key 3 publishes p, q": what a finding says, values never shown. */
export function describeLeaks(leaks: readonly LeakingKey[]): string {
  return leaks.map((leak) => `${leak.name} publishes ${leak.members.map((member) => `"${member}"`).join(', ')}`).join('; ');
}
