// The bearer credential of a /api/v1/me or /mcp request → the organization actor, checked on every request. Two kinds:
//   - an organization API key (`ag_live_…`, lib/auth/api-keys.ts): acts as an admin of its organization (only owners
//     and admins can create keys; a key is the organization's credential, not a person's);
//   - an OAuth access token from the service's own authorization server (lib/oauth): acts as the member who approved
//     it, with their current role, limited to the token's scopes, and only at the resources it was issued for.
// Missing/malformed/unknown/revoked/expired → 401; no active paid subscription → 403 (before anything else; each use
// case that needs the plan checks it again).
import { bearerToken, looksLikeApiKey, verifyApiKey, API_KEY_PREFIX } from '@/lib/auth/api-keys';
import type { Actor } from '@/lib/auth/authorize';
import { getDb } from '@/lib/db';
import { ApiError } from '@/lib/errors/api-errors';
import { acceptedAudiences, type ProtectedEndpoint } from '@/lib/auth/oauth-resources';
import { verifyAccessToken } from '@/lib/auth/verify-access-token';

export interface BearerContext extends Actor {
  credential: { kind: 'api-key'; id: string } | { kind: 'oauth'; id: string; clientId: string; userId: string };
}

export const API_KEY_ROLE = 'admin' satisfies Actor['role'];

/** Where the credential is presented: the endpoint decides which token audiences it accepts. */
export interface BearerTarget {
  endpoint: ProtectedEndpoint;
  origin: string;
}

export async function authenticateBearer(authorization: string | null, target: BearerTarget): Promise<BearerContext> {
  if (!authorization) {
    throw new ApiError('unauthorized', 'Send an organization API key or an OAuth access token as "Authorization: Bearer <token>".');
  }
  const token = bearerToken(authorization);
  if (!token) throw new ApiError('unauthorized', 'The Authorization header must have the form "Bearer <key>".');
  if (!token.startsWith(API_KEY_PREFIX)) return authenticateAccessToken(token, target);
  if (!looksLikeApiKey(token)) throw new ApiError('unauthorized', 'The API key is malformed.');
  const verified = await verifyApiKey(await getDb(), token);
  if (!verified) throw new ApiError('unauthorized', 'The API key is unknown or has been revoked.');
  if (!verified.paid) {
    throw new ApiError('subscription-required', 'This API key\'s organization has no active paid subscription.');
  }
  return { organizationId: verified.organization.id, role: API_KEY_ROLE, paid: verified.paid, credential: { kind: 'api-key', id: verified.apiKey.id } };
}

async function authenticateAccessToken(token: string, target: BearerTarget): Promise<BearerContext> {
  const verified = await verifyAccessToken(await getDb(), token, acceptedAudiences(target.endpoint, target.origin));
  if (!verified) {
    throw new ApiError('unauthorized', 'The access token is unknown, expired or revoked, or was not issued for this resource.');
  }
  if (!verified.paid) {
    throw new ApiError('subscription-required', 'This access token\'s organization has no active paid subscription.');
  }
  return {
    organizationId: verified.organizationId,
    role: verified.role,
    paid: verified.paid,
    scopes: verified.scopes,
    credential: { kind: 'oauth', id: verified.grantId, clientId: verified.clientId, userId: verified.userId },
  };
}
