// Bearer API key → organization, checked on every request: missing/malformed/unknown/revoked → 401,
// no active paid subscription → 403. Key hashing, lookup and lastUsedAt live in lib/auth/api-keys.ts.
import { bearerToken, looksLikeApiKey, verifyApiKey } from '@/lib/auth/api-keys';
import { getDb } from '@/lib/db';
import { ApiError } from '@/lib/http/errors';

export interface ApiKeyContext {
  organizationId: string;
  apiKeyId: string;
}

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
  return { organizationId: verified.organization.id, apiKeyId: verified.apiKey.id };
}
