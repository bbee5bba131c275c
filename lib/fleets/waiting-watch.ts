// Whether a fleet audit is only waiting on its host (issue 64 point 3): every request of the audit passes the gate of
// its audit options (engine/fetch/politeness.ts), held in the worker's process even when the audit runs in an audit
// process (engine/isolate/gate-leases.ts). That gate is the engine's observable: a request asks for a place (queued
// behind its host's two, or behind a Retry-After pause), holds it while the site answers, and gives it back when the
// answer is read. An audit with requests outstanding and no such event for `afterMs` is waiting on its site (slow or
// paused), not on our CPU: its worker slot goes to another target until the next event. An audit with nothing
// outstanding is computing, so it counts as working. The engine's queue clock (engine/fetch/queue-clock.ts) already
// credits the queued part of such waits to the audit's deadline; standing aside changes no request and no verdict.
import type { RequestGate } from '@/engine/index';

export interface WaitingListener {
  waiting(): void;
  working(): void;
}

export interface WatchedGate {
  gate: RequestGate;
  /** The audit is over: no more calls to the listener. */
  stop(): void;
}

export function watchForWaiting(gate: RequestGate, afterMs: number, listener: WaitingListener): WatchedGate {
  let outstanding = 0;
  let waiting = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const stall = () => {
    timer = undefined;
    if (stopped || outstanding === 0 || waiting) return;
    waiting = true;
    listener.waiting();
  };
  // Any event of the gate is progress: the audit works again, and it waits once `afterMs` pass without another.
  const progress = () => {
    if (stopped) return;
    clearTimeout(timer);
    timer = undefined;
    if (waiting) {
      waiting = false;
      listener.working();
    }
    if (outstanding > 0) {
      timer = setTimeout(stall, afterMs);
      timer.unref();
    }
  };
  return {
    gate: {
      pause: (host, until) => gate.pause(host, until),
      async acquire(target, signal) {
        outstanding += 1;
        progress();
        let release;
        try {
          release = await gate.acquire(target, signal);
        } catch (error) {
          outstanding -= 1;
          progress();
          throw error;
        }
        progress();
        let given = false;
        return (sent?: boolean) => {
          release(sent);
          if (given) return;
          given = true;
          outstanding -= 1;
          progress();
        };
      },
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
