// Chrome origin-trial tokens, decoded as Chromium documents them (third_party/blink/public/common/origin_trials/
// origin_trials_token_structure.md): base64 of a version byte (2 or 3), a 64-byte Ed25519 signature, a 4-byte
// big-endian payload length, then the payload, a JSON object with `origin`, `feature`, `expiry` (seconds since the
// epoch, UTC) and optional `isSubdomain`, `isThirdParty`, `usage`. The signature is not checked: Chrome's public keys
// are not ours to hold, and what an owner needs to know (which feature, which origin, until when) is in the payload.
import { isObject } from './json-values.js';
import { parseStrictJson } from './strict-json.js';

const SIGNATURE_BYTES = 64;
const HEADER_BYTES = 1 + SIGNATURE_BYTES + 4;
/** Chromium rejects payloads over 4 KiB (trial_token.cc, kMaxPayloadSize). */
const MAX_PAYLOAD_BYTES = 4096;

export interface OriginTrialToken {
  version: number;
  origin: string;
  feature: string;
  /** Seconds since the epoch. */
  expiry: number;
  isSubdomain: boolean;
  isThirdParty: boolean;
}

export type DecodedToken = { ok: true; token: OriginTrialToken } | { ok: false; reason: string };

export function decodeOriginTrialToken(text: string): DecodedToken {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed)) return { ok: false, reason: 'it is not base64' };
  const bytes = Buffer.from(trimmed, 'base64');
  if (bytes.length < HEADER_BYTES) return { ok: false, reason: `it is ${bytes.length} bytes, shorter than a token header (${HEADER_BYTES})` };
  const version = bytes[0]!;
  if (version !== 2 && version !== 3) return { ok: false, reason: `its version byte is ${version} (2 or 3 expected)` };
  const length = bytes.readUInt32BE(1 + SIGNATURE_BYTES);
  if (length > MAX_PAYLOAD_BYTES || HEADER_BYTES + length !== bytes.length) return { ok: false, reason: `its payload length ${length} does not match the token (${bytes.length - HEADER_BYTES} bytes follow)` };
  const json = parseStrictJson(bytes.subarray(HEADER_BYTES));
  if (!json.ok || !isObject(json.value)) return { ok: false, reason: 'its payload is not a JSON object' };
  const { origin, feature, expiry, isSubdomain, isThirdParty } = json.value;
  if (typeof origin !== 'string' || typeof feature !== 'string' || typeof expiry !== 'number' || !Number.isFinite(expiry)) {
    return { ok: false, reason: 'its payload lacks origin, feature or a numeric expiry' };
  }
  return { ok: true, token: { version, origin, feature, expiry, isSubdomain: isSubdomain === true, isThirdParty: isThirdParty === true } };
}

/** Whether a token's origin (`scheme://host:port`) covers a page's origin, exactly or as a parent domain with isSubdomain. */
export function tokenCoversOrigin(token: OriginTrialToken, pageUrl: string): boolean {
  try {
    const tokenOrigin = new URL(token.origin);
    const page = new URL(pageUrl);
    if (tokenOrigin.protocol !== page.protocol || tokenOrigin.port !== page.port) return false;
    return page.hostname === tokenOrigin.hostname || (token.isSubdomain && page.hostname.endsWith(`.${tokenOrigin.hostname}`));
  } catch {
    return false;
  }
}
