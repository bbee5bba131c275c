// How many requests of the scanner a site gets at once (issue 52 point 4): at most POLITENESS_DEFAULTS.perHost in
// flight to one host name and perAddress to one resolved IP address (several names on one server share its
// address's bound). The fetcher asks a RequestGate before each request it sends (each attempt, each redirect hop) and
// gives the place back when the answer is read. The engine only defines the gate: a host injects one shared by every
// audit it runs, across processes (the service's database leases, lib/rate-limit/politeness.ts); without one an audit
// uses this process's gate (processGate), so the command-line client keeps the same numbers in its one process.
import { createOriginLimiter } from './limiter.js';

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
  return {
    async acquire(target, signal) {
      const releaseHost = await hosts.acquire(target.host, signal);
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
