// Signing in from an assistant: the service as its own OAuth 2.1 authorization server for /mcp and /api/v1/me, run
// end to end against the built server with the MCP SDK's own OAuth client, a real loopback redirect URI and Chromium
// for sign-in and consent. Sections cited are of the MCP 2026-07-28 basic/authorization pages.
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  Client,
  StreamableHTTPClientTransport,
  UnauthorizedError,
  type OAuthClientProvider,
  type StoredOAuthClientInformation,
  type StoredOAuthTokens,
} from '@modelcontextprotocol/client';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillWindowsFromLastUse } from '../../helpers/quota';
import { createKey } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { startServer, withDatabase, type TestServer } from '../../helpers/server';
import { axeCheck, launchBrowser, seedOrganization, submitSignIn, type SeededOrganization } from '../../helpers/browser/helpers';
import { MODERN, rawModernRequest, resultJson } from '../../helpers/mcp/mcp-client';

const READ = 'agentgauge:read';
const WRITE = 'agentgauge:write';
/**
 * Open client registrations count per client address and hour (lib/oauth/front.ts): the two of the flows and the limit
 * test's are the address's allowance, then its refusal.
 */
const REGISTRATIONS_SCOPE = 'oauth-register:caller';
const REGISTRATIONS_PER_CLIENT = 3;
const HOUR_MS = 3_600_000;

/** The client's loopback redirect URI (RFC 8252 §7.3): records each authorization response it receives. */
async function startCallbackServer() {
  const received: URLSearchParams[] = [];
  const waiters: Array<(params: URLSearchParams) => void> = [];
  const server = http.createServer((req, res) => {
    const params = new URL(req.url ?? '/', 'http://127.0.0.1').searchParams;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>Signed in</title><p>You can close this window.</p>');
    const waiter = waiters.shift();
    if (waiter) waiter(params);
    else received.push(params);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/callback`;
  return {
    url,
    next: () => new Promise<URLSearchParams>((resolve) => (received.length > 0 ? resolve(received.shift()!) : waiters.push(resolve))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An in-memory OAuthClientProvider, as an assistant keeps one; the browser step is the test's. */
class TestOAuthProvider implements OAuthClientProvider {
  client: StoredOAuthClientInformation | undefined;
  saved: StoredOAuthTokens | undefined;
  verifier = '';
  authorizationUrl: URL | undefined;
  constructor(private readonly callback: string) {}
  get redirectUrl() {
    return this.callback;
  }
  get clientMetadata() {
    return {
      client_name: 'Agent Gauge test assistant',
      redirect_uris: [this.callback],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }
  clientInformation() {
    return this.client;
  }
  saveClientInformation(information: StoredOAuthClientInformation) {
    this.client = information;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: StoredOAuthTokens) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
}

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

async function form(url: string, fields: Record<string, string>) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as any };
}

describe('OAuth 2.1 sign-in for /mcp and /api/v1/me', { timeout: 90_000 }, () => {
  let server: TestServer;
  let alpha: SeededOrganization;
  let betaSiteId: string;
  let alphaKey: string;
  let alphaSiteId: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let callback: Awaited<ReturnType<typeof startCallbackServer>>;
  const clients: Client[] = [];
  let base: string;

  beforeAll(async () => {
    callback = await startCallbackServer();
    server = await startServer({
      // Two registrations happen in the flows below; the third is the last this address may make in the hour.
      env: { AGENTGAUGE_OAUTH_REGISTRATIONS_PER_CLIENT: String(REGISTRATIONS_PER_CLIENT) },
      seed: async (db) => {
        alpha = await seedOrganization('Alpha');
        const beta = await seedOrganization('Beta');
        betaSiteId = (await db.site.create({ data: { organizationId: beta.id, host: 'beta.example', url: 'https://beta.example/' } })).id;
        // The Alpha owner is also a plain member of Beta: the consent page offers both organizations.
        await db.membership.create({ data: { organizationId: beta.id, userId: alpha.owner.id, role: 'member' } });
        alphaKey = await createKey(db, alpha.id);
        alphaSiteId = (await db.site.create({ data: { organizationId: alpha.id, host: 'alpha.example', url: 'https://alpha.example/' } })).id;
      },
    });
    base = server.baseUrl;
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: base });
    // Only the service and the client's loopback callback; anything else would leak traffic.
    await context.route('**/*', (route) => {
      const url = route.request().url();
      return url.startsWith(base) || url.startsWith(callback.url) ? route.continue() : route.abort();
    });
    page = await context.newPage();
  }, 600_000);

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close().catch(() => undefined)));
    await browser?.close();
    await server?.stop();
    await callback?.close();
  });

  /** This address's next registration refused whatever the clock does (tests/helpers/quota.ts fillWindowsFromLastUse). */
  function fillRegistrationsFromLast(counted: number): Promise<void> {
    return withDatabase(server.databaseEnv, (db) => fillWindowsFromLastUse(db, { scope: REGISTRATIONS_SCOPE, counted, limit: REGISTRATIONS_PER_CLIENT, windowSeconds: HOUR_MS / 1000 }));
  }

  /** Drives the browser from an authorization URL through sign-in (when needed) and consent to the callback. */
  async function consent(authorizationUrl: string, choose: { organization: string; decision: 'Approve' | 'Deny'; uncheck?: string; audit?: boolean }) {
    const arrived = callback.next();
    await page.goto(authorizationUrl);
    if (new URL(page.url()).pathname === '/sign-in') {
      await submitSignIn(page, alpha.owner);
    }
    await page.getByRole('heading', { name: /^Connect .* to Agent Gauge$/ }).waitFor();
    const consentPage = { url: page.url(), text: (await page.locator('main').textContent()) ?? '' };
    if (choose.audit) await axeCheck(page, 'the consent page');
    await page.getByRole('radio', { name: new RegExp(`^${choose.organization}`) }).check();
    if (choose.uncheck) await page.getByRole('checkbox', { name: new RegExp(choose.uncheck) }).uncheck();
    await page.getByRole('button', { name: choose.decision }).click();
    const params = await arrived;
    // The browser lands on the callback (the page after the form refreshes to the provider, which redirects there).
    await page.waitForURL((url) => url.href.startsWith(callback.url));
    return { params, consentPage };
  }

  let mcpProvider: TestOAuthProvider;
  let mcpAccessToken: string;

  it('answers an organization tool without credentials with 401 and a resource_metadata challenge; anonymous tools need none (§Authorization Server Discovery)', async () => {
    const anonymous = await rawModernRequest(base, 'tools/call', { name: 'list_checks', arguments: {} });
    expect(anonymous.status).toBe(200);
    const refused = await rawModernRequest(base, 'tools/call', { name: 'list_sites', arguments: {} });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe(`Bearer resource_metadata="${base}/.well-known/oauth-protected-resource/mcp"`);
    const rest = await request(base, '/api/v1/me/sites');
    expect(rest.status).toBe(401);
    expect(rest.headers.get('www-authenticate')).toBe(`Bearer resource_metadata="${base}/.well-known/oauth-protected-resource"`);
    // API keys keep working everywhere.
    expect((await request(base, '/api/v1/me/sites', { key: alphaKey })).status).toBe(200);
  });

  it('publishes truthful protected resource metadata (RFC 9728) naming an authorization server whose RFC 8414 metadata validates', async () => {
    const mcpMetadata = await request(base, '/.well-known/oauth-protected-resource/mcp');
    expect(mcpMetadata.body).toEqual({
      resource: `${base}/mcp`,
      resource_name: 'Agent Gauge MCP server',
      authorization_servers: [base],
      scopes_supported: [READ, WRITE],
      bearer_methods_supported: ['header'],
      resource_documentation: `${base}/mcp/server-card`,
    });
    const apiMetadata = await request(base, '/.well-known/oauth-protected-resource');
    expect(apiMetadata.body).toMatchObject({ resource: base, authorization_servers: [base], scopes_supported: [READ, WRITE] });
    const issuer = mcpMetadata.body.authorization_servers[0];
    const as = await request(base, '/.well-known/oauth-authorization-server');
    expect(as.status).toBe(200);
    // RFC 8414 §3.3: the issuer in the document is the one the metadata URL was built from.
    expect(as.body.issuer).toBe(issuer);
    expect(as.body).toMatchObject({
      authorization_endpoint: `${base}/oauth/authorize`,
      token_endpoint: `${base}/oauth/token`,
      registration_endpoint: `${base}/oauth/register`,
      revocation_endpoint: `${base}/oauth/revoke`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
      authorization_response_iss_parameter_supported: true,
    });
    expect(as.body.grant_types_supported).toEqual(expect.arrayContaining(['authorization_code', 'refresh_token']));
    expect(as.body.scopes_supported).toEqual(expect.arrayContaining([READ, WRITE]));
    expect(as.body.token_endpoint_auth_methods_supported).toContain('none');
  });

  it('connects the MCP SDK client: discovery from the 401, dynamic registration, PKCE S256 authorization with consent in the browser, token, a tool call', async () => {
    mcpProvider = new TestOAuthProvider(callback.url);
    const first = new Client({ name: 'oauth-test', version: '1' }, { versionNegotiation: { mode: { pin: MODERN } } });
    clients.push(first);
    const transport = new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { authProvider: mcpProvider });
    await first.connect(transport);
    // The anonymous handshake works; the organization tool sends the SDK through discovery and registration.
    await expect(first.callTool({ name: 'list_sites', arguments: {} })).rejects.toBeInstanceOf(UnauthorizedError);
    expect(mcpProvider.client?.client_id).toBeTruthy();
    const authorizationUrl = mcpProvider.authorizationUrl!;
    expect(authorizationUrl.origin + authorizationUrl.pathname).toBe(`${base}/oauth/authorize`);
    expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizationUrl.searchParams.get('resource')).toBe(`${base}/mcp`);

    const { params, consentPage } = await consent(authorizationUrl.href, { organization: 'Alpha', decision: 'Approve', audit: true });
    expect(new URL(consentPage.url).pathname).toMatch(/^\/authorize\/[\w-]+$/);
    expect(consentPage.text).toContain('Agent Gauge test assistant');
    expect(consentPage.text).toContain('Beta');
    expect(consentPage.text).toContain(READ);
    expect(consentPage.text).toContain(WRITE);
    // RFC 9207 (§Authorization Response Validation): the response names the issuer.
    expect(params.get('iss')).toBe(base);
    await transport.finishAuth(params);
    const tokens = mcpProvider.saved!;
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: `${READ} ${WRITE}` });
    expect(tokens.refresh_token).toBeTruthy();
    mcpAccessToken = tokens.access_token;

    const connected = new Client({ name: 'oauth-test', version: '1' }, { versionNegotiation: { mode: { pin: MODERN } } });
    clients.push(connected);
    await connected.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { authProvider: mcpProvider }));
    const sites = await connected.callTool({ name: 'list_sites', arguments: {} });
    expect(sites.isError).toBeFalsy();
    expect(resultJson(sites)).toEqual((await request(base, '/api/v1/me/sites', { key: alphaKey })).body);
    expect(resultJson(sites).sites.map((site: { id: string }) => site.id)).toEqual([alphaSiteId]);
  });

  it('binds the token to its resource: a token for /mcp is refused by /api/v1/me with invalid_token (§Token Audience Binding and Validation)', async () => {
    const answer = await request(base, '/api/v1/me/sites', { key: mcpAccessToken });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: 'unauthorized', message: 'The access token is unknown, expired or revoked, or was not issued for this resource.' });
    expect(answer.headers.get('www-authenticate')).toBe(`Bearer error="invalid_token", resource_metadata="${base}/.well-known/oauth-protected-resource"`);
  });

  it('stores tokens hashed: no database row holds a token, a refresh token or a jti', async () => {
    const rows = await withDatabase(server.databaseEnv, (db) => db.oAuthRecord.findMany());
    const dump = JSON.stringify(rows);
    expect(rows.some((row) => row.kind === 'AccessToken')).toBe(true);
    expect(rows.some((row) => row.kind === 'RefreshToken')).toBe(true);
    expect(dump).not.toContain(mcpAccessToken);
    expect(dump).not.toContain(mcpProvider.saved!.refresh_token!);
    const accessRow = rows.find((row) => row.kind === 'AccessToken')!;
    expect(accessRow.id).toMatch(/^[0-9a-f]{64}$/);
    expect(accessRow.payload).not.toHaveProperty('jti');
  });

  describe('a read-only token for the whole API (resource = the origin)', () => {
    let clientId: string;
    let token: { access_token: string; refresh_token: string };

    it('registers a public client (RFC 7591), authorizes with PKCE and exchanges the code', async () => {
      const registered = await request(base, '/oauth/register', {
        json: { client_name: 'Read-only script', redirect_uris: [callback.url], token_endpoint_auth_method: 'none', grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'] },
      });
      expect(registered.status).toBe(201);
      expect(registered.body.client_secret).toBeUndefined();
      clientId = registered.body.client_id;

      const { challenge } = pkce();
      const state = randomBytes(8).toString('hex');
      const authorize = new URL(`${base}/oauth/authorize`);
      for (const [name, value] of Object.entries({ response_type: 'code', client_id: clientId, redirect_uri: callback.url, scope: READ, resource: base, state, code_challenge: challenge, code_challenge_method: 'S256' })) {
        authorize.searchParams.set(name, value);
      }
      const { params, consentPage } = await consent(authorize.href, { organization: 'Alpha', decision: 'Approve' });
      expect(consentPage.text).toContain('Read-only script');
      expect(consentPage.text).not.toContain(WRITE);
      expect(params.get('state')).toBe(state);

      const withoutVerifier = await form(`${base}/oauth/token`, { grant_type: 'authorization_code', code: params.get('code')!, redirect_uri: callback.url, client_id: clientId, resource: base });
      expect(withoutVerifier.status).toBe(400);
      // Whatever the failed attempt did to that code, the real exchange starts from a fresh authorization.
      const again = pkce();
      authorize.searchParams.set('code_challenge', again.challenge);
      const second = await consent(authorize.href, { organization: 'Alpha', decision: 'Approve' });
      const exchanged = await form(`${base}/oauth/token`, {
        grant_type: 'authorization_code',
        code: second.params.get('code')!,
        redirect_uri: callback.url,
        client_id: clientId,
        code_verifier: again.verifier,
        resource: base,
      });
      expect(exchanged.status).toBe(200);
      expect(exchanged.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: READ });
      token = exchanged.body;
    });

    it('reads through the REST API and MCP, and cannot start a scan: 403 insufficient-scope with an insufficient_scope challenge', async () => {
      const sites = await request(base, '/api/v1/me/sites', { key: token.access_token });
      expect(sites.status).toBe(200);
      expect(sites.body).toEqual((await request(base, '/api/v1/me/sites', { key: alphaKey })).body);

      const scan = await request(base, `/api/v1/me/sites/${alphaSiteId}/scan`, { method: 'POST', key: token.access_token });
      expect(scan.status).toBe(403);
      expect(scan.body).toEqual({ error: 'insufficient-scope', message: `This access token lacks the scope "${WRITE}" needed to start scans.` });
      expect(scan.headers.get('www-authenticate')).toBe(`Bearer error="insufficient_scope", resource_metadata="${base}/.well-known/oauth-protected-resource", scope="${WRITE}"`);

      const overMcp = await rawModernRequest(base, 'tools/call', { name: 'start_site_scan', arguments: { id: alphaSiteId } }, { authorization: `Bearer ${token.access_token}` });
      expect(overMcp.status).toBe(200);
      expect(overMcp.body.result.isError).toBe(true);
      expect(JSON.parse(overMcp.body.result.content[0].text)).toEqual(scan.body);
      const scans = await withDatabase(server.databaseEnv, (db) => db.scan.count({ where: { siteId: alphaSiteId } }));
      expect(scans).toBe(0);
    });

    it('rotates refresh tokens; replaying a used one is refused and revokes the grant (OAuth 2.1 §4.3.1)', async () => {
      const refreshed = await form(`${base}/oauth/token`, { grant_type: 'refresh_token', refresh_token: token.refresh_token, client_id: clientId });
      expect(refreshed.status).toBe(200);
      expect(refreshed.body.refresh_token).not.toBe(token.refresh_token);
      expect(refreshed.body.access_token).not.toBe(token.access_token);
      expect((await request(base, '/api/v1/me/sites', { key: refreshed.body.access_token })).status).toBe(200);

      const replayed = await form(`${base}/oauth/token`, { grant_type: 'refresh_token', refresh_token: token.refresh_token, client_id: clientId });
      expect(replayed.status).toBe(400);
      expect(replayed.body.error).toBe('invalid_grant');
      expect((await request(base, '/api/v1/me/sites', { key: refreshed.body.access_token })).status).toBe(401);
    });

    it('lets the user narrow the scopes on the consent page: write unticked gives a read-only token', async () => {
      const { verifier, challenge } = pkce();
      const authorize = new URL(`${base}/oauth/authorize`);
      for (const [name, value] of Object.entries({ response_type: 'code', client_id: clientId, redirect_uri: callback.url, scope: `${READ} ${WRITE}`, resource: base, code_challenge: challenge, code_challenge_method: 'S256' })) {
        authorize.searchParams.set(name, value);
      }
      const { params, consentPage } = await consent(authorize.href, { organization: 'Alpha', decision: 'Approve', uncheck: WRITE });
      expect(consentPage.text).toContain(WRITE);
      const exchanged = await form(`${base}/oauth/token`, { grant_type: 'authorization_code', code: params.get('code')!, redirect_uri: callback.url, client_id: clientId, code_verifier: verifier, resource: base });
      expect(exchanged.status).toBe(200);
      expect(exchanged.body.scope).toBe(READ);

      // An access token past its hour is refused like an unknown one (§Error Handling: invalid or expired → 401).
      const access = exchanged.body.access_token;
      expect((await request(base, '/api/v1/me/sites', { key: access })).status).toBe(200);
      const hashed = createHash('sha256').update(access).digest('hex');
      await withDatabase(server.databaseEnv, (db) => db.oAuthRecord.update({ where: { kind_id: { kind: 'AccessToken', id: hashed } }, data: { expiresAt: new Date(Date.now() - 1000) } }));
      const expired = await request(base, '/api/v1/me/sites', { key: access });
      expect(expired.status).toBe(401);
      expect(expired.headers.get('www-authenticate')).toBe(`Bearer error="invalid_token", resource_metadata="${base}/.well-known/oauth-protected-resource"`);
    });

    describe('one code, one refresh token, many parallel requests (OAuth 2.1 §4.1.3 and §4.3.1; RFC 9700 §4.14)', () => {
      const PARALLEL = 8;
      const ROUNDS = 3;

      /** A fresh read authorization's code and its PKCE verifier. */
      async function authorizedCode() {
        const { verifier, challenge } = pkce();
        const authorize = new URL(`${base}/oauth/authorize`);
        for (const [name, value] of Object.entries({ response_type: 'code', client_id: clientId, redirect_uri: callback.url, scope: READ, resource: base, code_challenge: challenge, code_challenge_method: 'S256' })) {
          authorize.searchParams.set(name, value);
        }
        const { params } = await consent(authorize.href, { organization: 'Alpha', decision: 'Approve' });
        return { verifier, exchange: { grant_type: 'authorization_code', code: params.get('code')!, redirect_uri: callback.url, client_id: clientId, code_verifier: verifier, resource: base } };
      }

      /** Exactly one request won; every other one got invalid_grant; the grant is revoked, the winner's token too. */
      async function expectOneWinnerThenRevoked(responses: Array<{ status: number; body: any }>) {
        expect(responses.map((response) => response.status).sort()).toEqual([200, ...Array<number>(PARALLEL - 1).fill(400)]);
        expect(responses.filter((response) => response.status === 400).every((response) => response.body.error === 'invalid_grant')).toBe(true);
        const winner = responses.find((response) => response.status === 200)!;
        expect((await request(base, '/api/v1/me/sites', { key: winner.body.access_token })).status).toBe(401);
        const refreshed = await form(`${base}/oauth/token`, { grant_type: 'refresh_token', refresh_token: winner.body.refresh_token, client_id: clientId });
        expect([refreshed.status, refreshed.body.error]).toEqual([400, 'invalid_grant']);
      }

      it(`exchanges a code once: ${PARALLEL} parallel exchanges give one token set, ${ROUNDS} times`, async () => {
        for (let round = 0; round < ROUNDS; round += 1) {
          const { exchange } = await authorizedCode();
          await expectOneWinnerThenRevoked(await Promise.all(Array.from({ length: PARALLEL }, () => form(`${base}/oauth/token`, exchange))));
        }
      });

      it(`rotates a refresh token once: ${PARALLEL} parallel refreshes give one new chain, ${ROUNDS} times`, async () => {
        for (let round = 0; round < ROUNDS; round += 1) {
          const issued = await form(`${base}/oauth/token`, (await authorizedCode()).exchange);
          expect(issued.status).toBe(200);
          const refresh = { grant_type: 'refresh_token', refresh_token: issued.body.refresh_token, client_id: clientId };
          await expectOneWinnerThenRevoked(await Promise.all(Array.from({ length: PARALLEL }, () => form(`${base}/oauth/token`, refresh))));
          expect((await request(base, '/api/v1/me/sites', { key: issued.body.access_token })).status).toBe(401);
        }
      });
    });

    it('sends the user\'s denial back as access_denied', async () => {
      const { challenge } = pkce();
      const authorize = new URL(`${base}/oauth/authorize`);
      for (const [name, value] of Object.entries({ response_type: 'code', client_id: clientId, redirect_uri: callback.url, scope: READ, resource: base, code_challenge: challenge, code_challenge_method: 'S256' })) {
        authorize.searchParams.set(name, value);
      }
      const { params } = await consent(authorize.href, { organization: 'Beta', decision: 'Deny' });
      expect(params.get('error')).toBe('access_denied');
      expect(params.get('code')).toBeNull();
      expect(params.get('iss')).toBe(base);
    });
  });

  it('limits open client registration per client address (429 with Retry-After), and spends nothing on the refused one', async () => {
    const metadata = { client_name: 'Another', redirect_uris: [callback.url], token_endpoint_auth_method: 'none' };
    expect((await request(base, '/oauth/register', { json: metadata })).status).toBe(201);
    // This address's three registrations are its allowance: the fourth is refused in whichever hour it lands.
    await fillRegistrationsFromLast(REGISTRATIONS_PER_CLIENT);
    const refused = await request(base, '/oauth/register', { json: metadata });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: 'rate-limited', message: 'Too many client registrations from this address; retry after the number of seconds in Retry-After.' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const clients = await withDatabase(server.databaseEnv, (db) => db.oAuthRecord.count({ where: { kind: 'Client' } }));
    expect(clients).toBe(3);
  });

  it('refuses an authorization request without PKCE', async () => {
    const authorize = new URL(`${base}/oauth/authorize`);
    for (const [name, value] of Object.entries({ response_type: 'code', client_id: mcpProvider.client!.client_id, redirect_uri: callback.url, scope: READ, resource: `${base}/mcp` })) {
      authorize.searchParams.set(name, value);
    }
    const arrived = callback.next();
    await page.goto(authorize.href);
    const params = await arrived;
    expect(params.get('error')).toBe('invalid_request');
    expect(params.get('error_description')).toBe('Authorization Server policy requires PKCE to be used for this request');
  });

  it('lists the connected application on the keys page, and revoking it there refuses its tokens (401)', async () => {
    await page.goto(`${base}/keys`);
    const row = page.getByRole('row', { name: /Agent Gauge test assistant/ });
    await row.waitFor();
    const text = (await row.textContent()) ?? '';
    expect(text).toContain(alpha.owner.email);
    expect(text).toContain(`${READ} ${WRITE}`);
    await row.getByRole('button', { name: 'Revoke', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke “Agent Gauge test assistant”?' });
    await dialog.getByRole('button', { name: 'Revoke access' }).click();
    await expect.poll(() => page.getByRole('row', { name: /Agent Gauge test assistant/ }).count()).toBe(0);

    const refused = await rawModernRequest(base, 'tools/call', { name: 'list_sites', arguments: {} }, { authorization: `Bearer ${mcpAccessToken}` });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe(`Bearer error="invalid_token", resource_metadata="${base}/.well-known/oauth-protected-resource/mcp"`);
    const refresh = await form(`${base}/oauth/token`, { grant_type: 'refresh_token', refresh_token: mcpProvider.saved!.refresh_token!, client_id: mcpProvider.client!.client_id });
    expect(refresh.status).toBe(400);
  });

  it('acts with the approving member\'s own role: a member\'s write token cannot delete a site (403 forbidden); the client revokes it at /oauth/revoke (RFC 7009)', async () => {
    const clientId = mcpProvider.client!.client_id;
    const { verifier, challenge } = pkce();
    const authorize = new URL(`${base}/oauth/authorize`);
    for (const [name, value] of Object.entries({ response_type: 'code', client_id: clientId, redirect_uri: callback.url, scope: `${READ} ${WRITE}`, resource: base, code_challenge: challenge, code_challenge_method: 'S256' })) {
      authorize.searchParams.set(name, value);
    }
    const { params } = await consent(authorize.href, { organization: 'Beta', decision: 'Approve' });
    const token = await form(`${base}/oauth/token`, { grant_type: 'authorization_code', code: params.get('code')!, redirect_uri: callback.url, client_id: clientId, code_verifier: verifier, resource: base });
    expect(token.body.scope).toBe(`${READ} ${WRITE}`);
    const access = token.body.access_token;

    const sites = await request(base, '/api/v1/me/sites', { key: access });
    expect(sites.body.sites.map((site: { id: string }) => site.id)).toEqual([betaSiteId]);
    const deleted = await request(base, `/api/v1/me/sites/${betaSiteId}`, { method: 'DELETE', key: access });
    expect(deleted.status).toBe(403);
    expect(deleted.body).toEqual({ error: 'forbidden', message: 'Only owners and admins of the organization can delete sites.' });

    const revoked = await form(`${base}/oauth/revoke`, { token: token.body.refresh_token, token_type_hint: 'refresh_token', client_id: clientId });
    expect(revoked.status).toBe(200);
    expect((await request(base, '/api/v1/me/sites', { key: access })).status).toBe(401);
  });
});
