// The service's own OAuth 2.1 authorization server (oidc-provider, certified), for the MCP endpoint and /api/v1/me:
// authorization code with PKCE S256 only, dynamic client registration for public clients (MCP 2026-07-28
// basic/authorization/client-registration §Dynamic Client Registration), RFC 8707 resource indicators bound to our
// two resources (lib/auth/oauth-resources.ts), opaque access tokens for one hour, rotating refresh tokens, revocation.
// Login and consent happen on the dashboard page /authorize/<uid> (app/(dashboard)/authorize); the HTTP front
// finishes the interaction (lib/oauth/front.ts).
//
// The issuer is the public origin under the one origin rule (lib/net/public-origin.ts). With no configured public
// URL that origin is the address a connection arrived on, so one provider is kept per origin (a handful at most).
import Provider, { errors, type Configuration } from 'oidc-provider';
import { authSecret } from '@/lib/auth/secret';
import { getDb } from '@/lib/db';
import { errorMessage, logger } from '@/lib/observability/logger';
import { PrismaOAuthAdapter } from './adapter';
import { providerFetch } from './outbound-fetch';
import { isOwnResource } from '@/lib/auth/oauth-resources';
import { OAUTH_SCOPES } from '@/lib/auth/oauth-scopes';
import { signingKey } from './signing-key';
import { INTERACTION_PATH, REGISTRATION_PATH } from './paths';


export const ACCESS_TOKEN_TTL_SECONDS = 3600;
/** A refresh token unused for this long lapses (each use rotates it and starts the period again). */
const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
/** An approval lasts at most this long; then the user approves again. */
const GRANT_TTL_SECONDS = 365 * 24 * 3600;

const ROUTES = {
  authorization: '/oauth/authorize',
  token: '/oauth/token',
  registration: REGISTRATION_PATH,
  revocation: '/oauth/revoke',
  jwks: '/oauth/jwks',
  userinfo: '/oauth/userinfo',
  end_session: '/oauth/session/end',
  introspection: '/oauth/introspect',
  pushed_authorization_request: '/oauth/par',
  code_verification: '/oauth/device',
  device_authorization: '/oauth/device/auth',
  backchannel_authentication: '/oauth/backchannel',
  challenge: '/oauth/challenge',
  credential: '/oauth/credential',
} as const;

function configuration(issuer: string): Configuration {
  const secret = authSecret();
  return {
    adapter: PrismaOAuthAdapter,
    routes: ROUTES,
    cookies: { keys: [secret] },
    jwks: { keys: [signingKey(secret)] },
    scopes: ['openid', 'offline_access', ...OAUTH_SCOPES],
    claims: { openid: ['sub'] },
    responseTypes: ['code'],
    // Public clients only (lib/oauth/registration.ts checks registrations first): no secrets, no client keys.
    clientAuthMethods: ['none'],
    // Any request of the provider's own goes through the SSRF-safe fetcher.
    fetch: providerFetch,
    // OAuth 2.1: PKCE for every client, and only S256 (oidc-provider 9 offers no other method).
    pkce: { required: () => true },
    clientDefaults: {
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
      id_token_signed_response_alg: 'ES256',
    },
    features: {
      devInteractions: { enabled: false },
      registration: { enabled: true, initialAccessToken: false },
      revocation: { enabled: true },
      introspection: { enabled: false },
      userinfo: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      // Bearer tokens only: the resource servers (lib/auth/verify-access-token.ts) check no proof of possession.
      dPoP: { enabled: false },
      resourceIndicators: {
        enabled: true,
        // A client that names no resource gets a token for the whole API (MCP clients always name /mcp).
        defaultResource: async (_ctx, _client, oneOf) => oneOf ?? issuer,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, resource) => {
          if (!isOwnResource(resource, issuer)) throw new errors.InvalidTarget('The resource is not one of this service’s.');
          return { scope: OAUTH_SCOPES.join(' '), audience: resource, accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS, accessTokenFormat: 'opaque' };
        },
      },
    },
    // Tokens do not end with the provider's browser session; they end on expiry or revocation (keys page, /oauth/revoke).
    expiresWithSession: async () => false,
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    // The organization is chosen on every authorization: only the grant the consent page just made counts, never one
    // an earlier authorization left in the provider's session.
    loadExistingGrant: async (ctx) => {
      const grantId = ctx.oidc.result?.consent?.grantId;
      return grantId ? ctx.oidc.provider.Grant.find(grantId) : undefined;
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      RefreshToken: REFRESH_TOKEN_TTL_SECONDS,
      Grant: GRANT_TTL_SECONDS,
      Interaction: 600,
      Session: 600,
      IdToken: ACCESS_TOKEN_TTL_SECONDS,
    },
    interactions: { url: async (_ctx, interaction) => `${INTERACTION_PATH}/${interaction.uid}` },
    findAccount: async (_ctx, sub) => {
      const membership = await (await getDb()).membership.findUnique({ where: { id: sub }, select: { id: true } });
      return membership ? { accountId: membership.id, claims: async () => ({ sub: membership.id }) } : undefined;
    },
    // Browser-based MCP clients call the token endpoint cross-origin from the origin of their redirect URI.
    clientBasedCORS: (_ctx, origin, client) => (client.redirectUris ?? []).some((uri) => URL.parse(uri)?.origin === origin),
    renderError: async (ctx, out) => {
      ctx.type = 'application/json; charset=utf-8';
      ctx.body = JSON.stringify(out);
    },
  };
}

const providers = new Map<string, Provider>();
const MAX_PROVIDERS = 16;

export function providerFor(origin: string): Provider {
  let provider = providers.get(origin);
  if (!provider) {
    if (providers.size >= MAX_PROVIDERS) providers.delete(providers.keys().next().value!);
    provider = new Provider(origin, configuration(origin));
    // Koa may read X-Forwarded-Proto/-Host (for secure cookies behind a TLS proxy): the front has already rewritten
    // them to the public origin (pinRequestOrigin), whatever the client sent.
    provider.proxy = true;
    // The provider answers its own errors (renderError above); the unexpected ones are logged like the API's.
    provider.on('server_error', (_ctx: unknown, error: Error) => logger.error({ err: error }, `OAuth authorization server: ${errorMessage(error)}`));
    providers.set(origin, provider);
  }
  return provider;
}
