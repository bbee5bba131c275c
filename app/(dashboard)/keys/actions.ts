'use server';

import { revalidatePath } from 'next/cache';
import { AccessDeniedError, requireKeyManager } from '@/lib/auth/require-member';
import { getDb } from '@/lib/db';
import { createApiKey } from '@/lib/services/admin/create-api-key';
import { AdminError } from '@/lib/services/admin/errors';
import { revokeApiKey } from '@/lib/services/admin/revoke-api-key';
import { organizationOwnsApiKey } from '@/lib/services/list-api-keys';

export interface CreateKeyState {
  /** The secret, present once: right after creation. */
  created: { name: string; key: string } | null;
  error: string | null;
}

function messageOf(error: unknown): string {
  if (error instanceof AccessDeniedError || error instanceof AdminError) return error.message;
  throw error;
}

export async function createKeyAction(_previous: CreateKeyState, formData: FormData): Promise<CreateKeyState> {
  try {
    const { user, membership } = await requireKeyManager();
    const name = String(formData.get('name') ?? '').trim();
    if (!name) return { created: null, error: 'Give the key a name, for example the system that will use it.' };
    const created = await createApiKey(await getDb(), { organizationId: membership.organizationId, name, createdByUserId: user.id });
    revalidatePath('/keys');
    return { created: { name: created.name, key: created.key }, error: null };
  } catch (error) {
    return { created: null, error: messageOf(error) };
  }
}

export async function revokeKeyAction(formData: FormData): Promise<void> {
  const { membership } = await requireKeyManager();
  const keyId = String(formData.get('keyId') ?? '');
  // A key of another organization is treated as absent: never revoke across organizations.
  if (!(await organizationOwnsApiKey(membership.organizationId, keyId))) {
    throw new AccessDeniedError('This key does not belong to your organization.');
  }
  await revokeApiKey(await getDb(), { keyId });
  revalidatePath('/keys');
}
