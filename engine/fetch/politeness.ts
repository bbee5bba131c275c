// How many requests of the scanner a site gets at once (issue 52 point 4): at most POLITENESS_DEFAULTS.perHost in
// flight to one host name and perAddress to one resolved IP address (several names on one server share its
// address's bound). The fetcher asks a RequestGate before each request it sends (each attempt, each redirect hop) and
// gives the place back when the answer is read. The engine only defines the gate: a host injects one shared by every
// audit it runs, across processes (the service's database leases, lib/rate-limit/politeness.ts); without one an audit
// uses this process's gate (processGate), so the command-line client keeps the same numbers in its one process.
import { createOriginLimiter } from './limiter.js';
import { retryAfterMs, sleep } from './retry.js';

/** Where a request goes: its host, and the address it connects to (the host itself for an IP literal). */
export interface RequestTarget {
  /** The URL's host: its name, and its port when not the scheme's default (as the service counts a target host). */
  host: string;
  address: string;
}

/**
 * Frees a place. `sent` is false when the request was given up before it was sent (its audit ended while the place
 * was on its way): a gate that counts requests (a fleet row's) takes it back.
 */
export type ReleasePlace = (sent?: boolean) => void;

export interface RequestGate {
  /** Waits for a place for one request to `target`; resolves to the function that frees it. Rejects on abort. */
  acquire(target: RequestTarget, signal: AbortSignal): Promise<ReleasePlace>;
  /**
   * The host answered 429 or 503 with Retry-After: no request of ours to it gets a place before `until` (ms since
   * the epoch), whichever audit, organization or process asks (at most MAX_HOST_PAUSE_SECONDS from now).
   */
  pause(host: string, until: number): void | Promise<void>;
}

/**
 * The longest a host's Retry-After pauses every request of ours to it (docs/operations.md): a longer wait is cut to
 * this, and a fleet comes back to such a host later instead (AGENTGAUGE_FLEET_MAX_RETRY_AFTER_SECONDS).
 */
export const MAX_HOST_PAUSE_SECONDS = 120;

/** When a pause asked at `now` for `until` ends, cut to the documented maximum. */
export function cappedPauseEnd(until: number, now = Date.now()): number {
  return Math.min(until, now + MAX_HOST_PAUSE_SECONDS * 1000);
}

/**
 * The pause an answer asks of every request to its host (429 or 503 with a readable Retry-After), in ms, or null: as
 * asked. A gate cuts it to MAX_HOST_PAUSE_SECONDS when it records it (cappedPauseEnd, the one place of that rule).
 */
export function hostPauseMs(status: number, retryAfter: string | undefined, now = Date.now()): number | null {
  if (status !== 429 && status !== 503) return null;
  const asked = retryAfterMs(retryAfter, now);
  return asked === null || asked <= 0 ? null : asked;
}

export interface PolitenessLimits {
  perHost: number;
  perAddress: number;
}

/** The scanner's documented bounds (the service's /scanner page states them). */
export const POLITENESS_DEFAULTS: PolitenessLimits = { perHost: 2, perAddress: 4 };

/** A gate over this process alone: first come, first served per host, then per address (always that order). */
export function createLocalGate(limits: PolitenessLimits = POLITENESS_DEFAULTS): RequestGate {
  const hosts = createOriginLimiter(Math.max(1, limits.perHost));
  const addresses = createOriginLimiter(Math.max(1, limits.perAddress));
  const pauses = createHostPauses();
  return {
    pause: pauses.pause,
    async acquire(target, signal) {
      let releaseHost: () => void;
      // A pause set while this request waited for its host's slot holds it too: it waits again, slot given back.
      for (;;) {
        await pauses.waitOut(target.host, signal);
        releaseHost = await hosts.acquire(target.host, signal);
        if (pauses.remainingMs(target.host) === 0) break;
        releaseHost();
      }
      try {
        const releaseAddress = await addresses.acquire(target.address, signal);
        return () => {
          releaseAddress();
          releaseHost();
        };
      } catch (error) {
        releaseHost();
        throw error;
      }
    },
  };
}

const PROCESS_GATE = Symbol.for('agentgauge.engine.process-gate');
const globalGate = globalThis as typeof globalThis & { [PROCESS_GATE]?: RequestGate };

/** This process's gate, shared by every audit it runs without a gate of its own. */
export function processGate(): RequestGate {
  return (globalGate[PROCESS_GATE] ??= createLocalGate());
}

export interface HostPauses {
  pause(host: string, until: number): void;
  /** How long the host's pause still lasts, in ms (0 when it has none). */
  remainingMs(host: string): number;
  /** Resolves once the host's pause (if any, and however it is extended meanwhile) is over; rejects on abort. */
  waitOut(host: string, signal: AbortSignal): Promise<void>;
}

/** This process's record of the hosts that asked us to wait (Retry-After), by host name, lower case. */
export function createHostPauses(): HostPauses {
  const until = new Map<string, number>();
  const remainingMs = (host: string) => {
    const key = host.toLowerCase();
    const end = until.get(key);
    if (end === undefined) return 0;
    const left = end - Date.now();
    if (left > 0) return left;
    until.delete(key);
    return 0;
  };
  return {
    pause(host, end) {
      const key = host.toLowerCase();
      const capped = cappedPauseEnd(end);
      if (capped > (until.get(key) ?? 0)) until.set(key, capped);
    },
    remainingMs,
    async waitOut(host, signal) {
      for (let left = remainingMs(host); left > 0; left = remainingMs(host)) await sleep(left, signal);
    },
  };
}
