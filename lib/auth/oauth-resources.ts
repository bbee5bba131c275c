// The protected resources this service's tokens are for (RFC 8707 resource indicators, RFC 9728 metadata) and the
// authorization server that issues them: all derived from the public origin (lib/net/public-origin.ts), never from
// request headers.
//   - `<origin>/mcp`: the MCP endpoint only (what MCP clients ask for: MCP 2026-07-28 basic/authorization §Canonical
//     Server URI);
//   - `<origin>`: the whole API, /api/v1/me and /mcp alike (what the origin's metadata document describes).
import { OAUTH_PROTECTED_RESOURCE_PATH } from '@/engine/light';
import type { ApiError } from '@/lib/errors/api-errors';
import { OAUTH_SCOPES, WRITE_SCOPE } from './oauth-scopes';
import { MCP_PATH } from '@/lib/identity/endpoints';

export const mcpResource = (origin: string) => `${origin}${MCP_PATH}`;
export const apiResource = (origin: string) => origin;

export type ProtectedEndpoint = 'mcp' | 'api';

/** The resource identifier of an endpoint, and the identifiers a token may carry as audience to be accepted there. */
export function resourceOf(endpoint: ProtectedEndpoint, origin: string): string {
  return endpoint === 'mcp' ? mcpResource(origin) : apiResource(origin);
}

export function acceptedAudiences(endpoint: ProtectedEndpoint, origin: string): string[] {
  return endpoint === 'mcp' ? [mcpResource(origin), apiResource(origin)] : [apiResource(origin)];
}

export function isOwnResource(resource: string, origin: string): boolean {
  return resource === mcpResource(origin) || resource === apiResource(origin);
}

/** RFC 9728 §3.1: the metadata of a resource with a path lives at the well-known path followed by that path. */
export function resourceMetadataUrl(endpoint: ProtectedEndpoint, origin: string): string {
  return `${origin}${OAUTH_PROTECTED_RESOURCE_PATH}${endpoint === 'mcp' ? MCP_PATH : ''}`;
}

/** RFC 9728 §2 protected resource metadata for one endpoint: truthful, naming the one authorization server. */
export function protectedResourceMetadata(endpoint: ProtectedEndpoint, origin: string, documentation: string) {
  return {
    resource: resourceOf(endpoint, origin),
    resource_name: endpoint === 'mcp' ? 'Agent Gauge MCP server' : 'Agent Gauge API',
    authorization_servers: [origin],
    scopes_supported: [...OAUTH_SCOPES],
    bearer_methods_supported: ['header'],
    resource_documentation: documentation,
  };
}

/**
 * The WWW-Authenticate challenge of a 401 or 403 (RFC 6750 §3, RFC 9728 §5.1): where the resource metadata is, and
 * for a token that was refused, why (invalid_token, insufficient_scope with the scope needed).
 */
export function bearerChallenge(endpoint: ProtectedEndpoint, origin: string, error?: { code: 'invalid_token' | 'insufficient_scope'; scope?: string }): string {
  const parts = [`resource_metadata="${resourceMetadataUrl(endpoint, origin)}"`];
  if (error) parts.unshift(`error="${error.code}"`);
  if (error?.scope) parts.push(`scope="${error.scope}"`);
  return `Bearer ${parts.join(', ')}`;
}

/** The WWW-Authenticate header a refusal carries, if any: every 401, and the 403 of a token lacking a scope. */
export function challengeFor(error: ApiError, endpoint: ProtectedEndpoint, origin: string, credentialSent: boolean): Record<string, string> {
  if (error.status === 401) {
    return { 'www-authenticate': bearerChallenge(endpoint, origin, credentialSent ? { code: 'invalid_token' } : undefined) };
  }
  if (error.code === 'insufficient-scope') {
    return { 'www-authenticate': bearerChallenge(endpoint, origin, { code: 'insufficient_scope', scope: WRITE_SCOPE }) };
  }
  return {};
}
