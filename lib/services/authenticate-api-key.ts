// Bearer API key → organization, checked on every request: missing/malformed/unknown/revoked → 401,
// no active paid subscription → 403. Key hashing, lookup and lastUsedAt live in lib/auth/api-keys.ts.
import { bearerToken, looksLikeApiKey, verifyApiKey } from '@/lib/auth/api-keys';
import type { Actor } from '@/lib/auth/authorize';
import { getDb } from '@/lib/db';
import { ApiError } from '@/lib/http/errors';

/**
 * A key acts as an admin of its organization: only owners and admins can create keys, and a key is the
 * organization's credential, not a person's. The plan is checked here (403 before anything else) and again by each
 * use case that needs it.
 */
export interface ApiKeyContext extends Actor {
  apiKeyId: string;
}

export const API_KEY_ROLE = 'admin' satisfies Actor['role'];

export async function authenticateApiKey(authorization: string | null): Promise<ApiKeyContext> {
  if (!authorization) {
    throw new ApiError('unauthorized', 'Send an organization API key as "Authorization: Bearer <key>".');
  }
  const token = bearerToken(authorization);
  if (!token) throw new ApiError('unauthorized', 'The Authorization header must have the form "Bearer <key>".');
  if (!looksLikeApiKey(token)) throw new ApiError('unauthorized', 'The API key is malformed.');
  const verified = await verifyApiKey(await getDb(), token);
  if (!verified) throw new ApiError('unauthorized', 'The API key is unknown or has been revoked.');
  if (!verified.paid) {
    throw new ApiError('subscription-required', 'This API key\'s organization has no active paid subscription.');
  }
  return { organizationId: verified.organization.id, role: API_KEY_ROLE, paid: verified.paid, apiKeyId: verified.apiKey.id };
}
