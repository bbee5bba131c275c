// Webhook deliveries on the queue. A job only wakes a worker for one delivery row: the row (lib/webhooks/deliver.ts)
// holds the state, the lease and the retry time, so a lost, duplicated or retried job changes nothing, and the sweep
// below wakes any due delivery whose job was lost (a process killed between storing the row and sending the job).
import type { JobWithMetadata, PgBoss, SendOptions } from 'pg-boss';
import { logger, errorMessage } from '@/lib/observability/logger';
import { attemptDelivery, dueDeliveryIds } from '@/lib/webhooks/deliver';
import { webhookSettings } from '@/lib/webhooks/settings';
import type { JobHandlers } from './job-handlers';
import { startPeriodic, type PeriodicTask } from './periodic';
import { getQueue, prepareQueuesOnce } from './queue';

export const WEBHOOK_QUEUE = 'webhook-delivery';

/** Deliveries one worker process attempts at once. */
const DELIVERY_CONCURRENCY = 4;

function webhookJobOptions(): SendOptions {
  // A wake-up that fails (database blip) is retried soon; the attempt's own retries live on the delivery row.
  return { retryLimit: 2, retryDelay: 5, expireInSeconds: Math.ceil(webhookSettings().timeoutSeconds) + 60 };
}

function prepareWebhookQueue(boss: PgBoss): Promise<void> {
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

export async function workWebhookJobs(boss: PgBoss, pollingIntervalSeconds: number, handlers: JobHandlers): Promise<void> {
  await prepareWebhookQueue(boss);
  await boss.work(
    WEBHOOK_QUEUE,
    { pollingIntervalSeconds, includeMetadata: true, localConcurrency: DELIVERY_CONCURRENCY },
    handlers.wrap(WEBHOOK_QUEUE, (job: JobWithMetadata<{ deliveryId: string }>) => attemptDelivery(job.data.deliveryId)),
  );
}

/** Wakes due deliveries that no job is about to take, every AGENTGAUGE_WEBHOOK_SWEEP_SECONDS. */
export function startWebhookSweep(): PeriodicTask {
  return startPeriodic('Webhook sweep', webhookSettings().sweepSeconds, async () => {
    await wakeDeliveries(await dueDeliveryIds(new Date()));
  });
}
