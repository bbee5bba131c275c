// Traffic batches' own pg-boss queue, beside the scans' and the fleets': parsing a large log never waits in front of
// a scan, and a scan never waits behind a log. Each job is in its organization's group (lib/jobs/config.ts
// organizationGroup), and a worker runs at most one batch of a group at once (worker.ts), so one organization's
// batches never hold another's. A job names its batch; the batch row is the truth (its status), so a
// job sent twice, or retried after its worker died, reads the row and does what is left. A batch whose job is lost
// (the process died between the commit and the send) is queued again by the traffic sweep (worker.ts).
import type { JobInsert, PgBoss } from 'pg-boss';
import { organizationGroup, queueSettings } from '@/lib/jobs/config';
import { prepareQueuesOnce } from '@/lib/jobs/queue';
import { errorMessage, logger } from '@/lib/observability/logger';
import { parseBudgetSeconds } from './settings';

export const TRAFFIC_QUEUE = 'traffic-batch';

export interface TrafficJobData {
  batchId: string;
}

export function trafficJobOptions(): Pick<JobInsert, 'retryLimit' | 'retryDelay' | 'heartbeatSeconds' | 'expireInSeconds'> {
  return {
    retryLimit: 2,
    retryDelay: 5,
    heartbeatSeconds: queueSettings().heartbeatSeconds,
    // The parse budget, and time to read and write around it.
    expireInSeconds: parseBudgetSeconds() + 300,
  };
}

export function prepareTrafficQueue(boss: PgBoss): Promise<void> {
  return prepareQueuesOnce(boss, 'traffic', [{ name: TRAFFIC_QUEUE, options: { ...trafficJobOptions(), policy: 'standard' } }]);
}

/** Sends the batch's job after its row committed as queued; a failure is logged, and the sweep sends it later. */
export async function sendTrafficJob(boss: PgBoss, batch: { id: string; organizationId: string }): Promise<void> {
  const batchId = batch.id;
  try {
    await prepareTrafficQueue(boss);
    await boss.send(TRAFFIC_QUEUE, { batchId } satisfies TrafficJobData, { ...trafficJobOptions(), ...organizationGroup(batch.organizationId) });
  } catch (error) {
    logger.warn({ err: error, batchId }, `Traffic batch ${batchId} could not be queued (${errorMessage(error)}); the traffic sweep queues it again`);
  }
}
