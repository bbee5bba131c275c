// Who is calling the MCP endpoint: the one place an MCP request's `Authorization: Bearer` becomes the auth context the
// REST API uses. Today the bearer is an organization API key (authenticateApiKey, the same check as /api/v1/me);
// OAuth access tokens issued by the service's own authorization server are accepted here once it exists, mapping to
// the same ApiKeyContext shape, so no tool changes.
//
// Unlike a REST route, one MCP endpoint serves anonymous and organization tools alike, so a request without
// credentials is not refused here: anonymous tools keep working, and the route answers 401 only for a call that
// needs an organization. A credential that is present but not valid is refused on every request (HTTP 401, MCP
// 2026-07-28 basic/authorization §Error Handling: "Invalid or expired tokens MUST receive a HTTP 401 response").
import { ApiError } from '@/lib/http/errors';
import { authenticateApiKey, type ApiKeyContext } from '@/lib/services/authenticate-api-key';

export type McpCaller =
  | { kind: 'anonymous' }
  | { kind: 'organization'; auth: ApiKeyContext }
  /** A valid key the REST API refuses too (403: the organization has no paid plan): its organization tools say so. */
  | { kind: 'refused'; error: ApiError };

/** Throws ApiError 401 for a credential that is not valid, and whatever authenticateApiKey throws besides (503). */
export async function authenticateMcpRequest(authorization: string | null): Promise<McpCaller> {
  if (authorization === null || authorization.trim() === '') return { kind: 'anonymous' };
  try {
    return { kind: 'organization', auth: await authenticateApiKey(authorization) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return { kind: 'refused', error };
    throw error;
  }
}

/** The organization behind an organization tool call; otherwise the 401/403 the REST API answers. */
export async function requireOrganization(caller: McpCaller): Promise<ApiKeyContext> {
  if (caller.kind === 'organization') return caller.auth;
  if (caller.kind === 'refused') throw caller.error;
  // Exactly the REST API's answer to a request without a key.
  return authenticateApiKey(null);
}

/** The WWW-Authenticate challenge of a 401 (RFC 6750 §3); with OAuth it gains resource_metadata (RFC 9728 §5.1). */
export function bearerChallenge(): string {
  return 'Bearer';
}
