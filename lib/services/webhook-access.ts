// A webhook endpoint of the caller's organization. Who may read or manage endpoints is the 'webhook:read' and
// 'webhook:manage' rows of lib/auth/authorize.ts (paid plan; owners and admins manage, members read).
import { getDb } from '@/lib/db';
import type { WebhookEndpoint } from '@/lib/db/generated/client';
import { ApiError } from '@/lib/errors/api-errors';

/** The organization's endpoint, or 404 with the same body whether it is missing or belongs to someone else. */
export async function findOwnedWebhook(organizationId: string, webhookId: string): Promise<WebhookEndpoint> {
  const db = await getDb();
  const endpoint = await db.webhookEndpoint.findFirst({ where: { id: webhookId, organizationId } });
  if (!endpoint) throw new ApiError('not-found', `No webhook endpoint with id ${webhookId} exists in this organization.`);
  return endpoint;
}
