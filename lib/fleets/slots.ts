// The targets one worker process audits at once (AGENTGAUGE_FLEET_CONCURRENCY), shared by every batch it runs: a
// first-come, first-served semaphore.
export interface Slots {
  acquire(signal: AbortSignal): Promise<() => void>;
}

export function createSlots(size: number): Slots {
  let free = size;
  const waiting: Array<() => void> = [];
  const releaser = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    };
  };
  return {
    acquire(signal) {
      if (signal.aborted) return Promise.reject(signal.reason);
      if (free > 0) {
        free -= 1;
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
