// The dashboard's "Create key": an owner or admin creates a key for their own organization (operators use the
// admin CLI, lib/services/admin/create-api-key.ts, which this shares).
import { authorize, type Actor } from '@/lib/auth/authorize';
import { createApiKey, type CreatedApiKey } from './admin/create-api-key';

export async function createOrganizationApiKey(actor: Actor, input: { name: string; createdByUserId: string | null }): Promise<CreatedApiKey> {
  authorize(actor, 'api-key:manage');
  return createApiKey({ organizationId: actor.organizationId, ...input });
}
