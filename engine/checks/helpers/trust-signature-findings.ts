// Trust manifest signatures, as checked against their publishers' keys (checks.md, api-catalog 2026-11; AI Catalog
// core, "Trust Manifest Signatures", "Key Resolution" and Security Considerations' Layer 2). A verified signature is
// integrity — the manifest is what its key's holder signed — and says who published it only when the key came from
// the publisher's own HTTPS origin. `alg` none and HMAC are refused earlier, with the other trust problems.
import { findingsFor, type CodeMeanings, type CodeStatuses, type DraftFinding } from '../../findings.js';
import type { SignatureCheck } from '../../gather/trust-signatures.js';
import { MAX_CHECKED_SIGNATURES, MAX_KEY_DOCUMENTS } from '../../parse/ai-catalog-rules.js';

export const SIGNATURE_CODES = {
  'ai-catalog-signature-verified': 'Trust manifest signatures verified against their identity\'s key: integrity, and publisher authenticity only when the key came from the publisher\'s HTTPS origin.',
  'ai-catalog-signature-invalid': 'Trust manifest signatures that do not verify over the manifest\'s RFC 8785 form (consumers should reject those manifests).',
  'ai-catalog-signature-key-unusable': 'Trust manifest signatures whose key could not be obtained or used (the detail says why for each).',
  'ai-catalog-signatures-unchecked': `Signatures beyond the ${MAX_CHECKED_SIGNATURES} checked, or whose key document is beyond the ${MAX_KEY_DOCUMENTS} fetched, per audit (counted).`,
} as const satisfies CodeMeanings;
export type SignatureCode = keyof typeof SIGNATURE_CODES;
export const SIGNATURE_STATUSES = {
  'ai-catalog-signature-verified': ['info'],
  'ai-catalog-signature-invalid': ['warn'],
  'ai-catalog-signature-key-unusable': ['warn'],
  'ai-catalog-signatures-unchecked': ['info'],
} as const satisfies CodeStatuses<SignatureCode>;
const { info, warn } = findingsFor(SIGNATURE_STATUSES);

/** Points off for signatures a consumer must reject, and for keys it cannot get. */
const INVALID_PENALTY = 15;
const KEY_PENALTY = 10;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function list(checks: readonly SignatureCheck[], show: (check: SignatureCheck) => string, max = 5): string {
  const shown = checks.slice(0, max).map((check) => `${check.catalogUrl} ${check.where}: ${show(check)}`);
  return checks.length > max ? `${shown.join('; ')} (and ${checks.length - max} more)` : shown.join('; ');
}

export function judgeSignatures(checks: readonly SignatureCheck[]): { findings: Array<DraftFinding<SignatureCode>>; penalty: number } {
  const findings: Array<DraftFinding<SignatureCode>> = [];
  let penalty = 0;
  const verified = checks.filter((check) => check.outcome === 'verified');
  const invalid = checks.filter((check) => check.outcome === 'invalid');
  const unusable = checks.filter((check) => check.outcome === 'key-unusable');
  const unchecked = checks.filter((check) => check.outcome === 'unchecked');
  if (verified.length > 0) {
    const anchored = verified.filter((check) => check.anchoredTo !== null);
    const authenticity =
      anchored.length === verified.length
        ? `each key came from its publisher's HTTPS origin (${[...new Set(anchored.map((check) => check.anchoredTo))].join(', ')}), whose certificate vouches for who signed`
        : anchored.length > 0
          ? `${anchored.length} key${anchored.length === 1 ? '' : 's'} came from the publisher's HTTPS origin; the others are not anchored to the publisher, so they say nothing about who signed`
          : 'the key is not anchored to the publisher (not served over HTTPS by the identifier\'s domain), so this is integrity, not proof of who published it';
    findings.push(
      info(
        'ai-catalog-signature-verified',
        `${plural(verified.length, 'trust manifest signature verifies', 'trust manifest signatures verify')} over the RFC 8785 form of the manifest: ${authenticity}.`,
        list(verified, (check) => `key ${check.keyUrl}${check.anchoredTo ? ` (anchored to ${check.anchoredTo})` : ''}`),
        anchored.length === verified.length ? null : 'Serve the signing key from the publisher\'s own domain over HTTPS (did:web:<your host>, or an https://<your host>/… JWK Set as the identity) so consumers can tie the signature to you.',
      ),
    );
  }
  if (invalid.length > 0) {
    penalty += INVALID_PENALTY;
    findings.push(
      warn(
        'ai-catalog-signature-invalid',
        `${plural(invalid.length, 'trust manifest signature does', 'trust manifest signatures do')} not verify: consumers should reject ${invalid.length === 1 ? 'that manifest' : 'those manifests'} (AI Catalog core, Security Considerations, Layer 2).`,
        list(invalid, (check) => check.reason ?? 'invalid'),
        'Sign again after every change: remove "signature", canonicalise the manifest with RFC 8785 (JCS), sign those bytes as a detached compact JWS with the identity\'s private key, and store it in "signature".',
      ),
    );
  }
  if (unusable.length > 0) {
    penalty += KEY_PENALTY;
    findings.push(
      warn(
        'ai-catalog-signature-key-unusable',
        `${plural(unusable.length, 'trust manifest signature', 'trust manifest signatures')} could not be checked: no usable key was found for ${unusable.length === 1 ? 'its' : 'their'} identity.`,
        list(unusable, (check) => check.reason ?? 'no key'),
        'Make the manifest\'s "identity" resolve to the signing key: a did:web identifier whose did.json lists it in verificationMethod (publicKeyJwk), or the https URL of a JWK Set holding it under the JWS "kid".',
      ),
    );
  }
  if (unchecked.length > 0) {
    findings.push(
      info(
        'ai-catalog-signatures-unchecked',
        `${plural(unchecked.length, 'trust manifest signature was', 'trust manifest signatures were')} not checked (at most ${MAX_CHECKED_SIGNATURES} signatures and ${MAX_KEY_DOCUMENTS} key documents per audit).`,
        list(unchecked, (check) => check.reason ?? 'not checked'),
        null,
      ),
    );
  }
  return { findings, penalty };
}
