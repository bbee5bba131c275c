'use server';

import { revalidatePath } from 'next/cache';
import { AccessDeniedError, requireMembership } from '@/lib/auth/require-member';
import { ApiError } from '@/lib/errors/api-errors';
import { AdminError } from '@/lib/services/admin/errors';
import { createOrganizationApiKey } from '@/lib/services/create-organization-api-key';
import { revokeOAuthGrant } from '@/lib/services/revoke-oauth-grant';
import { revokeOrganizationApiKey } from '@/lib/services/revoke-organization-api-key';
import { refusalAsPage } from '../sites/load';

export interface CreateKeyState {
  /** The secret, present once: right after creation. */
  created: { name: string; key: string } | null;
  error: string | null;
}

function messageOf(error: unknown): string {
  if (error instanceof AccessDeniedError || error instanceof AdminError || error instanceof ApiError) return error.message;
  throw error;
}

export async function createKeyAction(_previous: CreateKeyState, formData: FormData): Promise<CreateKeyState> {
  try {
    const { user, membership } = await requireMembership();
    const name = String(formData.get('name') ?? '').trim();
    if (!name) return { created: null, error: 'Give the key a name, for example the system that will use it.' };
    const created = await createOrganizationApiKey(membership, { name, createdByUserId: user.id });
    revalidatePath('/keys');
    return { created: { name: created.name, key: created.key }, error: null };
  } catch (error) {
    return { created: null, error: messageOf(error) };
  }
}

export async function revokeKeyAction(formData: FormData): Promise<void> {
  const { membership } = await requireMembership();
  try {
    await revokeOrganizationApiKey(membership, String(formData.get('keyId') ?? ''));
  } catch (error) {
    refusalAsPage(error);
  }
  revalidatePath('/keys');
}

export async function revokeGrantAction(formData: FormData): Promise<void> {
  const { membership } = await requireMembership();
  try {
    await revokeOAuthGrant(membership, String(formData.get('grantId') ?? ''));
  } catch (error) {
    refusalAsPage(error);
  }
  revalidatePath('/keys');
}
