import { describe, expect, it } from 'vitest';
import { hangUp, html, json } from '../helpers/site.js';
import { messages, useCheckAudit } from '../helpers/check-audit.js';

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
    }));
    expect(result.status).toBe('pass');
    expect(result.score).toBe(100);
    expect(messages(result)).toEqual([
      `info: Protected resource metadata (RFC 9728) names the resource "${s.origin}".`,
      `pass: Authorization server metadata is valid for ${s.origin}.`,
      'pass: scopes_supported lists 1 scope(s).',
    ]);
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
    }));
    expect(result.status).toBe('pass');
    expect(result.score).toBe(100);
    expect(messages(result)[0]).toBe(
      `info: Protected resource metadata named by WWW-Authenticate on ${s.origin}/mcp names the resource "${s.origin}/mcp".`,
    );
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
