import { about, fail, info, outcome, pass, warn, type DraftFinding } from '../findings.js';
import { jwkThumbprint } from '../parse/jwk-thumbprint.js';
import { SIGNATURES_DIRECTORY_TYPE } from '../well-known.js';
import { defineCheck } from './define.js';
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
} as const;
type Code = keyof typeof CODES;

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * Why a complete key still cannot be used (draft-meunier-webbotauth-httpsig-directory): a `kid` that is not the key's
 * JWK thumbprint (RFC 7638), or an `exp` (seconds since the epoch, as in JWT) before the directory was fetched.
 */
function keyDefect(key: Record<string, unknown>, fetchedAt: number): { code: 'kid-mismatch' | 'expired-key'; message: string } | null {
  if (key.kid !== undefined) {
    const thumbprint = jwkThumbprint(key);
    if (typeof key.kid !== 'string' || key.kid !== thumbprint) {
      return { code: 'kid-mismatch', message: `kid ${JSON.stringify(key.kid).slice(0, 60)} is not the key's JWK thumbprint ${thumbprint} (RFC 7638)` };
    }
  }
  if (typeof key.exp === 'number' && key.exp * 1000 <= fetchedAt) {
    return { code: 'expired-key', message: `it expired at ${new Date(key.exp * 1000).toISOString()} (exp ${key.exp})` };
  }
  return null;
}

/** Key members a JWK needs to be usable for verifying signatures, by key type and curve (RFC 7517, 7518, 8037). */
function missingMembers(key: Record<string, unknown>): string[] {
  const has = (name: string) => typeof key[name] === 'string' && BASE64URL.test(key[name] as string);
  switch (key['kty']) {
    case 'OKP':
      return [
        ...(key['crv'] === 'Ed25519' || key['crv'] === 'Ed448' ? [] : ['crv (Ed25519)']),
        ...(has('x') ? [] : ['x']),
      ];
    case 'EC':
      return [
        ...(['P-256', 'P-384', 'P-521'].includes(String(key['crv'])) ? [] : ['crv (P-256, P-384 or P-521)']),
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

export const webBotAuth = defineCheck({
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
  requires: { origin: ['webBotAuth'] },
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
            defect.code === 'kid-mismatch' ? 'Set "kid" to the key\'s base64url JWK SHA-256 thumbprint (RFC 7638), or leave it out.' : 'Remove expired keys and publish the current ones.',
          )),
        );
        return;
      }
      usable += 1;
    });
    if (usable < keys.length) score -= 40;
    if (usable === 0) findings.push(warn('no-usable-key', 'No key in the directory is usable for verifying signatures.', url, null));
    else findings.unshift(pass('usable-keys', `The directory publishes ${usable} usable key${usable === 1 ? '' : 's'}.`, url, null));
    return outcome(score, findings);
  },
});
