// Fleet settings as data: every limit of fleets and their runs, with the environment variable that changes it
// (docs/configuration.md "Fleets" lists them).
import { integerEnvAtLeast, nonNegativeIntegerEnv, positiveIntegerEnv } from '@/lib/settings/settings';

// Fleets are a paid-plan feature (lib/auth/authorize.ts: fleet:create and fleet:run need paid access, as scans do);
// the pro plan's limits below are an installation's to raise (an enterprise installation sets 100,000 targets).
export const FLEET_LIMITS = {
  targets: { env: 'AGENTGAUGE_FLEET_TARGETS_PRO', default: 1000, label: 'targets per fleet and per run on the pro plan' },
  runsPerDay: { env: 'AGENTGAUGE_FLEET_RUNS_PER_DAY_PRO', default: 20, label: 'fleet runs per day per organization on the pro plan' },
} as const;

export function fleetTargetLimit(): { limit: number; env: string } {
  return { limit: positiveIntegerEnv(FLEET_LIMITS.targets.env, FLEET_LIMITS.targets.default), env: FLEET_LIMITS.targets.env };
}

export function fleetRunsPerDay(): { limit: number; env: string } {
  return { limit: positiveIntegerEnv(FLEET_LIMITS.runsPerDay.env, FLEET_LIMITS.runsPerDay.default), env: FLEET_LIMITS.runsPerDay.env };
}

/** The largest upload body (any media type): 100,000 targets of ordinary length fit in a tenth of it. */
export const FLEET_UPLOAD_MAX_BYTES = 16 * 1024 * 1024;

/** How the bulk scanner works, per worker process and across workers. */
export interface FleetWorkSettings {
  /**
   * Targets one worker process audits at once (AGENTGAUGE_FLEET_CONCURRENCY, default 8), waiting ones not counted: with
   * them, at most IN_FLIGHT_FACTOR (4) times as many (lib/fleets/slots.ts).
   */
  concurrency: number;
  /**
   * How long an audit waits on its site (a request at the site or held back by its Retry-After, nothing moving) before
   * its target stands aside for another (AGENTGAUGE_FLEET_WAITING_AFTER_MS, default 1000; at least 4 times the worker's
   * typical request: lib/fleets/waiting-watch.ts).
   */
  waitingAfterMs: number;
  /**
   * Targets in one queue job (AGENTGAUGE_FLEET_BATCH, default 4). Small because a job ends only with its last target and
   * a worker runs a bounded number of jobs (lib/fleets/sweep.ts fleetJobsPerWorker): a target that waits on a slow or
   * rate-limited host keeps its whole batch's job open, and large batches left a worker's slots idle behind a few such
   * targets (bench:fleet, 2,000 sites, 2 workers: 217 targets a minute with 25, 412 with 8, 521 with 4, 514 with 2).
   */
  batch: number;
  /** Requests in flight to one resolved IP address across every worker (AGENTGAUGE_FLEET_PER_ADDRESS, default 4). */
  perAddress: number;
  /** Longest random wait before each request (AGENTGAUGE_FLEET_JITTER_MS, default 200; 0 turns it off). */
  jitterMs: number;
  /** How long a blocked target waits for its one retry (AGENTGAUGE_FLEET_RETRY_SECONDS, default 300). */
  blockedRetrySeconds: number;
  /** The longest Retry-After a run waits for (AGENTGAUGE_FLEET_MAX_RETRY_AFTER_SECONDS, default 3600); longer is blocked. */
  maxRetryAfterSeconds: number;
  /** Attempts of a job after the first when its worker dies (AGENTGAUGE_FLEET_JOB_RETRIES, default 3). */
  jobRetries: number;
  /**
   * How long a target waits for its politeness leases before it goes back in line under a new job
   * (AGENTGAUGE_FLEET_LEASE_WAIT_SECONDS, default 60).
   */
  leaseWaitSeconds: number;
  /**
   * Robots.txt requests one worker sends ahead of a run's batches at once (AGENTGAUGE_FLEET_LOOK_AHEAD, default 8; 0
   * turns the look-ahead off: lib/fleets/look-ahead.ts).
   */
  lookAhead: number;
  /**
   * How long a fleet audit's politeness leases outlive a worker that was killed (AGENTGAUGE_FLEET_LEASE_SECONDS,
   * default 20, at least 5): renewed every 30% of it while the audit runs (lib/fleets/leases.ts).
   */
  leaseSeconds: number;
}

export const FLEET_LEASE = { env: 'AGENTGAUGE_FLEET_LEASE_SECONDS', default: 20, least: 5 } as const;

export function fleetLeaseSeconds(): number {
  return integerEnvAtLeast(FLEET_LEASE.env, FLEET_LEASE.default, FLEET_LEASE.least);
}

/**
 * An audit at least this long in one of an organization's fleet runs makes every target of its host a long audit of
 * the organization's next runs (lib/fleets/queue.ts FLEET_LONG_QUEUE; the partial index fleet_results_long_audits
 * holds its value as a literal, so a change here needs a migration that rebuilds it): far beyond an ordinary site's
 * (a median of 0.3–0.9 s in bench:fleet), and below a slow host's (~80 s: ~54 requests at 3 s an answer, 2 at a
 * time) or a rate-limited one's.
 */
export const LONG_AUDIT_MS = 15_000;

/** Requests in flight to one host, by construction (issue 47 point 3). */
export const PER_HOST_IN_FLIGHT = 2;
/** Retries of a target whose scanner was challenged or refused. */
export const MAX_BLOCKED_RETRIES = 1;

export function fleetWorkSettings(): FleetWorkSettings {
  return {
    concurrency: positiveIntegerEnv('AGENTGAUGE_FLEET_CONCURRENCY', 8),
    waitingAfterMs: positiveIntegerEnv('AGENTGAUGE_FLEET_WAITING_AFTER_MS', 1000),
    batch: positiveIntegerEnv('AGENTGAUGE_FLEET_BATCH', 4),
    perAddress: positiveIntegerEnv('AGENTGAUGE_FLEET_PER_ADDRESS', 4),
    jitterMs: nonNegativeIntegerEnv('AGENTGAUGE_FLEET_JITTER_MS', 200),
    blockedRetrySeconds: nonNegativeIntegerEnv('AGENTGAUGE_FLEET_RETRY_SECONDS', 300),
    maxRetryAfterSeconds: positiveIntegerEnv('AGENTGAUGE_FLEET_MAX_RETRY_AFTER_SECONDS', 3600),
    jobRetries: nonNegativeIntegerEnv('AGENTGAUGE_FLEET_JOB_RETRIES', 3),
    leaseWaitSeconds: positiveIntegerEnv('AGENTGAUGE_FLEET_LEASE_WAIT_SECONDS', 60),
    lookAhead: nonNegativeIntegerEnv('AGENTGAUGE_FLEET_LOOK_AHEAD', 8),
    leaseSeconds: fleetLeaseSeconds(),
  };
}

/** Days a run's rows and reports are kept after it ends (AGENTGAUGE_FLEET_RETENTION_DAYS, default 90); its summary stays. */
export function fleetRetentionDays(): number {
  return positiveIntegerEnv('AGENTGAUGE_FLEET_RETENTION_DAYS', 90);
}

/** The operator's opt-out list: a file of hosts and registrable domains (AGENTGAUGE_FLEET_OPT_OUT), or null. */
export function optOutFile(): string | null {
  return process.env.AGENTGAUGE_FLEET_OPT_OUT?.trim() || null;
}

/** Who to write to about the scanner, shown on /scanner (AGENTGAUGE_SCANNER_CONTACT: an email address or URL). */
export function scannerContact(): string | null {
  return process.env.AGENTGAUGE_SCANNER_CONTACT?.trim() || null;
}

export const DEFAULT_RENDER_SAMPLE = 0.02;
