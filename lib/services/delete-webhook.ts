// DELETE /api/v1/me/webhooks/{id}: removes the endpoint and its delivery log; pending deliveries are not sent.
import { getDb } from '@/lib/db';
import { findOwnedWebhook } from './webhook-access';
import { authorize, type Actor } from '@/lib/auth/authorize';

export async function deleteWebhook(actor: Actor, webhookId: string): Promise<undefined> {
  authorize(actor, 'webhook:manage');
  const endpoint = await findOwnedWebhook(actor.organizationId, webhookId);
  const db = await getDb();
  // Deliveries go with it (ON DELETE CASCADE); a worker holding one finds its row gone and settles nothing.
  await db.webhookEndpoint.deleteMany({ where: { id: endpoint.id } });
  return undefined;
}
