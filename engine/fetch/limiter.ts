// At most N requests in flight per origin; the rest wait in order.

export interface OriginLimiter {
  /** Waits for a slot on the origin; resolves to the function that frees it. Rejects with the signal's reason on abort. */
  acquire(origin: string, signal: AbortSignal): Promise<() => void>;
}

interface OriginState {
  active: number;
  waiting: Array<() => void>;
}

export function createOriginLimiter(limit: number): OriginLimiter {
  const origins = new Map<string, OriginState>();

  function releaser(origin: string, state: OriginState): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = state.waiting.shift();
      if (next) {
        next();
        return;
      }
      state.active -= 1;
      if (state.active === 0) origins.delete(origin);
    };
  }

  return {
    acquire(origin, signal) {
      if (signal.aborted) return Promise.reject(signal.reason);
      let state = origins.get(origin);
      if (!state) {
        state = { active: 0, waiting: [] };
        origins.set(origin, state);
      }
      const current = state;
      if (current.active < limit) {
        current.active += 1;
        return Promise.resolve(releaser(origin, current));
      }
      // A freed slot passes straight to the next waiter, so `active` stays at the limit.
      return new Promise((resolve, reject) => {
        const grant = () => {
          signal.removeEventListener('abort', onAbort);
          resolve(releaser(origin, current));
        };
        const onAbort = () => {
          const index = current.waiting.indexOf(grant);
          if (index >= 0) current.waiting.splice(index, 1);
          reject(signal.reason);
        };
        current.waiting.push(grant);
        signal.addEventListener('abort', onAbort, { once: true });
      });
    },
  };
}
