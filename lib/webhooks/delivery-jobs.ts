// The worker's side of webhook deliveries: the job handler (the delivery use case's entry point) and the sweep that
// wakes any due delivery whose job was lost (a process killed between storing the row and sending the job). The
// wake-up jobs themselves are delivery-queue.ts's.
import type { JobWithMetadata, PgBoss } from 'pg-boss';
import { attemptDelivery, dueDeliveryIds } from './deliver';
import { WEBHOOK_QUEUE, prepareWebhookQueue, wakeDeliveries } from './delivery-queue';
import { webhookSettings } from './settings';
import type { JobHandlers } from '@/lib/jobs/job-handlers';
import { startPeriodic, type PeriodicTask } from '@/lib/jobs/periodic';

/** Deliveries one worker process attempts at once. */
const DELIVERY_CONCURRENCY = 4;

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
