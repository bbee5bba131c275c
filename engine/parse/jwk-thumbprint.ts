// RFC 7638 JWK thumbprints: SHA-256 over the key's required public members, in lexicographic order, with no
// whitespace (§3.2, §3.3), base64url-encoded without padding. Pure computation.
import { createHash } from 'node:crypto';

/** §3.2: the required members per key type (RFC 7518 §6.2, §6.3; RFC 8037 §2 for OKP). */
const REQUIRED_MEMBERS: Readonly<Record<string, readonly string[]>> = {
  EC: ['crv', 'kty', 'x', 'y'],
  OKP: ['crv', 'kty', 'x'],
  RSA: ['e', 'kty', 'n'],
};

/** The thumbprint, or null when the key lacks a member its type requires (or the type is unknown). */
export function jwkThumbprint(key: Record<string, unknown>): string | null {
  const members = REQUIRED_MEMBERS[String(key.kty)];
  if (!members || members.some((name) => typeof key[name] !== 'string')) return null;
  // JSON.stringify of an object built in this order is exactly §3.3's canonical form for string members.
  const canonical = JSON.stringify(Object.fromEntries(members.map((name) => [name, key[name]])));
  return createHash('sha256').update(canonical, 'utf8').digest('base64url');
}
