// Traffic logs' settings as data: every limit and threshold, with the environment variable that changes it
// (docs/configuration.md "Traffic logs" lists them; docs/api.md "Traffic" says what the thresholds mean).
import { configuredDnsServers, formatDnsServer } from '@/engine/light';
import { positiveIntegerEnv } from '@/lib/settings/settings';
import type { ReverseDnsSettings } from './reverse-dns';

const MIB = 1024 * 1024;

/**
 * What one upload may be, by plan: the body as sent (gzip counts compressed), and what it may inflate to on the worker
 * (a gzip bomb stops there). The paid plan's are an installation's to raise.
 */
export const TRAFFIC_UPLOAD_LIMITS = {
  free: {
    bytes: { env: 'AGENTGAUGE_TRAFFIC_UPLOAD_MB_FREE', defaultMb: 16 },
    inflated: { env: 'AGENTGAUGE_TRAFFIC_INFLATED_MB_FREE', defaultMb: 256 },
  },
  pro: {
    bytes: { env: 'AGENTGAUGE_TRAFFIC_UPLOAD_MB_PRO', defaultMb: 512 },
    inflated: { env: 'AGENTGAUGE_TRAFFIC_INFLATED_MB_PRO', defaultMb: 4096 },
  },
} as const;

export type TrafficPlan = keyof typeof TRAFFIC_UPLOAD_LIMITS;

export interface UploadLimits {
  /** Bytes of the body as sent; 413 past it, before or while reading. */
  bytes: number;
  /** Bytes the log may inflate to when the worker reads it. */
  inflated: number;
  /** The variable that raises `bytes`, named in the 413. */
  env: string;
}

export function uploadLimits(plan: TrafficPlan): UploadLimits {
  const limits = TRAFFIC_UPLOAD_LIMITS[plan];
  return {
    bytes: positiveIntegerEnv(limits.bytes.env, limits.bytes.defaultMb) * MIB,
    inflated: positiveIntegerEnv(limits.inflated.env, limits.inflated.defaultMb) * MIB,
    env: limits.bytes.env,
  };
}

/** Longer lines are rejected whole ("longer than 16 KiB") without being held: no log format needs more. */
export const MAX_LINE_BYTES = 16 * 1024;

export const SHOWN_LINE_CHARS = 200;

/** Seconds of parsing one batch may take on the worker (AGENTGAUGE_TRAFFIC_PARSE_SECONDS, default 900). */
export function parseBudgetSeconds(): number {
  return positiveIntegerEnv('AGENTGAUGE_TRAFFIC_PARSE_SECONDS', 900);
}

/** Lines every batch may hold whatever its size: a small log is never refused for its line count. */
export const LINE_BUDGET_FLOOR = 100_000;

/**
 * Lines one MB of a batch as sent may hold, blank ones included (AGENTGAUGE_TRAFFIC_LINES_PER_MB, default 1,000,000):
 * a batch's work is bounded by what was sent, not only by what it inflates to. Access logs compress 5–20 times and a
 * line is 100–400 bytes, so a MB of gzip holds 10,000–200,000 lines; 1,000,000 leaves room for a log of short,
 * repeated lines and ends a gzip of newlines (1,000 lines a byte) at once.
 */
export const LINES_PER_SENT_MB = { env: 'AGENTGAUGE_TRAFFIC_LINES_PER_MB', default: 1_000_000 } as const;

export function linesPerSentMb(): number {
  return positiveIntegerEnv(LINES_PER_SENT_MB.env, LINES_PER_SENT_MB.default);
}

/** The lines a batch of `bytes` as sent may hold, and the words its refusal says that in. */
export function lineBudget(bytes: number): { lines: number; basis: string } {
  const perMb = linesPerSentMb();
  const lines = LINE_BUDGET_FLOOR + Math.floor((bytes / MIB) * perMb);
  const size = bytes >= MIB ? `${(bytes / MIB).toFixed(1)} MiB` : `${Math.ceil(bytes / 1024).toLocaleString('en-US')} KiB`;
  return {
    lines,
    basis: `the most a batch of ${size} as sent may hold (${LINE_BUDGET_FLOOR.toLocaleString('en-US')}, and ${perMb.toLocaleString('en-US')} more per MiB as sent; the operator sets it with ${LINES_PER_SENT_MB.env})`,
  };
}

/**
 * Batches one worker reads at once (AGENTGAUGE_TRAFFIC_CONCURRENCY, default 2), each on its own thread, at most one of
 * each organization: with 2 or more, a place is always left for another organization beside a large batch.
 */
export function trafficBatchesPerWorker(): number {
  return positiveIntegerEnv('AGENTGAUGE_TRAFFIC_CONCURRENCY', 2);
}

/** Days the figures are kept (AGENTGAUGE_TRAFFIC_RETENTION_DAYS, default 90): older days and batches are deleted. */
export function trafficRetentionDays(): number {
  return positiveIntegerEnv('AGENTGAUGE_TRAFFIC_RETENTION_DAYS', 90);
}

const DAY_MS = 86_400_000;
const dayString = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The UTC days a log line may be dated, both included, and the words that say why. */
export interface DaysAccepted {
  from: string;
  to: string;
  basis: string;
}

/**
 * The days a stored batch's lines may be dated (issue 84 point 1): the days the figures keep (the retention, today
 * included) and tomorrow (a log whose clock or time zone runs ahead of UTC). A line dated outside them is rejected with
 * its reason and never stored, so a log cannot write rows for any day it names; the sweep deletes rows outside them.
 */
export function trafficDaysAccepted(now = Date.now()): DaysAccepted {
  const days = trafficRetentionDays();
  return { from: dayString(now - (days - 1) * DAY_MS), to: dayString(now + DAY_MS), basis: `the last ${days} days (AGENTGAUGE_TRAFFIC_RETENTION_DAYS) and tomorrow` };
}

/** Days a read of the figures covers when `from` is not given. */
export const DEFAULT_WINDOW_DAYS = 30;

/**
 * traffic.refused fires for a verified agent on a day when at least this many of its page requests that day were
 * refused and they are at least the `mixed` share: a handful of refusals is noise, not a rule.
 */
export const REFUSED_ALERT_MIN_REQUESTS = 10;

/**
 * Chunks the stored body is cut into: neither the web process nor the worker holds more than one at a time, and on the
 * embedded database (which runs in the web process) no single write or read of one holds its event loop for long.
 */
export const STORED_CHUNK_BYTES = 256 * 1024;

/**
 * Distinct addresses one batch may look up by reverse DNS (AGENTGAUGE_TRAFFIC_REVERSE_DNS_LOOKUPS, default 1,000):
 * only requests naming an agent whose vendor documents it, from an address outside its published ranges. Past it, a
 * request is judged by the ranges alone.
 */
export const REVERSE_DNS_LOOKUPS = { env: 'AGENTGAUGE_TRAFFIC_REVERSE_DNS_LOOKUPS', default: 1_000 } as const;

export function reverseDnsLookups(): number {
  return positiveIntegerEnv(REVERSE_DNS_LOOKUPS.env, REVERSE_DNS_LOOKUPS.default);
}

/** Milliseconds one reverse or forward DNS question may take (one try). */
export const REVERSE_DNS_TIMEOUT_MS = 2_000;

/** The reverse DNS a batch's reader uses: the resolvers the scans ask (AGENTGAUGE_DNS_SERVERS, else the system's). */
export function reverseDnsSettings(): ReverseDnsSettings {
  return { servers: configuredDnsServers().map(formatDnsServer), lookups: reverseDnsLookups(), timeoutMs: REVERSE_DNS_TIMEOUT_MS };
}
