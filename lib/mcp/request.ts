// The /mcp endpoint: Streamable HTTP for both eras from the official SDK's createMcpHandler, which answers 2026-07-28
// requests (server/discover, per-request _meta, MCP-Protocol-Version) and 2025-era ones (initialize, stateless)
// from the same server factory. In front of it, what the REST API does too: Origin validation, the bearer check,
// a byte cap on the body, and the same error bodies for refusals at the HTTP level.
// Why the SDK v2 (@modelcontextprotocol/server 2.x): it implements 2026-07-28 and keeps serving the 2025 revisions
// from the same factory; the v1 @modelcontextprotocol/sdk (1.32) knows only the 2025 revisions (no server/discover).
import { createMcpHandler, localhostAllowedOrigins, originValidationResponse, ProtocolError } from '@modelcontextprotocol/server';
import { isJsonContentType, readJsonBody } from '@/lib/net/body';
import { ApiError } from '@/lib/errors/api-errors';
import { allowedBrowserOriginHostnames, publicOrigin } from '@/lib/net/public-origin';
import { NO_STORE, errorResponse, jsonResponse } from '@/lib/http/respond';
import { translateError } from '@/lib/http/translate-error';
import { logger } from '@/lib/observability/logger';
import { challengeFor } from '@/lib/auth/oauth-resources';
import { authenticateMcpRequest, requireOrganization } from './authenticate';
import { ORGANIZATION_RESOURCE_PREFIX } from './resources';
import { FIX_MY_SITE } from './prompts';
import { authInfoOf, scopeOf } from './scope';
import { createMcpServer } from './server';
import { ORGANIZATION_TOOL_NAMES } from './tools';

/** One JSON-RPC message with its _meta envelope; a tool's arguments are capped at the REST body limit separately. */
export const MCP_MESSAGE_LIMIT_BYTES = 16 * 1024;

const handler = createMcpHandler((context) => createMcpServer(scopeOf(context.authInfo, context.requestInfo)), {
  legacy: 'stateless',
  maxRequestBodySize: MCP_MESSAGE_LIMIT_BYTES,
  onerror: reportUnexpected,
});

/** The SDK reports every refused request here too; those are the client's mistakes, answered in the response. */
function reportUnexpected(error: Error): void {
  if (error instanceof ProtocolError || /^(Rejected|Unsupported Media Type)/.test(error.message)) return;
  logger.error({ err: error }, `MCP endpoint: ${error.message}`);
}


/** Whether a message (or a 2025-era batch of them, one level) reads or changes an organization's data. */
function needsOrganization(message: unknown): boolean {
  if (Array.isArray(message)) return message.some(needsOrganizationOne);
  return needsOrganizationOne(message);
}

function needsOrganizationOne(message: unknown): boolean {
  if (message === null || typeof message !== 'object' || Array.isArray(message)) return false;
  const { method, params } = message as { method?: unknown; params?: Record<string, unknown> };
  switch (method) {
    case 'tools/call':
      return ORGANIZATION_TOOL_NAMES.has(String(params?.name));
    case 'resources/read':
      return String(params?.uri).startsWith(ORGANIZATION_RESOURCE_PREFIX);
    case 'prompts/get':
      return params?.name === FIX_MY_SITE;
    default:
      return false;
  }
}

/** The message, when it is JSON the SDK can be given parsed; anything else is left for the SDK to answer. */
async function readMessage(request: Request): Promise<unknown> {
  if (request.method !== 'POST' || !isJsonContentType(request.headers.get('content-type'))) return undefined;
  try {
    return await readJsonBody(request.clone(), MCP_MESSAGE_LIMIT_BYTES);
  } catch (error) {
    if (error instanceof ApiError && (error.code === 'body-too-large' || error.code === 'invalid-body')) throw error;
    return undefined;
  }
}

/**
 * JSON nested past the limit is valid JSON this server will not walk: HTTP 400 with JSON-RPC's invalid params
 * (-32602), id unknown (JSON-RPC 2.0 §5), and the REST body's code and message in `data`.
 */
function tooDeepAnswer(error: ApiError): Response {
  const body = { jsonrpc: '2.0', id: null, error: { code: -32602, message: error.message, data: { error: error.code, message: error.message } } };
  return jsonResponse(body, { status: 400, headers: { 'cache-control': NO_STORE } });
}

export async function handleMcpRequest(request: Request): Promise<Response> {
  try {
    // DNS-rebinding protection (2026-07-28 basic/transports/streamable-http §Security: servers MUST validate Origin
    // and answer 403 to an invalid one): our public host under the origin rule, else loopback only. The Host header
    // is no help: a rebinding attacker controls both.
    const refused = originValidationResponse(request, allowedBrowserOriginHostnames(request, localhostAllowedOrigins()));
    if (refused) return refused;
    const authorization = request.headers.get('authorization');
    const caller = await authenticateMcpRequest(authorization, publicOrigin(request));
    let message: unknown;
    try {
      message = await readMessage(request);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invalid-body') return tooDeepAnswer(error);
      throw error;
    }
    // MCP authorization: a request that needs credentials and has none answers HTTP 401 with a Bearer challenge naming
    // the resource metadata (2026-07-28 basic/authorization §Authorization Server Discovery), so a client can sign in
    // or send its key (the REST API's own 401 body); anonymous tools never get here.
    if (caller.kind === 'anonymous' && needsOrganization(message)) await requireOrganization(caller);
    const authInfo = authInfoOf(caller, authorization);
    return await handler.fetch(request, { ...(authInfo ? { authInfo } : {}), ...(message === undefined ? {} : { parsedBody: message }) });
  } catch (error) {
    const apiError = translateError(error);
    const challenge = challengeFor(apiError, 'mcp', publicOrigin(request), request.headers.has('authorization'));
    return errorResponse(apiError, { 'cache-control': NO_STORE, ...challenge });
  }
}
