// Webhook deliveries on the queue. A job only wakes a worker for one delivery row: the row (lib/webhooks/deliver.ts)
// holds the state, the lease and the retry time, so a lost, duplicated or retried job changes nothing, and the sweep
// below wakes any due delivery whose job was lost (a process killed between storing the row and sending the job).
import type { JobWithMetadata, PgBoss, SendOptions } from 'pg-boss';
import { logger, errorMessage } from '@/lib/observability/logger';
import { attemptDelivery, dueDeliveryIds } from '@/lib/webhooks/deliver';
import { webhookSettings } from '@/lib/webhooks/settings';
import type { JobHandlers } from './job-handlers';
import { startPeriodic, type PeriodicTask } from './periodic';
import { getQueue } from './queue';

export const WEBHOOK_QUEUE = 'webhook-delivery';

const NO_JOB_ID = '00000000-0000-0000-0000-000000000000';
// On globalThis: the web build and the worker's bundle each load this module in one process, and every createQueue
// empties pg-boss's cache of that queue; a send inside a transaction that then looks the queue up on pg-boss's own
// connection waits for that transaction on the embedded database (lib/fleets/queue.ts). Once per started queue.
const PREPARED = Symbol.for('agentgauge.webhook-queue.prepared');
const globalPrepared = globalThis as typeof globalThis & { [PREPARED]?: WeakMap<PgBoss, Promise<void>> };
const prepared = (globalPrepared[PREPARED] ??= new WeakMap<PgBoss, Promise<void>>());
/** Deliveries one worker process attempts at once. */
const DELIVERY_CONCURRENCY = 4;

function webhookJobOptions(): SendOptions {
  // A wake-up that fails (database blip) is retried soon; the attempt's own retries live on the delivery row.
  return { retryLimit: 2, retryDelay: 5, expireInSeconds: Math.ceil(webhookSettings().timeoutSeconds) + 60 };
}

function prepareWebhookQueue(boss: PgBoss): Promise<void> {
  let ready = prepared.get(boss);
  if (!ready) {
    ready = (async () => {
      await boss.createQueue(WEBHOOK_QUEUE, { ...webhookJobOptions(), policy: 'standard' });
      await boss.getJobById(WEBHOOK_QUEUE, NO_JOB_ID);
    })();
    ready.catch(() => prepared.delete(boss));
    prepared.set(boss, ready);
  }
  return ready;
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
