// Bounded audit capacity per server process. In-memory on purpose: the bounds protect this process.
// - Remote engine audits (AGENTGAUGE_ENGINE_CONCURRENCY, default 4): audits are slow and fetch from the network, so
//   past the bound a caller is told to come back (503 + Retry-After) rather than queued behind others until its
//   client times out.
// - Anonymous public scans get their own, smaller share (AGENTGAUGE_PUBLIC_SCAN_CONCURRENCY, default 2, with a
//   short queue of AGENTGAUGE_PUBLIC_SCAN_QUEUE, default 4) and an audit process each (lib/server/audit-pool.ts), so
//   however many anonymous callers there are, and whatever pages they point us at, paid engine audits and site scans
//   keep theirs. Past the queue: 503 + Retry-After (AGENTGAUGE_PUBLIC_SCAN_RETRY_AFTER, default 10).
import { ApiError } from '@/lib/http/errors';
import { positiveIntegerEnv } from '@/lib/server/settings';

const STATE = Symbol.for('agentgauge.audit-slots');
type State = { running: number; publicScans: { admitted: number; running: number; waiting: Array<() => void> } };
const globalState = globalThis as typeof globalThis & { [STATE]?: State };
// On globalThis: Next can load this module twice in one process, and the bound is per process.
const state: State = (globalState[STATE] ??= { running: 0, publicScans: { admitted: 0, running: 0, waiting: [] } });

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

export function describePublicScanCapacity(): string {
  const { concurrency, queue, retryAfter } = PUBLIC_SCAN_CAPACITY;
  return [
    `${concurrency.default} at once per server (environment variable ${concurrency.env})`,
    `${queue.default} more waiting (${queue.env})`,
    `Retry-After ${retryAfter.default} seconds past that (${retryAfter.env})`,
    'each in an audit process of its own, so a page that ends its process fails no other scan',
  ].join(', ');
}

/** A place among the public scans this process runs or queues; release it exactly once, whatever happened. */
export interface PublicScanSlot {
  /** Waits for a running place (first come, first served), then runs the audit in it. */
  run<T>(audit: () => Promise<T>): Promise<T>;
  release(): void;
}

/**
 * Takes a place for an anonymous public scan at once, or throws 503 + Retry-After when the running and queued scans
 * fill the share. Taken before any rate-limit window or quota, so a caller turned away spends none.
 */
export function reservePublicScanSlot(): PublicScanSlot {
  const lane = state.publicScans;
  const concurrency = publicScanSetting('concurrency');
  const capacity = concurrency + publicScanSetting('queue');
  if (lane.admitted >= capacity) {
    throw new ApiError(
      'service-unavailable',
      `Anonymous scans are busy on this server (${concurrency} running, ${capacity - concurrency} waiting); retry after Retry-After seconds.`,
      { retryAfter: publicScanSetting('retryAfter') },
    );
  }
  lane.admitted += 1;
  let running = false;
  let released = false;
  return {
    async run(audit) {
      // A released place passes straight to the first waiter, so no later caller can overtake it.
      if (lane.running >= concurrency) await new Promise<void>((resolve) => lane.waiting.push(resolve));
      else lane.running += 1;
      running = true;
      return audit();
    },
    release() {
      if (released) return;
      released = true;
      lane.admitted -= 1;
      if (!running) return;
      const next = lane.waiting.shift();
      if (next) next();
      else lane.running -= 1;
    },
  };
}
