// Announces one event to the organization's endpoints: a delivery row per subscribed, enabled endpoint, then a
// wake-up job per row. The event's key ("scan.succeeded:<scanId>") is unique per endpoint, so announcing the same
// event again (a retried job) queues nothing twice, and its webhook-id is derived from the key: the same event
// always carries the same id. Webhooks are a paid feature: an organization without paid access gets no deliveries.
import { createHash } from 'node:crypto';
import { hasPaidAccess } from '@/lib/auth/paid-access';
import { getDb, type Prisma } from '@/lib/db';
import { wakeDeliveries } from './delivery-queue';
import type { WebhookEventData, WebhookMessageType } from '@/lib/schemas/me/webhooks';

export interface WebhookMessage<T extends WebhookMessageType> {
  type: T;
  /** Names the event, unique per type: the source row's id. */
  subject: string;
  occurredAt: Date;
  data: WebhookEventData<T>;
}

/** "msg_" + 26 base32-ish characters of the key's SHA-256: stable, and reveals nothing of the key. */
export function messageIdFor(eventKey: string): string {
  return `msg_${createHash('sha256').update(eventKey).digest('base64url').slice(0, 26)}`;
}

export function envelopeOf<T extends WebhookMessageType>(message: WebhookMessage<T>): Prisma.InputJsonValue {
  return { type: message.type, timestamp: message.occurredAt.toISOString(), data: message.data } as Prisma.InputJsonValue;
}

/** Queues the message for every enabled endpoint of the organization that subscribed to its type; returns the rows' ids. */
export async function emitEvent<T extends Exclude<WebhookMessageType, 'ping'>>(organizationId: string, message: WebhookMessage<T>): Promise<string[]> {
  const db = await getDb();
  const subscription = await db.subscription.findUnique({ where: { organizationId }, select: { status: true, currentPeriodEnd: true } });
  if (!hasPaidAccess(subscription)) return [];
  const endpoints = await db.webhookEndpoint.findMany({
    where: { organizationId, disabledAt: null, events: { has: message.type } },
    select: { id: true },
  });
  if (endpoints.length === 0) return [];
  const eventKey = `${message.type}:${message.subject}`;
  const created = await db.webhookDelivery.createManyAndReturn({
    data: endpoints.map((endpoint) => ({
      organizationId,
      endpointId: endpoint.id,
      messageId: messageIdFor(eventKey),
      event: message.type,
      eventKey,
      payload: envelopeOf(message),
    })),
    skipDuplicates: true,
    select: { id: true },
  });
  const ids = created.map((row) => row.id);
  await wakeDeliveries(ids);
  return ids;
}
