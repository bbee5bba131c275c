// An operation: one route's method, path, schemas and documented responses. Route wrappers and the OpenAPI
// document are both built from it, so what is validated is what is documented.
import type { z } from 'zod';
import { ACTIONS, type Action } from '@/lib/auth/authorize';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

export interface OperationSpec<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  operationId: string;
  method: HttpMethod;
  /** OpenAPI path template, e.g. /api/v1/report/{host}. */
  path: string;
  tag: 'Public' | 'Sites' | 'Engine' | 'Webhooks' | 'Fleets' | 'Traffic';
  summary: string;
  description: string;
  /** ingest-token: a log drain's per-site token (lib/traffic/ingest-tokens.ts), checked by the operation's service. */
  auth: 'public' | 'api-key' | 'ingest-token';
  /**
   * What an operation that needs a credential does, as the authorization table (lib/auth/authorize.ts) names it: its
   * OAuth scope is checked before the operation runs and declared in the OpenAPI document. Required for 'api-key';
   * every method but GET must name an action that needs the write scope.
   */
  action?: Action;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * Request bodies in other media types than JSON, documented beside `body` (a fleet upload as text/plain or
   * text/csv). Their route reads them itself (lib/fleets/http.ts), not through the JSON body reader.
   */
  otherBodies?: Record<string, { schema: z.ZodType; description: string }>;
  /** The body may be left out (its fields all have defaults); its route reads it itself. */
  bodyOptional?: boolean;
  /**
   * A 204 has no body: its handler returns undefined and its schema is z.undefined(). `mediaType` names a body that is
   * not JSON (the score badge's image/svg+xml).
   */
  response: {
    status: 200 | 201 | 202 | 204;
    description: string;
    schema: R;
    mediaType?: string;
    /** Further media types the success body may take, by a query parameter (a fleet export's csv or parquet). */
    otherMediaTypes?: Record<string, z.ZodType>;
  };
  /** Error statuses besides the ones every route of its kind can return (see document.ts). */
  errors: ErrorStatus[];
  /** Error statuses answered with a body of the success media type instead of the JSON error (the badge's 404). */
  errorBodies?: Partial<Record<ErrorStatus, { description: string; cacheControl: string }>>;
  /** Cache-Control of the success response of a public route (private routes are always no-store). */
  cacheControl?: string;
  /** Adds an ETag and answers If-None-Match with 304. */
  etag?: boolean;
}

export function defineOperation<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(spec: OperationSpec<P, Q, B, R>): OperationSpec<P, Q, B, R> {
  if (spec.auth === 'api-key' && !spec.action) throw new Error(`${spec.operationId} needs a credential: name its action.`);
  if (spec.auth !== 'api-key' && spec.action) throw new Error(`${spec.operationId} needs no API credential: it has no action.`);
  if (spec.action && spec.method !== 'GET' && ACTIONS[spec.action].scope !== 'agentgauge:write') {
    throw new Error(`${spec.operationId} changes data (${spec.method}): its action must need the write scope.`);
  }
  return spec;
}
