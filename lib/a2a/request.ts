// The /a2a endpoint: A2A 1.0's JSON-RPC binding (§9) in front of the official SDK's request handler. Here, what the
// SDK leaves to the transport or gets wrong for 1.0: the byte cap of the REST API, -32700 for a body that is not
// JSON, -32600 for a malformed envelope, -32601 for an unknown method, -32602 with the failing fields, the version
// service parameter (§3.6.2: none means 0.3, which this agent does not speak) and -32004 for streaming. Every answer
// is a JSON-RPC response; nothing a client sends yields a 500.
import { AgentCard } from '@a2a-js/sdk';
import { DefaultRequestHandler, JsonRpcTransportHandler, ServerCallContext } from '@a2a-js/sdk/server';
import type { z } from 'zod';
import { JSON_BODY_LIMIT_BYTES, readJsonBody } from '@/lib/net/body';
import { clientIp } from '@/lib/net/client-ip';
import { ApiError } from '@/lib/errors/api-errors';
import { publicOrigin } from '@/lib/net/public-origin';
import { NO_STORE, jsonResponse } from '@/lib/http/respond';
import { logger } from '@/lib/observability/logger';
import { A2A_PROTOCOL_VERSION, agentCard } from './card';
import { CALLER_STATE_KEY, agentGaugeExecutor, type A2aCaller } from './executor';
import { A2A_METHODS, JsonRpcEnvelope, METHOD_PARAMS, STREAMING_METHODS } from './schemas';
import { DatabaseTaskStore } from './task-store';

export const A2A_VERSION_HEADER = 'A2A-Version';
/** An absent version is 0.3 (A2A 1.0 §3.6.2). */
const ABSENT_VERSION = '0.3';
const ERROR_INFO = 'type.googleapis.com/google.rpc.ErrorInfo';
const BAD_REQUEST = 'type.googleapis.com/google.rpc.BadRequest';
const A2A_DOMAIN = 'a2a-protocol.org';

const STATE = Symbol.for('agentgauge.a2a');
type State = { store: DatabaseTaskStore; transports: Map<string, JsonRpcTransportHandler> };
const globalState = globalThis as typeof globalThis & { [STATE]?: State };
// On globalThis: Next can load this module twice in one process; one set of handlers is enough (tasks are in the database).
const state: State = (globalState[STATE] ??= { store: new DatabaseTaskStore(), transports: new Map() });

/** Origins a trusted proxy may name are the proxy's word, not ours to count: keep handlers for a few. */
const MAX_TRANSPORTS = 8;

/** One SDK handler per public origin (the card it is given carries absolute URLs); all share the task store. */
function transportFor(origin: string): JsonRpcTransportHandler {
  let transport = state.transports.get(origin);
  if (!transport) {
    const card = AgentCard.fromJSON(agentCard(origin));
    transport = new JsonRpcTransportHandler(new DefaultRequestHandler(card, state.store, agentGaugeExecutor));
    if (state.transports.size >= MAX_TRANSPORTS) state.transports.delete(state.transports.keys().next().value!);
    state.transports.set(origin, transport);
  }
  return transport;
}

type RpcId = string | number | null;

function rpcError(id: RpcId, code: number, message: string, reason: string, extra: object[] = [], status = 200): Response {
  const data = [{ '@type': ERROR_INFO, reason, domain: A2A_DOMAIN }, ...extra];
  return jsonResponse({ jsonrpc: '2.0', id, error: { code, message, data } }, { status, headers: { 'cache-control': NO_STORE } });
}

function fieldViolations(error: z.ZodError): object {
  return {
    '@type': BAD_REQUEST,
    fieldViolations: error.issues.slice(0, 10).map((issue) => ({ field: ['params', ...issue.path].join('.'), description: issue.message })),
  };
}

function idOf(body: unknown): RpcId {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  const id = (body as { id?: unknown }).id;
  return typeof id === 'string' || (typeof id === 'number' && Number.isInteger(id)) ? id : null;
}

async function readBody(request: Request): Promise<{ body: unknown } | { refused: Response }> {
  try {
    return { body: await readJsonBody(request, JSON_BODY_LIMIT_BYTES) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === 'invalid-json') return { refused: rpcError(null, -32700, 'Invalid JSON payload: the body is not valid JSON.', 'PARSE_ERROR') };
    if (error.code === 'body-too-large') return { refused: rpcError(null, -32600, error.message, 'REQUEST_TOO_LARGE', [], 413) };
    // Valid JSON nested past the limit every body has (lib/net/body.ts): invalid params, never walked.
    if (error.code === 'invalid-body') return { refused: rpcError(null, -32602, error.message, 'INVALID_PARAMS') };
    return { refused: rpcError(null, -32600, 'Send the request as JSON with Content-Type: application/json.', 'INVALID_REQUEST', [], 415) };
  }
}

function requestedVersion(request: Request): string {
  return request.headers.get(A2A_VERSION_HEADER) || new URL(request.url).searchParams.get(A2A_VERSION_HEADER) || ABSENT_VERSION;
}

export async function handleA2aRequest(request: Request): Promise<Response> {
  let id: RpcId = null;
  try {
    const read = await readBody(request);
    if ('refused' in read) return read.refused;
    id = idOf(read.body);
    const envelope = JsonRpcEnvelope.safeParse(read.body);
    if (!envelope.success) {
      const message = Array.isArray(read.body)
        ? 'Batch requests are not supported; send one JSON-RPC request per HTTP request.'
        : 'Request payload validation error: send {"jsonrpc": "2.0", "id", "method", "params"}.';
      return rpcError(id, -32600, message, 'INVALID_REQUEST');
    }
    const { method, params } = envelope.data;
    if (!(A2A_METHODS as readonly string[]).includes(method)) {
      return rpcError(id, -32601, `Method not found: ${method}. This agent speaks A2A ${A2A_PROTOCOL_VERSION} (SendMessage, GetTask, …).`, 'METHOD_NOT_FOUND');
    }
    const version = requestedVersion(request);
    if (version !== A2A_PROTOCOL_VERSION) {
      return rpcError(id, -32009, `A2A version ${version} is not supported; send the header ${A2A_VERSION_HEADER}: ${A2A_PROTOCOL_VERSION}.`, 'VERSION_NOT_SUPPORTED');
    }
    if (STREAMING_METHODS.has(method)) {
      return rpcError(id, -32004, `${method} needs streaming, which this agent does not offer (capabilities.streaming is false); use SendMessage and GetTask.`, 'UNSUPPORTED_OPERATION');
    }
    const schema = METHOD_PARAMS[method as keyof typeof METHOD_PARAMS];
    const checked = schema?.safeParse(params ?? {});
    if (checked && !checked.success) return rpcError(id, -32602, 'Invalid parameters.', 'INVALID_PARAMS', [fieldViolations(checked.error)]);

    const followUp = method === 'SendMessage' ? await refuseFollowUp(id, params) : null;
    if (followUp) return followUp;

    const origin = publicOrigin(request);
    const caller: A2aCaller = { clientIp: clientIp(request), origin };
    const context = new ServerCallContext({ requestedVersion: version, state: new Map<string, unknown>([[CALLER_STATE_KEY, caller]]) });
    const answer = await transportFor(origin).handle({ ...envelope.data, params: params ?? {} }, context);
    return jsonResponse(answer, { headers: { 'cache-control': NO_STORE } });
  } catch (error) {
    logger.error({ err: error }, 'A2A endpoint: unexpected error');
    return rpcError(id, -32603, 'Internal error.', 'INTERNAL_ERROR');
  }
}

/**
 * Every task of this agent answers one message and never asks for input, so a message naming an existing task is
 * refused (-32004) before the SDK would append it and run the skill again, replacing the task's result. A task the
 * caller cannot name (not its own, expired, unknown) is TaskNotFoundError (-32001), as for GetTask.
 */
async function refuseFollowUp(id: RpcId, params: Record<string, unknown> | undefined): Promise<Response | null> {
  const message = params?.message as { taskId?: unknown } | undefined;
  const taskId = typeof message?.taskId === 'string' ? message.taskId : '';
  if (!taskId) return null;
  if (!(await state.store.load(taskId))) return rpcError(id, -32001, `Task not found: ${taskId}`, 'TASK_NOT_FOUND');
  return rpcError(id, -32004, `Task ${taskId} takes no further messages: each task of this agent answers one request. Send a new message without taskId.`, 'UNSUPPORTED_OPERATION');
}

/** The binding is POST only (A2A 1.0 §9.1); the card at /.well-known/agent-card.json says how to call it. */
export function refuseNonPost(): Response {
  return jsonResponse(
    { error: 'method-not-allowed', message: 'Send A2A JSON-RPC requests with POST; the agent card is at /.well-known/agent-card.json.' },
    { status: 405, headers: { allow: 'POST', 'cache-control': NO_STORE } },
  );
}
