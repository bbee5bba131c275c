// oauth-discovery (checks.md, check 22): run on hand-built authorization server metadata.
import { describe, expect, it } from 'vitest';
import { oauthDiscovery } from '../../../engine/checks/oauth-discovery.js';
import type { OAuthChain, OAuthChainArtifact } from '../../../engine/gather/oauth-chain.js';
import type { AuthServerDocument, OAuthServerArtifact } from '../../../engine/gather/oauth.js';
import { ORIGIN, absentDocument, jsonDocument, runCheck, verdicts } from '../../helpers/engine/build.js';

const RFC8414 = `${ORIGIN}/.well-known/oauth-authorization-server`;
const OIDC = `${ORIGIN}/.well-known/openid-configuration`;
const METADATA = {
  issuer: ORIGIN,
  authorization_endpoint: `${ORIGIN}/authorize`,
  token_endpoint: `${ORIGIN}/token`,
  response_types_supported: ['code'],
  code_challenge_methods_supported: ['S256'],
  scopes_supported: ['read'],
};

const rfc8414 = (value: unknown): AuthServerDocument => ({ kind: 'oauth-authorization-server', expectedIssuer: ORIGIN, document: jsonDocument(RFC8414, value) });
const oidc = (value: unknown): AuthServerDocument => ({ kind: 'openid-configuration', expectedIssuer: ORIGIN, document: value === null ? absentDocument(OIDC) : jsonDocument(OIDC, value) });
const NO_CHAIN: OAuthChainArtifact = { servers: [], chains: [], discoveryDocumentUrl: null };
/** A site without auth.md: the check judges the metadata alone. */
const NO_AUTH_MD = { files: [], agentAuth: null, misplaced: [] };
const run = (...documents: AuthServerDocument[]) => runCheck(oauthDiscovery, { origin: { oauthServer: { documents, fromResource: [] } satisfies OAuthServerArtifact, oauthChain: NO_CHAIN, authMd: NO_AUTH_MD } });

describe('oauth-discovery', () => {
  it('passes valid RFC 8414 metadata with PKCE S256, one document being enough', () => {
    const outcome = run(rfc8414(METADATA), oidc(null));
    expect(verdicts(outcome)).toEqual(['pass valid', `info other-absent ${OIDC}`]);
    expect(outcome.score).toBe(100);
  });

  it('gives partial credit for missing fields, by their codes, and warns about an invalid second document', () => {
    const { code_challenge_methods_supported: _pkce, scopes_supported: _scopes, ...partial } = METADATA;
    const outcome = run(rfc8414(partial), oidc({ ...METADATA, issuer: 'https://other.test' }));
    expect(verdicts(outcome)).toEqual(['info issuer-ok', 'warn no-pkce-s256', 'warn missing-scopes-supported', `warn other-invalid ${OIDC}`]);
    expect(outcome.score).toBe(60);
  });

  it('fails when no document is usable: each says why, by its URL', () => {
    const outcome = run(rfc8414({ ...METADATA, issuer: `${ORIGIN}/` }), oidc(null));
    expect(verdicts(outcome)).toEqual([`fail issuer-mismatch ${RFC8414}`, `fail file-absent ${OIDC}`]);
    expect(outcome.findings[0]!.message).toMatch(/RFC 8414 §3\.3/);
    expect(outcome.score).toBe(0);
  });

  // RFC 9728 authorization_servers + RFC 8414 §3.1: one discovery result shared with oauth-protected-resource.
  it('passes on the metadata of an issuer with a path that the protected resource names, when the root has none', () => {
    const issuer = `${ORIGIN}/tenant1`;
    const inserted = `${ORIGIN}/.well-known/oauth-authorization-server/tenant1`;
    const tenant: AuthServerDocument = { kind: 'oauth-authorization-server', expectedIssuer: issuer, document: jsonDocument(inserted, { ...METADATA, issuer }) };
    const outcome = runCheck(oauthDiscovery, {
      origin: { oauthServer: { documents: [{ kind: 'oauth-authorization-server', expectedIssuer: ORIGIN, document: absentDocument(RFC8414) }, oidc(null)], fromResource: [{ issuer, documents: [tenant] }] }, oauthChain: NO_CHAIN, authMd: NO_AUTH_MD },
    });
    expect(outcome.score).toBe(100);
    expect(verdicts(outcome)).toEqual(['pass valid', 'info via-protected-resource', `info other-absent ${RFC8414}`, `info other-absent ${OIDC}`]);
  });

  // checks.md "Declared surfaces are called": the chain an MCP client walks (RFC 7517 §5, RFC 6749 §4.1.2.1 and §5.2).
  it('walks the chain from the valid metadata: a broken token endpoint caps the score', () => {
    const documents = [rfc8414(METADATA)];
    const ok = (url: string, evidence: string) => ({ url, ok: true, evidence, unreachable: false });
    const chain: OAuthChain = {
      documentUrl: RFC8414,
      issuer: ORIGIN,
      pkceS256: true,
      jwks: ok(`${ORIGIN}/jwks`, 'HTTP 200 (application/json), 1 key(s)'),
      authorization: ok(`${ORIGIN}/authorize`, 'HTTP 400 (text/html), a page'),
      token: ok(`${ORIGIN}/token`, 'HTTP 400 (application/json), error "invalid_grant"'),
      registration: { dynamic: null, clientIdMetadataDocuments: true },
    };
    const walked = (chains: OAuthChain[]): OAuthChainArtifact => ({ servers: [{ issuer: ORIGIN, state: 'walked' }], chains, discoveryDocumentUrl: RFC8414 });
    const complete = runCheck(oauthDiscovery, { origin: { oauthServer: { documents, fromResource: [] }, oauthChain: walked([chain]), authMd: NO_AUTH_MD } });
    expect(verdicts(complete)).toEqual(['pass valid', 'pass jwks-valid', 'pass authorization-endpoint-answers', 'pass token-endpoint-answers', 'info registration']);
    expect(complete.score).toBe(100);
    const token = { url: `${ORIGIN}/token`, ok: false, evidence: 'HTTP 404 (text/plain), no RFC 6749 "error" member', unreachable: false };
    const broken = runCheck(oauthDiscovery, { origin: { oauthServer: { documents, fromResource: [] }, oauthChain: walked([{ ...chain, token }]), authMd: NO_AUTH_MD } });
    expect(verdicts(broken)).toEqual(['pass valid', 'pass jwks-valid', 'pass authorization-endpoint-answers', 'fail token-endpoint-broken', 'info registration']);
    expect(broken.score).toBe(60);
  });

  // MCP 2026-07-28 basic/authorization/client-registration §Dynamic Client Registration ("deprecated. New implementations
  // should use Client ID Metadata Documents instead") and §Advertising CIMD Support (client_id_metadata_document_supported).
  it('reports Dynamic Client Registration alone as deprecated in favour of Client ID Metadata Documents, without losing points', () => {
    const dcr = run(rfc8414({ ...METADATA, registration_endpoint: `${ORIGIN}/register` }), oidc(null));
    expect(verdicts(dcr)).toEqual(['pass valid', `info other-absent ${OIDC}`, 'info dcr-only']);
    expect(dcr.findings[2]!.message).toBe('The authorization server offers only Dynamic Client Registration, which MCP 2026-07-28 deprecates in favour of Client ID Metadata Documents.');
    expect(dcr.score).toBe(100);
    const both = run(rfc8414({ ...METADATA, registration_endpoint: `${ORIGIN}/register`, client_id_metadata_document_supported: true }), oidc(null));
    expect(verdicts(both)).toEqual(['pass valid', `info other-absent ${OIDC}`]);
  });
});
