import { about, fail, info, outcome, pass, warn, type DraftFinding } from '../findings.js';
import { checkDirectorySignatures, HTTP_SIGNATURE_ALGORITHMS } from '../parse/directory-signature.js';
import { isObject } from '../parse/json-values.js';
import { describeLeaks, expiredAt, KEY_CURVES, leakingKeys, unsupportedCurve } from '../parse/jwk-hygiene.js';
import { jwkThumbprint } from '../parse/jwk-thumbprint.js';
import { SIGNATURES_DIRECTORY_TYPE } from '../well-known.js';
import { defineCheck, withCapability } from './define.js';
import { capabilityNo, capabilityNotAsked, capabilityYes, firstNotAsked, platformEvidenceOf } from '../capabilities/outcome.js';
import type { PlatformsArtifact } from '../gather/platforms.js';
import type { CapabilityOutcome } from '../types.js';
import type { FetchedDocument } from '../gather/json-document.js';
import { DOCUMENT_CODES, documentProblem } from './helpers/document-findings.js';
import { excerpt } from './helpers/excerpt.js';

const CODES = {
  ...DOCUMENT_CODES,
  'only-for-bots': 'Web Bot Auth matters only for sites that run bots or agents of their own (shown when the directory is absent).',
  unreadable: 'The signatures directory could not be read.',
  'no-keys': 'The directory has no keys (a JWKS needs a non-empty "keys" array).',
  'wrong-type': 'The directory is not served as application/http-message-signatures-directory+json.',
  'incomplete-key': 'A key lacks members needed to verify signatures (subject: the key\'s position).',
  'no-usable-key': 'No key in the directory is usable for verifying signatures.',
  'usable-keys': 'The directory publishes usable keys.',
  redirected: 'The directory URL answers with a redirect; the directory drafts accept only a 200 from the URL itself.',
  'not-200': 'The directory answers a 2xx other than 200; only 200 counts.',
  'kid-mismatch': 'A key\'s kid is not its RFC 7638 JWK SHA-256 thumbprint, so verifiers that look keys up by thumbprint miss it (subject: the key\'s position).',
  'expired-key': 'A key\'s exp lies in the past, so it is not usable (subject: the key\'s position).',
  'private-key-published':
    'The directory publishes private key material (d, p, q, dp, dq, qi, oth or k): anyone can sign as this site\'s bots with it. A failure naming each key and member, never the value (issue 62 point 4; RFC 7517 §5 sets of public keys).',
  'unsupported-curve':
    'A key is on a curve no HTTP Signature Algorithm uses (RFC 9421 §6.2.2 registers ed25519, ecdsa-p256-sha256 and ecdsa-p384-sha384; the Web Bot Auth draft restricts keys to that registry), so no verifier can use it (subject: the key\'s position).',
  'key-not-yet-valid': 'A key\'s nbf lies in the future, so it is not usable yet (subject: the key\'s position).',
  'key-alg-unregistered':
    'A key\'s alg is not in the HTTP Signature Algorithms registry (RFC 9421 §6.2.2), to which draft-ietf-webbotauth-httpsig-protocol-01 §Directory Format restricts it (subject: the key\'s position).',
  'directory-signed':
    'The directory response carries a possession proof that verifies: per key, an HTTP Message Signature tagged http-message-signatures-directory over "@authority";req and content-digest (draft-ietf-webbotauth-httpsig-protocol-01, Appendix: Validating the Domain Binding).',
  'directory-signature-invalid':
    'A possession-proof signature on the directory response does not verify, lacks created/expires, is dated in the future or expired, or names no key of the directory (subject: its label).',
  'directory-unsigned':
    'The directory response carries no possession proof (RECOMMENDED: verifiers need it to bind the keys to this domain, not to verify signatures).',
  'agent-card':
    'The directory also describes the agent as a Signature Agent Card (draft-meunier-webbotauth-registry: OAuth client metadata with a web_bot_auth object); reported.',
  'agent-card-problems':
    'The Signature Agent Card members break the registry draft: both jwks and jwks_uri, a non-https jwks_uri or ips_uri, rfc9309-compliance not a boolean, or a trigger other than fetcher or crawler.',
} as const;
type Code = keyof typeof CODES;

const BASE64URL = /^[A-Za-z0-9_-]+$/;

type KeyDefectCode = 'kid-mismatch' | 'expired-key' | 'key-not-yet-valid' | 'key-alg-unregistered' | 'unsupported-curve';

/**
 * Why a complete key still cannot be used (draft-ietf-webbotauth-httpsig-protocol-01 §Key Distribution and Discovery,
 * §Directory Format): a `kid` that is not the key's JWK thumbprint (RFC 7638), an `alg` outside the HTTP Signature
 * Algorithms registry, an `exp` before or an `nbf` after the moment the directory was fetched (seconds, as in JWT).
 */
function keyDefect(key: Record<string, unknown>, fetchedAt: number): { code: KeyDefectCode; message: string } | null {
  const curve = unsupportedCurve(key, KEY_CURVES.webBotAuth);
  if (curve !== null) {
    return { code: 'unsupported-curve', message: `it is on the curve ${curve}, which no HTTP Signature Algorithm uses (${KEY_CURVES.webBotAuth.join(', ')} are)` };
  }
  if (key.kid !== undefined) {
    const thumbprint = jwkThumbprint(key);
    if (typeof key.kid !== 'string' || key.kid !== thumbprint) {
      return { code: 'kid-mismatch', message: `kid ${JSON.stringify(key.kid).slice(0, 60)} is not the key's JWK thumbprint ${thumbprint} (RFC 7638)` };
    }
  }
  if (key.alg !== undefined && !(HTTP_SIGNATURE_ALGORITHMS as readonly unknown[]).includes(key.alg)) {
    return { code: 'key-alg-unregistered', message: `alg ${JSON.stringify(key.alg).slice(0, 40)} is not in the HTTP Signature Algorithms registry (${HTTP_SIGNATURE_ALGORITHMS.join(', ')})` };
  }
  const expired = expiredAt(key, fetchedAt);
  if (expired !== null) return { code: 'expired-key', message: `it expired at ${expired} (exp ${key.exp as number})` };
  if (typeof key.nbf === 'number' && key.nbf * 1000 > fetchedAt) {
    return { code: 'key-not-yet-valid', message: `it is not valid before ${new Date(key.nbf * 1000).toISOString()} (nbf ${key.nbf})` };
  }
  return null;
}

const DEFECT_HINT: Record<KeyDefectCode, string> = {
  'kid-mismatch': 'Set "kid" to the key\'s base64url JWK SHA-256 thumbprint (RFC 7638), or leave it out.',
  'expired-key': 'Remove expired keys and publish the current ones.',
  'key-not-yet-valid': 'Publish a key ahead of its use date only beside a key that is valid now (draft §Key Rotation).',
  'key-alg-unregistered': 'Use an HTTP Signature Algorithms name in "alg" ("ed25519" for an Ed25519 key), or leave "alg" out.',
  'unsupported-curve': 'Sign with an Ed25519 key (the drafts\' choice), or a P-256 or P-384 key.',
};

/** Members of the OAuth client metadata a Signature Agent Card reuses, and its web_bot_auth object (draft-meunier-webbotauth-registry). */
const CARD_MEMBERS = ['client_id', 'client_name', 'client_uri', 'logo_uri', 'contacts', 'jwks_uri', 'jwks', 'web_bot_auth'];

/** The registry draft's rules on a card's members (§Signature Agent Card, §Web Bot Auth Extension). */
function cardProblems(card: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const https = (value: unknown) => typeof value === 'string' && /^https:\/\//i.test(value);
  if (card.jwks !== undefined && card.jwks_uri !== undefined) problems.push('it has both "jwks" and "jwks_uri" (a card MUST NOT)');
  if (card.jwks_uri !== undefined && !https(card.jwks_uri)) problems.push('"jwks_uri" is not an https URL');
  const extension = card.web_bot_auth;
  if (extension !== undefined) {
    if (!isObject(extension)) problems.push('"web_bot_auth" is not an object');
    else {
      if (extension['rfc9309-compliance'] !== undefined && typeof extension['rfc9309-compliance'] !== 'boolean') problems.push('"rfc9309-compliance" is not a boolean');
      if (extension.trigger !== undefined && extension.trigger !== 'fetcher' && extension.trigger !== 'crawler') problems.push('"trigger" is neither "fetcher" nor "crawler"');
      if (extension.ips_uri !== undefined && !https(extension.ips_uri)) problems.push('"ips_uri" is not an https URL');
    }
  }
  return problems;
}

function cardSummary(card: Record<string, unknown>): string {
  const extension = isObject(card.web_bot_auth) ? card.web_bot_auth : {};
  const parts = [
    typeof card.client_name === 'string' ? card.client_name.slice(0, 60) : null,
    typeof extension.trigger === 'string' ? `trigger ${extension.trigger.slice(0, 20)}` : null,
    typeof extension.purpose === 'string' ? `purpose ${extension.purpose.slice(0, 40)}` : null,
    typeof extension['rfc9309-product-token'] === 'string' ? `robots.txt token ${extension['rfc9309-product-token'].slice(0, 40)}` : null,
    typeof extension['rfc9309-compliance'] === 'boolean' ? (extension['rfc9309-compliance'] ? 'follows robots.txt' : 'does not claim to follow robots.txt') : null,
  ];
  return parts.filter(Boolean).join(', ') || 'no name';
}

/** Key members a JWK needs to be usable for verifying signatures, by key type and curve (RFC 7517, 7518, 8037). */
function missingMembers(key: Record<string, unknown>): string[] {
  const has = (name: string) => typeof key[name] === 'string' && BASE64URL.test(key[name] as string);
  switch (key['kty']) {
    // A curve that is named but not usable is a defect of its own (unsupported-curve), not a missing member.
    case 'OKP':
      return [
        ...(typeof key['crv'] === 'string' ? [] : ['crv (Ed25519)']),
        ...(has('x') ? [] : ['x']),
      ];
    case 'EC':
      return [
        ...(typeof key['crv'] === 'string' ? [] : ['crv (P-256 or P-384)']),
        ...(has('x') ? [] : ['x']),
        ...(has('y') ? [] : ['y']),
      ];
    case 'RSA':
      return [...(has('n') ? [] : ['n']), ...(has('e') ? [] : ['e'])];
    default:
      return [`kty (got ${JSON.stringify(key['kty'] ?? null)}; expected OKP, EC or RSA)`];
  }
}

const ABSENT_INFO = info(
  'only-for-bots',
  'Web Bot Auth only matters for sites that operate bots or agents of their own: they publish keys so other sites can verify their signed requests.',
  null,
  'If you run a crawler or agent, publish its Ed25519 public keys as a JWKS at /.well-known/http-message-signatures-directory.',
);

export const webBotAuth = withCapability(defineCheck({
  meta: {
    id: 'web-bot-auth',
    name: 'Web Bot Auth key directory',
    description:
      "Looks for an HTTP Message Signatures key directory, which lets sites verify requests signed by this site's own bots and agents.",
    category: 'Access',
    scope: 'origin',
    informational: true,
    profiles: [],
    codes: CODES,
  },
  requires: { origin: ['webBotAuth', 'platforms'] },
  run({ origin }) {
    const { document, fetchedAt } = origin.webBotAuth;
    const redirect = document.kind === 'missing' ? document.file.response : null;
    if (redirect && redirect.status >= 300 && redirect.status < 400) {
      return outcome(0, [
        fail(
          'redirected',
          `The directory URL answers HTTP ${redirect.status} (a redirect${redirect.headers.location ? ` to ${redirect.headers.location}` : ''}); verifiers do not follow redirects, the directory must answer 200 itself.`,
          `${document.url} — HTTP ${redirect.status}`,
          'Serve the JWKS directly at /.well-known/http-message-signatures-directory with status 200.',
        ),
      ]);
    }
    const problem = documentProblem(
      'The HTTP message signatures directory',
      document,
      'Serve a JWKS: {"keys": [{"kty": "OKP", "crv": "Ed25519", "x": "..."}]}.',
    );
    if (problem !== null || document.kind !== 'ok') {
      return outcome(0, [
        problem ?? fail('unreadable', 'The signatures directory could not be read.', document.url, null),
        ...(document.kind === 'missing' ? [ABSENT_INFO] : []),
      ]);
    }
    const { url, response, value } = document;
    if (response.status !== 200) {
      return outcome(0, [
        fail('not-200', `The directory answers HTTP ${response.status}; only a 200 answer counts.`, `${url} — HTTP ${response.status}`, 'Answer 200 with the JWKS.'),
      ]);
    }
    const keys = (value as { keys?: unknown } | null)?.keys;
    if (!Array.isArray(keys) || keys.length === 0) {
      return outcome(0, [
        fail(
          'no-keys',
          'The directory has no keys: a JWKS needs a non-empty "keys" array.',
          `${url} — ${excerpt(response.text)}`,
          'List your bots\' public keys under "keys".',
        ),
      ]);
    }
    const findings: Array<DraftFinding<Code>> = [];
    let score = 100;
    // A published private key is the worst a directory can do: every signature it vouches for can be forged.
    const leaks = leakingKeys(keys);
    if (leaks.length > 0) {
      findings.push(
        fail(
          'private-key-published',
          `The directory publishes private key material: ${describeLeaks(leaks)}. Anyone who reads it can sign as your bots.`,
          url,
          'Remove the private members from every key (publish only kty, crv, x and the other public members), take those keys out of use, and publish new ones: the published ones are compromised.',
        ),
      );
    }
    if (response.contentType !== SIGNATURES_DIRECTORY_TYPE) {
      score -= 40;
      findings.push(
        warn(
          'wrong-type',
          `The directory is served as ${response.contentType || 'no Content-Type'} instead of ${SIGNATURES_DIRECTORY_TYPE}.`,
          `${url} — Content-Type: ${response.headers['content-type'] ?? '(none)'}`,
          `Serve it with Content-Type: ${SIGNATURES_DIRECTORY_TYPE}.`,
        ),
      );
    }
    let usable = 0;
    keys.forEach((key, i) => {
      const missing = typeof key !== 'object' || key === null || Array.isArray(key) ? ['a JSON object'] : missingMembers(key as Record<string, unknown>);
      if (missing.length > 0) {
        findings.push(
          about(`key ${i + 1}`, warn(
            'incomplete-key',
            `Key ${i + 1} is incomplete: missing or invalid ${missing.join(', ')}.`,
            url,
            'Each key needs kty plus its public members (Ed25519: "kty": "OKP", "crv": "Ed25519", "x").',
          )),
        );
        return;
      }
      const defect = keyDefect(key as Record<string, unknown>, fetchedAt);
      if (defect) {
        findings.push(
          about(`key ${i + 1}`, warn(
            defect.code,
            `Key ${i + 1} is not usable: ${defect.message}.`,
            url,
            DEFECT_HINT[defect.code],
          )),
        );
        return;
      }
      usable += 1;
    });
    if (usable < keys.length) score -= 40;
    if (usable === 0) findings.push(warn('no-usable-key', 'No key in the directory is usable for verifying signatures.', url, null));
    else if (leaks.length === 0) findings.unshift(pass('usable-keys', `The directory publishes ${usable} usable key${usable === 1 ? '' : 's'}.`, url, null));
    if (leaks.length > 0) score = 0;
    // The possession proof (RECOMMENDED; what binds the keys to this domain): checked, never required to pass.
    const proofs = checkDirectorySignatures({ requestUrl: url, headers: response.headers, body: response.body, keys, now: Math.floor(fetchedAt / 1000) });
    const broken = proofs.filter((proof) => proof.problem !== null);
    for (const proof of broken) {
      findings.push(about(`signature ${proof.label}`, warn('directory-signature-invalid', `The directory's possession-proof signature "${proof.label}" does not hold: ${proof.problem}.`, `${url} — Signature-Input: ${(response.headers['signature-input'] ?? '').slice(0, 200)}`, 'Sign the response per key over ("@authority";req "content-digest") with created, expires, keyid (the key\'s JWK thumbprint) and tag="http-message-signatures-directory", and send the matching Content-Digest.')));
    }
    if (broken.length > 0) score = Math.min(score, 90);
    const verified = proofs.filter((proof) => proof.problem === null);
    if (verified.length > 0) findings.push(info('directory-signed', `The directory response carries a possession proof that verifies for ${verified.length} key${verified.length === 1 ? '' : 's'}: the keys are bound to ${new URL(url).host}.`, `${url} — keyid ${verified.map((proof) => proof.keyid).join(', ')}`, null));
    else if (proofs.length === 0) findings.push(info('directory-unsigned', 'The directory response carries no possession proof; verifiers can use the keys, but cannot bind them to this domain when the keys reach them another way.', url, 'Sign the directory response with each key (tag "http-message-signatures-directory", covering "@authority";req and content-digest), as draft-ietf-webbotauth-httpsig-protocol-01 recommends.'));
    // The registry draft's Signature Agent Card, when the directory also describes its agent.
    const card = isObject(value) ? value : {};
    if (CARD_MEMBERS.some((member) => card[member] !== undefined)) {
      const problems = cardProblems(card);
      findings.push(info('agent-card', `The directory describes its agent as a Signature Agent Card: ${cardSummary(card)}.`, url, null));
      if (problems.length > 0) {
        score = Math.min(score, 90);
        findings.push(warn('agent-card-problems', `The Signature Agent Card breaks the registry draft: ${problems.join('; ')}.`, url, 'Follow draft-meunier-webbotauth-registry: one of jwks or jwks_uri (https), web_bot_auth.trigger "fetcher" or "crawler", rfc9309-compliance true or false, ips_uri https.'));
      }
    }
    return outcome(score, findings);
  },
}), ({ origin }) => webBotAuthCapability(origin.webBotAuth.document, origin.platforms));

/**
 * The Web Bot Auth capability (checks.md 2026-12c): a key directory is a document, never an operation: probed when it
 * answers 200 with a JWKS that lists keys (what a verifier reads), declared when a document answers otherwise. Could
 * not ask when the directory asks for authentication (a failed fetch is the runner's).
 */
function webBotAuthCapability(document: FetchedDocument, platforms: PlatformsArtifact): CapabilityOutcome {
  if (document.kind === 'ok') {
    const keys = (document.value as { keys?: unknown } | null)?.keys;
    const listsKeys = document.response.status === 200 && Array.isArray(keys) && keys.length > 0;
    return capabilityYes('web-bot-auth', platforms.detected, {
      level: listsKeys ? 'probed' : 'declared',
      basis: 'file',
      url: document.url,
      response: platformEvidenceOf(document.response),
      detail: listsKeys ? `${document.url} answers 200 with a JWKS of ${(keys as unknown[]).length} key(s).` : `${document.url} answers HTTP ${document.response.status} with a JSON document that lists no keys.`,
    });
  }
  const notAsked = firstNotAsked([document.file.result]);
  if (notAsked) return capabilityNotAsked('web-bot-auth', notAsked.reason, document.url, notAsked.detail);
  return capabilityNo('web-bot-auth', null, `No signatures directory answers at ${document.url} (${document.file.response ? `HTTP ${document.file.response.status}` : 'no answer'}${document.kind === 'invalid' ? ', not JSON' : document.kind === 'missing' ? `, ${document.file.kind}` : ''}).`);
}
