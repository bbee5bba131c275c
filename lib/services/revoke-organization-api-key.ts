// The dashboard's "Revoke": an owner or admin revokes one of their organization's keys. Another organization's key
// is answered like a missing one, so ids reveal nothing across organizations.
import { authorize, type Actor } from '@/lib/auth/authorize';
import { getDb } from '@/lib/db';
import { ApiError } from '@/lib/errors/api-errors';
import { Uuid } from '@/lib/schemas/common';
import { revokeApiKey, type RevokedApiKey } from './admin/revoke-api-key';

export async function revokeOrganizationApiKey(actor: Actor, keyId: string): Promise<RevokedApiKey> {
  authorize(actor, 'api-key:manage');
  const db = await getDb();
  const owned = Uuid.safeParse(keyId).success && (await db.apiKey.count({ where: { id: keyId, organizationId: actor.organizationId } })) === 1;
  if (!owned) throw new ApiError('not-found', `No API key with id ${keyId} exists in this organization.`);
  return revokeApiKey({ keyId });
}
