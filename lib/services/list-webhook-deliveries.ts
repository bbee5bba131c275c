// GET /api/v1/me/webhooks/{id}/deliveries: the endpoint's delivery log, newest first.
import type { z } from 'zod';
import { getDb } from '@/lib/db';
import { PAGE_LIMIT } from '@/lib/schemas/common';
import type { WebhookDeliveries } from '@/lib/schemas/me/webhooks';
import { findOwnedWebhook } from './webhook-access';
import { deliveryView } from './webhook-view';
import { authorize, type Actor } from '@/lib/auth/authorize';

export async function listWebhookDeliveries(
  actor: Actor,
  webhookId: string,
  page: { limit?: number; offset?: number },
): Promise<z.input<typeof WebhookDeliveries>> {
  authorize(actor, 'webhook:read');
  const endpoint = await findOwnedWebhook(actor.organizationId, webhookId);
  const limit = page.limit ?? PAGE_LIMIT.default;
  const offset = page.offset ?? 0;
  const db = await getDb();
  const rows = await db.webhookDelivery.findMany({
    where: { endpointId: endpoint.id },
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    skip: offset,
    take: limit + 1,
  });
  return { webhookId: endpoint.id, deliveries: rows.slice(0, limit).map(deliveryView), nextOffset: rows.length > limit ? offset + limit : null };
}
