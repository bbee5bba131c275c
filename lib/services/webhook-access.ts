// Who may do what with webhook endpoints, for every surface. Endpoints are organization settings: owners and admins
// create and delete them and send test pings; members read them and their deliveries. An API key acts for the
// organization as a manager: only owners and admins can create keys, and revoking the key is the control. Webhooks
// are a paid-plan feature like the rest of monitoring: without paid access every operation answers 403.
import { authorize, can, type Actor } from '@/lib/auth/authorize';
import { getDb } from '@/lib/db';
import type { WebhookEndpoint } from '@/lib/db/generated/client';
import { ApiError } from '@/lib/http/errors';

/** Who asks: a member (their role) or an organization API key (an admin), as for every rule in lib/auth/authorize.ts. */
export type WebhookActor = Actor;

export function canManageWebhooks(actor: Actor): boolean {
  return can(actor, 'webhook:manage');
}

/** Refuses (403) an organization without paid access, and with `manage`, a member who is not an owner or admin. */
export async function authorizeWebhooks(actor: Actor, access: 'read' | 'manage'): Promise<void> {
  authorize(actor, access === 'manage' ? 'webhook:manage' : 'webhook:read');
}

/** The organization's endpoint, or 404 with the same body whether it is missing or belongs to someone else. */
export async function findOwnedWebhook(organizationId: string, webhookId: string): Promise<WebhookEndpoint> {
  const db = await getDb();
  const endpoint = await db.webhookEndpoint.findFirst({ where: { id: webhookId, organizationId } });
  if (!endpoint) throw new ApiError('not-found', `No webhook endpoint with id ${webhookId} exists in this organization.`);
  return endpoint;
}
