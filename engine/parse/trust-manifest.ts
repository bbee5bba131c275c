// Trust Manifest signatures, as the AI Catalog core defines them (Agent-Card/ai-catalog, specification/ai-catalog.md
// at 634a09d, "Trust Manifest Signatures" and "Key Resolution"; ARD 0.9 §5.1 defers to it): the `signature` is a
// detached compact JWS whose payload is the RFC 8785 (JCS) form of the manifest with `signature` removed, and the key
// comes from the manifest's `identity` (a DID document's verificationMethod, or the JWK Set an HTTPS URL names).
// Pure: the gatherer fetches the key documents this names and runs the cryptography.
import canonicalize from 'canonicalize';
import { describeLeaks, leakingKeys } from './jwk-hygiene.js';
import { isObject } from './json-values.js';

/** A signature whose header names an asymmetric algorithm: worth fetching a key for. */
export interface SignedManifest {
  /** Where in its catalog, e.g. `entries[2] (urn:air:example.com:mcp:orders)` or `host`. */
  where: string;
  identity: string | null;
  /** The publisher domain of the identifier the manifest sits beside (urn:air:<publisher>:…), or null. */
  publisher: string | null;
  /** The compact JWS as published. */
  signature: string;
  alg: string;
  kid: string | null;
  /** RFC 8785 form of the manifest without `signature`, or why it has none (JCS refuses lone surrogates). */
  payload: { ok: true; text: string } | { ok: false; reason: string };
}

/** Where the key of an identity lives, or why no consumer on the web can get it (the core's Key Resolution list). */
export type KeySource = { kind: 'jwks'; url: string } | { kind: 'did-web'; url: string; did: string } | { kind: 'none'; reason: string };

export type HeaderReading = { ok: true; alg: string; kid: string | null } | { ok: false; reason: string };

/** The protected header of a compact JWS: `alg` and `kid`, or why it is not one. */
export function readJwsHeader(signature: string): HeaderReading {
  const parts = signature.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'is not a compact JWS (three dot-separated parts)' };
  try {
    const header: unknown = JSON.parse(Buffer.from(parts[0]!, 'base64url').toString('utf8'));
    if (!isObject(header) || typeof header.alg !== 'string' || header.alg === '') return { ok: false, reason: 'is not a JWS with an "alg" header' };
    return { ok: true, alg: header.alg, kid: typeof header.kid === 'string' ? header.kid : null };
  } catch {
    return { ok: false, reason: 'has a protected header that is not base64url JSON' };
  }
}

/** `none` signs nothing and an HMAC key is a shared secret: neither can show who signed. */
export function isRefusedAlgorithm(alg: string): boolean {
  return alg.toLowerCase() === 'none' || /^HS\d+$/i.test(alg);
}

/** Step 1 of "Trust Manifest Signatures": the manifest without `signature`, canonicalised by RFC 8785. */
export function canonicalManifest(manifest: Record<string, unknown>): SignedManifest['payload'] {
  const { signature: _signature, ...signed } = manifest;
  try {
    return { ok: true, text: canonicalize(signed)! };
  } catch (error) {
    return { ok: false, reason: `it cannot be put in RFC 8785 form (${error instanceof Error ? error.message : String(error)})` };
  }
}

/**
 * The did:web method's document URL (W3C did:web method, §3.2): `did:web:<host>[%3A<port>][:<path>…]` resolves to
 * `https://<host>[:<port>]/<path…>/did.json`, or `/.well-known/did.json` without a path.
 */
function didWebDocumentUrl(did: string): string | null {
  const match = /^did:web:([^#?]+)$/i.exec(did.split('#')[0]!);
  if (!match) return null;
  const [authority, ...path] = match[1]!.split(':');
  try {
    const host = decodeURIComponent(authority!);
    const url = new URL(`https://${host}/`);
    if (url.host !== host.toLowerCase()) return null;
    url.pathname = path.length > 0 ? `/${path.map(decodeURIComponent).join('/')}/did.json` : '/.well-known/did.json';
    return url.href;
  } catch {
    return null;
  }
}

/** Key Resolution (AI Catalog core): DID → its document's verificationMethod; HTTPS URL → the JWK Set there. */
export function keySourceOf(identity: string | null): KeySource {
  if (!identity) return { kind: 'none', reason: 'the manifest has no "identity" to resolve a key from' };
  if (/^did:web:/i.test(identity)) {
    const url = didWebDocumentUrl(identity);
    return url ? { kind: 'did-web', url, did: identity.split('#')[0]! } : { kind: 'none', reason: `${identity} is not a valid did:web identifier` };
  }
  if (/^did:/i.test(identity)) {
    return { kind: 'none', reason: `the DID method of ${identity.slice(0, 80)} is not resolved here (did:web is; other methods need a DID resolver)` };
  }
  // http: is judged once, by http-semantics (checks.md): a key URL over plain HTTP is still read, never anchored.
  if (/^https?:\/\//i.test(identity)) {
    try {
      return { kind: 'jwks', url: new URL(identity).href };
    } catch {
      return { kind: 'none', reason: `${identity.slice(0, 80)} is not a valid URL` };
    }
  }
  if (/^spiffe:\/\//i.test(identity)) {
    return { kind: 'none', reason: 'a SPIFFE identity\'s key comes from the SPIFFE Workload API, which only workloads of that trust domain can ask' };
  }
  return { kind: 'none', reason: `${identity.slice(0, 80)} names no key location (the core resolves keys from a DID or an HTTPS URL)` };
}

/** The keys of a key document, or what is wrong with it (a predicate: "is not a JWK Set"). */
export type KeySetReading = { ok: true; keys: Array<Record<string, unknown>> } | { ok: false; reason: string };

function publicKeysOnly(keys: Array<Record<string, unknown>>): KeySetReading {
  // JWK members that hold private key material (parse/jwk-hygiene.ts): a published set must never hold them.
  const leaks = leakingKeys(keys);
  if (leaks.length > 0) return { ok: false, reason: `publishes private or symmetric key material (${describeLeaks(leaks)})` };
  return keys.length > 0 ? { ok: true, keys } : { ok: false, reason: 'holds no key' };
}

/** A JWK Set (RFC 7517 §5): `{"keys": [JWK, …]}`. */
export function readJwkSet(value: unknown): KeySetReading {
  if (!isObject(value) || !Array.isArray(value.keys)) return { ok: false, reason: 'is not a JWK Set (no "keys" array)' };
  return publicKeysOnly(value.keys.filter(isObject));
}

/** The fragment a key id names (`did:web:example.com#key-1`, `#key-1` and `key-1` name the same method). */
export function keyFragment(id: string): string {
  const hash = id.indexOf('#');
  return hash >= 0 ? id.slice(hash + 1) : id;
}

/**
 * The keys of a DID document (DID Core §5.2): each `verificationMethod` with a `publicKeyJwk`, its `kid` set to the
 * method id's fragment. The document's `id` must be the DID it was resolved for (DID Core §5.1.1).
 */
export function readDidDocument(value: unknown, did: string): KeySetReading {
  if (!isObject(value)) return { ok: false, reason: 'is not a DID document (not a JSON object)' };
  if (value.id !== did) return { ok: false, reason: `is the DID document of ${typeof value.id === 'string' ? `"${value.id.slice(0, 80)}"` : 'no "id"'}, not of ${did}` };
  const methods = Array.isArray(value.verificationMethod) ? value.verificationMethod.filter(isObject) : [];
  const withJwk = methods.filter((method) => isObject(method.publicKeyJwk) && typeof method.id === 'string');
  if (withJwk.length === 0) {
    const other = methods.some((method) => method.publicKeyMultibase !== undefined);
    return { ok: false, reason: `has no verificationMethod with a "publicKeyJwk"${other ? ' (publicKeyMultibase keys are not read)' : ''}` };
  }
  const keys = withJwk.map((method) => ({ ...(method.publicKeyJwk as Record<string, unknown>), kid: keyFragment(method.id as string) }));
  return publicKeysOnly(keys);
}
