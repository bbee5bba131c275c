import { getDb } from '@/lib/db';
import { AdminError } from './errors';
import { requireUuid } from './find-organization';

export interface RevokedApiKey {
  id: string;
  organizationId: string;
  name: string;
  revokedAt: Date;
  /** True when the key had been revoked before this call (revoking is idempotent; the first date is kept). */
  alreadyRevoked: boolean;
}

export async function revokeApiKey(input: { keyId: string }, now = new Date()): Promise<RevokedApiKey> {
  const id = requireUuid(input.keyId, 'key id');
  const db = await getDb();
  const key = await db.apiKey.findUnique({ where: { id } });
  if (!key) throw new AdminError('not-found', `no API key with id ${id}`);
  if (key.revokedAt) {
    return { id, organizationId: key.organizationId, name: key.name, revokedAt: key.revokedAt, alreadyRevoked: true };
  }
  // Conditional update: of two concurrent revocations only one sets the date.
  const { count } = await db.apiKey.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: now } });
  const saved = count === 1 ? { revokedAt: now } : await db.apiKey.findUniqueOrThrow({ where: { id } });
  return { id, organizationId: key.organizationId, name: key.name, revokedAt: saved.revokedAt ?? now, alreadyRevoked: count === 0 };
}
