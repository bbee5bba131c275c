import { about, fail, info, outcome, pass, warn, type DraftFinding } from '../findings.js';
import type { AuthServerDocument } from '../gather/oauth.js';
import {
  AUTH_SERVER_DOCUMENT_LABELS as LABEL,
  AUTH_SERVER_PROBLEM_CODES,
  authServerDocumentScore,
  discoveryDocument,
  discoveryDocuments,
} from '../parse/oauth-metadata.js';
import { isObject } from '../parse/json-values.js';
import { defineCheck, withCapability } from './define.js';
import { capabilityNo, capabilityNotAsked, capabilityYes, firstNotAsked, platformEvidenceOf } from '../capabilities/outcome.js';
import type { PlatformsArtifact } from '../gather/platforms.js';
import type { CapabilityOutcome } from '../types.js';
import type { OAuthServerArtifact } from '../gather/oauth.js';
import type { OAuthChainArtifact } from '../gather/oauth-chain.js';
import { DOCUMENT_CODES, documentEvidence, documentProblem } from './helpers/document-findings.js';
import { validateAuthServerDocument } from './helpers/oauth.js';
import { OAUTH_CHAIN_CODES, judgeChain } from './helpers/oauth-chain.js';
import { AUTH_MD_CODES, AUTH_MD_STATUSES, withAuthMd } from './helpers/auth-md-findings.js';

const CODES = {
  ...DOCUMENT_CODES,
  ...AUTH_SERVER_PROBLEM_CODES,
  ...OAUTH_CHAIN_CODES,
  valid: 'The metadata is valid: issuer matches, endpoints and response types listed, PKCE S256 supported.',
  'issuer-ok': 'The metadata has the right issuer (the other findings say what it lacks).',
  'other-unfetchable': 'The second metadata document could not be fetched; one valid document is enough (subject: its URL).',
  'other-absent': 'There is no second metadata document; one valid document is enough (subject: its URL).',
  'other-invalid': 'A second metadata document is published but invalid (subject: its URL).',
  ...AUTH_MD_CODES,
  'dcr-only':
    'The authorization server offers Dynamic Client Registration (registration_endpoint) but not Client ID Metadata Documents (client_id_metadata_document_supported): DCR is deprecated by MCP 2026-07-28 in favour of CIMD; information only, no points lost.',
  'via-protected-resource': 'The valid metadata is that of an authorization server the protected resource metadata names (RFC 9728 authorization_servers), found with RFC 8414 §3.1 path insertion where the issuer has a path.',
} as const;
type Code = keyof typeof CODES;

const PUBLISH_HINT =
  'Publish /.well-known/oauth-authorization-server (RFC 8414) with issuer, authorization_endpoint, token_endpoint, response_types_supported and code_challenge_methods_supported ["S256"].';

interface Judged {
  entry: AuthServerDocument;
  score: number;
  findings: Array<DraftFinding<Code>>;
  usable: boolean;
}

/** A usable document scores the share of expected fields present (parse/oauth-metadata.ts authServerDocumentScore). */
function judge(entry: AuthServerDocument): Judged {
  const label = LABEL[entry.kind];
  const validation = validateAuthServerDocument(entry);
  if (!validation) {
    const problem = documentProblem(label, entry.document, PUBLISH_HINT);
    return { entry, score: 0, usable: false, findings: problem ? [about(entry.document.url, problem)] : [] };
  }
  const evidence = documentEvidence(entry.document);
  const findings: Array<DraftFinding<Code>> = [];
  if (!validation.usable) {
    for (const problem of validation.problems.filter((item) => item.severity === 'fail')) {
      findings.push(about(entry.document.url, fail(problem.code, `${label}: ${problem.message}`, evidence, problem.hint)));
    }
    return { entry, score: 0, usable: false, findings };
  }
  const missing = validation.problems;
  if (missing.length === 0) {
    findings.push(
      pass(
        'valid',
        `${label} is valid: the issuer matches, the endpoints and response types are listed, and PKCE S256 is supported.`,
        evidence,
        null,
      ),
    );
    return { entry, score: 100, usable: true, findings };
  }
  findings.push(info('issuer-ok', `${label} has the right issuer (${entry.expectedIssuer}).`, evidence, null));
  for (const problem of missing) findings.push(warn(problem.code, `${label}: ${problem.message}`, evidence, problem.hint));
  return { entry, score: authServerDocumentScore(validation), usable: true, findings };
}

/**
 * MCP 2026-07-28 basic/authorization/client-registration §Dynamic Client Registration: "Dynamic Client Registration is
 * deprecated. New implementations should use Client ID Metadata Documents instead"; a server advertises CIMD with
 * `client_id_metadata_document_supported: true` (§Advertising CIMD Support). Reported, never scored.
 */
function dcrOnly(entry: AuthServerDocument): DraftFinding<Code> | null {
  const value = entry.document.kind === 'ok' ? entry.document.value : null;
  if (!isObject(value) || typeof value.registration_endpoint !== 'string' || value.client_id_metadata_document_supported === true) return null;
  return info(
    'dcr-only',
    'The authorization server offers only Dynamic Client Registration, which MCP 2026-07-28 deprecates in favour of Client ID Metadata Documents.',
    `${entry.document.url} — registration_endpoint ${value.registration_endpoint.slice(0, 120)}, client_id_metadata_document_supported ${JSON.stringify(value.client_id_metadata_document_supported ?? null)}`,
    'Accept Client ID Metadata Documents (URL client_ids) and advertise "client_id_metadata_document_supported": true; keep registration_endpoint for older clients if you like.',
  );
}

export const oauthDiscovery = withCapability(defineCheck({
  meta: {
    id: 'oauth-discovery',
    name: 'OAuth discovery',
    description:
      "Authorization server metadata (RFC 8414 or OpenID Connect) lets an agent find where to obtain tokens on its user's behalf, with PKCE.",
    category: 'Actions',
    scope: 'origin',
    profiles: ['api', 'mcp', 'agent'],
    codes: CODES,
    statuses: AUTH_MD_STATUSES,
  },
  requires: { origin: ['oauthServer', 'oauthChain', 'authMd', 'platforms'] },
  run({ origin }) {
    // The origin's own documents, then those of every issuer the protected resource metadata names (the same
    // documents oauth-protected-resource judges): one valid document among them is enough.
    const { own, named } = discoveryDocuments(origin.oauthServer);
    const judged = [...own, ...named].map(judge);
    // The same choice the chain gatherer records, so oauth-protected-resource knows whose chain was scored here.
    const chosen = discoveryDocument(origin.oauthServer);
    const best = judged.find((item) => item.entry === chosen);
    if (!best) return withAuthMd(origin.authMd, outcome(0, judged.flatMap((item) => item.findings)), false);
    const findings = [...best.findings];
    if (named.includes(best.entry)) {
      findings.push(
        info(
          'via-protected-resource',
          `The authorization server ${best.entry.expectedIssuer} is named by the protected resource metadata; its metadata is at ${best.entry.document.url}.`,
          best.entry.document.url,
          null,
        ),
      );
    }
    for (const other of judged) {
      if (other === best) continue;
      // Documents of other issuers the resource names are oauth-protected-resource's to judge; absent ones say nothing.
      if (named.includes(other.entry) && other.entry.expectedIssuer !== best.entry.expectedIssuer) continue;
      const label = LABEL[other.entry.kind];
      const document = other.entry.document;
      if (document.kind === 'error') {
        findings.push(about(document.url,
          info(
            'other-unfetchable',
            `${label} could not be fetched (${document.failure.message}); the other document is enough.`,
            document.url,
            null,
          ),
        ));
      } else if (document.kind === 'missing') {
        findings.push(about(document.url, info('other-absent', `No ${label}; one valid metadata document is enough.`, documentEvidence(document), null)));
      } else if (!other.usable) {
        findings.push(about(document.url,
          warn(
            'other-invalid',
            `${label} is also published but is invalid, so clients that read it first will fail.`,
            `${documentEvidence(document)} — ${other.findings.map((finding) => finding.message).join(' ')}`,
            'Fix or remove the second document so both describe the same authorization server.',
          ),
        ));
      }
    }
    const registration = dcrOnly(best.entry);
    if (registration) findings.push(registration);
    // The chain an MCP client walks from this metadata was walked (gather/oauth-chain.ts): its endpoints' findings are
    // this check's, and a broken link caps the score (helpers/oauth-chain.ts says who owns what).
    const chain = judgeChain(origin.oauthChain, best.entry.document.url);
    findings.push(...chain.findings);
    return withAuthMd(origin.authMd, outcome(Math.min(best.score, chain.cap), findings), true);
  },
}), ({ origin }) => oauthCapability(origin.oauthServer, origin.oauthChain, origin.platforms));

/**
 * The OAuth metadata capability (checks.md 2026-12c): probed when the authorization server metadata is usable (its
 * issuer matches) and the chain a client walks from it answered as OAuth says (jwks_uri, authorization and token
 * endpoints); declared when a metadata document answers but is unusable or its chain breaks. OAuth has no read-only
 * operation without a client, so it is never exercised. Could not ask when the origin's metadata asks for
 * authentication.
 */
function oauthCapability(server: OAuthServerArtifact, chain: OAuthChainArtifact, platforms: PlatformsArtifact): CapabilityOutcome {
  const chosen = discoveryDocument(server);
  if (chosen && chosen.document.kind === 'ok') {
    const judged = judge(chosen);
    const walked = judgeChain(chain, chosen.document.url);
    const response = platformEvidenceOf(chosen.document.response);
    if (judged.usable && walked.cap >= 100) return capabilityYes('oauth-metadata', platforms.detected, { level: 'probed', basis: 'exchange', url: chosen.document.url, response, detail: `The authorization server metadata at ${chosen.document.url} is usable and its endpoints answered as OAuth says.` });
    return capabilityYes('oauth-metadata', platforms.detected, { level: 'declared', basis: 'file', url: chosen.document.url, response, detail: judged.usable ? `The metadata at ${chosen.document.url} is usable, but the chain from it breaks (${walked.findings.map((finding) => finding.message).join(' ').slice(0, 200)}).` : `A metadata document answers at ${chosen.document.url}, but it is not usable (${judged.findings.map((finding) => finding.message).join(' ').slice(0, 200)}).` });
  }
  const notAsked = firstNotAsked(server.documents.map((entry) => entry.document.file.result));
  if (notAsked) return capabilityNotAsked('oauth-metadata', notAsked.reason, server.documents[0]?.document.url ?? null, notAsked.detail);
  return capabilityNo('oauth-metadata', null, `No authorization server metadata answers (${server.documents.map((entry) => entry.document.url).join(', ')}).`);
}
