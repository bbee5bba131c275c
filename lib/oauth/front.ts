// The authorization server's part of the HTTP front (bin/start.ts): oidc-provider answers its own endpoints under
// /oauth/ and the RFC 8414 metadata, and the front takes the consent page's form (POST /authorize/<uid>/complete:
// the path lies under the interaction cookie's path, so the provider can check that the browser finishing it is the
// browser that started it; the user is the one signed in there). Requests reach here after pinRequestOrigin, so the
// issuer is the public origin.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';
import { OAUTH_AUTHORIZATION_SERVER_PATH, OPENID_CONFIGURATION_PATH } from '@/engine/light';
import { sessionCookieName } from '@/lib/auth/session-cookie';
import { SESSION_ID_CLAIM, liveSessionUserId, sessionTokenOf } from '@/lib/auth/user-sessions';
import { escapeHtml, frontError } from '@/lib/http/error-page';
import { getDb } from '@/lib/db';
import { callerAddress } from '@/lib/net/client-ip';
import { readNodeBody } from '@/lib/net/body';
import { ApiError, type ApiErrorCode } from '@/lib/errors/api-errors';
import { translateError } from '@/lib/http/translate-error';
import { consumeWindow } from '@/lib/rate-limit/fixed-window';
import { oauthRegistrationLimit } from '@/lib/rate-limit/policy';
import { decideAuthorization, type AuthorizationDecision } from '@/lib/services/decide-authorization';
import { COMPLETE_PATH, INTERACTION_PATH, OAUTH_PATH_PREFIX, REGISTRATION_PATH } from './paths';
import { providerFor } from './provider';
import { deleteSessionByUid } from '@/lib/auth/oauth-records';
import { RegistrationRefused, screenRegistration } from './registration';
import { isOAuthScope } from '@/lib/auth/oauth-scopes';

export async function handleOAuthRequest(request: IncomingMessage, response: ServerResponse, origin: string): Promise<void> {
  const provider = providerFor(origin);
  const url = new URL(request.url ?? '/', origin);
  const complete = COMPLETE_PATH.exec(url.pathname);
  try {
    if (complete) return await completeInteraction(request, response, origin, complete[1]!);
    // RFC 8414 §3: the same document as OpenID Connect discovery, at the OAuth well-known path.
    if (url.pathname === OAUTH_AUTHORIZATION_SERVER_PATH) request.url = `${OPENID_CONFIGURATION_PATH}${url.search}`;
    if (url.pathname === REGISTRATION_PATH && request.method === 'POST') {
      // What the client asks for first: a refused registration spends nothing of the address's allowance.
      await screenRegistration(request);
      await consumeWindow(
        { scope: 'oauth-register:caller', subject: callerAddress(request), ...oauthRegistrationLimit() },
        'Too many client registrations from this address; retry after the number of seconds in Retry-After.',
      );
    }
    await handlerOf(provider)(request, response);
  } catch (error) {
    if (error instanceof RegistrationRefused && !response.headersSent) {
      response.writeHead(400, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      return void response.end(JSON.stringify(error.body));
    }
    // The one error table, as the API answers (a database outage is 503 with Retry-After).
    const apiError = translateError(error);
    if (response.headersSent) return;
    const retryAfter: Record<string, string> = apiError.retryAfter === undefined ? {} : { 'retry-after': String(apiError.retryAfter) };
    sendError(response, apiError.code, apiError.message, retryAfter);
  }
}

type NodeHandler = ReturnType<Provider['callback']>;
const handlers = new WeakMap<Provider, NodeHandler>();

/** The provider's Node handler, composed once per provider rather than per request. */
function handlerOf(provider: Provider): NodeHandler {
  let handler = handlers.get(provider);
  if (!handler) {
    handler = provider.callback();
    handlers.set(provider, handler);
  }
  return handler;
}

/** The consent form's POST: the browser that started the interaction, signed in, approves or denies. */
async function completeInteraction(request: IncomingMessage, response: ServerResponse, origin: string, uid: string): Promise<void> {
  const consentPage = `${INTERACTION_PATH}/${uid}`;
  if (request.method !== 'POST') {
    return sendError(response, 'method-not-allowed', 'Submit the consent form with POST.', { allow: 'POST' });
  }
  // A form from another site carries neither SameSite=Lax cookie below; a browser that says so is refused outright.
  const requestOrigin = request.headers.origin;
  if (requestOrigin !== undefined && requestOrigin !== origin) {
    return sendError(response, 'forbidden', 'The consent form can only be submitted from this site.');
  }
  const provider = providerFor(origin);
  const interaction = await provider.interactionDetails(request, response).catch(() => null);
  if (!interaction || interaction.uid !== uid) {
    return sendError(response, 'bad-request', 'This authorization request has expired or was started in another browser; start again from your assistant.');
  }
  const userId = await sessionUserId(request);
  if (!userId) return redirect(response, consentPage);
  const form = new URLSearchParams(await readNodeBody(request));
  let decision: AuthorizationDecision;
  try {
    decision = await decideAuthorization(userId, uid, {
      decision: form.get('decision'),
      organizationId: form.get('organizationId') ?? undefined,
      scopes: form.getAll('scope'),
    });
  } catch (error) {
    if (error instanceof ApiError) return redirect(response, `${consentPage}?error=${encodeURIComponent(error.message)}`);
    throw error;
  }
  if (!decision.approved) {
    const denied = { error: 'access_denied', error_description: 'The user denied the request.' };
    return continueTo(response, await provider.interactionResult(request, response, denied, { mergeWithLastSubmission: false }));
  }
  await forgetOtherAccount(interaction, decision.membershipId);
  // Every scope asked for is settled: ours as the user decided (the rest rejected), OpenID's as asked.
  const grant = new provider.Grant({ accountId: decision.membershipId, clientId: String(interaction.params.client_id) });
  const requested = String(interaction.params.scope ?? '').split(' ').filter(Boolean);
  const refused = requested.filter((scope) => isOAuthScope(scope) && !decision.scopes.includes(scope));
  for (const resource of [interaction.params.resource ?? origin].flat()) {
    grant.addResourceScope(String(resource), decision.scopes.join(' '));
    if (refused.length > 0) grant.rejectResourceScope(String(resource), refused.join(' '));
  }
  // The provider lists our scopes among its own (so its metadata's scopes_supported names them) and therefore also
  // expects them settled at the grant's OpenID level.
  const oidcScopes = requested.filter((scope) => scope === 'openid' || scope === 'offline_access' || decision.scopes.includes(scope as never));
  if (oidcScopes.length > 0) grant.addOIDCScope(oidcScopes.join(' '));
  if (refused.length > 0) grant.rejectOIDCScope(refused.join(' '));
  const grantId = await grant.save();
  const result = { login: { accountId: decision.membershipId }, consent: { grantId } };
  continueTo(response, await provider.interactionResult(request, response, result, { mergeWithLastSubmission: false }));
}

/**
 * The provider's login session belongs to one account, a membership here. Approving for another organization than
 * the session's starts a fresh session; the provider would otherwise ask for a logout first, which this service does
 * not offer (the user's own session is next-auth's).
 */
async function forgetOtherAccount(interaction: Interaction, membershipId: string): Promise<void> {
  const previous = interaction.session;
  if (!previous?.accountId || previous.accountId === membershipId) return;
  await deleteSessionByUid(await getDb(), previous.uid);
  delete (interaction as { session?: unknown }).session;
  await interaction.save(interaction.exp - Math.floor(Date.now() / 1000));
}

/**
 * Back to the provider, which sends the browser on to the client's redirect URI. Not as a redirect of the form's
 * POST: browsers apply the page's CSP form-action 'self' to every redirect of a form submission, and the client's
 * redirect URI is another origin. A page that refreshes to it is a navigation of its own.
 */
function continueTo(response: ServerResponse, returnTo: string): void {
  const href = escapeHtml(returnTo);
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${href}">` +
      `<title>Returning to the application</title></head><body><main><p><a href="${href}">Continue</a></p></main></body></html>`,
  );
}

/** The user id of the browser's dashboard session while that session is live (not signed out), or null. */
async function sessionUserId(request: IncomingMessage): Promise<string | null> {
  const name = sessionCookieName();
  const cookie = (request.headers.cookie ?? '').split(/;\s*/).find((part) => part.startsWith(`${name}=`));
  const token = await sessionTokenOf(cookie === undefined ? undefined : decodeURIComponent(cookie.slice(name.length + 1)));
  return liveSessionUserId(await getDb(), token?.[SESSION_ID_CLAIM], token?.sub);
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { location, 'cache-control': 'no-store' });
  response.end();
}

/** The error table's answer, as JSON on every path here (the consent form's POST answers like the rest of the server). */
function sendError(response: ServerResponse, code: ApiErrorCode, message: string, headers: Record<string, string> = {}): void {
  const answer = frontError(OAUTH_PATH_PREFIX, code, message, headers);
  response.writeHead(answer.status, answer.headers);
  response.end(answer.body);
}
