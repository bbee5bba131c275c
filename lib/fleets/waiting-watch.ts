// Whether a fleet audit is only waiting on its site (issue 64 point 3). Every request of the audit passes the gate of
// its audit options (engine/fetch/politeness.ts), held in the worker's process even when the audit runs in an audit
// process (engine/isolate/gate-leases.ts). That gate is the engine's observable: a request asks for a place, holds it
// while the site answers, and gives it back once the answer is read; a host that answers 429/503 with Retry-After is
// paused through it. The audit waits on its site when, for the waiting threshold, nothing moved (no place given or
// given back) while it had a request at the site, or a request held back by a pause its site asked for. Its worker
// slot then goes to another target until something moves. The engine's queue clock (engine/fetch/queue-clock.ts)
// already credits the queued part of such waits to the audit's deadline; standing aside changes no request and no
// verdict.
// Not evidence: a request still waiting for a place for any other reason (the shared gate's database, the address's
// bound): that is our side, and more targets would only add to it. Nor a place held while every site is slow to be
// read: on a starved machine (the audit processes run at nice 19) all answers are read late, so the threshold is also
// SLOWER_THAN_TYPICAL times this process's typical request (the median of its recent ones), so a busy worker does not
// take its own slowness for its sites' and start ever more targets. An audit whose site has made it wait once counts
// as waiting again after a tenth of the threshold (AFTER_A_WAIT_SHARE): the site is known to be slow (and so is a
// census's long audit's from its first request on: its site made an earlier run wait).
import { createHostPauses, type RequestGate } from '@/engine/index';

/** How many times slower than this process's typical request a site's must be to count as waiting. */
export const SLOWER_THAN_TYPICAL = 4;
/**
 * Once its site has made the audit wait, the share of the waiting threshold after which it counts as waiting again.
 * The full threshold guards against taking our own slowness for the site's; once the site has shown it is slow, each
 * of its answers (a slow host's come every second or so, two at a time) held the slot for the full threshold again:
 * a run that started its slow hosts together had most of its slots held so (bench/README.md, 2026-11-27 12:55).
 */
export const AFTER_A_WAIT_SHARE = 0.1;
const RECENT_REQUESTS = 256;

/** How long this process's recent requests held their places (ms), over every fleet audit. */
export interface RequestTimes {
  record(ms: number): void;
  /** The median of the recent requests (0 before any). */
  typicalMs(): number;
}

export function createRequestTimes(): RequestTimes {
  const recent: number[] = [];
  let next = 0;
  // Asked at every move of every audit's gate: kept sorted as times come and go (a binary search and a shift of at
  // most RECENT_REQUESTS numbers), where sorting a copy for each new time was most of the watch's CPU.
  const sorted: number[] = [];
  const insertAt = (ms: number) => {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (sorted[middle]! < ms) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  return {
    record(ms) {
      if (recent.length < RECENT_REQUESTS) recent.push(ms);
      else {
        sorted.splice(insertAt(recent[next]!), 1);
        recent[next] = ms;
      }
      next = (next + 1) % RECENT_REQUESTS;
      sorted.splice(insertAt(ms), 0, ms);
    },
    typicalMs() {
      return sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)]!;
    },
  };
}

const TIMES = Symbol.for('agentgauge.fleets.request-times');
const globalTimes = globalThis as typeof globalThis & { [TIMES]?: RequestTimes };

/** This process's request times, shared by its fleet audits. */
export function fleetRequestTimes(): RequestTimes {
  return (globalTimes[TIMES] ??= createRequestTimes());
}

export interface WaitingListener {
  waiting(): void;
  working(): void;
}

export interface WatchedGate {
  gate: RequestGate;
  /** The audit is over: no more calls to the listener. */
  stop(): void;
}

export function watchForWaiting(
  gate: RequestGate,
  afterMs: number,
  times: RequestTimes,
  listener: WaitingListener,
  options: { knownSlow?: boolean } = {},
): WatchedGate {
  /** Requests at the site (holding a place). */
  let atSite = 0;
  /** Requests waiting for a place, by host. */
  const queued = new Map<string, number>();
  /** Pauses this audit's sites asked for (Retry-After), by host. */
  const pauses = createHostPauses();
  let waiting = false;
  /**
   * The site has made this audit wait once (or, `knownSlow`, an earlier run: a census's long audit): from then
   * on, a tenth of the threshold. Known before the first request, so that a worker whose typical request is a slow
   * host's (the run before's tail was nothing else) does not hold a working slot for each of its answers.
   */
  let waitedOnSite = options.knownSlow === true;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const heldBackByItsSite = () => [...queued.keys()].some((host) => pauses.remainingMs(host) > 0);
  const thresholdMs = () => (waitedOnSite ? afterMs * AFTER_A_WAIT_SHARE : Math.max(afterMs, SLOWER_THAN_TYPICAL * times.typicalMs()));
  const stall = () => {
    timer = undefined;
    if (stopped || waiting) return;
    if (atSite === 0 && !heldBackByItsSite()) return;
    waiting = true;
    waitedOnSite = true;
    listener.waiting();
  };
  // Something moved: the audit works again, and waits once the threshold passes without another move.
  const moved = () => {
    if (stopped) return;
    clearTimeout(timer);
    timer = undefined;
    if (waiting) {
      waiting = false;
      listener.working();
    }
    if (atSite > 0 || queued.size > 0) {
      timer = setTimeout(stall, thresholdMs());
      timer.unref();
    }
  };
  const leaveQueue = (host: string) => {
    const left = (queued.get(host) ?? 1) - 1;
    if (left > 0) queued.set(host, left);
    else queued.delete(host);
  };
  return {
    gate: {
      pause(host, until) {
        pauses.pause(host, until);
        return gate.pause(host, until);
      },
      async acquire(target, signal) {
        const host = target.host.toLowerCase();
        queued.set(host, (queued.get(host) ?? 0) + 1);
        moved();
        let release;
        try {
          release = await gate.acquire(target, signal);
        } catch (error) {
          leaveQueue(host);
          moved();
          throw error;
        }
        leaveQueue(host);
        atSite += 1;
        moved();
        const placed = performance.now();
        let given = false;
        return (sent?: boolean) => {
          release(sent);
          if (given) return;
          given = true;
          atSite -= 1;
          if (sent !== false) times.record(performance.now() - placed);
          moved();
        };
      },
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
