// The pool's side of a gated audit or task (engine/fetch/politeness.ts): its process asks for a place per request
// (GATE_CALLS.acquire), frees it (GATE_CALLS.release) and gives up a wait (GATE_CALLS.cancel); the places are held
// here, in the caller's process, through the caller's gate. When the run ends however it ends (answered, failed, its
// process killed), close() frees every place it still held and ends its waits: a dead audit process never keeps a
// site's places. Before a run answers, its process settles every call (drain), so a place it held was sent through
// or freed unsent by then, and a gate that counts requests (a fleet row's) counts only those sent.
import type { ReleasePlace, RequestGate, RequestTarget } from '../fetch/politeness.js';
import { GATE_CALLS } from './protocol.js';

/** How long a process waits for its gate calls to settle before it answers anyway. */
const DRAIN_MS = 5_000;

export interface GateLeases {
  /** Waits for a place for one request (`wait` names the wait, for cancel); resolves to the lease's number. */
  acquire(target: RequestTarget, wait: number): Promise<number>;
  /** `sent`: false when the request was given up unsent (see ReleasePlace). */
  release(lease: number, sent: boolean): void;
  /** Gives up a wait (its request was given up); a place it got meanwhile is freed unsent by the process. */
  cancel(wait: number): void;
  /** The host asked us to wait (Retry-After): passed to the caller's gate, which pauses it for every audit. */
  pause(host: string, until: number): Promise<void>;
  close(): void;
}

export function createGateLeases(gate: RequestGate): GateLeases {
  const held = new Map<number, ReleasePlace>();
  const waits = new Map<number, AbortController>();
  const ended = new AbortController();
  let next = 1;
  return {
    async acquire(target, wait) {
      if (!isTarget(target)) throw new Error('gate.acquire takes { host, address }.');
      const controller = new AbortController();
      waits.set(wait, controller);
      try {
        const free = await gate.acquire(target, AbortSignal.any([ended.signal, controller.signal]));
        if (ended.signal.aborted) {
          free(false);
          throw new Error('The run ended.');
        }
        const lease = next++;
        held.set(lease, free);
        return lease;
      } finally {
        waits.delete(wait);
      }
    },
    release(lease, sent) {
      held.get(lease)?.(sent);
      held.delete(lease);
    },
    cancel(wait) {
      waits.get(wait)?.abort(new Error('The request was given up.'));
    },
    async pause(host, until) {
      if (typeof host !== 'string' || typeof until !== 'number' || !Number.isFinite(until)) throw new Error('gate.pause takes a host and a time.');
      await gate.pause(host, until);
    },
    close() {
      ended.abort(new Error('The run ended.'));
      for (const free of held.values()) free();
      held.clear();
    },
  };
}

function isTarget(value: unknown): value is RequestTarget {
  const target = value as Partial<RequestTarget> | null;
  return typeof target?.host === 'string' && typeof target.address === 'string';
}

/** The process's side: a gate that asks the pool for each place, and settles its calls before its run answers. */
export interface PoolGate extends RequestGate {
  /** Gives up the waits still open, and resolves once every call is answered and every place given back (or after DRAIN_MS). */
  drain(): Promise<void>;
  /** Resolves once every place handed to a request is given back (or after DRAIN_MS), asking the pool nothing. */
  placesBack(): Promise<void>;
}

export function gateThroughPool(call: (method: string, ...args: unknown[]) => Promise<unknown>): PoolGate {
  /** Calls not answered yet (acquires and releases), and the places handed to requests and not given back. */
  const pending = new Set<Promise<unknown>>();
  const waiting = new Set<number>();
  let handedOut = 0;
  let nextWait = 1;
  let idle: (() => void) | null = null;
  let placesIdle: (() => void) | null = null;
  const track = (promise: Promise<unknown>) => {
    pending.add(promise);
    void promise.catch(() => undefined).finally(() => {
      pending.delete(promise);
      checkIdle();
    });
  };
  const checkIdle = () => {
    if (idle && pending.size === 0 && handedOut === 0) idle();
    if (placesIdle && handedOut === 0) placesIdle();
  };
  const whenIdle = (set: (done: (() => void) | null) => void, before: () => void = () => undefined) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, DRAIN_MS);
      timer.unref();
      function done() {
        clearTimeout(timer);
        set(null);
        resolve();
      }
      set(done);
      before();
      checkIdle();
    });
  const free = (lease: unknown, sent: boolean) => track(call(GATE_CALLS.release, lease, sent));
  return {
    pause(host, until) {
      const asked = call(GATE_CALLS.pause, host, until);
      track(asked);
      return asked.then(() => undefined);
    },
    acquire(target, signal) {
      if (signal.aborted) return Promise.reject(signal.reason);
      const wait = nextWait++;
      return new Promise((resolve, reject) => {
        let settled = false;
        const onAbort = () => {
          settled = true;
          reject(signal.reason);
          // The pool stops waiting for a place; one already on its way is freed unsent below.
          if (waiting.has(wait)) track(call(GATE_CALLS.cancel, wait));
        };
        signal.addEventListener('abort', onAbort, { once: true });
        waiting.add(wait);
        const asked = call(GATE_CALLS.acquire, { host: target.host, address: target.address }, wait);
        track(asked);
        asked.then(
          (lease) => {
            waiting.delete(wait);
            signal.removeEventListener('abort', onAbort);
            if (settled) return free(lease, false);
            settled = true;
            handedOut += 1;
            let freed = false;
            resolve((sent = true) => {
              if (freed) return;
              freed = true;
              handedOut -= 1;
              free(lease, sent);
              checkIdle();
            });
          },
          (error: unknown) => {
            waiting.delete(wait);
            signal.removeEventListener('abort', onAbort);
            if (!settled) reject(error instanceof Error ? error : new Error(String(error)));
            settled = true;
          },
        );
      });
    },
    drain() {
      return whenIdle(
        (done) => (idle = done),
        () => {
          for (const wait of waiting) track(call(GATE_CALLS.cancel, wait));
        },
      );
    },
    placesBack() {
      return whenIdle((done) => (placesIdle = done));
    },
  };
}

/** The pool's answers to its process's gate calls, for one run. */
export function gateCalls(leases: GateLeases): Record<string, (...args: never[]) => Promise<unknown>> {
  return {
    [GATE_CALLS.acquire]: (target: RequestTarget, wait: number) => leases.acquire(target, wait),
    [GATE_CALLS.release]: async (lease: number, sent?: boolean) => leases.release(lease, sent !== false),
    [GATE_CALLS.cancel]: async (wait: number) => leases.cancel(wait),
    [GATE_CALLS.pause]: (host: string, until: number) => leases.pause(host, until),
  };
}
