// Who is calling the MCP endpoint: the one place an MCP request's `Authorization: Bearer` becomes the auth context the
// REST API uses (authenticateBearer: an organization API key, or an OAuth access token issued for /mcp by the
// service's own authorization server), so no tool knows which kind it got.
//
// Unlike a REST route, one MCP endpoint serves anonymous and organization tools alike, so a request without
// credentials is not refused here: anonymous tools keep working, and the route answers 401 only for a call that
// needs an organization. A credential that is present but not valid is refused on every request (HTTP 401, MCP
// 2026-07-28 basic/authorization §Error Handling: "Invalid or expired tokens MUST receive a HTTP 401 response").
import { ApiError } from '@/lib/errors/api-errors';
import { authenticateBearer, type BearerContext, type BearerTarget } from '@/lib/services/authenticate-bearer';

export type McpCaller =
  | { kind: 'anonymous' }
  | { kind: 'organization'; auth: BearerContext }
  /** A valid credential the REST API refuses too (403: the organization has no paid plan): its organization tools say so. */
  | { kind: 'refused'; error: ApiError };

/** Throws ApiError 401 for a credential that is not valid, and whatever authenticateBearer throws besides (503). */
export async function authenticateMcpRequest(authorization: string | null, origin: string): Promise<McpCaller> {
  if (authorization === null || authorization.trim() === '') return { kind: 'anonymous' };
  try {
    return { kind: 'organization', auth: await authenticateBearer(authorization, mcpTarget(origin)) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return { kind: 'refused', error };
    throw error;
  }
}

/** The organization behind an organization tool call; otherwise the 401/403 the REST API answers. */
export async function requireOrganization(caller: McpCaller): Promise<BearerContext> {
  if (caller.kind === 'organization') return caller.auth;
  if (caller.kind === 'refused') throw caller.error;
  // Exactly the REST API's answer to a request without a credential.
  return authenticateBearer(null, mcpTarget(''));
}

const mcpTarget = (origin: string): BearerTarget => ({ endpoint: 'mcp', origin });
