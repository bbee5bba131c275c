// Queue policy as data: every knob of the scan queue and its workers, with the environment variable that changes it.
import { integerEnvAtLeast, nonNegativeIntegerEnv, positiveIntegerEnv } from '@/lib/settings/settings';

export const SCAN_QUEUE = 'site-scan';
/** Jobs that failed on every attempt land here, so the scan row is settled even when no handler saw the last failure. */
export const SCAN_DEAD_LETTER_QUEUE = 'site-scan-failed';

/** pg-boss keeps its tables in this schema, next to the app's. */
export const QUEUE_SCHEMA = 'pgboss';

export interface QueueSettings {
  /** Retries after the first attempt (AGENTGAUGE_SCAN_RETRIES, default 2). */
  retryLimit: number;
  /** Seconds between attempts (AGENTGAUGE_SCAN_RETRY_DELAY_SECONDS, default 5). */
  retryDelaySeconds: number;
  /** The lease: a running attempt that has not heartbeat for this long is given up and retried (min 10, default 30). */
  heartbeatSeconds: number;
  /** Longest one attempt may run (AGENTGAUGE_SCAN_TIMEOUT_SECONDS, default 900). */
  timeoutSeconds: number;
  /** How often an idle worker asks for a job (AGENTGAUGE_QUEUE_POLL_SECONDS, default 1, at least 0.5). */
  pollSeconds: number;
  /** How often expired leases are looked for (AGENTGAUGE_QUEUE_SUPERVISE_SECONDS, default 10). */
  superviseSeconds: number;
  /** Scans one worker process runs at once (AGENTGAUGE_WORKER_CONCURRENCY, default 4). */
  concurrency: number;
  /**
   * Of those, scans of one organization (AGENTGAUGE_WORKER_ORGANIZATION_CONCURRENCY, default half of them, at least
   * one): one organization's queue of scans never holds every place of a worker, so another's scan starts at once.
   */
  organizationConcurrency: number;
}

export function queueSettings(): QueueSettings {
  return {
    retryLimit: nonNegativeIntegerEnv('AGENTGAUGE_SCAN_RETRIES', 2),
    retryDelaySeconds: nonNegativeIntegerEnv('AGENTGAUGE_SCAN_RETRY_DELAY_SECONDS', 5),
    heartbeatSeconds: integerEnvAtLeast('AGENTGAUGE_SCAN_HEARTBEAT_SECONDS', 30, 10),
    timeoutSeconds: positiveIntegerEnv('AGENTGAUGE_SCAN_TIMEOUT_SECONDS', 900),
    pollSeconds: Math.max(0.5, numberEnv('AGENTGAUGE_QUEUE_POLL_SECONDS', 1)),
    superviseSeconds: positiveIntegerEnv('AGENTGAUGE_QUEUE_SUPERVISE_SECONDS', 10),
    ...workerConcurrency(),
  };
}

function workerConcurrency(): { concurrency: number; organizationConcurrency: number } {
  const concurrency = positiveIntegerEnv('AGENTGAUGE_WORKER_CONCURRENCY', 4);
  const organizationConcurrency = positiveIntegerEnv('AGENTGAUGE_WORKER_ORGANIZATION_CONCURRENCY', Math.max(1, Math.floor(concurrency / 2)));
  return { concurrency, organizationConcurrency: Math.min(concurrency, organizationConcurrency) };
}

/**
 * The queue's group of an organization's jobs: a worker runs at most its share of one group's jobs at once (pg-boss's
 * localGroupConcurrency), so jobs are fair between organizations.
 */
export function organizationGroup(organizationId: string): { group: { id: string } } {
  return { group: { id: organizationId } };
}

export interface SweepSettings {
  /** How often each worker looks for orphaned scans, Answers passes and agent runs (AGENTGAUGE_SWEEP_SECONDS, default 60). */
  intervalSeconds: number;
  /** How long a row must have been orphaned before it is ended (AGENTGAUGE_SWEEP_GRACE_SECONDS, default 120). */
  graceSeconds: number;
}

export function sweepSettings(): SweepSettings {
  return {
    intervalSeconds: positiveIntegerEnv('AGENTGAUGE_SWEEP_SECONDS', 60),
    graceSeconds: positiveIntegerEnv('AGENTGAUGE_SWEEP_GRACE_SECONDS', 120),
  };
}

/** `npm start` runs one worker in its own process unless AGENTGAUGE_IN_PROCESS_WORKER=0. */
export function inProcessWorkerEnabled(): boolean {
  return process.env.AGENTGAUGE_IN_PROCESS_WORKER !== '0';
}

/** Seconds a poller should wait before asking again about a queued or running scan. */
export function pollAfterSeconds(status: 'queued' | 'running'): number {
  return status === 'queued' ? 2 : 5;
}

function numberEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number (got "${raw}").`);
  return value;
}

/** Pages a site scan measures, by plan: pro AGENTGAUGE_PRO_MAX_PAGES (default 50); other plans the start page only. */
export function pageLimitFor(plan: 'free' | 'pro'): number {
  return plan === 'pro' ? positiveIntegerEnv('AGENTGAUGE_PRO_MAX_PAGES', 50) : 1;
}

/** How often each worker looks for sites whose scheduled scan is due (AGENTGAUGE_SCHEDULER_SECONDS, default 30). */
export function schedulerIntervalSeconds(): number {
  return numberEnv('AGENTGAUGE_SCHEDULER_SECONDS', 30);
}
