// Builds the OpenAPI 3.1 document from the route registry and the zod schemas it references.
import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiResponsesObject } from 'zod-openapi';
import { CHECK_CATALOG, CHECK_COUNT } from '@/engine/index';
import { scopeOf } from '@/lib/auth/authorize';
import { API_ERRORS, errorCodesForStatus } from '@/lib/errors/api-errors';
import { OAUTH_SCOPES, READ_SCOPE, SCOPE_DESCRIPTIONS, WRITE_SCOPE } from '@/lib/auth/oauth-scopes';
import { ErrorBody } from '@/lib/schemas/common';
import type { ErrorStatus, OperationSpec } from './define-operation';
import { OPERATIONS } from './operations';
import { WEBHOOK_EVENT_OPERATIONS } from './webhook-events';

export const DOCUMENT_VERSION = '1.1.0';

const ERROR_MEANING: Record<ErrorStatus, string> = {
  400: 'Invalid input: JSON, content type, body fields, ids, pagination, query parameters, host or target.',
  401: 'Missing, malformed, unknown or revoked API key, or an OAuth access token that is unknown, expired, revoked or issued for another resource. The WWW-Authenticate header names the protected resource metadata (RFC 9728). A deploy hook\'s call whose signature does not verify (`invalid-signature`).',
  403: 'The credential is valid but the organization has no active paid subscription (`subscription-required`), the OAuth access token lacks the scope (`insufficient-scope`, with a WWW-Authenticate `error="insufficient_scope"` challenge), or the role of the member who approved the OAuth token does not allow the change (`forbidden`), or, where the operation says so, the organization has not proven it controls the site\'s host (`ownership-unverified`; GET /api/v1/me/sites/{id}/ownership says how). A key acts as an admin of its organization.',
  404: 'Not found. A site owned by another organization gives the same body as a missing one.',
  409: 'Conflict: a scan of that site is already active, the organization already has a site on that host, or it has the most webhook endpoints it may.',
  413: 'Request body over 8 KiB.',
  415: 'The request body is in a media type the operation does not take (`unsupported-media-type`).',
  422: 'The target could not be reached (DNS, connection, TLS or timeout on the start page).',
  429: 'Rate limit exceeded; retry after Retry-After seconds.',
  503: 'Temporarily unavailable (for example the database); retry after Retry-After seconds.',
};

/** The body of a change that takes none (lib/net/body.ts refuseBody). */
const NoBody = z.strictObject({}).meta({ id: 'NoBody', description: 'An empty object.' });

const RetryAfter = z.object({
  'retry-after': z.string().meta({ description: 'Seconds to wait before retrying.' }),
});

const Challenge = z.object({
  'www-authenticate': z.string().meta({
    description: 'Bearer challenge (RFC 6750 §3) with `resource_metadata`, the URL of the protected resource metadata (RFC 9728 §5.1); `error="invalid_token"` when a credential was sent, `error="insufficient_scope"` with the scope needed on a 403 for a token lacking it.',
  }),
});

function errorResponse(status: ErrorStatus) {
  const codes = errorCodesForStatus(status).map((code) => `\`${code}\``).join(', ');
  return {
    description: `${ERROR_MEANING[status]} Error codes: ${codes}.`,
    content: { 'application/json': { schema: ErrorBody } },
    ...(status === 429 || status === 503 ? { headers: RetryAfter } : status === 401 ? { headers: Challenge } : {}),
  };
}

function responsesOf(operation: OperationSpec): ZodOpenApiResponsesObject {
  const privateRoute = operation.auth === 'api-key';
  const success = {
    description: operation.response.description,
    ...(operation.response.status === 204
      ? {}
      : {
          content: {
            [mediaTypeOf(operation)]: { schema: operation.response.schema },
            ...Object.fromEntries(Object.entries(operation.response.otherMediaTypes ?? {}).map(([type, schema]) => [type, { schema }])),
          },
        }),
    headers: z.object({
      'cache-control': z.string().meta({ description: privateRoute ? 'Always no-store.' : `${operation.cacheControl ?? 'no-store'}` }),
      ...(operation.etag ? { etag: z.string().meta({ description: 'Strong validator of the body.' }) } : {}),
    }),
  };
  // Besides its own: every route can be unavailable, a private one refuses credentials, and every method but GET reads
  // a body (none is one too: lib/net/body.ts refuseBody), so it can answer 400 for the body and 413 for its size.
  const statuses = new Set<ErrorStatus>([
    ...operation.errors,
    503,
    ...(privateRoute ? ([401, 403] as const) : []),
    ...(operation.auth === 'ingest-token' ? ([401] as const) : []),
    ...(operation.method === 'GET' ? [] : ([400, 413] as const)),
  ]);
  const responses: Record<string, ZodOpenApiResponsesObject[keyof ZodOpenApiResponsesObject]> = {
    [String(operation.response.status)]: success,
  };
  if (operation.etag) responses['304'] = { description: 'Not modified: the If-None-Match validator still matches.' };
  for (const status of [...statuses].sort()) {
    const asBody = operation.errorBodies?.[status];
    responses[String(status)] = asBody
      ? {
          description: asBody.description,
          content: { [mediaTypeOf(operation)]: { schema: operation.response.schema } },
          headers: z.object({ 'cache-control': z.string().meta({ description: asBody.cacheControl }) }),
        }
      : errorResponse(status);
  }
  return responses;
}

function mediaTypeOf(operation: OperationSpec): string {
  return operation.response.mediaType ?? 'application/json';
}

function operationObject(operation: OperationSpec): ZodOpenApiOperationObject {
  return {
    operationId: operation.operationId,
    tags: [operation.tag],
    summary: operation.summary,
    description: operation.description,
    security: operation.action ? [{ apiKey: [] }, { oauth: [scopeOf(operation.action)] }] : operation.auth === 'ingest-token' ? [{ ingestToken: [] }] : [],
    ...(operation.params || operation.query
      ? {
          requestParams: {
            ...(operation.params ? { path: operation.params as z.ZodObject } : {}),
            ...(operation.query ? { query: operation.query as z.ZodObject } : {}),
          },
        }
      : {}),
    ...(operation.body
      ? {
          requestBody: {
            required: operation.bodyOptional !== true,
            content: {
              'application/json': { schema: operation.body },
              ...Object.fromEntries(Object.entries(operation.otherBodies ?? {}).map(([type, other]) => [type, { schema: other.schema.meta({ description: other.description }) }])),
            },
          },
        }
      : operation.otherBodies
        ? {
            // A body in its own media types only (a traffic log): its route reads it as a stream.
            requestBody: {
              required: true,
              content: Object.fromEntries(Object.entries(operation.otherBodies).map(([type, other]) => [type, { schema: other.schema.meta({ description: other.description }) }])),
            },
          }
        : operation.method === 'GET'
          ? {}
          : { requestBody: { required: false, description: 'None, or an empty JSON object: fields give 400.', content: { 'application/json': { schema: NoBody } } } }),
    responses: responsesOf(operation),
  };
}

const ERROR_TABLE = Object.entries(API_ERRORS)
  .map(([code, { status, message }]) => `| ${status} | \`${code}\` | ${message} |`)
  .join('\n');

const DESCRIPTION = `Measures how ready a website is for AI agents, with ${CHECK_COUNT} checks.

Public endpoints need no account. Endpoints under /api/v1/me and /api/v1/engine/audit need an organization API key or an OAuth access token (see the \`oauth\` security scheme) sent as \`Authorization: Bearer <token>\`; the credential and the paid subscription are checked on every request, and private responses carry \`Cache-Control: no-store\`. Data is scoped to the credential's organization: another organization's site is reported exactly like a missing one (404).

Every error is JSON \`{"error": "<code>", "message": "<sentence>"}\`. Request bodies are closed objects: unknown fields give 400. Query parameters are closed too: unknown or repeated parameters give 400. Unknown paths under /api give a JSON 404; a method a path does not support gives a JSON 405 with an Allow header (TRACE and other methods outside GET, HEAD, POST, PUT, PATCH, DELETE and OPTIONS on every path). A path whose percent-encoding is not valid UTF-8 gives 400 \`invalid-parameter\`.

| Status | Code | Meaning |
|---|---|---|
${ERROR_TABLE}
`;

/** Every finding code, per check, as the engine's catalog lists them (on the ReportFinding schema). */
function withFindingCodes<T extends { components?: { schemas?: Record<string, unknown> } }>(document: T): T {
  const finding = document.components?.schemas?.ReportFinding as Record<string, unknown> | undefined;
  if (finding) finding['x-finding-codes'] = CHECK_CATALOG.map((entry) => ({ check: entry.id, codes: entry.codes }));
  return document;
}

function buildDocument() {
  const paths: Record<string, Record<string, ZodOpenApiOperationObject>> = {};
  for (const operation of OPERATIONS as readonly OperationSpec[]) {
    paths[operation.path] ??= {};
    paths[operation.path]![operation.method.toLowerCase()] = operationObject(operation);
  }
  return withFindingCodes(createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Agent Gauge API',
      version: DOCUMENT_VERSION,
      description: DESCRIPTION,
      // Each installation has its own operators; the document is served by theirs, so it names them, not an address.
      contact: { name: 'The operators of this Agent Gauge installation' },
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/', description: 'This server.' }],
    tags: [
      { name: 'Public', description: 'No authentication.' },
      { name: 'Sites', description: 'Organization data (bearer API key, paid plan).' },
      { name: 'Engine', description: 'Remote audit (bearer API key, paid plan).' },
      { name: 'Webhooks', description: 'Signed event deliveries to your endpoints (bearer API key, paid plan); the events are under webhooks.' },
      { name: 'Fleets', description: 'Lists of sites scanned politely in bulk on the job queue, one row per target, and the population\'s figures (bearer API key; creating and running need the paid plan).' },
      { name: 'Traffic', description: 'A site\'s access logs: uploads and log drains in, per agent what the logs show beside what the scan predicted out (bearer API key; drains with a per-site ingest token). Private to the organization.' },
    ],
    paths,
    webhooks: WEBHOOK_EVENT_OPERATIONS,
    components: {
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'Organization API key, created on the account page (paid plan).',
        },
        ingestToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'A site\'s log drain token (ag_ingest_…, created on the site\'s Traffic tab or with POST /api/v1/me/sites/{id}/traffic/tokens): it can send logs to that site\'s ingest path and nothing else.',
        },
        oauth: {
          type: 'oauth2',
          description: `OAuth 2.1 from this service's own authorization server (metadata: /.well-known/oauth-authorization-server; protected resource metadata: /.well-known/oauth-protected-resource). Authorization code with PKCE S256 only; public clients register dynamically (RFC 7591) at /oauth/register; send \`resource\` (RFC 8707) with the origin, or with <origin>/mcp for a token limited to the MCP endpoint. The user signs in, picks an organization and approves; access tokens last one hour and refresh tokens rotate. Reads need \`${READ_SCOPE}\`; changes (creating, updating, deleting sites, starting scans and runs) need \`${WRITE_SCOPE}\`.`,
          flows: {
            authorizationCode: {
              authorizationUrl: '/oauth/authorize',
              tokenUrl: '/oauth/token',
              refreshUrl: '/oauth/token',
              scopes: Object.fromEntries(OAUTH_SCOPES.map((scope) => [scope, SCOPE_DESCRIPTIONS[scope]])),
            },
          },
        },
      },
    },
  }));
}

let cached: ReturnType<typeof buildDocument> | undefined;

export function openApiDocument() {
  cached ??= buildDocument();
  return cached;
}
