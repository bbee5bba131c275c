// The OAuth chain an MCP client walks after discovery, walked the same way but never to a token: the authorization
// server's jwks_uri must be a JWK Set (RFC 7517 §5), its authorization_endpoint must answer a PKCE S256 request
// (RFC 7636 §4.3) for a client it does not know with a page or an RFC 6749 §4.1.2.1 error (never 404 or 5xx), and its
// token_endpoint must answer an authorization code no one issued with RFC 6749 §5.2 error JSON. Registration
// (dynamic, or client ID metadata documents) is read from the metadata only: registering would leave a client behind.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FetchedResponse } from '../fetch/types.js';
import { looksLikeHtml } from '../parse/content-type.js';
import { isObject } from '../parse/json-values.js';
import { discoveryDocument, validateAuthServerMetadata } from '../parse/oauth-metadata.js';
import { parseStrictJson } from '../parse/strict-json.js';
import { describeLeaks, leakingKeys } from '../parse/jwk-hygiene.js';
import { resolveUrl } from '../parse/urls.js';
import { SURFACE_PROBE_LIMITS } from '../config.js';
import { isOwnLimit } from '../measured.js';
import { defineOriginGatherer, type GatherContext } from './context.js';
import { fetchJsonDocument } from './json-document.js';
import type { AuthServerDocument } from './oauth.js';
import { responseSummary } from './probe-link.js';

/** RFC 6749 §5.2 error codes (and RFC 6749 §4.1.2.1's, which an authorization endpoint may answer with). */
const RFC6749_ERRORS = new Set([
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unauthorized_client',
  'unsupported_grant_type',
  'invalid_scope',
  'access_denied',
  'unsupported_response_type',
  'server_error',
  'temporarily_unavailable',
]);

export interface ChainStep {
  /** The URL the metadata names, or null when it names none. */
  url: string | null;
  ok: boolean;
  /** What came back, in one line (status, type, error code), or why the step could not run. */
  evidence: string;
  /** No HTTP answer at all (timeout, refused target, network). */
  unreachable: boolean;
  /** No answer because of the audit's own limits (out of time, refused by its rules): not measured (engine/measured.ts). */
  notMeasured?: boolean;
}

export interface OAuthChain {
  /** The metadata document whose endpoints were called. */
  documentUrl: string;
  issuer: string;
  /** code_challenge_methods_supported includes S256: the chain's last link (MCP clients refuse a server without it). */
  pkceS256: boolean;
  jwks: ChainStep;
  authorization: ChainStep;
  token: ChainStep;
  /** How clients register, as the metadata says (never exercised). */
  registration: { dynamic: string | null; clientIdMetadataDocuments: boolean };
}

/**
 * `walked`: its usable metadata documents' chains are in `chains`; `no-metadata`: none of its documents is usable, so
 * no chain starts there; `not-walked`: beyond SURFACE_PROBE_LIMITS.oauthAuthorizationServers.
 */
export type ChainServerState = 'walked' | 'no-metadata' | 'not-walked';

export interface OAuthChainArtifact {
  /** Every authorization server a chain could start at, in order: the origin, then those protected resources name. */
  servers: Array<{ issuer: string; state: ChainServerState }>;
  chains: OAuthChain[];
  /** The metadata document oauth-discovery judges: the chain walked from it is scored there (helpers/oauth-chain.ts). */
  discoveryDocumentUrl: string | null;
}

declare module './artifacts.js' {
  interface OriginArtifacts {
    oauthChain: OAuthChainArtifact;
  }
}

/** Where the probe says it would be sent back: a reserved name (RFC 2606) that can never resolve. */
const PROBE_REDIRECT_URI = 'https://agentgauge-probe.invalid/callback';

function base64url(bytes: Buffer): string {
  return bytes.toString('base64url');
}

async function jwksStep(ctx: GatherContext, url: string | null): Promise<ChainStep> {
  if (!url) return { url, ok: false, evidence: 'the metadata names no jwks_uri', unreachable: false, notMeasured: false };
  const document = await fetchJsonDocument(ctx, url, { accept: 'application/jwk-set+json, application/json;q=0.9' });
  if (document.kind === 'error') return { url, ok: false, evidence: document.failure.message, unreachable: true, notMeasured: isOwnLimit(document.failure) };
  if (document.kind !== 'ok') {
    const status = document.file.response?.status;
    return { url, ok: false, evidence: `not a JSON document (${document.kind}${status ? `, HTTP ${status}` : ''})`, unreachable: false, notMeasured: false };
  }
  const keys = isObject(document.value) && Array.isArray(document.value.keys) ? document.value.keys : null;
  if (!keys) return { url, ok: false, evidence: 'the document has no "keys" array (RFC 7517 §5)', unreachable: false, notMeasured: false };
  if (keys.length === 0) return { url, ok: false, evidence: 'the "keys" array is empty: no key verifies a token', unreachable: false, notMeasured: false };
  const malformed = keys.filter((key) => !isObject(key) || typeof key.kty !== 'string').length;
  if (malformed > 0) return { url, ok: false, evidence: `${malformed} of ${keys.length} keys have no "kty" (RFC 7517 §4.1)`, unreachable: false, notMeasured: false };
  // Named by kid or place, the members by name, never their values (issue 62 point 4).
  const leaks = leakingKeys(keys);
  if (leaks.length > 0) return { url, ok: false, evidence: `private key material is published: ${describeLeaks(leaks)} (rotate those keys: anyone can sign with them)`, unreachable: false, notMeasured: false };
  return { url, ok: true, evidence: `${responseSummary(document.response)}, ${keys.length} key(s)`, unreachable: false, notMeasured: false };
}

function errorCodeIn(response: FetchedResponse): string | null {
  const json = parseStrictJson(response.body);
  return json.ok && isObject(json.value) && typeof json.value.error === 'string' ? json.value.error : null;
}

/**
 * One made-up client per audit: a client id no server has registered, a PKCE verifier and a code no one issued. The
 * same for every chain, so two metadata documents naming the same endpoints cost one request each.
 */
interface ProbeClient {
  clientId: string;
  verifier: string;
  state: string;
  code: string;
}

function probeClient(): ProbeClient {
  return { clientId: `agentgauge-probe-${randomUUID()}`, verifier: base64url(randomBytes(32)), state: randomUUID(), code: `agentgauge-probe-${randomUUID()}` };
}

async function authorizationStep(ctx: GatherContext, url: string | null, client: ProbeClient): Promise<ChainStep> {
  if (!url) return { url, ok: false, evidence: 'the metadata names no authorization_endpoint', unreachable: false, notMeasured: false };
  const request = new URL(url);
  for (const [name, value] of Object.entries({
    response_type: 'code',
    client_id: client.clientId,
    redirect_uri: PROBE_REDIRECT_URI,
    code_challenge: base64url(createHash('sha256').update(client.verifier).digest()),
    code_challenge_method: 'S256',
    state: client.state,
  })) request.searchParams.set(name, value);
  // Not followed: where the server sends a browser (its login page, or an error back to a redirect URI) is the answer.
  const result = await ctx.fetch({ url: request.href, cap: 'html', maxRedirects: 0, headers: { accept: 'text/html, application/json;q=0.9' } });
  if (!result.ok) return { url, ok: false, evidence: result.error.message, unreachable: true, notMeasured: isOwnLimit(result.error) };
  const response = result.response;
  if (response.status === 404 || response.status >= 500) return { url, ok: false, evidence: responseSummary(response), unreachable: false, notMeasured: false };
  if (response.status >= 300 && response.status < 400) {
    return { url, ok: true, evidence: responseSummary(response, `, redirects to ${response.headers.location ?? '(no Location)'}`), unreachable: false, notMeasured: false };
  }
  const error = errorCodeIn(response);
  if (error !== null) return { url, ok: RFC6749_ERRORS.has(error), evidence: responseSummary(response, `, error "${error}"`), unreachable: false, notMeasured: false };
  if (looksLikeHtml(response) && response.status !== 405) return { url, ok: true, evidence: responseSummary(response, ', a page'), unreachable: false, notMeasured: false };
  return { url, ok: false, evidence: responseSummary(response, ', neither a page nor an RFC 6749 error'), unreachable: false, notMeasured: false };
}

async function tokenStep(ctx: GatherContext, url: string | null, client: ProbeClient): Promise<ChainStep> {
  if (!url) return { url, ok: false, evidence: 'the metadata names no token_endpoint', unreachable: false, notMeasured: false };
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: client.code,
    redirect_uri: PROBE_REDIRECT_URI,
    client_id: client.clientId,
    code_verifier: client.verifier,
  }).toString();
  const result = await ctx.fetch({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body,
    cap: 'json',
    maxRedirects: 0,
  });
  if (!result.ok) return { url, ok: false, evidence: result.error.message, unreachable: true, notMeasured: isOwnLimit(result.error) };
  const response = result.response;
  const error = errorCodeIn(response);
  // RFC 6749 §5.2: 400 (401 for a failed client authentication), application/json, an "error" from the list.
  const json = response.contentType === 'application/json' || response.contentType.endsWith('+json');
  const ok = (response.status === 400 || response.status === 401) && json && error !== null && RFC6749_ERRORS.has(error);
  return { url, ok, evidence: responseSummary(response, error ? `, error "${error}"` : ', no RFC 6749 "error" member'), unreachable: false, notMeasured: false };
}

type UsableDocument = AuthServerDocument & { document: { kind: 'ok'; value: unknown } };

function usable(entry: AuthServerDocument): entry is UsableDocument {
  return entry.document.kind === 'ok' && validateAuthServerMetadata(entry.document.value, entry.expectedIssuer, entry.kind).usable;
}

function chainFor(ctx: GatherContext, entry: UsableDocument, client: ProbeClient): Promise<OAuthChain> {
  const metadata = entry.document.value as Record<string, unknown>;
  const endpoint = (name: string) => (typeof metadata[name] === 'string' ? resolveUrl(metadata[name], entry.document.url) : null);
  return Promise.all([
    jwksStep(ctx, endpoint('jwks_uri')),
    authorizationStep(ctx, endpoint('authorization_endpoint'), client),
    tokenStep(ctx, endpoint('token_endpoint'), client),
  ]).then(([jwks, authorization, token]) => ({
    documentUrl: entry.document.url,
    issuer: entry.expectedIssuer,
    pkceS256: Array.isArray(metadata.code_challenge_methods_supported) && metadata.code_challenge_methods_supported.includes('S256'),
    jwks,
    authorization,
    token,
    registration: {
      dynamic: endpoint('registration_endpoint'),
      clientIdMetadataDocuments: metadata.client_id_metadata_document_supported === true,
    },
  }));
}

export const oauthChainGatherer = defineOriginGatherer('oauthChain', async (ctx) => {
  // Discovery failures are oauth-discovery's to report; here they only mean no chain to walk.
  const server = await ctx.get('oauthServer').catch(() => null);
  if (!server) return { servers: [], chains: [], discoveryDocumentUrl: null };
  const judged = discoveryDocument(server);
  const candidates = [{ issuer: ctx.origin, documents: server.documents }, ...server.fromResource];
  // The server oauth-discovery judges first, so its chain is always within the budget; then the origin, then the
  // servers protected resource metadata names.
  const issuers = new Set([...(judged ? [judged.expectedIssuer] : []), ...candidates.map((item) => item.issuer)]);
  const servers: OAuthChainArtifact['servers'] = [];
  const walked = new Map<string, UsableDocument>();
  for (const issuer of issuers) {
    const documents = candidates.filter((item) => item.issuer === issuer).flatMap((item) => item.documents).filter(usable);
    const withinBudget = servers.filter((item) => item.state === 'walked').length < SURFACE_PROBE_LIMITS.oauthAuthorizationServers;
    const state: ChainServerState = documents.length === 0 ? 'no-metadata' : withinBudget ? 'walked' : 'not-walked';
    servers.push({ issuer, state });
    if (state === 'walked') for (const entry of documents) if (!walked.has(entry.document.url)) walked.set(entry.document.url, entry);
  }
  // No chain to walk, no client to make (making one reads node:crypto, which most audits then never load).
  if (walked.size === 0) return { servers, chains: [], discoveryDocumentUrl: judged?.document.url ?? null };
  // Every usable document of a walked server gets its chain: one made-up client for the whole audit, so documents
  // naming the same endpoints send each request once (the fetcher memoizes identical requests).
  const client = probeClient();
  const chains = await Promise.all([...walked.values()].map((entry) => chainFor(ctx, entry, client)));
  return { servers, chains, discoveryDocumentUrl: judged?.document.url ?? null };
});
