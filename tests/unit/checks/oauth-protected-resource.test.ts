// oauth-protected-resource (checks.md, check 23): run on hand-built protected resource metadata.
import { describe, expect, it } from 'vitest';
import { oauthProtectedResource } from '../../../engine/checks/oauth-protected-resource.js';
import type { ChainStep, OAuthChain, OAuthChainArtifact } from '../../../engine/gather/oauth-chain.js';
import type { AuthorizationServerCheck, ProtectedResourceArtifact, ProtectedResourceSource } from '../../../engine/gather/oauth.js';
import { ORIGIN, absentDocument, jsonDocument, runCheck, verdicts } from '../../helpers/engine/build.js';

const WELL_KNOWN = `${ORIGIN}/.well-known/oauth-protected-resource`;
const ISSUER = 'https://auth.site.test';
const AUTH_METADATA = {
  issuer: ISSUER,
  authorization_endpoint: `${ISSUER}/authorize`,
  token_endpoint: `${ISSUER}/token`,
  response_types_supported: ['code'],
  code_challenge_methods_supported: ['S256'],
};

const source = (value: unknown, url = WELL_KNOWN): ProtectedResourceSource => ({
  via: url === WELL_KNOWN ? 'well-known' : 'www-authenticate',
  resource: null,
  challengeUrl: url === WELL_KNOWN ? null : `${ORIGIN}/mcp`,
  challengeHeader: null,
  document: value === null ? absentDocument(url) : jsonDocument(url, value),
});

function server(metadata: unknown): AuthorizationServerCheck {
  return {
    issuer: ISSUER,
    documents: [
      { kind: 'oauth-authorization-server', expectedIssuer: ISSUER, document: jsonDocument(`${ISSUER}/.well-known/oauth-authorization-server`, metadata) },
      { kind: 'openid-configuration', expectedIssuer: ISSUER, document: absentDocument(`${ISSUER}/.well-known/openid-configuration`) },
    ],
  };
}

const RFC8414 = `${ISSUER}/.well-known/oauth-authorization-server`;
const answers = (url: string, evidence: string): ChainStep => ({ url, ok: true, evidence, unreachable: false });
/** The chain gather/oauth-chain.ts walks from the issuer's metadata: every link answering as OAuth says. */
const CHAIN: OAuthChain = {
  documentUrl: RFC8414,
  issuer: ISSUER,
  pkceS256: true,
  jwks: { url: null, ok: false, evidence: 'the metadata names no jwks_uri', unreachable: false },
  authorization: answers(`${ISSUER}/authorize`, 'HTTP 400 (text/html), a page'),
  token: answers(`${ISSUER}/token`, 'HTTP 400 (application/json), error "invalid_grant"'),
  registration: { dynamic: null, clientIdMetadataDocuments: true },
};
const BROKEN_TOKEN: ChainStep = { url: `${ISSUER}/token`, ok: false, evidence: 'HTTP 404 (text/plain), no RFC 6749 "error" member', unreachable: false };
/** `discoveryDocumentUrl`: the document oauth-discovery judged (and whose chain it scored), or null for another issuer's. */
const walked = (chain: OAuthChain, discoveryDocumentUrl: string | null = null): OAuthChainArtifact => ({ servers: [{ issuer: ISSUER, state: 'walked' }], chains: [chain], discoveryDocumentUrl });

const run = (sources: ProtectedResourceSource[], authorizationServers: AuthorizationServerCheck[] = [], oauthChain: OAuthChainArtifact = walked(CHAIN)) =>
  runCheck(oauthProtectedResource, { origin: { protectedResource: { origin: ORIGIN, sources, authorizationServers } satisfies ProtectedResourceArtifact, oauthChain } });

describe('oauth-protected-resource', () => {
  it('passes metadata for this resource naming a valid authorization server and its scopes', () => {
    const outcome = run([source({ resource: ORIGIN, authorization_servers: [ISSUER], scopes_supported: ['read'] })], [server(AUTH_METADATA)]);
    expect(verdicts(outcome)).toEqual(['info resource', 'pass authorization-servers-valid', `pass chain-complete ${ISSUER}`, 'pass scopes']);
    expect(outcome.score).toBe(100);
  });

  // Issue 22 point 1: the chain an MCP client walks from here, scored once (helpers/oauth-chain.ts says who owns what).
  it('cannot pass when the chain to a listed server breaks: capped at 90 when oauth-discovery scored it, at 60 when not', () => {
    const metadata = source({ resource: ORIGIN, authorization_servers: [ISSUER], scopes_supported: ['read'] });
    const scoredThere = run([metadata], [server(AUTH_METADATA)], walked({ ...CHAIN, token: BROKEN_TOKEN }, RFC8414));
    expect(verdicts(scoredThere)).toEqual(['info resource', 'pass authorization-servers-valid', `warn chain-broken ${ISSUER}`, 'pass scopes']);
    expect(scoredThere.findings[2]!.message).toBe(`The chain from this resource to a token at ${ISSUER} breaks at one link (scored by oauth-discovery, whose findings carry the evidence).`);
    expect(scoredThere.findings[2]!.detail).toBe(`${ISSUER}: token_endpoint ${ISSUER}/token: HTTP 404 (text/plain), no RFC 6749 "error" member`);
    expect(scoredThere.score).toBe(90);
    const scoredHere = run([metadata], [server(AUTH_METADATA)], walked({ ...CHAIN, token: BROKEN_TOKEN, pkceS256: false }));
    expect(scoredHere.findings[2]!.detail).toBe(
      `${ISSUER}: token_endpoint ${ISSUER}/token: HTTP 404 (text/plain), no RFC 6749 "error" member; code_challenge_methods_supported does not include S256 (PKCE)`,
    );
    expect(scoredHere.score).toBe(60);
    const beyondBudget = run([metadata], [server(AUTH_METADATA)], { servers: [{ issuer: ISSUER, state: 'not-walked' }], chains: [], discoveryDocumentUrl: null });
    expect(verdicts(beyondBudget)).toEqual(['info resource', 'pass authorization-servers-valid', `info chain-not-walked ${ISSUER}`, 'pass scopes']);
    expect(beyondBudget.score).toBe(100);
  });

  it('warns about missing authorization servers or scopes, and names each invalid server', () => {
    expect(run([source({ resource: ORIGIN })]).score).toBe(100 - 45 - 20);
    const invalid = run([source({ resource: ORIGIN, authorization_servers: [ISSUER], scopes_supported: ['read'] })], [server({ ...AUTH_METADATA, issuer: 'https://x.test' })]);
    expect(verdicts(invalid)).toEqual(['info resource', `warn authorization-server-invalid ${ISSUER}`, 'pass scopes']);
  });

  it('fails metadata for another resource, naming each document that says so', () => {
    const challenged = `${ORIGIN}/other-metadata`;
    const outcome = run([source({ resource: 'https://other.test' }), source({ resource: 'https://other.test' }, challenged)]);
    expect(verdicts(outcome)).toEqual([`fail unusable ${WELL_KNOWN}`, `fail unusable ${challenged}`]);
    expect(verdicts(run([source(null)]))).toEqual([`fail file-absent ${WELL_KNOWN}`]);
  });
});
