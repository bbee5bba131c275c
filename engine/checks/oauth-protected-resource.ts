import { about, fail, info, outcome, pass, warn, type DraftFinding } from '../findings.js';
import type { OAuthChainArtifact } from '../gather/oauth-chain.js';
import type { ProtectedResourceArtifact, ProtectedResourceSource } from '../gather/oauth.js';
import {
  expectedResourcesFor,
  protectedResourceLabel as labelOf,
  validateProtectedResourceMetadata,
} from '../parse/oauth-metadata.js';
import { defineCheck } from './define.js';
import { DOCUMENT_CODES, documentEvidence, documentProblem } from './helpers/document-findings.js';
import { validateAuthServerDocument } from './helpers/oauth.js';
import { CHAIN_BROKEN_CAP, CHAIN_SCORED_BY_DISCOVERY_CAP, chainVerdict, describeVerdict, type ChainVerdict } from './helpers/oauth-chain.js';

const NO_AUTHORIZATION_SERVER = 45;
const NO_VALID_AUTHORIZATION_SERVER = 35;
const NO_SCOPES = 20;

const PUBLISH_HINT =
  'Publish /.well-known/oauth-protected-resource (RFC 9728) with "resource" set to your origin (or, for a resource with a path such as https://host/mcp, at /.well-known/oauth-protected-resource/mcp with "resource": "https://host/mcp", §3.1), "authorization_servers" and "scopes_supported", and point to it from the resource_metadata parameter of WWW-Authenticate on 401 answers.';

const CODES = {
  ...DOCUMENT_CODES,
  unusable: 'The metadata is not a JSON object, or its "resource" is missing or not this resource (subject: its URL).',
  resource: 'The metadata names its resource.',
  'no-authorization-servers': 'No authorization server is listed.',
  'authorization-server-invalid': 'A listed authorization server has no valid metadata (subject: the issuer).',
  'authorization-servers-valid': 'Authorization server metadata is valid for the listed issuers.',
  'no-scopes': 'scopes_supported is missing or empty.',
  scopes: 'scopes_supported lists scopes.',
  'other-invalid': 'Another metadata document this resource points to is invalid (subject: its URL).',
  'chain-complete':
    'A client can walk from this resource to a token at a listed authorization server: its metadata, jwks_uri, authorization and token endpoints answer as OAuth says and PKCE S256 is advertised (subject: the issuer).',
  'chain-broken':
    'The chain from this resource to a token breaks at a listed authorization server (subject: the issuer; the detail names each broken link, whose evidence oauth-discovery carries when it judged that server).',
  'chain-not-walked': 'A listed authorization server\'s chain was not walked: beyond the authorization servers walked per audit (subject: the issuer).',
} as const;
type Code = keyof typeof CODES;

interface Judged {
  source: ProtectedResourceSource;
  usable: boolean;
  score: number;
  findings: Array<DraftFinding<Code>>;
}

function authServerVerdicts(
  artifact: ProtectedResourceArtifact,
  issuers: string[],
): Array<{ issuer: string; valid: boolean; reason: string }> {
  return issuers.map((issuer) => {
    const entry = artifact.authorizationServers.find((server) => server.issuer === issuer);
    if (!entry) return { issuer, valid: false, reason: 'not checked (only the first 3 are)' };
    const validations = entry.documents.map((document) => ({
      document,
      validation: validateAuthServerDocument(document),
    }));
    const valid = validations.find((item) => item.validation?.usable);
    if (valid) return { issuer, valid: true, reason: `metadata at ${valid.document.document.url}` };
    const reasons = validations.map(({ document, validation }) =>
      validation
        ? `${document.document.url}: ${validation.problems
            .filter((problem) => problem.severity === 'fail')
            .map((problem) => problem.message)
            .join(' ')}`
        : `${document.document.url}: ${document.document.kind === 'error' ? document.document.failure.message : 'not found or not JSON'}`,
    );
    return { issuer, valid: false, reason: reasons.join('; ') };
  });
}

/**
 * The chain from this resource to a token at each listed server with valid metadata (helpers/oauth-chain.ts says why
 * a chain oauth-discovery scored only keeps this check from passing): findings, and the highest score left.
 */
function judgeChains(chains: OAuthChainArtifact, issuers: string[]): { findings: Array<DraftFinding<Code>>; cap: number } {
  const findings: Array<DraftFinding<Code>> = [];
  let cap = 100;
  for (const verdict of issuers.map((issuer) => chainVerdict(chains, issuer))) {
    findings.push(about(verdict.issuer, chainFinding(verdict)));
    if (verdict.state === 'broken') cap = Math.min(cap, verdict.scoredByDiscovery ? CHAIN_SCORED_BY_DISCOVERY_CAP : CHAIN_BROKEN_CAP);
  }
  return { findings, cap };
}

function chainFinding(verdict: ChainVerdict): DraftFinding<Code> {
  const detail = describeVerdict(verdict);
  switch (verdict.state) {
    case 'complete':
      return pass('chain-complete', `A client can walk from this resource to a token at ${verdict.issuer}.`, detail, null);
    case 'broken':
      return warn(
        'chain-broken',
        `The chain from this resource to a token at ${verdict.issuer} breaks at ${verdict.links.length === 1 ? 'one link' : `${verdict.links.length} links`}${verdict.scoredByDiscovery ? ' (scored by oauth-discovery, whose findings carry the evidence)' : ''}.`,
        detail,
        'Make every endpoint the authorization server metadata names answer as OAuth says (jwks_uri a JWK Set, the authorization endpoint a page or an RFC 6749 error, the token endpoint RFC 6749 §5.2 JSON) and advertise "code_challenge_methods_supported": ["S256"], or list only authorization servers that work.',
      );
    case 'no-metadata':
    case 'not-walked':
      // A server without valid metadata is already named by authorization-server-invalid; only the budget is said here.
      return info('chain-not-walked', `The chain to ${verdict.issuer} was not walked.`, detail, null);
  }
}

function judge(artifact: ProtectedResourceArtifact, chains: OAuthChainArtifact, source: ProtectedResourceSource): Judged {
  const label = labelOf(source);
  const document = source.document;
  if (document.kind !== 'ok') {
    const problem = documentProblem(label, document, PUBLISH_HINT);
    return { source, usable: false, score: 0, findings: problem ? [about(document.url, problem)] : [] };
  }
  const evidence = documentEvidence(document);
  const validation = validateProtectedResourceMetadata(document.value, expectedResourcesFor(artifact.origin, source.challengeUrl, source.resource));
  if (!validation.usable) {
    const findings = validation.problems.map((problem) =>
      about(document.url, fail(
        'unusable',
        `${label} is unusable: ${problem}`,
        evidence,
        `Set "resource" to exactly "${source.resource ?? artifact.origin}" (the identifier of the resource this metadata was retrieved for, RFC 9728 §3.3); clients must reject metadata whose resource differs.`,
      )),
    );
    return { source, usable: false, score: 0, findings };
  }
  const findings: Array<DraftFinding<Code>> = [info('resource', `${label} names the resource "${validation.resource}".`, evidence, null)];
  let score = 100;
  let chainCap = 100;
  const verdicts = authServerVerdicts(artifact, validation.authorizationServers);
  const validServers = verdicts.filter((verdict) => verdict.valid);
  if (verdicts.length === 0) {
    score -= NO_AUTHORIZATION_SERVER;
    findings.push(
      warn(
        'no-authorization-servers',
        'No authorization server is listed, so agents cannot learn where to get a token.',
        evidence,
        'List your authorization server issuer URLs in "authorization_servers".',
      ),
    );
  } else if (validServers.length === 0) {
    score -= NO_VALID_AUTHORIZATION_SERVER;
    for (const verdict of verdicts) {
      findings.push(
        about(verdict.issuer, warn(
          'authorization-server-invalid',
          `Authorization server ${verdict.issuer} has no valid metadata.`,
          verdict.reason,
          'Publish RFC 8414 metadata at the issuer (issuer must match exactly), or fix the authorization_servers entry.',
        )),
      );
    }
  } else {
    findings.push(
      pass(
        'authorization-servers-valid',
        `Authorization server metadata is valid for ${validServers.map((verdict) => verdict.issuer).join(', ')}.`,
        validServers.map((verdict) => verdict.reason).join('; '),
        null,
      ),
    );
    const walked = judgeChains(chains, validServers.map((verdict) => verdict.issuer));
    findings.push(...walked.findings);
    chainCap = walked.cap;
  }
  if (validation.scopes.length === 0) {
    score -= NO_SCOPES;
    findings.push(
      warn(
        'no-scopes',
        'scopes_supported is missing or empty, so agents must guess which scopes to request.',
        evidence,
        'List the scopes this resource accepts in "scopes_supported".',
      ),
    );
  } else {
    findings.push(
      pass(
        'scopes',
        `scopes_supported lists ${validation.scopes.length} scope(s).`,
        validation.scopes.slice(0, 10).join(', '),
        null,
      ),
    );
  }
  return { source, usable: true, score: Math.min(score, chainCap), findings };
}

export const oauthProtectedResource = defineCheck({
  meta: {
    id: 'oauth-protected-resource',
    name: 'OAuth protected resource metadata',
    description:
      'Protected resource metadata (RFC 9728) tells an agent that meets a 401 which authorization server to use and which scopes to ask for.',
    category: 'Actions',
    scope: 'origin',
    profiles: ['api', 'mcp'],
    codes: CODES,
  },
  requires: { origin: ['protectedResource', 'oauthChain'] },
  run({ origin }) {
    const artifact = origin.protectedResource;
    const judged = artifact.sources.map((source) => judge(artifact, origin.oauthChain, source));
    const best = judged.filter((item) => item.usable).sort((a, b) => b.score - a.score)[0];
    if (!best) return outcome(0, judged.flatMap((item) => item.findings));
    const findings = [...best.findings];
    for (const other of judged) {
      if (other === best || other.usable || other.source.document.kind === 'missing') continue;
      const reasons = other.findings.map((finding) => finding.message).join(' ');
      findings.push(
        about(other.source.document.url, warn(
          'other-invalid',
          `${labelOf(other.source)} is invalid: ${reasons || 'it could not be fetched.'}`,
          documentEvidence(other.source.document),
          'Make every metadata document you point to describe this resource correctly.',
        )),
      );
    }
    return outcome(best.score, findings);
  },
});
