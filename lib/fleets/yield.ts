// Bulk work yields to interactive scans (issue 47 point 2; issue 64: "interactive scans stay within 1.25× of idle
// during a run"). While a site scan is queued or running anywhere on the database, every worker
// - starts fleet targets one at a time (AGENTGAUGE_FLEET_CONCURRENCY otherwise; targets that only wait on their hosts
//   not counted either way, slots.ts), and
// - for the first YIELD_HOLD_MS of it, holds back every request of its fleet audits that has not gone out yet, before it
//   asks the shared gate for a place: the audits already in flight (in the fleets' audit processes at nice 19) then
//   stop asking the worker, the database and the sites for anything, and the CPU goes to the scan; after that, a
//   longer scan (or scans one after another) shares the machine as before.
// Checked every YIELD_CHECK_SECONDS by each worker: a site scan takes a few tenths of a second, so a check every
// second found most of them over (bench/README.md, 2026-11-28). A run is never stopped, so no amount of interactive
// work starves it: held requests go out YIELD_HOLD_MS after the yielding began, whatever happens. A held request is
// our side's wait, not its site's: never charged to a fetch's deadline (the engine asks its gate before the request's
// clock starts) and never a reason for its audit to stand aside (waiting-watch.ts).
import type { ReleasePlace, RequestGate, RequestTarget } from '@/engine/index';
import { getDb } from '@/lib/db';
import { startPeriodic, type PeriodicTask } from '@/lib/jobs/periodic';
import type { Slots } from './slots';

export const YIELD_CHECK_SECONDS = 0.2;
/** Targets a worker starts at once while an interactive scan is active. */
export const YIELDING_CONCURRENCY = 1;
/** How long fleet requests are held back from the moment a worker starts yielding (at most: until it stops). */
export const YIELD_HOLD_MS = 2_000;

/** Whether this worker yields now, and the fleet requests it holds back until it stops (or their time is up). */
export interface Yielding {
  set(active: boolean): void;
  /** The gate with every request held back first during the first `holdMs` of yielding. */
  hold(gate: RequestGate): RequestGate;
}

export function createYielding(holdMs = YIELD_HOLD_MS): Yielding {
  let active = false;
  let holdUntil = 0;
  const held = new Set<() => void>();
  /** The wait before a request may ask the gate, or null when it need not wait (every request, most of the time). */
  const heldBack = (signal: AbortSignal): Promise<void> | null => {
    const remainingMs = active ? holdUntil - Date.now() : 0;
    if (remainingMs <= 0) return null;
    if (signal.aborted) return Promise.reject(signal.reason);
    return new Promise((resolve, reject) => {
      const leave = () => {
        clearTimeout(timer);
        held.delete(go);
        signal.removeEventListener('abort', onAbort);
      };
      const go = () => {
        leave();
        resolve();
      };
      const onAbort = () => {
        leave();
        reject(signal.reason);
      };
      const timer = setTimeout(go, remainingMs);
      held.add(go);
      signal.addEventListener('abort', onAbort, { once: true });
    });
  };
  return {
    set(next) {
      if (next && !active) holdUntil = Date.now() + holdMs;
      active = next;
      if (!next) for (const go of [...held]) go();
    },
    hold(gate) {
      return {
        pause: (host, until) => gate.pause(host, until),
        acquire(target: RequestTarget, signal: AbortSignal): Promise<ReleasePlace> {
          const wait = heldBack(signal);
          return wait ? wait.then(() => gate.acquire(target, signal)) : gate.acquire(target, signal);
        },
      };
    },
  };
}

const YIELDING = Symbol.for('agentgauge.fleets.yielding');
const globalYielding = globalThis as typeof globalThis & { [YIELDING]?: Yielding };

/** This process's yielding state, shared by its fleet audits. */
export function fleetYielding(): Yielding {
  return (globalYielding[YIELDING] ??= createYielding());
}

export function startYielding(slots: Slots, concurrency: number, yielding: Yielding = fleetYielding()): PeriodicTask {
  return startPeriodic('Fleet yield to interactive scans', YIELD_CHECK_SECONDS, async () => {
    const active = await interactiveScanActive();
    slots.setLimit(active ? YIELDING_CONCURRENCY : concurrency);
    yielding.set(active);
  });
}

/** Whether a site scan is queued or running (the partial index of the one active scan per site answers it). */
async function interactiveScanActive(): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.$queryRaw<Array<{ active: boolean }>>`SELECT EXISTS (SELECT 1 FROM scans WHERE status IN ('queued', 'running')) AS active`;
  return row?.active === true;
}
