import { describe, expect, it } from 'vitest';
import { hangUp, html, json } from '../../helpers/site.js';
import { messages, useCheckAudit } from '../../helpers/check-audit.js';
import { oauthEndpointRoutes, oauthMetadata as metadata } from '../../fixtures/oauth-endpoints.js';

const { measure } = useCheckAudit('oauth-discovery', { timeout: 3000 });

const page = html('<!doctype html><html><head><title>Home</title></head><body><h1>Home</h1></body></html>');

describe('oauth-discovery', () => {
  it('passes with valid RFC 8414 metadata whose issuer is the origin', async () => {
    const { result } = await measure((origin) => ({
      '/': page,
      ...oauthEndpointRoutes(),
      '/.well-known/oauth-authorization-server': json(metadata(origin)),
    }));
    expect(result.status).toBe('pass');
    expect(result.score).toBe(100);
    expect(messages(result)[0]).toMatch(/^pass: OAuth authorization server metadata \(RFC 8414\) is valid/);
    expect(messages(result)).toContain(
      'info: No OpenID Connect discovery document; one valid metadata document is enough.',
    );
  });

  it('passes on one valid document and warns about an invalid second one', async () => {
    const { result } = await measure((origin) => ({
      '/': page,
      ...oauthEndpointRoutes(),
      '/.well-known/openid-configuration': json(
        metadata(origin, {
          jwks_uri: `${origin}/jwks`,
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
        }),
      ),
      '/.well-known/oauth-authorization-server': json(metadata('https://other.example')),
    }));
    expect(result.status).toBe('pass');
    expect(result.score).toBe(100);
    const second = result.findings.find((finding) => finding.status === 'warn');
    expect(second?.message).toBe(
      'OAuth authorization server metadata (RFC 8414) is also published but is invalid, so clients that read it first will fail.',
    );
    expect(second?.detail).toContain('issuer is "https://other.example"');
  });

  it('warns when PKCE S256 is not advertised', async () => {
    const { result } = await measure((origin) => ({
      '/': page,
      ...oauthEndpointRoutes(),
      '/.well-known/oauth-authorization-server': json(
        metadata(origin, { code_challenge_methods_supported: ['plain'] }),
      ),
    }));
    expect(result.status).toBe('warn');
    expect(result.score).toBe(80);
    expect(messages(result)).toContain(
      'warn: OAuth authorization server metadata (RFC 8414): code_challenge_methods_supported does not include S256 (PKCE).',
    );
  });

  it('warns with partial credit when required and recommended fields are missing', async () => {
    const { result } = await measure((origin) => ({
      '/': page,
      ...oauthEndpointRoutes(),
      '/.well-known/oauth-authorization-server': json({ issuer: origin, token_endpoint: `${origin}/token` }),
    }));
    expect(result.status).toBe('warn');
    expect(result.score).toBe(20);
    expect(result.findings.filter((finding) => finding.status === 'warn')).toHaveLength(4);
  });

  it('fails on an issuer mismatch (RFC 8414 says discard the metadata)', async () => {
    const { result, site: s } = await measure((origin) => ({
      '/': page,
      ...oauthEndpointRoutes(),
      '/.well-known/oauth-authorization-server': json(metadata(`${origin}/`)),
    }));
    expect(result.status).toBe('fail');
    expect(result.score).toBe(0);
    expect(result.findings[0]!.message).toBe(
      `OAuth authorization server metadata (RFC 8414): issuer is "${s.origin}/", not "${s.origin}" (RFC 8414 §3.3: clients must discard metadata whose issuer differs).`,
    );
  });

  it('fails when neither document exists, and treats an HTML page as a soft 404', async () => {
    const { result } = await measure({ '/': page, '/.well-known/openid-configuration': page });
    expect(result.status).toBe('fail');
    expect(result.score).toBe(0);
    expect(messages(result)).toEqual([
      'fail: OAuth authorization server metadata (RFC 8414) was not found (HTTP 404).',
      'fail: OpenID Connect discovery document looked like a soft 404: an HTML page was served where a file was expected.',
    ]);
  });

  it('is an error when the metadata fetch breaks', async () => {
    const { result } = await measure({ '/': page, '/.well-known/oauth-authorization-server': hangUp });
    expect(result.status).toBe('error');
    expect(result.score).toBe(0);
    expect(result.findings[0]!.message).toMatch(/^Could not fetch OAuth authorization server metadata \(RFC 8414\)/);
  });

  it('is not applicable under the docs profile but keeps its measured score', async () => {
    const { result } = await measure((origin) => ({
      '/': page,
      ...oauthEndpointRoutes(),
      '/.well-known/oauth-authorization-server': json(metadata(origin)),
    }), { profile: 'docs' });
    expect(result.applicable).toBe(false);
    expect(result.weight).toBe(0);
    expect(result.score).toBe(100);
  });
});
