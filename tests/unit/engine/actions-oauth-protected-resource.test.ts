import { describe, expect, it } from 'vitest';
import { EVIDENCE_CEILINGS } from '../../../engine/index.js';
import { hangUp, html, json } from '../../helpers/site.js';
import { messages, useCheckAudit } from '../../helpers/check-audit.js';
import { oauthEndpointRoutes, oauthMetadata } from '../../fixtures/oauth-endpoints.js';

const { measure } = useCheckAudit('oauth-protected-resource', { timeout: 3000 });

const page = html('<!doctype html><html><head><title>Home</title></head><body><h1>Home</h1></body></html>');
const authServer = (issuer: string) =>
  json({
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    response_types_supported: ['code'],
    code_challenge_methods_supported: ['S256'],
  });

describe('oauth-protected-resource', () => {
  it('passes when the resource is the origin, its authorization server has valid metadata, and scopes are listed', async () => {
    const { result, site: s } = await measure((origin) => ({
      '/': page,
      '/.well-known/oauth-protected-resource': json({
        resource: origin,
        authorization_servers: [origin],
        scopes_supported: ['read'],
      }),
      '/.well-known/oauth-authorization-server': authServer(origin),
      ...oauthEndpointRoutes(),
    }));
    expect(result.status).toBe('pass');
    expect(result.score).toBe(100);
    expect(messages(result)).toEqual([
      `info: Protected resource metadata (RFC 9728) names the resource "${s.origin}".`,
      `pass: Authorization server metadata is valid for ${s.origin}.`,
      `pass: A client can walk from this resource to a token at ${s.origin}.`,
      'pass: scopes_supported lists 1 scope(s).',
    ]);
  });

  // Issue 22 point 1: the chain an MCP client walks from here is walked (helpers/oauth-chain.ts says who owns what).
  it('cannot pass when the token endpoint of the authorization server it names answers 404; the points are oauth-discovery\'s', async () => {
    const { report, site: s } = await measure(
      (origin) => ({
        '/': page,
        '/.well-known/oauth-protected-resource': json({ resource: origin, authorization_servers: [origin], scopes_supported: ['read'] }),
        '/.well-known/oauth-authorization-server': authServer(origin),
        ...oauthEndpointRoutes({ brokenToken: true }),
      }),
      { checks: ['oauth-protected-resource', 'oauth-discovery'] },
    );
    const byId = Object.fromEntries(report.results.map((entry) => [entry.id, entry]));
    const resource = byId['oauth-protected-resource']!;
    expect([resource.status, resource.score]).toEqual(['warn', 90]);
    expect(resource.findings.map((finding) => `${finding.status} ${finding.code}`)).toEqual([
      'info oauth-protected-resource.resource',
      'pass oauth-protected-resource.authorization-servers-valid',
      'warn oauth-protected-resource.chain-broken',
      'pass oauth-protected-resource.scopes',
    ]);
    expect(resource.findings[2]).toMatchObject({
      subject: s.origin,
      message: `The chain from this resource to a token at ${s.origin} breaks at one link (scored by oauth-discovery, whose findings carry the evidence).`,
      detail: `${s.origin}: token_endpoint ${s.origin}/token: HTTP 404 (text/plain), no RFC 6749 "error" member`,
    });
    const discovery = byId['oauth-discovery']!;
    // Its chain never reaches a token, so the sign-in is declared only (checks.md 2026-12c): at most the declared ceiling.
    expect([discovery.status, discovery.score]).toEqual(['warn', EVIDENCE_CEILINGS.declared]);
    expect(EVIDENCE_CEILINGS.declared).toBe(40);
    expect(discovery.findings.map((finding) => `${finding.status} ${finding.code}`)).toContain('fail oauth-discovery.token-endpoint-broken');
    // One walk for both checks: each endpoint was called once.
    expect(s.requests.filter((line) => line === 'POST /token')).toHaveLength(1);
    expect(s.requests.filter((line) => line.startsWith('GET /authorize?'))).toHaveLength(1);
  });

  it('scores the chain of an authorization server oauth-discovery did not judge: another issuer named here', async () => {
    const { result, site: s } = await measure((origin) => ({
      '/': page,
      '/.well-known/oauth-protected-resource': json({ resource: origin, authorization_servers: [`${origin}/tenant`], scopes_supported: ['read'] }),
      // The origin's own metadata is complete (oauth-discovery judges it); the tenant the resource names lacks S256.
      '/.well-known/oauth-authorization-server': authServer(origin),
      '/.well-known/oauth-authorization-server/tenant': json(oauthMetadata(`${origin}/tenant`, { code_challenge_methods_supported: ['plain'] })),
      ...oauthEndpointRoutes(),
      ...oauthEndpointRoutes({ authorize: '/tenant/authorize', token: '/tenant/token', jwks: '/tenant/jwks' }),
    }));
    expect([result.status, result.score]).toEqual(['warn', 60]);
    expect(result.findings.find((finding) => finding.code === 'oauth-protected-resource.chain-broken')).toMatchObject({
      subject: `${s.origin}/tenant`,
      message: `The chain from this resource to a token at ${s.origin}/tenant breaks at one link.`,
      detail: `${s.origin}/tenant: code_challenge_methods_supported does not include S256 (PKCE)`,
    });
  });

  it('finds metadata named by a WWW-Authenticate challenge seen during the audit (MCP probe)', async () => {
    const { result, site: s } = await measure((origin) => ({
      '/': page,
      '/mcp': {
        status: 401,
        headers: { 'www-authenticate': `Bearer resource_metadata="${origin}/meta/mcp.json", scope="tools"` },
        body: '',
      },
      '/meta/mcp.json': json({
        resource: `${origin}/mcp`,
        authorization_servers: [`${origin}/tenant`],
        scopes_supported: ['tools'],
      }),
      '/.well-known/oauth-authorization-server/tenant': authServer(`${origin}/tenant`),
      ...oauthEndpointRoutes({ authorize: '/tenant/authorize', token: '/tenant/token' }),
    }));
    expect(result.status).toBe('pass');
    expect(result.score).toBe(100);
    expect(messages(result)[0]).toBe(
      `info: Protected resource metadata named by WWW-Authenticate on ${s.origin}/mcp names the resource "${s.origin}/mcp".`,
    );
  });

  it('walks the chains of at most 3 authorization servers per audit (SURFACE_PROBE_LIMITS), and says which it did not walk', async () => {
    const tenants = ['t1', 't2', 't3'];
    const { result, site: s } = await measure((origin) => ({
      '/': page,
      '/.well-known/oauth-protected-resource': json({ resource: origin, authorization_servers: tenants.map((tenant) => `${origin}/${tenant}`), scopes_supported: ['read'] }),
      '/.well-known/oauth-authorization-server': authServer(origin),
      ...oauthEndpointRoutes(),
      ...Object.fromEntries(tenants.map((tenant) => [`/.well-known/oauth-authorization-server/${tenant}`, authServer(`${origin}/${tenant}`)])),
      ...Object.assign({}, ...tenants.map((tenant) => oauthEndpointRoutes({ authorize: `/${tenant}/authorize`, token: `/${tenant}/token`, jwks: `/${tenant}/jwks` }))),
    }));
    // The origin's own server (oauth-discovery judges it), then t1 and t2; t3 is beyond the budget.
    expect(result.findings.filter((finding) => finding.code.includes('.chain-')).map((finding) => `${finding.status} ${finding.code} ${finding.subject?.replace(s.origin, '')}`)).toEqual([
      'pass oauth-protected-resource.chain-complete /t1',
      'pass oauth-protected-resource.chain-complete /t2',
      'info oauth-protected-resource.chain-not-walked /t3',
    ]);
    expect([result.status, result.score]).toEqual(['pass', 100]);
    expect(s.requests.filter((line) => /^POST \/(t\d\/)?token$/.test(line)).sort()).toEqual(['POST /t1/token', 'POST /t2/token', 'POST /token']);
  });

  it('warns without scopes and with an authorization server whose metadata is invalid', async () => {
    const { result, site: s } = await measure((origin) => ({
      '/': page,
      '/.well-known/oauth-protected-resource': json({ resource: origin, authorization_servers: [origin] }),
      '/.well-known/oauth-authorization-server': authServer('https://elsewhere.example'),
    }));
    expect(result.status).toBe('warn');
    expect(result.score).toBe(45);
    expect(messages(result)).toEqual([
      `info: Protected resource metadata (RFC 9728) names the resource "${s.origin}".`,
      `warn: Authorization server ${s.origin} has no valid metadata.`,
      'warn: scopes_supported is missing or empty, so agents must guess which scopes to request.',
    ]);
  });

  it('warns when no authorization server is listed', async () => {
    const { result } = await measure((origin) => ({
      '/': page,
      '/.well-known/oauth-protected-resource': json({ resource: origin, scopes_supported: ['read'] }),
    }));
    expect(result.status).toBe('warn');
    expect(result.score).toBe(55);
    expect(messages(result)).toContain(
      'warn: No authorization server is listed, so agents cannot learn where to get a token.',
    );
  });

  it('fails on a resource mismatch', async () => {
    const { result, site: s } = await measure((origin) => ({
      '/': page,
      '/.well-known/oauth-protected-resource': json({
        resource: 'https://api.other.example',
        authorization_servers: [origin],
        scopes_supported: ['read'],
      }),
    }));
    expect(result.status).toBe('fail');
    expect(result.score).toBe(0);
    expect(messages(result)).toEqual([
      `fail: Protected resource metadata (RFC 9728) is unusable: "resource" is "https://api.other.example", not "${s.origin}".`,
    ]);
  });

  it('fails when absent', async () => {
    const { result } = await measure({ '/': page });
    expect(result.status).toBe('fail');
    expect(messages(result)).toEqual([`fail: Protected resource metadata (RFC 9728) was not found (HTTP 404).`]);
  });

  it('is an error when the metadata fetch breaks', async () => {
    const { result } = await measure({ '/': page, '/.well-known/oauth-protected-resource': hangUp });
    expect(result.status).toBe('error');
    expect(result.findings[0]!.message).toMatch(/^Could not fetch Protected resource metadata \(RFC 9728\)/);
  });

  it('is not applicable under the docs profile', async () => {
    const { result } = await measure((origin) => ({
      '/': page,
      '/.well-known/oauth-protected-resource': json({ resource: origin, scopes_supported: ['read'] }),
    }), { profile: 'docs' });
    expect(result.applicable).toBe(false);
    expect(result.score).toBe(55);
  });
});
