// Route wrappers: a route file is one call, authenticate → parse → one service → serialize with the schema.
import type { z } from 'zod';
import { authorizeScope } from '@/lib/auth/authorize';
import type { OperationSpec } from '@/lib/openapi/define-operation';
import { challengeFor } from '@/lib/auth/oauth-resources';
import { authenticateBearer, type BearerContext } from '@/lib/services/authenticate-bearer';
import { readJsonBody, refuseBody } from '@/lib/net/body';
import type { BodyCache, SerializedBody } from '@/lib/net/body-cache';
import { clientIp } from '@/lib/net/client-ip';
import { publicOrigin } from '@/lib/net/public-origin';
import { rawQueryOf } from './raw-query';
import { matchesIfNoneMatch, strongEtag } from './etag';
import { ApiError } from '@/lib/errors/api-errors';
import { NO_STORE, errorResponse } from './respond';
import { translateError } from './translate-error';
import { parseInput, queryObject } from '@/lib/net/validate';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteInput<P, Q, B> {
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  request: Request;
  /** The caller's IP address (for per-caller limits). */
  clientIp: string;
}

export interface PrivateRouteInput<P, Q, B> extends RouteInput<P, Q, B> {
  auth: BearerContext;
}

/** Next's second route-handler argument. */
interface RouteContext {
  params: Promise<Record<string, string | string[] | undefined>>;
}

export type RouteHandler = (request: Request, context: RouteContext) => Promise<Response>;

/** Keeps the serialized response of a public read; the service that writes the resource invalidates the key. */
export interface CachedBodies<P, Q, B> {
  store: BodyCache;
  /** The canonical resource name, from validated input only. */
  key: (input: RouteInput<P, Q, B>) => string;
}

export function publicRoute<P extends z.ZodType | undefined, Q extends z.ZodType | undefined, B extends z.ZodType | undefined, R extends z.ZodType>(
  operation: OperationSpec<P, Q, B, R>,
  handler: (input: RouteInput<P, Q, B>) => Promise<z.input<R>>,
  cache?: CachedBodies<P, Q, B>,
  options: PrivateRouteOptions = {},
): RouteHandler {
  if (operation.auth !== 'public') throw new Error(`${operation.operationId} needs withApiKey, not publicRoute.`);
  return async (request, context) => {
    const cacheControl = operation.cacheControl ?? NO_STORE;
    try {
      const input = await parseRequest(operation, request, context, options.ownBody === true);
      const serialized = cache
        ? await cache.store.get(cache.key(input), async () => serializeBody(operation, await handler(input)))
        : serializeBody(operation, await handler(input));
      return respond(operation, request, serialized, cacheControl);
    } catch (error) {
      return errorResponse(translateError(error), { 'cache-control': NO_STORE });
    }
  };
}

/**
 * How a route reads its input: `ownBody` leaves the body to the handler (an upload in several media types, a signed
 * deploy notification whose raw bytes are verified).
 */
export interface PrivateRouteOptions {
  ownBody?: boolean;
}

export function withApiKey<P extends z.ZodType | undefined, Q extends z.ZodType | undefined, B extends z.ZodType | undefined, R extends z.ZodType>(
  operation: OperationSpec<P, Q, B, R>,
  handler: (input: PrivateRouteInput<P, Q, B>) => Promise<z.input<R>>,
  options: PrivateRouteOptions = {},
): RouteHandler {
  return withApiKeyResponse(operation, async (input) => respond(operation, input.request, serializeBody(operation, await handler(input)), NO_STORE), options);
}

/** As withApiKey, for a handler that makes its own response (a streamed export): errors still answer the JSON error body. */
export function withApiKeyResponse<P extends z.ZodType | undefined, Q extends z.ZodType | undefined, B extends z.ZodType | undefined, R extends z.ZodType>(
  operation: OperationSpec<P, Q, B, R>,
  handler: (input: PrivateRouteInput<P, Q, B>) => Promise<Response>,
  options: PrivateRouteOptions = {},
): RouteHandler {
  if (operation.auth !== 'api-key') throw new Error(`${operation.operationId} is public: use publicRoute.`);
  return async (request, context) => {
    try {
      // Access first: an anonymous caller learns nothing about ids or bodies.
      const auth = await authenticateBearer(request.headers.get('authorization'), { endpoint: 'api', origin: publicOrigin(request) });
      // The token's scope for the operation's action, from the one table, before input is even read.
      authorizeScope(auth, operation.action!);
      const input = await parseRequest(operation, request, context, options.ownBody === true);
      return await handler({ ...input, auth });
    } catch (error) {
      const apiError = translateError(error);
      // RFC 9728 §5.1: a 401 names the resource metadata, so a client can find the authorization server.
      const challenge = challengeFor(apiError, 'api', publicOrigin(request), request.headers.has('authorization'));
      return errorResponse(apiError, { 'cache-control': NO_STORE, ...challenge });
    }
  };
}

/**
 * A route authenticated by a credential the operation's service checks itself (a log drain's ingest token): the body
 * is the handler's to read, errors answer the JSON error body.
 */
export function withServiceCredential<P extends z.ZodType | undefined, Q extends z.ZodType | undefined, R extends z.ZodType>(
  operation: OperationSpec<P, Q, undefined, R>,
  handler: (input: RouteInput<P, Q, undefined>) => Promise<z.input<R>>,
): RouteHandler {
  if (operation.auth !== 'ingest-token') throw new Error(`${operation.operationId} is not authenticated by its service.`);
  return async (request, context) => {
    try {
      const input = await parseRequest(operation, request, context, true);
      return respond(operation, request, serializeBody(operation, await handler(input)), NO_STORE);
    } catch (error) {
      return errorResponse(translateError(error), { 'cache-control': NO_STORE });
    }
  };
}

async function parseRequest<P extends z.ZodType | undefined, Q extends z.ZodType | undefined, B extends z.ZodType | undefined>(
  operation: OperationSpec<P, Q, B, z.ZodType>,
  request: Request,
  context: RouteContext,
  ownBody = false,
): Promise<RouteInput<P, Q, B>> {
  const rawQuery = queryObject(rawQueryOf(request));
  const params = operation.params ? parseInput(operation.params, await context.params, 'path') : undefined;
  const query = operation.query
    ? parseInput(operation.query, rawQuery, 'query')
    : refuseQuery(rawQuery);
  const body = ownBody
    ? undefined
    : operation.body
    ? parseInput(operation.body, await readJsonBody(request), 'body')
    : operation.method === 'GET'
      ? undefined
      : await refuseBody(request);
  return { params, query, body, request, clientIp: clientIp(request) } as RouteInput<P, Q, B>;
}

function refuseQuery(query: Record<string, string>): undefined {
  const names = Object.keys(query);
  if (names.length > 0) {
    throw new ApiError('invalid-parameter', `Unknown query parameter${names.length > 1 ? 's' : ''} ${names.map((n) => `"${n}"`).join(', ')}.`);
  }
  return undefined;
}

/** The response body as the operation's schema shapes it, and its ETag when the operation has one. */
function serializeBody(operation: OperationSpec, result: unknown): SerializedBody {
  if (operation.response.status === 204) return { body: '', etag: null };
  const body = JSON.stringify(operation.response.schema.parse(result));
  return { body, etag: operation.etag ? strongEtag(body) : null };
}

function respond(operation: OperationSpec, request: Request, { body, etag }: SerializedBody, cacheControl: string): Response {
  if (operation.response.status === 204) return new Response(null, { status: 204, headers: { 'cache-control': cacheControl } });
  const headers = new Headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': cacheControl });
  if (etag !== null) {
    headers.set('etag', etag);
    if (matchesIfNoneMatch(request.headers.get('if-none-match'), etag)) {
      headers.delete('content-type');
      return new Response(null, { status: 304, headers });
    }
  }
  return new Response(body, { status: operation.response.status, headers });
}
