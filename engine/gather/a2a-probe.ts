// A2A: each interface an agent card declares is called as its binding says, without side effects (A2A 1.0 §3.1.3
// GetTask for a random task id, which no server holds): JSON-RPC (§9) must answer the task-not-found error -32001
// (§5.4), HTTP+JSON (§11) a 404 whose body is the google.rpc.Status error (§11.6). The `A2A-Version` header (§3.6.2)
// carries the version the card declares, so a server that speaks another one says so. A card that requires
// credentials has interfaces that refuse an unauthenticated call with 401 (§7.4, §3.3.2): with a challenge matching
// the declared scheme that is a live secured interface (parse/a2a-security.ts decides the match per scheme type).
import { randomUUID } from 'node:crypto';
import { SURFACE_PROBE_LIMITS } from '../config.js';
import { isOwnLimit } from '../measured.js';
import type { FetchRequest, FetchedResponse } from '../fetch/types.js';
import { looksLikeHtml } from '../parse/content-type.js';
import { cardSecurity, describeSchemes, matchingScheme, type A2aCardSecurity } from '../parse/a2a-security.js';
import { isObject } from '../parse/json-values.js';
import { parseStrictJson } from '../parse/strict-json.js';
import { resolveUrl } from '../parse/urls.js';
import { parseWwwAuthenticate } from '../parse/www-authenticate.js';
import { A2A_MEDIA_TYPE } from '../well-known.js';
import { defineOriginGatherer, type GatherContext } from './context.js';
import { responseSummary } from './probe-link.js';

export const A2A_VERSION_HEADER = 'A2A-Version';
/** A2A 1.0 §5.4 TaskNotFoundError and §5.4 VersionNotSupportedError in the JSON-RPC binding. */
const TASK_NOT_FOUND = -32001;
const VERSION_NOT_SUPPORTED = -32009;

export type A2aBinding = 'JSONRPC' | 'HTTP+JSON' | 'GRPC' | string;

/**
 * answers: the interface answered the probe as its binding says (task not found).
 * version-mismatch: it answered as A2A, but refused or named another version than the card declares.
 * absent: nothing A2A there (404/405/410 without an A2A body, or an HTML page).
 * not-a2a: something answered, but not as the binding says.
 * not-probed: a binding this audit cannot call over HTTP/1.1 (gRPC), or an interface over the budget.
 * unreachable: no HTTP answer (the site refused the connection, its name does not resolve, the network broke).
 * not-measured: no answer because of the audit's own limits (out of time, refused by its target rules; engine/measured.ts).
 * secured: 401 with a challenge matching a scheme the card requires (A2A 1.0 §7.4, §3.3.2): live, behind auth.
 * auth-unchallenged: 401 from a card that requires credentials, without a challenge matching its schemes.
 * auth-undeclared: 401 from a card that declares no security: a client reading the card cannot know how to authenticate.
 */
export type A2aInterfaceOutcome =
  | 'answers'
  | 'secured'
  | 'version-mismatch'
  | 'auth-unchallenged'
  | 'auth-undeclared'
  | 'absent'
  | 'not-a2a'
  | 'not-probed'
  | 'not-measured'
  | 'unreachable';

export interface A2aInterfaceProbe {
  url: string;
  binding: string;
  declaredVersion: string | null;
  outcome: A2aInterfaceOutcome;
  /** The request sent (method and URL), or null when nothing was sent. */
  request: string | null;
  status: number | null;
  /** The A2A-Version the server answered with, when it sent one. */
  answeredVersion: string | null;
  /** The WWW-Authenticate header of a 401 answer, else null. */
  challenge: string | null;
  /** For a 401: the schemes the card requires (`name (kind: challenge)`), or null. */
  requiredSchemes: string | null;
  /** One line of evidence: what came back. */
  evidence: string;
}

export interface A2aProbeArtifact {
  interfaces: A2aInterfaceProbe[];
}

declare module './artifacts.js' {
  interface OriginArtifacts {
    a2aProbe: A2aProbeArtifact;
  }
}

interface DeclaredInterface {
  url: string;
  binding: string;
  version: string | null;
}

/** The card's interfaces: A2A 1.0 `supportedInterfaces[]`, or a 0.3 card's top-level `url` and `preferredTransport`. */
function declaredInterfaces(card: unknown, cardUrl: string): DeclaredInterface[] {
  if (!isObject(card)) return [];
  const listed = Array.isArray(card.supportedInterfaces)
    ? card.supportedInterfaces
    : typeof card.url === 'string'
      ? [{ url: card.url, protocolBinding: card.preferredTransport ?? 'JSONRPC', protocolVersion: card.protocolVersion ?? '0.3' }]
      : [];
  const found: DeclaredInterface[] = [];
  for (const item of listed) {
    if (!isObject(item) || typeof item.url !== 'string') continue;
    const url = resolveUrl(item.url, cardUrl);
    if (!url || !/^https?:/i.test(url)) continue;
    const binding = typeof item.protocolBinding === 'string' ? item.protocolBinding.toUpperCase() : 'JSONRPC';
    const version = typeof item.protocolVersion === 'string' ? item.protocolVersion : null;
    if (!found.some((other) => other.url === url && other.binding === binding)) found.push({ url, binding, version });
  }
  return found;
}

/** 0.3 names the method `tasks/get`; 1.0 `GetTask` (A2A 1.0 §9.4). */
function isLegacyVersion(version: string | null): boolean {
  return version !== null && /^0\./.test(version);
}

function versionHeader(version: string | null): Record<string, string> {
  return version ? { [A2A_VERSION_HEADER.toLowerCase()]: version } : {};
}

/**
 * Media types per binding: JSON-RPC requests and responses are `application/json` (A2A 1.0.1 §9.1: a JSON-RPC server
 * need not parse another type); HTTP+JSON prefers `application/a2a+json` (§11.1, 1.0.1). Either answer is accepted.
 */
const JSONRPC_ACCEPT = `application/json, ${A2A_MEDIA_TYPE};q=0.9`;
const REST_ACCEPT = `${A2A_MEDIA_TYPE}, application/json;q=0.9`;

function jsonRpcRequest(target: DeclaredInterface, taskId: string): FetchRequest {
  return {
    url: target.url,
    method: 'POST',
    headers: { accept: JSONRPC_ACCEPT, 'content-type': 'application/json', ...versionHeader(target.version) },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: isLegacyVersion(target.version) ? 'tasks/get' : 'GetTask',
      params: { id: taskId },
    }),
    cap: 'json',
  };
}

function restRequest(target: DeclaredInterface, taskId: string): FetchRequest {
  const base = target.url.replace(/\/+$/, '');
  const path = isLegacyVersion(target.version) ? `/v1/tasks/${taskId}` : `/tasks/${taskId}`;
  return { url: `${base}${path}`, method: 'GET', headers: { accept: REST_ACCEPT, ...versionHeader(target.version) }, cap: 'json' };
}

function excerpt(response: FetchedResponse): string {
  const body = response.text.replace(/\s+/g, ' ').trim().slice(0, 160);
  return responseSummary(response, body ? `: ${body}` : '');
}

function errorCodeOf(value: unknown): number | null {
  if (!isObject(value) || !isObject(value.error)) return null;
  return typeof value.error.code === 'number' ? value.error.code : null;
}

function judgeJsonRpc(target: DeclaredInterface, response: FetchedResponse): A2aInterfaceOutcome {
  const json = parseStrictJson(response.body);
  const code = json.ok ? errorCodeOf(json.value) : null;
  const isRpc = json.ok && isObject(json.value) && json.value.jsonrpc === '2.0';
  if (isRpc && code === VERSION_NOT_SUPPORTED) return 'version-mismatch';
  if (isRpc && code === TASK_NOT_FOUND) return answeredOtherVersion(target, response) ? 'version-mismatch' : 'answers';
  if (!isRpc && ([404, 405, 410].includes(response.status) || looksLikeHtml(response))) return 'absent';
  return 'not-a2a';
}

/** A2A 1.0 §11.6: `{"error": {"code": 404, "status": "NOT_FOUND", "details": [{"reason": "TASK_NOT_FOUND", ...}]}}`. */
function isRestNotFound(value: unknown): boolean {
  if (!isObject(value) || !isObject(value.error)) return false;
  const error = value.error;
  const details = Array.isArray(error.details) ? error.details : [];
  return error.status === 'NOT_FOUND' || details.some((detail) => isObject(detail) && detail.reason === 'TASK_NOT_FOUND');
}

function judgeRest(target: DeclaredInterface, response: FetchedResponse): A2aInterfaceOutcome {
  const json = parseStrictJson(response.body);
  const value = json.ok ? json.value : null;
  if (response.status === 404 && isRestNotFound(value)) return answeredOtherVersion(target, response) ? 'version-mismatch' : 'answers';
  // 0.3's REST binding answered the JSON-RPC error object with the HTTP status.
  if (response.status === 404 && isLegacyVersion(target.version) && isObject(value) && value.code === TASK_NOT_FOUND) return 'answers';
  if (isObject(value) && isObject(value.error) && (value.error.reason === 'VERSION_NOT_SUPPORTED' || JSON.stringify(value.error).includes('VERSION_NOT_SUPPORTED'))) {
    return 'version-mismatch';
  }
  if ([404, 405, 410].includes(response.status) || looksLikeHtml(response)) return 'absent';
  return 'not-a2a';
}

function answeredOtherVersion(target: DeclaredInterface, response: FetchedResponse): boolean {
  const answered = response.headers[A2A_VERSION_HEADER.toLowerCase()];
  return target.version !== null && answered !== undefined && answered.trim() !== '' && answered.trim() !== target.version;
}

/**
 * A 401 to the unauthenticated probe (A2A 1.0 §7.4: the server MUST authenticate every request and SHOULD send
 * challenge information; §3.3.2: HTTP 401 for missing credentials, which SHOULD name the required scheme).
 */
function judgeUnauthorized(security: A2aCardSecurity, response: FetchedResponse): A2aInterfaceOutcome {
  if (!security.required) return 'auth-undeclared';
  const header = response.headers['www-authenticate'];
  return matchingScheme(security, header ? parseWwwAuthenticate(header) : []) ? 'secured' : 'auth-unchallenged';
}

async function probeInterface(ctx: GatherContext, target: DeclaredInterface, taskId: string, security: A2aCardSecurity): Promise<A2aInterfaceProbe> {
  const base = { url: target.url, binding: target.binding, declaredVersion: target.version, challenge: null, requiredSchemes: null };
  const request =
    target.binding === 'JSONRPC' ? jsonRpcRequest(target, taskId) : target.binding === 'HTTP+JSON' ? restRequest(target, taskId) : null;
  if (!request) {
    return { ...base, outcome: 'not-probed', request: null, status: null, answeredVersion: null, evidence: `the ${target.binding} binding is not called by this audit` };
  }
  const described = `${request.method} ${request.url}`;
  const result = await ctx.fetch(request);
  if (!result.ok) {
    const outcome = isOwnLimit(result.error) ? 'not-measured' : 'unreachable';
    return { ...base, outcome, request: described, status: null, answeredVersion: null, evidence: result.error.message };
  }
  const response = result.response;
  const unauthorized = response.status === 401;
  const outcome = unauthorized ? judgeUnauthorized(security, response) : target.binding === 'JSONRPC' ? judgeJsonRpc(target, response) : judgeRest(target, response);
  return {
    ...base,
    outcome,
    request: described,
    status: response.status,
    answeredVersion: response.headers[A2A_VERSION_HEADER.toLowerCase()] ?? null,
    challenge: unauthorized ? (response.headers['www-authenticate'] ?? null) : null,
    requiredSchemes: unauthorized && security.required ? describeSchemes(security.accepted) : null,
    evidence: excerpt(response),
  };
}

export const a2aProbeGatherer = defineOriginGatherer('a2aProbe', async (ctx) => {
  // The card's own failures are the a2a-agent-card check's to report; here they only mean nothing to call.
  const a2a = await ctx.get('a2a').catch(() => null);
  if (!a2a?.card) return { interfaces: [] };
  const declared = declaredInterfaces(a2a.card.value, a2a.card.url);
  const security = cardSecurity(a2a.card.value);
  // A task id no server holds: reading it changes nothing (GetTask is a read), and its answer is the not-found error.
  const taskId = `agentgauge-probe-${randomUUID()}`;
  const probed = await Promise.all(declared.slice(0, SURFACE_PROBE_LIMITS.a2aInterfaces).map((target) => probeInterface(ctx, target, taskId, security)));
  const skipped = declared.slice(SURFACE_PROBE_LIMITS.a2aInterfaces).map((target) => ({
    url: target.url,
    binding: target.binding,
    declaredVersion: target.version,
    outcome: 'not-probed' as const,
    request: null,
    status: null,
    answeredVersion: null,
    challenge: null,
    requiredSchemes: null,
    evidence: `over the audit's budget of ${SURFACE_PROBE_LIMITS.a2aInterfaces} interfaces`,
  }));
  return { interfaces: [...probed, ...skipped] };
});
