// The targets one worker process audits at once, shared by every batch it runs: a first-come, first-served
// semaphore whose size can change (bulk work yields to interactive scans: lib/fleets/yield.ts).
export interface Slots {
  acquire(signal: AbortSignal): Promise<() => void>;
  /** Slots from now on; audits in flight finish, and no new one starts until fewer than `limit` run. */
  setLimit(limit: number): void;
  readonly limit: number;
}

export function createSlots(size: number): Slots {
  let limit = size;
  let inUse = 0;
  const waiting: Array<() => void> = [];
  const wake = () => {
    while (inUse < limit && waiting.length > 0) {
      inUse += 1;
      waiting.shift()!();
    }
  };
  const releaser = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      inUse -= 1;
      wake();
    };
  };
  return {
    get limit() {
      return limit;
    },
    setLimit(next) {
      limit = Math.max(1, next);
      wake();
    },
    acquire(signal) {
      if (signal.aborted) return Promise.reject(signal.reason);
      if (inUse < limit && waiting.length === 0) {
        inUse += 1;
        return Promise.resolve(releaser());
      }
      return new Promise((resolve, reject) => {
        const grant = () => {
          signal.removeEventListener('abort', onAbort);
          resolve(releaser());
        };
        const onAbort = () => {
          const index = waiting.indexOf(grant);
          if (index >= 0) waiting.splice(index, 1);
          reject(signal.reason);
        };
        waiting.push(grant);
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
