// POST /api/v1/me/webhooks/{id}/test: queues a signed `ping` to the endpoint, delivered by a worker like any event
// (the answer is the queued delivery; its log shows the outcome). A ping also goes to a disabled endpoint, and a
// delivered ping enables it again: that is how an owner resumes deliveries once the receiver works.
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { getDb } from '@/lib/db';
import { wakeDeliveries } from '@/lib/webhooks/delivery-queue';
import type { WebhookDelivery } from '@/lib/schemas/me/webhooks';
import { envelopeOf, messageIdFor } from '@/lib/webhooks/emit';
import { findOwnedWebhook } from './webhook-access';
import { deliveryView } from './webhook-view';
import { authorize, type Actor } from '@/lib/auth/authorize';

export async function sendWebhookTest(actor: Actor, webhookId: string): Promise<z.input<typeof WebhookDelivery>> {
  authorize(actor, 'webhook:manage');
  const endpoint = await findOwnedWebhook(actor.organizationId, webhookId);
  const eventKey = `ping:${randomUUID()}`;
  const db = await getDb();
  const delivery = await db.webhookDelivery.create({
    data: {
      organizationId: actor.organizationId,
      endpointId: endpoint.id,
      messageId: messageIdFor(eventKey),
      event: 'ping',
      eventKey,
      payload: envelopeOf({
        type: 'ping',
        subject: eventKey,
        occurredAt: new Date(),
        data: { webhookId: endpoint.id, message: 'A test delivery from Agent Gauge: your endpoint receives signed events.' },
      }),
    },
  });
  await wakeDeliveries([delivery.id]);
  return deliveryView(delivery);
}
