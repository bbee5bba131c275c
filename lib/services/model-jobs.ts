// Answers passes and agent runs on the same pg-boss queue as scans, each kind in its own queue. The handlers settle
// their row themselves (a failure is stored on the pass or run), and both are idempotent: a retried job whose row
// is already finished does nothing.
import type { JobWithMetadata, PgBoss, SendOptions } from 'pg-boss';
import { runAnswersPass } from '@/lib/answers/run-pass';
import { runAgentRunJob } from '@/lib/agents/run-job';
import type { JobHandlers } from '@/lib/jobs/job-handlers';
import { prepareQueuesOnce } from '@/lib/jobs/queue';

export const ANSWERS_PASS_QUEUE = 'answers-pass';
export const AGENT_RUN_QUEUE = 'agent-run';


export function modelJobOptions(): SendOptions {
  return { retryLimit: 1, retryDelay: 5, expireInSeconds: 900 };
}

/** Creates the queues once per started queue; call before sending inside a transaction (see lib/jobs/queue.ts). */
export function prepareModelQueues(boss: PgBoss): Promise<void> {
  const options = { ...modelJobOptions(), policy: 'standard' as const };
  return prepareQueuesOnce(boss, 'models', [ANSWERS_PASS_QUEUE, AGENT_RUN_QUEUE].map((name) => ({ name, options })));
}

/**
 * Runs of each kind one worker carries out at once, and of those, runs of one organization: another organization's
 * run never waits behind one organization's batch (a journey's k runs, a long Answers pass).
 */
const MODEL_JOB_CONCURRENCY = { localConcurrency: 2, localGroupConcurrency: 1 } as const;

export async function workModelJobs(boss: PgBoss, pollingIntervalSeconds: number, handlers: JobHandlers): Promise<void> {
  await prepareModelQueues(boss);
  const polling = { pollingIntervalSeconds, includeMetadata: true, ...MODEL_JOB_CONCURRENCY } as const;
  await boss.work(
    ANSWERS_PASS_QUEUE,
    polling,
    handlers.wrap(ANSWERS_PASS_QUEUE, (job: JobWithMetadata<{ passId: string }>) => runAnswersPass(job.data.passId)),
  );
  await boss.work(
    AGENT_RUN_QUEUE,
    polling,
    handlers.wrap(AGENT_RUN_QUEUE, (job: JobWithMetadata<{ runId: string }>) => runAgentRunJob(job.data.runId)),
  );
}
