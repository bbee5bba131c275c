// oauth-protected-resource (checks.md, check 23): run on hand-built protected resource metadata.
import { describe, expect, it } from 'vitest';
import { oauthProtectedResource } from '../../../engine/checks/oauth-protected-resource.js';
import type { AuthorizationServerCheck, ProtectedResourceArtifact, ProtectedResourceSource } from '../../../engine/gather/oauth.js';
import { ORIGIN, absentDocument, jsonDocument, runCheck, verdicts } from './build.js';

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

const run = (sources: ProtectedResourceSource[], authorizationServers: AuthorizationServerCheck[] = []) =>
  runCheck(oauthProtectedResource, { origin: { protectedResource: { origin: ORIGIN, sources, authorizationServers } satisfies ProtectedResourceArtifact } });

describe('oauth-protected-resource', () => {
  it('passes metadata for this resource naming a valid authorization server and its scopes', () => {
    const outcome = run([source({ resource: ORIGIN, authorization_servers: [ISSUER], scopes_supported: ['read'] })], [server(AUTH_METADATA)]);
    expect(verdicts(outcome)).toEqual(['info resource', 'pass authorization-servers-valid', 'pass scopes']);
    expect(outcome.score).toBe(100);
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
