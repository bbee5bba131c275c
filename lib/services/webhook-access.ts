// Who may do what with webhook endpoints, for every surface. Endpoints are organization settings: owners and admins
// create and delete them and send test pings; members read them and their deliveries. An API key acts for the
// organization as a manager: only owners and admins can create keys, and revoking the key is the control. Webhooks
// are a paid-plan feature like the rest of monitoring: without paid access every operation answers 403.
import type { MembershipRole } from '@/lib/db';
import { hasPaidAccess } from '@/lib/auth/paid-access';
import { getDb } from '@/lib/db';
import type { WebhookEndpoint } from '@/lib/db/generated/client';
import { ApiError } from '@/lib/http/errors';

export interface WebhookActor {
  organizationId: string;
  /** The member's role in the organization, or 'api-key' for a request with an organization API key. */
  role: MembershipRole | 'api-key';
}

const MANAGERS: ReadonlySet<WebhookActor['role']> = new Set(['owner', 'admin', 'api-key']);

export function canManageWebhooks(actor: Pick<WebhookActor, 'role'>): boolean {
  return MANAGERS.has(actor.role);
}

/** Refuses an organization without paid access (403), and with `manage`, a member who is not an owner or admin (403). */
export async function authorizeWebhooks(actor: WebhookActor, access: 'read' | 'manage'): Promise<void> {
  const db = await getDb();
  const subscription = await db.subscription.findUnique({
    where: { organizationId: actor.organizationId },
    select: { status: true, currentPeriodEnd: true },
  });
  if (!hasPaidAccess(subscription)) {
    throw new ApiError('subscription-required', 'Webhooks are a paid-plan feature: the organization has no active paid subscription.');
  }
  if (access === 'manage' && !canManageWebhooks(actor)) {
    throw new ApiError('role-required', 'Only owners and admins of the organization can create, test or delete webhook endpoints.');
  }
}

/** The organization's endpoint, or 404 with the same body whether it is missing or belongs to someone else. */
export async function findOwnedWebhook(organizationId: string, webhookId: string): Promise<WebhookEndpoint> {
  const db = await getDb();
  const endpoint = await db.webhookEndpoint.findFirst({ where: { id: webhookId, organizationId } });
  if (!endpoint) throw new ApiError('not-found', `No webhook endpoint with id ${webhookId} exists in this organization.`);
  return endpoint;
}
