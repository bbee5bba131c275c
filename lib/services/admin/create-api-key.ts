import { getDb } from '@/lib/db';
import { generateApiKey } from '@/lib/auth/api-keys';
import { AdminError } from './errors';
import { findOrganizationOrThrow } from './find-organization';

export interface CreateApiKeyInput {
  organizationId: string;
  name?: string;
  createdByUserId?: string | null;
}

export interface CreatedApiKey {
  id: string;
  organizationId: string;
  name: string;
  /** The secret: returned here once, never stored. */
  key: string;
  displayPrefix: string;
  createdAt: Date;
}

export const DEFAULT_KEY_NAME = 'Default';

export async function createApiKey(input: CreateApiKeyInput): Promise<CreatedApiKey> {
  const organization = await findOrganizationOrThrow(input.organizationId);
  const name = input.name?.trim() || DEFAULT_KEY_NAME;
  if (name.length > 100) throw new AdminError('invalid-input', 'the key name is longer than 100 characters');
  const { key, hashedKey, displayPrefix } = generateApiKey();
  const db = await getDb();
  const saved = await db.apiKey.create({
    data: { organizationId: organization.id, name, hashedKey, displayPrefix, createdByUserId: input.createdByUserId ?? null },
  });
  return { id: saved.id, organizationId: saved.organizationId, name: saved.name, key, displayPrefix, createdAt: saved.createdAt };
}
