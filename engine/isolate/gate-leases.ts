// The pool's side of a gated audit or task (engine/fetch/politeness.ts): its process asks for a place per request
// (GATE_CALLS.acquire) and frees it (GATE_CALLS.release); the places are held here, in the caller's process, through
// the caller's gate. When the run ends however it ends (answered, failed, its process killed), close() frees every
// place it still held and ends its waits: a dead audit process never keeps a site's places.
import type { RequestGate, RequestTarget } from '../fetch/politeness.js';
import { GATE_CALLS } from './protocol.js';

export interface GateLeases {
  /** Waits for a place for one request; resolves to the lease's number, which release() takes. */
  acquire(target: RequestTarget): Promise<number>;
  release(lease: number): void;
  close(): void;
}

export function createGateLeases(gate: RequestGate): GateLeases {
  const held = new Map<number, () => void>();
  const ended = new AbortController();
  let next = 1;
  return {
    async acquire(target) {
      if (!isTarget(target)) throw new Error('gate.acquire takes { host, address }.');
      const free = await gate.acquire(target, ended.signal);
      if (ended.signal.aborted) {
        free();
        throw new Error('The run ended.');
      }
      const lease = next++;
      held.set(lease, free);
      return lease;
    },
    release(lease) {
      held.get(lease)?.();
      held.delete(lease);
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

/**
 * The process's side: a gate that asks the pool, through `call`, for each place. A request given up while it waited
 * (its audit aborted) frees the place the pool grants it later.
 */
export function gateThroughPool(call: (method: string, ...args: unknown[]) => Promise<unknown>): RequestGate {
  const methods = GATE_CALLS;
  return {
    acquire(target, signal) {
      if (signal.aborted) return Promise.reject(signal.reason);
      return new Promise((resolve, reject) => {
        let settled = false;
        const onAbort = () => {
          settled = true;
          reject(signal.reason);
        };
        signal.addEventListener('abort', onAbort, { once: true });
        call(methods.acquire, { host: target.host, address: target.address }).then(
          (lease) => {
            signal.removeEventListener('abort', onAbort);
            const free = () => void call(methods.release, lease).catch(() => undefined);
            if (settled) return free();
            settled = true;
            let freed = false;
            resolve(() => {
              if (freed) return;
              freed = true;
              free();
            });
          },
          (error: unknown) => {
            signal.removeEventListener('abort', onAbort);
            if (!settled) reject(error instanceof Error ? error : new Error(String(error)));
            settled = true;
          },
        );
      });
    },
  };
}

/** The pool's answers to its process's gate calls, for one run. */
export function gateCalls(leases: GateLeases): Record<string, (...args: never[]) => Promise<unknown>> {
  return {
    [GATE_CALLS.acquire]: (target: RequestTarget) => leases.acquire(target),
    [GATE_CALLS.release]: async (lease: number) => leases.release(lease),
  };
}
