// oauth-discovery, auth.md (checks.md 2026-11; workos/auth.md v0.1 2026-05-21 to v0.7): the file, its H1, and the
// agent_auth object of the authorization server's RFC 8414 metadata reached from the protected-resource metadata.
import { describe, expect, it } from 'vitest';
import { html, json, text, type Routes } from '../../helpers/site.js';
import { useCheckAudit } from '../../helpers/check-audit.js';
import { oauthEndpointRoutes, oauthMetadata as metadata } from '../../fixtures/oauth-endpoints.js';

const { measure: measureCheck } = useCheckAudit('oauth-discovery', { timeout: 3000 });
// The authorization servers' endpoints answer as real ones do, so the OAuth chain (issue 22) holds and auth.md alone is judged.
const ENDPOINTS: Routes = { ...oauthEndpointRoutes(), ...oauthEndpointRoutes({ authorize: '/as/authorize', token: '/as/token', jwks: '/as/jwks' }) };
const measure = (routes: Routes | ((origin: string) => Routes)) =>
  measureCheck((origin) => ({ ...ENDPOINTS, ...(typeof routes === 'function' ? routes(origin) : routes) }));

const page = html('<!doctype html><html><head><title>Home</title></head><body><h1>Home</h1></body></html>');
const AUTH_MD = text('# auth.md\n\nRegister at /agents/identity, then exchange the claim for a token.\n', 'text/markdown');
const codes = (result: { findings: Array<{ code: string; status: string }> }) => result.findings.map((finding) => `${finding.status} ${finding.code}`);

describe('oauth-discovery: auth.md', () => {
  it('passes metadata with agent_auth (v0.7 names) reached through the protected-resource metadata and a valid auth.md', async () => {
    const { result } = await measure((origin) => ({
      '/': page,
      '/.well-known/oauth-protected-resource': json({ resource: origin, authorization_servers: [`${origin}/as`] }),
      '/.well-known/oauth-authorization-server/as': json(
        metadata(`${origin}/as`, { agent_auth: { identity_endpoint: `${origin}/agents/identity`, identity_types_supported: ['agent'], skill: `${origin}/auth.md` } }),
      ),
      '/auth.md': AUTH_MD,
    }));
    expect(result).toMatchObject({ status: 'pass', score: 100 });
    expect(codes(result)).toContain('pass oauth-discovery.auth-md-valid');
  });

  it('accepts v0.1 names, lists unknown spellings, and keeps an H1 without "auth.md" to information', async () => {
    const { result } = await measure((origin) => ({
      '/': page,
      '/.well-known/oauth-authorization-server': json(
        metadata(origin, { agent_auth: { register_uri: `${origin}/register`, claim_uri: `${origin}/claim`, identity_types_supported: ['agent'], registration_url: 'x' } }),
      ),
      '/auth.md': text('# How agents sign in\n', 'text/markdown'),
    }));
    expect(result).toMatchObject({ status: 'pass', score: 100 });
    expect(codes(result)).toEqual(expect.arrayContaining(['pass oauth-discovery.auth-md-valid', 'info oauth-discovery.auth-md-title', 'info oauth-discovery.agent-auth-fields']));
    expect(result.findings.find((finding) => finding.code === 'oauth-discovery.agent-auth-fields')!.message).toBe('agent_auth has 1 field no auth.md version defines: registration_url.');
  });

  it('warns about a relative registration endpoint, a skill pointing elsewhere, and agent_auth on the protected-resource metadata', async () => {
    const { result } = await measure((origin) => ({
      '/': page,
      '/.well-known/oauth-protected-resource': json({ resource: origin, authorization_servers: [origin], agent_auth: { identity_endpoint: '/x' } }),
      '/.well-known/oauth-authorization-server': json(metadata(origin, { agent_auth: { identity_endpoint: '/agents/identity', identity_types_supported: ['agent'], skill: `${origin}/docs/auth.md` } })),
      '/auth.md': AUTH_MD,
    }));
    expect(result).toMatchObject({ status: 'warn', score: 80 });
    const problems = result.findings.find((finding) => finding.code === 'oauth-discovery.agent-auth-problems')!;
    expect(problems.message).toContain('the registration endpoint "/agents/identity" is not an absolute URL');
    expect(problems.message).toContain('does not resolve to a valid auth.md');
    expect(codes(result)).toContain('warn oauth-discovery.agent-auth-misplaced');
  });

  it('warns, not fails, for a valid auth.md without authorization-server metadata', async () => {
    const { result } = await measure({ '/': page, '/auth.md': AUTH_MD });
    expect(result).toMatchObject({ status: 'warn', score: 50 });
    expect(codes(result)).toEqual(expect.arrayContaining(['pass oauth-discovery.auth-md-valid', 'warn oauth-discovery.auth-md-alone']));
  });

  it('fails when an advertised auth.md answers HTML and there is no metadata: a finding, not a document', async () => {
    const { result } = await measure({
      '/': html('<!doctype html><html><head><title>Home</title></head><body></body></html>', { link: '</auth.md>; rel="auth-md"' }),
      '/auth.md': page,
    });
    expect(result).toMatchObject({ status: 'fail', score: 0 });
    expect(codes(result)).toContain('warn oauth-discovery.auth-md-advertised-html');
  });

  it('adds nothing for a site without auth.md', async () => {
    const { result } = await measure((origin) => ({ '/': page, '/.well-known/oauth-authorization-server': json(metadata(origin)) }));
    expect(result).toMatchObject({ status: 'pass', score: 100 });
    expect(result.findings.some((finding) => finding.code.includes('auth-md') || finding.code.includes('agent-auth'))).toBe(false);
  });

  // workos/auth.md AUTH.md Step 1b (agent_auth.identity_assertion.assertion_types_supported: "which assertion types this
  // service accepts (ID-JAG, verified email, etc.)") and Step 2 ("If the matching *_supported array doesn't list your
  // method, this service won't accept that registration shape"); its per-method objects are fields of auth.md.
  it('requires an identity_assertion object naming its assertion types when identity_types_supported lists identity_assertion', async () => {
    const agentAuth = (origin: string, extra: Record<string, unknown>) => ({
      '/': page,
      '/.well-known/oauth-authorization-server': json(
        metadata(origin, { agent_auth: { register_uri: `${origin}/agent/auth`, identity_types_supported: ['anonymous', 'identity_assertion'], skill: `${origin}/auth.md`, anonymous: { credential_types_supported: ['api_key'] }, events_supported: [], ...extra } }),
      ),
      '/auth.md': AUTH_MD,
    });
    const complete = await measure((origin) => agentAuth(origin, { identity_assertion: { assertion_types_supported: ['urn:ietf:params:oauth:token-type:id-jag', 'verified_email'], credential_types_supported: ['access_token'] } }));
    expect(complete.result).toMatchObject({ status: 'pass', score: 100 });
    expect(codes(complete.result)).toContain('pass oauth-discovery.auth-md-valid');
    expect(codes(complete.result)).not.toContain('info oauth-discovery.agent-auth-fields');
    const vague = await measure((origin) => agentAuth(origin, { identity_assertion: { credential_types_supported: ['access_token'] } }));
    expect(vague.result).toMatchObject({ status: 'warn', score: 80 });
    const finding = vague.result.findings.find((item) => item.code === 'oauth-discovery.agent-auth-identity-assertion')!;
    expect([finding.status, finding.message]).toEqual([
      'warn',
      'agent_auth accepts identity_assertion, but "identity_assertion.assertion_types_supported" is missing or empty: an agent cannot tell whether its assertion will be accepted.',
    ]);
    const missing = await measure((origin) => agentAuth(origin, {}));
    expect(missing.result.findings.find((item) => item.code === 'oauth-discovery.agent-auth-identity-assertion')!.message).toBe(
      'agent_auth accepts identity_assertion, but it has no "identity_assertion" object: an agent cannot tell whether its assertion will be accepted.',
    );
  });
});
