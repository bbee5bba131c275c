// The possession proof a Web Bot Auth key directory may sign its response with (draft-ietf-webbotauth-httpsig-protocol-01
// Appendix "Validating the Domain Binding" §Possession Proof on the Directory Response, RECOMMENDED): per key, an
// HTTP Message Signature (RFC 9421) with tag "http-message-signatures-directory" covering `"@authority";req` (the
// authority of the request that fetched the directory) and `content-digest` (RFC 9530, checked against the body),
// with `created`, `expires` and a `keyid` that is the key's JWK thumbprint. Pure: the caller gives the time.
import { createHash, createPublicKey, constants, verify, type KeyObject } from 'node:crypto';
import { jwkThumbprint } from './jwk-thumbprint.js';

export const DIRECTORY_SIGNATURE_TAG = 'http-message-signatures-directory';
/** RFC 9421 §6.2.2, the HTTP Signature Algorithms registry (asymmetric entries: a shared secret proves nothing here). */
export const HTTP_SIGNATURE_ALGORITHMS = ['rsa-pss-sha512', 'rsa-v1_5-sha256', 'hmac-sha256', 'ecdsa-p256-sha256', 'ecdsa-p384-sha384', 'ed25519'] as const;
/** A `created` this far ahead of the fetch is still "now" (clock skew between the server and the audit). */
const CLOCK_SKEW_SECONDS = 60;

interface SignatureInput {
  label: string;
  /** The covered components exactly as serialized, e.g. `"@authority";req`. */
  components: string[];
  /** The inner list with its parameters, exactly as serialized: the `@signature-params` value. */
  serialized: string;
  params: Record<string, string | number>;
}

export interface DirectorySignatureCheck {
  label: string;
  keyid: string | null;
  /** Null when it verifies; else why not. */
  problem: string | null;
}

/** Top-level members of a structured-field dictionary: split at commas outside parentheses and quotes. */
function members(header: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < header.length; i++) {
    const char = header[i]!;
    if (quoted) {
      if (char === '\\') i++;
      else if (char === '"') quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(header.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(header.slice(start).trim());
  return parts.filter(Boolean);
}

function parseSignatureInput(header: string): SignatureInput[] {
  return members(header).flatMap((member) => {
    const match = /^([a-z*][a-z0-9_\-.*]*)=(\((.*?)\)((?:;[^;]+)*))$/.exec(member);
    if (!match) return [];
    const components = (match[3]!.match(/"[^"]*"(?:;[a-z0-9_\-.*]+(?:=(?:"[^"]*"|[^;\s"]+))?)*/g) ?? []).map((item) => item.trim());
    const params: Record<string, string | number> = {};
    for (const param of match[4]!.split(';').slice(1)) {
      const [name, raw = ''] = param.split(/=(.*)/s);
      params[name!.trim()] = /^"/.test(raw) ? raw.slice(1, -1) : /^-?\d+$/.test(raw) ? Number(raw) : raw;
    }
    return [{ label: match[1]!, components, serialized: match[2]!, params }];
  });
}

function signatures(header: string): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  for (const member of members(header)) {
    const match = /^([a-z*][a-z0-9_\-.*]*)=:([A-Za-z0-9+/=]*):$/.exec(member);
    if (match) found.set(match[1]!, Buffer.from(match[2]!, 'base64'));
  }
  return found;
}

/** RFC 9530 §2: the first digest the field carries in an algorithm we compute, checked against the body. */
function digestProblem(field: string | undefined, body: Uint8Array): string | null {
  if (!field) return 'the response has no Content-Digest field';
  for (const member of members(field)) {
    const match = /^(sha-256|sha-512)=:([A-Za-z0-9+/=]*):$/.exec(member);
    if (!match) continue;
    const actual = createHash(match[1] === 'sha-256' ? 'sha256' : 'sha512').update(body).digest('base64');
    return actual === match[2] ? null : `Content-Digest ${match[1]} does not match the body`;
  }
  return 'Content-Digest carries no sha-256 or sha-512 digest';
}

function verifies(alg: string | null, key: KeyObject, jwk: Record<string, unknown>, base: Buffer, signature: Buffer): boolean {
  const algorithm = alg ?? (jwk.kty === 'OKP' ? 'ed25519' : jwk.kty === 'EC' ? (jwk.crv === 'P-384' ? 'ecdsa-p384-sha384' : 'ecdsa-p256-sha256') : 'rsa-pss-sha512');
  switch (algorithm) {
    case 'ed25519':
      return verify(null, base, key, signature);
    case 'ecdsa-p256-sha256':
      return verify('sha256', base, { key, dsaEncoding: 'ieee-p1363' }, signature);
    case 'ecdsa-p384-sha384':
      return verify('sha384', base, { key, dsaEncoding: 'ieee-p1363' }, signature);
    case 'rsa-pss-sha512':
      return verify('sha512', base, { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 64 }, signature);
    case 'rsa-v1_5-sha256':
      return verify('sha256', base, { key, padding: constants.RSA_PKCS1_PADDING }, signature);
    default:
      return false;
  }
}

export interface SignedDirectory {
  /** The URL the directory was requested at: its authority is `"@authority";req` (RFC 9421 §2.2.3, §2.4). */
  requestUrl: string;
  headers: Readonly<Record<string, string>>;
  body: Uint8Array;
  keys: readonly unknown[];
  /** Seconds since the epoch, when the directory was fetched. */
  now: number;
}

/** Each directory signature of the response checked, or an empty list when the response carries none. */
export function checkDirectorySignatures(directory: SignedDirectory): DirectorySignatureCheck[] {
  const inputHeader = directory.headers['signature-input'];
  const signatureHeader = directory.headers['signature'];
  if (!inputHeader) return [];
  const values = signatureHeader ? signatures(signatureHeader) : new Map<string, Buffer>();
  const authority = new URL(directory.requestUrl).host.toLowerCase();
  return parseSignatureInput(inputHeader)
    .filter((input) => input.params.tag === DIRECTORY_SIGNATURE_TAG)
    .map((input) => {
      const keyid = typeof input.params.keyid === 'string' ? input.params.keyid : null;
      const fail = (problem: string): DirectorySignatureCheck => ({ label: input.label, keyid, problem });
      const covered = new Set(input.components.map((item) => item.replace(/\s+/g, '')));
      if (!covered.has('"@authority";req') || !covered.has('"content-digest"')) return fail('it does not cover "@authority";req and "content-digest"');
      const { created, expires } = input.params;
      if (typeof created !== 'number' || typeof expires !== 'number') return fail('it lacks the created and expires parameters');
      if (created > directory.now + CLOCK_SKEW_SECONDS) return fail(`its created (${created}) is in the future`);
      if (expires <= directory.now) return fail(`it expired at ${new Date(expires * 1000).toISOString()}`);
      const jwk = directory.keys.find((key): key is Record<string, unknown> => typeof key === 'object' && key !== null && jwkThumbprint(key as Record<string, unknown>) === keyid);
      if (!keyid || !jwk) return fail(`its keyid ${keyid ?? '(none)'} is not the JWK thumbprint of a key in the directory`);
      const digest = digestProblem(directory.headers['content-digest'], directory.body);
      if (digest) return fail(digest);
      const signature = values.get(input.label);
      if (!signature) return fail(`the Signature field has no member "${input.label}"`);
      const lines = input.components.map((component) => {
        const name = component.replace(/;.*$/, '');
        const value = name === '"@authority"' ? authority : (directory.headers[name.slice(1, -1)] ?? '');
        return `${component}: ${value}`;
      });
      const base = Buffer.from([...lines, `"@signature-params": ${input.serialized}`].join('\n'), 'utf8');
      try {
        const key = createPublicKey({ key: jwk as unknown as import('node:crypto').JsonWebKey, format: 'jwk' });
        const alg = typeof input.params.alg === 'string' ? input.params.alg : null;
        return verifies(alg, key, jwk, base, signature) ? { label: input.label, keyid, problem: null } : fail('the signature does not verify with the directory key it names');
      } catch (error) {
        return fail(`the key cannot be used: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
}
