// Bounded audit capacity per server process. In-memory on purpose: the bounds protect this process.
// - Remote engine audits (AGENTGAUGE_ENGINE_CONCURRENCY, default 4): audits are slow and fetch from the network, so
//   past the bound a caller is told to come back (503 + Retry-After) rather than queued behind others until its
//   client times out.
// - Anonymous public scans get their own, smaller share (AGENTGAUGE_PUBLIC_SCAN_CONCURRENCY, default 2, with a
//   short queue of AGENTGAUGE_PUBLIC_SCAN_QUEUE, default 4) and an audit process each (lib/pools/audit-pool.ts), so
//   however many anonymous callers there are, and whatever pages they point us at, paid engine audits and site scans
//   keep theirs. Past the queue: 503 + Retry-After (AGENTGAUGE_PUBLIC_SCAN_RETRY_AFTER, default 10).
// - The share is fair between callers (issue 44 point 3): one address runs at most half the places (at least one)
//   and holds at most one more waiting, so another caller's scan finds a place at once while one address sends many;
//   past that, that address alone gets 429 + Retry-After.
import { ApiError } from '@/lib/errors/api-errors';
import { positiveIntegerEnv } from '@/lib/settings/settings';

const STATE = Symbol.for('agentgauge.audit-slots');
type PublicLane = {
  admitted: number;
  running: number;
  waiting: Array<{ caller: string; start: () => void }>;
  /** Scans admitted (running or waiting) and running, per caller. */
  callers: Map<string, { admitted: number; running: number }>;
};
type State = { running: number; publicScans: PublicLane };
const globalState = globalThis as typeof globalThis & { [STATE]?: State };
// On globalThis: Next can load this module twice in one process, and the bound is per process.
const state: State = (globalState[STATE] ??= { running: 0, publicScans: { admitted: 0, running: 0, waiting: [], callers: new Map() } });

export function auditConcurrencyLimit(): number {
  return positiveIntegerEnv('AGENTGAUGE_ENGINE_CONCURRENCY', 4);
}

/** Seconds a refused caller should wait: about one short audit (AGENTGAUGE_ENGINE_BUSY_RETRY_AFTER, default 5). */
function busyRetryAfter(): number {
  return positiveIntegerEnv('AGENTGAUGE_ENGINE_BUSY_RETRY_AFTER', 5);
}

/** Runs work in one of the slots, or throws 503 at once when all are taken. */
export async function withAuditSlot<T>(work: () => Promise<T>): Promise<T> {
  const limit = auditConcurrencyLimit();
  if (state.running >= limit) {
    throw new ApiError('service-unavailable', `All ${limit} remote audit slots of this server are busy; retry after Retry-After seconds.`, {
      retryAfter: busyRetryAfter(),
    });
  }
  state.running += 1;
  try {
    return await work();
  } finally {
    state.running -= 1;
  }
}

/** The documented settings of the public-scan share, with their defaults. */
export const PUBLIC_SCAN_CAPACITY = {
  concurrency: { env: 'AGENTGAUGE_PUBLIC_SCAN_CONCURRENCY', default: 2 },
  queue: { env: 'AGENTGAUGE_PUBLIC_SCAN_QUEUE', default: 4 },
  retryAfter: { env: 'AGENTGAUGE_PUBLIC_SCAN_RETRY_AFTER', default: 10 },
} as const;

function publicScanSetting(name: keyof typeof PUBLIC_SCAN_CAPACITY): number {
  return positiveIntegerEnv(PUBLIC_SCAN_CAPACITY[name].env, PUBLIC_SCAN_CAPACITY[name].default);
}

/** Public scans one caller may run at once: half the places, at least one; and hold waiting besides. */
export function publicScanPerCaller(concurrency = publicScanSetting('concurrency')): { running: number; waiting: number } {
  return { running: Math.max(1, Math.floor(concurrency / 2)), waiting: 1 };
}

export function describePublicScanCapacity(): string {
  const { concurrency, queue, retryAfter } = PUBLIC_SCAN_CAPACITY;
  const perCaller = publicScanPerCaller(concurrency.default);
  return [
    `${concurrency.default} at once per server (environment variable ${concurrency.env})`,
    `${queue.default} more waiting (${queue.env})`,
    `Retry-After ${retryAfter.default} seconds past that (${retryAfter.env})`,
    `one caller address runs at most half of them (${perCaller.running} by default) with ${perCaller.waiting} more waiting, so other callers always find a place (429 with Retry-After past that)`,
    'each in an audit process of its own, so a page that ends its process fails no other scan',
  ].join(', ');
}

/** A place among the public scans this process runs or queues; release it exactly once, whatever happened. */
export interface PublicScanSlot {
  /** Waits for a running place (first come, first served among callers under their share), then runs the audit in it. */
  run<T>(audit: () => Promise<T>): Promise<T>;
  release(): void;
}

/**
 * Takes a place for an anonymous public scan at once, or throws 503 + Retry-After when the running and queued scans
 * fill the share (429 when this caller already holds its own share of it). Taken before any rate-limit window or
 * quota, so a caller turned away spends none.
 */
export function reservePublicScanSlot(caller: string): PublicScanSlot {
  const lane = state.publicScans;
  const concurrency = publicScanSetting('concurrency');
  const capacity = concurrency + publicScanSetting('queue');
  const perCaller = publicScanPerCaller(concurrency);
  const own = lane.callers.get(caller) ?? { admitted: 0, running: 0 };
  if (own.admitted >= perCaller.running + perCaller.waiting) {
    throw new ApiError(
      'rate-limited',
      `Public scans from your address are limited to ${perCaller.running} running and ${perCaller.waiting} waiting at once on this server ` +
        `(half of its ${concurrency} places, so other callers always find one), and yours are there; retry after Retry-After seconds, ` +
        `once one has finished. The operator raises it with the setting ${PUBLIC_SCAN_CAPACITY.concurrency.env}.`,
      { retryAfter: publicScanSetting('retryAfter') },
    );
  }
  if (lane.admitted >= capacity) {
    throw new ApiError(
      'service-unavailable',
      `Anonymous scans are busy on this server (${concurrency} running, ${capacity - concurrency} waiting); retry after Retry-After seconds.`,
      { retryAfter: publicScanSetting('retryAfter') },
    );
  }
  lane.admitted += 1;
  own.admitted += 1;
  lane.callers.set(caller, own);
  let running = false;
  let released = false;
  return {
    async run(audit) {
      if (lane.running >= concurrency || own.running >= perCaller.running) {
        await new Promise<void>((resolve) => lane.waiting.push({ caller, start: resolve }));
      } else {
        lane.running += 1;
        own.running += 1;
      }
      running = true;
      return audit();
    },
    release() {
      if (released) return;
      released = true;
      lane.admitted -= 1;
      own.admitted -= 1;
      // A place never started (refused by a limit before it ran) held no running place.
      if (running) {
        lane.running -= 1;
        own.running -= 1;
      }
      if (own.admitted === 0) lane.callers.delete(caller);
      startWaiting(lane, concurrency, perCaller.running);
    },
  };
}

/** Starts the oldest waiting scans whose callers are under their share, while places are free. */
function startWaiting(lane: PublicLane, concurrency: number, perCallerRunning: number): void {
  for (let index = 0; index < lane.waiting.length && lane.running < concurrency; ) {
    const waiter = lane.waiting[index]!;
    const own = lane.callers.get(waiter.caller);
    if (!own || own.running >= perCallerRunning) {
      index += 1;
      continue;
    }
    lane.waiting.splice(index, 1);
    lane.running += 1;
    own.running += 1;
    waiter.start();
  }
}
