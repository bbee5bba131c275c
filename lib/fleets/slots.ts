// The targets one worker process audits at once, shared by every batch it runs: a first-come, first-served
// semaphore whose size can change (bulk work yields to interactive scans: lib/fleets/yield.ts).
// A target whose audit only waits on its host (a Retry-After pause, answers slower than the fleet's waiting
// threshold: lib/fleets/waiting-watch.ts) stands aside: its slot goes to the next target, and it takes one back the
// moment it works again (over the limit for a while, if need be: an audit in its process cannot be held mid-way).
// Targets in flight, waiting ones included, are bounded by IN_FLIGHT_FACTOR × the limit: each open audit holds its
// pages and reports in the fleets' audit process (a few MB each), and its politeness leases in the database. While the
// worker yields to an interactive scan, by the lowered limit itself.
export interface Slot {
  /** Its audit only waits: the slot goes to another target; this one still counts towards the bound in flight. */
  standAside(): void;
  /** Its audit works again: it takes its slot back at once. */
  resume(): void;
  /** The target is done (idempotent). */
  release(): void;
}

export interface Slots {
  /**
   * A slot when there is room, else in turn; `ahead` goes before the targets already waiting (a census's long audit:
   * it soon stands aside and gives the slot back, and started late it would be the run's tail).
   */
  acquire(signal: AbortSignal, options?: { ahead?: boolean }): Promise<Slot>;
  /** Slots from now on; audits in flight finish, and no new one starts until fewer than `limit` work. */
  setLimit(limit: number): void;
  readonly limit: number;
  /** Targets that hold a slot (working) and that stand aside (waiting), now. */
  readonly counts: { working: number; waiting: number };
}

/** Targets in flight per worker, waiting ones included, at most this many times its concurrency. */
export const IN_FLIGHT_FACTOR = 4;

export function createSlots(size: number): Slots {
  let limit = size;
  let working = 0;
  let aside = 0;
  const queue: Array<() => void> = [];
  // While bulk work yields to an interactive scan (a limit below the worker's size), a target standing aside frees no
  // slot: the audits in flight are what slows the scan (bench:fleet, 2026-11-26: ×3.54 its idle duration when they
  // did, ×2.37 without standing aside at all).
  const room = () => working < limit && working + aside < (limit < size ? limit : limit * IN_FLIGHT_FACTOR);
  const wake = () => {
    while (room() && queue.length > 0) {
      working += 1;
      queue.shift()!();
    }
  };
  const slot = (): Slot => {
    let state: 'working' | 'aside' | 'released' = 'working';
    return {
      standAside() {
        if (state !== 'working') return;
        state = 'aside';
        working -= 1;
        aside += 1;
        wake();
      },
      resume() {
        if (state !== 'aside') return;
        state = 'working';
        aside -= 1;
        working += 1;
      },
      release() {
        if (state === 'released') return;
        if (state === 'working') working -= 1;
        else aside -= 1;
        state = 'released';
        wake();
      },
    };
  };
  return {
    get limit() {
      return limit;
    },
    get counts() {
      return { working, waiting: aside };
    },
    setLimit(next) {
      limit = Math.max(1, next);
      wake();
    },
    acquire(signal, options) {
      if (signal.aborted) return Promise.reject(signal.reason);
      if (room() && queue.length === 0) {
        working += 1;
        return Promise.resolve(slot());
      }
      return new Promise((resolve, reject) => {
        const grant = () => {
          signal.removeEventListener('abort', onAbort);
          resolve(slot());
        };
        const onAbort = () => {
          const index = queue.indexOf(grant);
          if (index >= 0) queue.splice(index, 1);
          reject(signal.reason);
        };
        if (options?.ahead) queue.unshift(grant);
        else queue.push(grant);
        signal.addEventListener('abort', onAbort, { once: true });
      });
    },
  };
}

const SLOTS = Symbol.for('agentgauge.fleets.slots');
const globalSlots = globalThis as typeof globalThis & { [SLOTS]?: Slots };

/** This process's slots (created at the first call with `size`). */
export function fleetSlots(size: number): Slots {
  return (globalSlots[SLOTS] ??= createSlots(size));
}
