// OAuth with paths (checks.md 19, 22, 23; 2026): RFC 9728 path-scoped resources, RFC 8414 issuers with a path, one
// discovery result shared by oauth-discovery and oauth-protected-resource, and an MCP endpoint at the start URL.
import { describe, expect, it } from 'vitest';
import { audit } from '../../../engine/index.js';
import { json, type Routes } from '../../helpers/site.js';
import { useFixtureSites } from '../../helpers/check-audit.js';
import { oauthEndpointRoutes } from '../../fixtures/oauth-endpoints.js';

const start = useFixtureSites();

const page = { status: 200, headers: { 'content-type': 'text/html' }, body: '<!doctype html><html><head><title>Home</title></head><body><h1>Home</h1></body></html>' };

/** An authorization server whose issuer has a path (a tenant), with RFC 8414 metadata only at the inserted URL. */
const tenantServer = (origin: string): Routes => ({
  '/.well-known/oauth-authorization-server/tenant1': json({
    issuer: `${origin}/tenant1`,
    authorization_endpoint: `${origin}/tenant1/authorize`,
    token_endpoint: `${origin}/tenant1/token`,
    response_types_supported: ['code'],
    code_challenge_methods_supported: ['S256'],
    scopes_supported: ['tools'],
  }),
  ...oauthEndpointRoutes({ authorize: '/tenant1/authorize', token: '/tenant1/token' }),
});

const challenge = (header: string) => ({ status: 401, headers: { 'www-authenticate': header, 'content-type': 'application/json' }, body: '{"error":"unauthorized"}' });

async function results(origin: string, ids: string[]) {
  const report = await audit(`${origin}/`, { checks: ids, profile: 'all', allowPrivateTargets: true, retries: 0, timeout: 3000 });
  return Object.fromEntries(report.results.map((result) => [result.id, result]));
}

describe('OAuth with paths', () => {
  it('RFC 9728 §3.1: a path-scoped resource\'s metadata at /.well-known/oauth-protected-resource/mcp, naming an issuer with a path (RFC 8414 §3.1): both checks pass and agree', async () => {
    const s = await start((origin) => ({
      '/': page,
      '/mcp': challenge('Bearer realm="mcp"'),
      '/.well-known/oauth-protected-resource/mcp': json({ resource: `${origin}/mcp`, authorization_servers: [`${origin}/tenant1`], scopes_supported: ['tools'] }),
      ...tenantServer(origin),
    }));
    const byId = await results(s.origin, ['mcp-server', 'oauth-protected-resource', 'oauth-discovery']);
    const resource = byId['oauth-protected-resource']!;
    expect(resource.status).toBe('pass');
    expect(resource.findings.map((finding) => `${finding.status} ${finding.code}`)).toEqual([
      'info oauth-protected-resource.resource',
      'pass oauth-protected-resource.authorization-servers-valid',
      'pass oauth-protected-resource.chain-complete',
      'pass oauth-protected-resource.scopes',
    ]);
    expect(resource.findings[0]!.message).toBe(`Protected resource metadata for the resource ${s.origin}/mcp (RFC 9728 §3.1) names the resource "${s.origin}/mcp".`);
    const discovery = byId['oauth-discovery']!;
    expect(discovery.status).toBe('pass');
    expect(discovery.findings[0]).toMatchObject({ code: 'oauth-discovery.valid', status: 'pass' });
    expect(discovery.findings.find((finding) => finding.code === 'oauth-discovery.via-protected-resource')).toMatchObject({
      status: 'info',
      message: `The authorization server ${s.origin}/tenant1 is named by the protected resource metadata; its metadata is at ${s.origin}/.well-known/oauth-authorization-server/tenant1.`,
    });
    expect(discovery.findings.filter((finding) => finding.status === 'fail')).toEqual([]);
    const mcp = byId['mcp-server']!;
    expect(mcp.findings.find((finding) => finding.code === 'mcp-server.auth-metadata')?.message).toBe(
      `The MCP endpoint ${s.origin}/mcp (the default path; no card names an endpoint) requires OAuth; its challenge names no resource_metadata, but valid protected resource metadata answers at the well-known URL ${s.origin}/.well-known/oauth-protected-resource/mcp (RFC 9728 §3.1).`,
    );
    expect(s.requests).toContain('GET /.well-known/openid-configuration/tenant1');
    expect(s.requests).toContain('GET /tenant1/.well-known/openid-configuration');
  });

  it('RFC 9728 §3.3: path-scoped metadata whose resource is the origin, not the resource it was retrieved for, is unusable', async () => {
    const s = await start((origin) => ({
      '/': page,
      '/mcp': challenge('Bearer realm="mcp"'),
      '/.well-known/oauth-protected-resource/mcp': json({ resource: origin, authorization_servers: [`${origin}/tenant1`], scopes_supported: ['tools'] }),
      ...tenantServer(origin),
    }));
    const resource = (await results(s.origin, ['oauth-protected-resource']))['oauth-protected-resource']!;
    expect(resource.status).toBe('fail');
    expect(resource.findings.find((finding) => finding.code === 'oauth-protected-resource.unusable')?.hint).toContain(`Set "resource" to exactly "${s.origin}/mcp"`);
  });

  it('an MCP endpoint at the start URL answering 401 with Bearer resource_metadata counts for mcp-server and for auto', async () => {
    const s = await start((origin) => ({
      '/': challenge(`Bearer resource_metadata="${origin}/.well-known/oauth-protected-resource"`),
      'POST /': challenge(`Bearer resource_metadata="${origin}/.well-known/oauth-protected-resource"`),
      '/.well-known/oauth-protected-resource': json({ resource: `${origin}/`, authorization_servers: [`${origin}/tenant1`], scopes_supported: ['tools'] }),
      ...tenantServer(origin),
    }));
    const mcp = (await results(s.origin, ['mcp-server']))['mcp-server']!;
    expect(mcp.findings.find((finding) => finding.code === 'mcp-server.auth-metadata')?.message).toBe(
      `The MCP endpoint ${s.origin}/ (the start URL, which answers 401 with a Bearer resource_metadata challenge; nothing answers at /mcp) requires OAuth and points at valid protected resource metadata (${s.origin}/.well-known/oauth-protected-resource).`,
    );
    const report = await audit(`${s.origin}/`, { allowPrivateTargets: true, retries: 0, timeout: 3000 });
    const mcpProfile = report.resolvedProfiles.find((resolved) => resolved.profile === 'mcp');
    expect(mcpProfile?.evidence).toEqual([`MCP endpoint ${s.origin}/ asks for OAuth (401)`]);
    expect(report.results.find((result) => result.id === 'mcp-server')?.applicable).toBe(true);
  });
});
