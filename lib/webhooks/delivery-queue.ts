// Webhook deliveries' wake-up jobs on the queue. A job only wakes a worker for one delivery row: the row
// (lib/webhooks/deliver.ts) holds the state, the lease and the retry time, so a lost, duplicated or retried job changes
// nothing. Storing a delivery (emit.ts) and retrying one (deliver.ts) wake it here; the worker's side is delivery-jobs.ts.
import type { PgBoss, SendOptions } from 'pg-boss';
import { prepareQueuesOnce, getQueue } from '@/lib/jobs/queue';
import { logger, errorMessage } from '@/lib/observability/logger';
import { webhookSettings } from './settings';

export const WEBHOOK_QUEUE = 'webhook-delivery';

function webhookJobOptions(): SendOptions {
  // A wake-up that fails (database blip) is retried soon; the attempt's own retries live on the delivery row.
  return { retryLimit: 2, retryDelay: 5, expireInSeconds: Math.ceil(webhookSettings().timeoutSeconds) + 60 };
}

export function prepareWebhookQueue(boss: PgBoss): Promise<void> {
  return prepareQueuesOnce(boss, 'webhooks', [{ name: WEBHOOK_QUEUE, options: { ...webhookJobOptions(), policy: 'standard' } }]);
}

/**
 * Sends one wake-up job per delivery, not before `startAfter`. Never throws: a delivery whose job could not be sent
 * is due all the same, and the sweep finds it.
 */
export async function wakeDeliveries(deliveryIds: string[], startAfter?: Date): Promise<void> {
  if (deliveryIds.length === 0) return;
  try {
    const boss = await getQueue();
    await prepareWebhookQueue(boss);
    const options = { ...webhookJobOptions(), ...(startAfter ? { startAfter } : {}) };
    await boss.insert(WEBHOOK_QUEUE, deliveryIds.map((deliveryId) => ({ data: { deliveryId }, ...options })));
  } catch (error) {
    logger.warn({ err: error }, `Webhook deliveries stored but not woken (the sweep will): ${errorMessage(error)}`);
  }
}
