import { SIGNATURES_DIRECTORY_TYPE } from '../gather/web-bot-auth.js';
import { documentProblem } from './helpers/document-findings.js';
import { defineCheck } from './define.js';
import { fail, fetchFailed, info, outcome, pass, warn } from './findings.js';
import { excerpt } from './helpers/html-page.js';
import type { Finding } from '../types.js';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

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
  },
  requires: { origin: ['webBotAuth'] },
  run({ origin }) {
    const document = origin.webBotAuth;
    if (document.kind === 'error') return fetchFailed('the signatures directory', document.failure);
    const problem = documentProblem(
      'The HTTP message signatures directory',
      document,
      'Serve a JWKS: {"keys": [{"kty": "OKP", "crv": "Ed25519", "x": "..."}]}.',
    );
    if (problem !== null || document.kind !== 'ok') {
      return outcome(0, [
        problem ?? fail('The signatures directory could not be read.', document.url, null),
        ...(document.kind === 'missing' ? [ABSENT_INFO] : []),
      ]);
    }
    const { url, response, value } = document;
    const keys = (value as { keys?: unknown } | null)?.keys;
    if (!Array.isArray(keys) || keys.length === 0) {
      return outcome(0, [
        fail(
          'The directory has no keys: a JWKS needs a non-empty "keys" array.',
          `${url} — ${excerpt(response.text)}`,
          'List your bots\' public keys under "keys".',
        ),
      ]);
    }
    const findings: Finding[] = [];
    let score = 100;
    if (response.contentType !== SIGNATURES_DIRECTORY_TYPE) {
      score -= 40;
      findings.push(
        warn(
          `The directory is served as ${response.contentType || 'no Content-Type'} instead of ${SIGNATURES_DIRECTORY_TYPE}.`,
          `${url} — Content-Type: ${response.headers['content-type'] ?? '(none)'}`,
          `Serve it with Content-Type: ${SIGNATURES_DIRECTORY_TYPE}.`,
        ),
      );
    }
    const problems = keys.map((key, i) => {
      if (typeof key !== 'object' || key === null || Array.isArray(key)) return { i, missing: ['a JSON object'] };
      return { i, missing: missingMembers(key as Record<string, unknown>) };
    });
    const usable = problems.filter((p) => p.missing.length === 0).length;
    for (const problem of problems.filter((p) => p.missing.length > 0)) {
      findings.push(
        warn(
          `Key ${problem.i + 1} is incomplete: missing or invalid ${problem.missing.join(', ')}.`,
          url,
          'Each key needs kty plus its public members (Ed25519: "kty": "OKP", "crv": "Ed25519", "x").',
        ),
      );
    }
    if (usable < keys.length) score -= 40;
    if (usable === 0) findings.push(warn('No key in the directory is usable for verifying signatures.', url, null));
    else findings.unshift(pass(`The directory publishes ${usable} usable key${usable === 1 ? '' : 's'}.`, url, null));
    return outcome(score, findings);
  },
});
