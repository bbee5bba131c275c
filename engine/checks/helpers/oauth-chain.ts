// The OAuth chain an MCP client walks (gather/oauth-chain.ts), judged once and told where it matters. Who owns what,
// so that no broken endpoint costs points twice:
// - oauth-discovery owns the authorization server's endpoints: for the metadata document it judges, one finding per
//   link (jwks_uri, authorization endpoint, token endpoint, registration) with the evidence, and a broken link caps
//   its score at CHAIN_BROKEN_CAP.
// - oauth-protected-resource owns the resource's side: for each authorization server its metadata names, one finding
//   saying whether a client can walk from the resource to a token there. A chain oauth-discovery already scored keeps
//   it from passing (CHAIN_SCORED_BY_DISCOVERY_CAP) but takes no more points; a chain oauth-discovery did not score
//   (another issuer than the one it judged) is scored here, capped like oauth-discovery's.
// - mcp-server owns its endpoint: a 401 endpoint is judged on its challenge and on this chain instead of tools/list,
//   because an endpoint no client can get a token for lists no tools to anyone.
import { about, fail, info, pass, warn, type CodeMeanings, type DraftFinding } from '../../findings.js';
import type { ChainStep, OAuthChain, OAuthChainArtifact } from '../../gather/oauth-chain.js';

export const OAUTH_CHAIN_CODES = {
  'jwks-valid': 'jwks_uri answers a JWK Set (RFC 7517 §5) with at least one public key.',
  'jwks-invalid': 'jwks_uri is missing, does not answer a JWK Set, holds no key, or publishes private key members.',
  'authorization-endpoint-answers': 'The authorization endpoint answers a PKCE S256 request for an unknown client with a page, a redirect or an RFC 6749 error.',
  'authorization-endpoint-broken': 'The authorization endpoint answers a PKCE S256 request with 404, a 5xx, or neither a page nor an RFC 6749 error.',
  'token-endpoint-answers': 'The token endpoint answers an invalid authorization code with RFC 6749 §5.2 error JSON (400 or 401).',
  'token-endpoint-broken': 'The token endpoint does not answer an invalid authorization code with RFC 6749 §5.2 error JSON.',
  'chain-unreachable': 'An endpoint of the chain could not be reached (network; subject: its URL).',
  'chain-not-measured':
    "An endpoint of the chain was not measured: the audit's own limits (its time budget, its target rules) ended the call; no points lost (subject: its URL).",
  registration: 'How clients register, as the metadata says (dynamic registration, client ID metadata documents, or neither); read, never exercised.',
} as const satisfies CodeMeanings;
type ChainCode = keyof typeof OAUTH_CHAIN_CODES;

/** A chain with a broken link cannot pass: the metadata promises endpoints an agent then cannot use. */
export const CHAIN_BROKEN_CAP = 60;
/** A broken chain whose points oauth-discovery already took: the resource cannot pass, and loses no more than that. */
export const CHAIN_SCORED_BY_DISCOVERY_CAP = 90;

function step(
  current: ChainStep,
  what: string,
  ok: ChainCode,
  broken: ChainCode,
  hint: string,
): DraftFinding<ChainCode> | null {
  // An endpoint the metadata does not name is the metadata's finding (required fields), or optional (jwks_uri, RFC 8414 §2).
  if (current.url === null) return null;
  // Our own limit ended the call: not measured, never a failure (engine/measured.ts).
  if (current.notMeasured) {
    return about(current.url, info('chain-not-measured', `${what} ${current.url} was not measured: ${current.evidence}`, current.url, null));
  }
  if (current.unreachable) {
    return about(current.url, warn('chain-unreachable', `${what} ${current.url} could not be reached: ${current.evidence}`, current.url, 'Make sure it answers within the audit timeout.'));
  }
  const detail = `${current.url} — ${current.evidence}`;
  return current.ok ? pass(ok, `${what} answers as OAuth says.`, detail, null) : fail(broken, `${what} does not answer as OAuth says: ${current.evidence}.`, detail, hint);
}

function registrationFinding(chain: OAuthChain): DraftFinding<ChainCode> {
  const { dynamic, clientIdMetadataDocuments } = chain.registration;
  const ways = [...(dynamic ? [`dynamic registration at ${dynamic} (RFC 7591)`] : []), ...(clientIdMetadataDocuments ? ['client ID metadata documents'] : [])];
  return info(
    'registration',
    ways.length > 0 ? `Clients register by ${ways.join(' or ')} (read from the metadata, not exercised).` : 'The metadata offers no way for a new client to register (no registration_endpoint, no client ID metadata documents): an agent needs a client id issued by hand.',
    chain.documentUrl,
    ways.length > 0 ? null : 'MCP clients register themselves: publish client_id_metadata_document_supported: true or a registration_endpoint (RFC 7591).',
  );
}

/** Findings for the chain walked from `documentUrl` (oauth-discovery's), and the highest score the check may keep. */
export function judgeChain(artifact: OAuthChainArtifact, documentUrl: string): { findings: Array<DraftFinding<ChainCode>>; cap: number } {
  const chain = artifact.chains.find((item) => item.documentUrl === documentUrl);
  if (!chain) return { findings: [], cap: 100 };
  const findings = [
    step(chain.jwks, 'jwks_uri', 'jwks-valid', 'jwks-invalid', 'Serve the public signing keys as a JWK Set ({"keys": [...]}, RFC 7517 §5) at jwks_uri.'),
    step(chain.authorization, 'The authorization endpoint', 'authorization-endpoint-answers', 'authorization-endpoint-broken', 'Serve the authorization endpoint the metadata names: a request for an unknown client gets an error page or an RFC 6749 §4.1.2.1 error, never 404 or 5xx.'),
    step(chain.token, 'The token endpoint', 'token-endpoint-answers', 'token-endpoint-broken', 'Answer token requests with an invalid code with 400 and {"error": "invalid_grant"} as application/json (RFC 6749 §5.2).'),
    registrationFinding(chain),
  ].filter((finding): finding is DraftFinding<ChainCode> => finding !== null);
  const broken = findings.some((finding) => finding.status === 'fail' || finding.status === 'warn');
  return { findings, cap: broken ? CHAIN_BROKEN_CAP : 100 };
}

/**
 * Where a client walking from a protected resource to a token at `issuer` gets: `complete` when every link holds,
 * `broken` with each link that does not (in the order a client meets them), `no-metadata` when the issuer has no usable
 * metadata, `not-walked` beyond the audit's budget or for an issuer no protected resource metadata named.
 */
export type ChainVerdict =
  | { issuer: string; state: 'complete'; chain: OAuthChain; scoredByDiscovery: boolean }
  | { issuer: string; state: 'broken'; chain: OAuthChain; scoredByDiscovery: boolean; links: string[] }
  | { issuer: string; state: 'no-metadata' | 'not-walked' };

/** The one rule for a complete chain (ChainVerdict): every link a client needs, in the order it meets them. */
function brokenLinks(chain: OAuthChain): string[] {
  const link = (what: string, current: ChainStep, required: boolean) =>
    current.url === null ? (required ? [`the metadata names no ${what}`] : []) : current.ok || current.notMeasured ? [] : [`${what} ${current.url}: ${current.evidence}`];
  return [
    ...link('jwks_uri', chain.jwks, false),
    ...link('authorization_endpoint', chain.authorization, true),
    ...link('token_endpoint', chain.token, true),
    ...(chain.pkceS256 ? [] : ['code_challenge_methods_supported does not include S256 (PKCE)']),
  ];
}

export function chainVerdict(artifact: OAuthChainArtifact, issuer: string): ChainVerdict {
  const server = artifact.servers.find((item) => item.issuer === issuer);
  if (!server || server.state === 'not-walked') return { issuer, state: 'not-walked' };
  if (server.state === 'no-metadata') return { issuer, state: 'no-metadata' };
  // The chain oauth-discovery judged when it judged this issuer, so both checks speak of the same document.
  const judged = artifact.chains.find((item) => item.issuer === issuer && item.documentUrl === artifact.discoveryDocumentUrl);
  const chain = judged ?? artifact.chains.find((item) => item.issuer === issuer);
  if (!chain) return { issuer, state: 'not-walked' };
  const links = brokenLinks(chain);
  const scoredByDiscovery = judged !== undefined;
  return links.length === 0 ? { issuer, state: 'complete', chain, scoredByDiscovery } : { issuer, state: 'broken', chain, scoredByDiscovery, links };
}

/** One line for a finding: where the chain from a resource to `issuer` breaks, or that it holds. */
export function describeVerdict(verdict: ChainVerdict): string {
  switch (verdict.state) {
    case 'complete':
      return `${verdict.issuer}: metadata ${verdict.chain.documentUrl}, jwks_uri, authorization and token endpoints answer as OAuth says, PKCE S256 advertised`;
    case 'broken':
      return `${verdict.issuer}: ${verdict.links.join('; ')}`;
    case 'no-metadata':
      return `${verdict.issuer}: no usable authorization server metadata (RFC 8414 or OpenID Connect)`;
    case 'not-walked':
      return `${verdict.issuer}: not walked (beyond the authorization servers walked per audit)`;
  }
}
