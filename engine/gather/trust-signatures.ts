// Trust manifest signatures checked against their publishers' keys (AI Catalog core, "Trust Manifest Signatures" and
// "Key Resolution"; checks.md, api-catalog 2026-11): each key document fetched once through the audit's fetcher, at most
// MAX_KEY_DOCUMENTS per audit and MAX_CHECKED_SIGNATURES signatures, then the detached JWS verified over the manifest's
// RFC 8785 form with `jose`. A key the JWS header carries itself (`jwk`, `x5c`, `jku`) is never used: anyone can sign
// with a key of their own, so only the identity's key says something.
import { createLocalJWKSet, errors, flattenedVerify, type FlattenedJWSInput, type JWK, type JWSHeaderParameters } from 'jose';
import { MAX_CHECKED_SIGNATURES, MAX_KEY_DOCUMENTS } from '../parse/ai-catalog-rules.js';
import { keyFragment, keySourceOf, readDidDocument, readJwkSet, type KeySetReading, type SignedManifest } from '../parse/trust-manifest.js';
import type { GatherContext } from './context.js';
import { fetchJsonDocument, type JsonDocument } from './json-document.js';

export type SignatureOutcome = 'verified' | 'invalid' | 'key-unusable' | 'unchecked';

export interface SignatureCheck {
  catalogUrl: string;
  where: string;
  keyUrl: string | null;
  outcome: SignatureOutcome;
  /** Why it is invalid, unusable or unchecked; null when verified. */
  reason: string | null;
  /** The publisher domain whose HTTPS origin served the key (publisher authenticity), else null (integrity only). */
  anchoredTo: string | null;
}

/** What a catalog of the audit holds that this needs. */
export interface SignedIn {
  catalogUrl: string;
  signed: readonly SignedManifest[];
}

/** The algorithms a trust manifest may be verified with: asymmetric ones only (HMAC and none are refused earlier). */
const ASYMMETRIC = ['ES256', 'ES384', 'ES512', 'EdDSA', 'Ed25519', 'RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512'];

const KEY_ACCEPT = {
  jwks: 'application/jwk-set+json, application/json;q=0.9, */*;q=0.5',
  'did-web': 'application/did+json, application/did+ld+json;q=0.9, application/json;q=0.8, */*;q=0.5',
} as const;

interface KeySet {
  reading: KeySetReading;
  /** The URL that answered (after redirects), when one did. */
  servedBy: string | null;
}

function unusableDocument(document: Exclude<JsonDocument, { kind: 'ok' }>): string {
  switch (document.kind) {
    case 'error':
      return `could not be fetched (${document.failure.message})`;
    case 'over-cap':
      return `is larger than the ${document.response.capBytes / 1024} KiB cap for JSON documents`;
    case 'invalid':
      return `is not valid JSON (${document.parseError})`;
    case 'missing': {
      const { kind, response } = document.file;
      if (kind === 'html' || kind === 'soft404') return 'answers an HTML page';
      if (kind === 'empty') return 'answers an empty body';
      return response ? `answers HTTP ${response.status}` : 'does not answer';
    }
  }
}

async function fetchKeySet(ctx: GatherContext, source: { kind: 'jwks' | 'did-web'; url: string; did?: string }): Promise<KeySet> {
  const document = await fetchJsonDocument(ctx, source.url, { accept: KEY_ACCEPT[source.kind] });
  if (document.kind !== 'ok') return { reading: { ok: false, reason: unusableDocument(document) }, servedBy: null };
  const reading = source.kind === 'did-web' ? readDidDocument(document.value, source.did!) : readJwkSet(document.value);
  return { reading, servedBy: document.response.finalUrl };
}

/** The publisher's HTTPS origin served the key: a certificate for the publisher's domain vouches for it. */
function anchorOf(servedBy: string | null, publisher: string | null): string | null {
  if (!servedBy || !publisher) return null;
  const url = new URL(servedBy);
  const host = url.hostname.toLowerCase();
  return url.protocol === 'https:' && (host === publisher || host.endsWith(`.${publisher}`)) ? publisher : null;
}

const code = (error: unknown): string => (error instanceof errors.JOSEError ? error.code : '');
const text = (error: unknown): string => (error instanceof Error ? error.message : String(error));

async function verify(manifest: SignedManifest, keys: Array<Record<string, unknown>>, byFragment: boolean): Promise<Pick<SignatureCheck, 'outcome' | 'reason'>> {
  if (!manifest.payload.ok) return { outcome: 'invalid', reason: `the manifest cannot be what was signed: ${manifest.payload.reason}` };
  const [protectedHeader, attached, signature] = manifest.signature.split('.') as [string, string, string];
  const keySet = createLocalJWKSet({ keys: keys as unknown as JWK[] });
  // DID documents name methods by fragment; a JWS kid may give the full DID URL (did:web:host#key-1).
  const getKey = (header: JWSHeaderParameters, token: FlattenedJWSInput) =>
    keySet(byFragment && header.kid ? { ...header, kid: keyFragment(header.kid) } : header, token);
  let key: Awaited<ReturnType<typeof keySet>>;
  let header: JWSHeaderParameters;
  try {
    header = JSON.parse(Buffer.from(protectedHeader, 'base64url').toString('utf8')) as JWSHeaderParameters;
    key = await getKey(header, { protected: protectedHeader, payload: '', signature });
  } catch (error) {
    if (code(error) === 'ERR_JWKS_NO_MATCHING_KEY') return { outcome: 'key-unusable', reason: `no key matches the JWS's ${manifest.kid ? `kid "${manifest.kid.slice(0, 80)}" and ` : ''}alg ${manifest.alg}` };
    if (code(error) === 'ERR_JWKS_MULTIPLE_MATCHING_KEYS') return { outcome: 'key-unusable', reason: 'several keys match and the JWS names no "kid"' };
    return { outcome: 'key-unusable', reason: `the key cannot be used (${text(error)})` };
  }
  const canonical = new TextEncoder().encode(manifest.payload.text);
  try {
    if (attached !== '') {
      // Attached rather than detached: what it carries must be the manifest itself.
      const carried = Buffer.from(attached, 'base64url');
      if (!carried.equals(Buffer.from(canonical))) return { outcome: 'invalid', reason: 'the JWS carries a payload other than the manifest\'s RFC 8785 form' };
    }
    // RFC 7797: with "b64": false the payload is signed as it is, otherwise base64url-encoded.
    const payload = header.b64 === false ? canonical : attached !== '' ? attached : Buffer.from(canonical).toString('base64url');
    await flattenedVerify({ protected: protectedHeader, payload, signature }, key, { algorithms: ASYMMETRIC });
    return { outcome: 'verified', reason: null };
  } catch (error) {
    if (code(error) === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED') {
      return { outcome: 'invalid', reason: 'the signature does not match the manifest\'s RFC 8785 form (changed after signing, or signed over something else)' };
    }
    if (code(error) === 'ERR_JOSE_ALG_NOT_ALLOWED') return { outcome: 'invalid', reason: `alg ${manifest.alg.slice(0, 20)} is not an asymmetric JWS algorithm` };
    return { outcome: 'invalid', reason: `the JWS cannot be verified (${text(error)})` };
  }
}

/** Checks the signatures of every catalog of the audit, in catalog order, within the per-audit budgets. */
export async function checkSignatures(ctx: GatherContext, catalogs: readonly SignedIn[]): Promise<SignatureCheck[]> {
  const all = catalogs.flatMap(({ catalogUrl, signed }) => signed.map((manifest) => ({ catalogUrl, manifest })));
  const keySets = new Map<string, Promise<KeySet>>();
  const checks = all.map(async ({ catalogUrl, manifest }, index): Promise<SignatureCheck> => {
    const base = { catalogUrl, where: manifest.where, keyUrl: null, anchoredTo: null };
    if (index >= MAX_CHECKED_SIGNATURES) return { ...base, outcome: 'unchecked', reason: `beyond the ${MAX_CHECKED_SIGNATURES} signatures checked per audit` };
    const source = keySourceOf(manifest.identity);
    if (source.kind === 'none') return { ...base, outcome: 'key-unusable', reason: source.reason };
    let pending = keySets.get(source.url);
    if (!pending) {
      if (keySets.size >= MAX_KEY_DOCUMENTS) {
        return { ...base, keyUrl: source.url, outcome: 'unchecked', reason: `its key document is beyond the ${MAX_KEY_DOCUMENTS} fetched per audit` };
      }
      pending = fetchKeySet(ctx, source);
      keySets.set(source.url, pending);
    }
    const keySet = await pending;
    const where = { ...base, keyUrl: source.url };
    if (!keySet.reading.ok) return { ...where, outcome: 'key-unusable', reason: `the key document ${source.url} ${keySet.reading.reason}` };
    const result = await verify(manifest, keySet.reading.keys, source.kind === 'did-web');
    return { ...where, ...result, anchoredTo: result.outcome === 'verified' ? anchorOf(keySet.servedBy, manifest.publisher) : null };
  });
  return Promise.all(checks);
}
