// Webhook endpoints and deliveries as the API returns them. The signing secret is never part of a view (it is
// returned once, by create-webhook).
import type { z } from 'zod';
import type { WebhookDelivery as DeliveryRow, WebhookEndpoint as EndpointRow } from '@/lib/db/generated/client';
import { WEBHOOK_EVENTS, type WebhookDelivery, type WebhookEndpoint, type WebhookEvent } from '@/lib/schemas/me/webhooks';

const KNOWN_EVENTS = new Set<string>(WEBHOOK_EVENTS);

export function webhookView(row: EndpointRow): z.input<typeof WebhookEndpoint> {
  return {
    id: row.id,
    url: row.url,
    events: row.events.filter((event): event is WebhookEvent => KNOWN_EVENTS.has(event)),
    createdAt: row.createdAt.toISOString(),
    status: row.disabledAt ? 'disabled' : 'active',
    failingSince: row.failingSince?.toISOString() ?? null,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    disabledReason: row.disabledReason,
  };
}

export function deliveryView(row: DeliveryRow): z.input<typeof WebhookDelivery> {
  return {
    id: row.id,
    messageId: row.messageId,
    event: row.event as z.input<typeof WebhookDelivery>['event'],
    status: row.status as z.input<typeof WebhookDelivery>['status'],
    attempts: row.attempts,
    lastResponseCode: row.lastResponseCode,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}
