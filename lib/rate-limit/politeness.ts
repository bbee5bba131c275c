// The scanner's politeness (issue 52 point 4), one rule for every audit the service runs: site scans, public scans,
// remote audits for the CLI, agent and journey runs, fleet runs. At most AGENTGAUGE_SCANNER_PER_HOST requests in
// flight to one host (default 2) and AGENTGAUGE_SCANNER_PER_ADDRESS to one resolved IP address (default 4),
// counted together over every organization and every process (the web process, each `npm run worker`, on one host or
// several). The engine asks the gate before every request (engine/fetch/politeness.ts); the places are rows of
// scanner_leases in the database, because the database is what every process of an installation shares, PostgreSQL
// or the embedded PGlite alike (Redis is optional). A place is a row for as long as its request is in flight, renewed
// while it lasts, and kept a moment after for this process's next request to the same host (place-shelf.ts); a
// killed process's rows expire within the lease (scannerLeaseSeconds). In front of the database, this process
// queues its own requests per host and per address (first come, first served), so only those that could go out ask.
// A host that answered 429 or 503 with Retry-After (issue 64 point 1) has a pause row (key `pause:<host>`, slot 0)
// until then, at most MAX_HOST_PAUSE_SECONDS: no place of that host is given, in any process, while it lasts.
import { randomUUID } from 'node:crypto';
import { cappedPauseEnd, createLocalGate, type PolitenessLimits, type RequestGate, type RequestTarget } from '@/engine/index';
import { getDb } from '@/lib/db';
import { integerEnvAtLeast, positiveIntegerEnv } from '@/lib/settings/settings';
import { createPlaceShelf, type HeldPlace } from './place-shelf';

/** The documented settings, with their defaults (the /scanner page and docs/operations.md state them). */
export const SCANNER_POLITENESS = {
  perHost: { env: 'AGENTGAUGE_SCANNER_PER_HOST', default: 2 },
  perAddress: { env: 'AGENTGAUGE_SCANNER_PER_ADDRESS', default: 4 },
} as const;

/**
 * How long a place outlives the process that took it (AGENTGAUGE_SCANNER_LEASE_SECONDS, default 30, at least 5): it is
 * renewed every third of that while its request runs, so only a killed process's places wait it out before another
 * process may take them. Shorter frees a killed worker's hosts sooner, at a renewal write more often per request.
 */
export const SCANNER_LEASE = { env: 'AGENTGAUGE_SCANNER_LEASE_SECONDS', default: 30, least: 5 } as const;

export function scannerLeaseSeconds(): number {
  return integerEnvAtLeast(SCANNER_LEASE.env, SCANNER_LEASE.default, SCANNER_LEASE.least);
}
/** How often this process deletes rows that expired (the places of killed processes) after a release. */
const PRUNE_EVERY_MS = 5 * 60_000;

export function scannerPoliteness(): PolitenessLimits {
  return {
    perHost: positiveIntegerEnv(SCANNER_POLITENESS.perHost.env, SCANNER_POLITENESS.perHost.default),
    perAddress: positiveIntegerEnv(SCANNER_POLITENESS.perAddress.env, SCANNER_POLITENESS.perAddress.default),
  };
}

/** The gate, and what a stopping process does with the places it keeps. */
export interface ScannerGate extends RequestGate {
  /** Gives back every place this process keeps, and from now on each place at once: resolves to how many were kept. */
  close(): Promise<number>;
}

const GATE = Symbol.for('agentgauge.scanner-gate');
const globalGate = globalThis as typeof globalThis & { [GATE]?: ScannerGate };

/** The gate of every audit this process runs (made at first use, with the settings then). */
export function scannerGate(): RequestGate {
  return (globalGate[GATE] ??= createScannerGate(scannerPoliteness()));
}

/**
 * A stopping process's last use of the gate (closeAuditPool, after its audits ended and before the database closes):
 * the places it keeps (a request's place waits PLACE_KEPT_MS for the next one) are deleted, not left to hold other
 * processes' slots of those hosts until they expire (scannerLeaseSeconds): a scan this stop released for a retry is
 * retried at once.
 */
export async function closeScannerGate(): Promise<number> {
  return (await globalGate[GATE]?.close()) ?? 0;
}

export function createScannerGate(limits: PolitenessLimits): ScannerGate {
  // Read once, when the gate is made: a wrong setting fails the first audit's start, not a request in its middle.
  const leaseSeconds = scannerLeaseSeconds();
  const local = createLocalGate(limits);
  const shelf = createPlaceShelf<RenewedPlace>(giveBack);
  let prunedAt = Date.now();
  return {
    async pause(host, until) {
      local.pause(host, until);
      const end = new Date(cappedPauseEnd(until));
      const db = await getDb();
      await db.$executeRaw`
        INSERT INTO scanner_leases (key, slot, holder, expires_at) VALUES (${pauseKey(host)}, 0, ${`${process.pid}:retry-after`}, ${end})
        ON CONFLICT (key, slot) DO UPDATE SET holder = EXCLUDED.holder, expires_at = GREATEST(scanner_leases.expires_at, EXCLUDED.expires_at)`;
    },
    async acquire(target, signal) {
      const releaseLocal = await local.acquire(target, signal);
      try {
        const [host, address] = [target.host.toLowerCase(), target.address.toLowerCase()];
        const key = `${host} ${address}`;
        const place =
          (await stillHeld(shelf.take(key), target)) ??
          // Places this process keeps idle for the same host or address may fill the slots: given back before waiting on them.
          (await newPlace(target, limits, leaseSeconds, () => shelf.evict((kept) => kept.startsWith(`${host} `) || kept.endsWith(` ${address}`)), signal));
        place.uses += 1;
        let released = false;
        return () => {
          if (released) return;
          released = true;
          // This process's next request to the host asks once a place given back is gone, not before (it would find
          // no slot); a kept one it finds on the shelf.
          void shelf
            .put(key, place)
            .catch(() => undefined)
            .finally(releaseLocal);
          if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
            prunedAt = Date.now();
            void pruneExpired().catch(() => undefined);
          }
        };
      } catch (error) {
        releaseLocal();
        throw error;
      }
    },
    close: () => shelf.close(),
  };
}

interface RenewedPlace extends HeldPlace {
  renewal: NodeJS.Timeout;
}

async function newPlace(target: RequestTarget, limits: PolitenessLimits, leaseSeconds: number, giveBackKept: () => Promise<number>, signal: AbortSignal): Promise<RenewedPlace> {
  const holder = await takePlace(target, limits, leaseSeconds, giveBackKept, signal);
  const renewal = setInterval(() => void renew(holder, leaseSeconds).catch(() => undefined), (leaseSeconds * 1000) / 3);
  renewal.unref();
  return { holder, uses: 0, renewal };
}

async function giveBack(place: RenewedPlace): Promise<void> {
  clearInterval(place.renewal);
  await free(place.holder);
}

/**
 * A kept place, when both its rows are still its own and its host is not paused (another process may have heard a
 * Retry-After meanwhile): one read instead of a new place's insert and the old one's delete. Otherwise it is given
 * back, and null sends the request for a new place.
 */
async function stillHeld(place: RenewedPlace | undefined, target: RequestTarget): Promise<RenewedPlace | null> {
  if (!place) return null;
  let row: { held: number; paused: boolean } | undefined;
  try {
    const db = await getDb();
    [row] = await db.$queryRaw<Array<{ held: number; paused: boolean }>>`
      SELECT (SELECT count(*)::int FROM scanner_leases WHERE holder = ${place.holder} AND expires_at > now()) AS held,
        EXISTS (SELECT 1 FROM scanner_leases WHERE key = ${pauseKey(target.host)} AND slot = 0 AND expires_at > now()) AS paused`;
  } catch (error) {
    void giveBack(place).catch(() => undefined);
    throw error;
  }
  if (row?.held === 2 && row.paused === false) return place;
  await giveBack(place);
  return null;
}

/** Waits until a slot of the host and one of the address are free, and takes both in one statement. */
async function takePlace(target: RequestTarget, limits: PolitenessLimits, leaseSeconds: number, giveBackKept: () => Promise<number>, signal: AbortSignal): Promise<string> {
  const holder = `${process.pid}:${randomUUID()}`;
  for (let tries = 0; ; tries += 1) {
    if (signal.aborted) throw signal.reason;
    const { taken, pausedMs } = await tryTake(target, limits, leaseSeconds, holder);
    if (taken) return holder;
    if (pausedMs === 0 && (await giveBackKept()) > 0) continue;
    // A paused host (another process heard its Retry-After): ask again when the pause ends, not before.
    if (pausedMs > 0) {
      await sleep(pausedMs + Math.random() * 50, signal);
      continue;
    }
    // Requests are short: ask again soon, a little later each time, at random so that waiters do not ask in step.
    await sleep(Math.min(200, 20 + 10 * tries) * (0.5 + Math.random()), signal);
  }
}

function pauseKey(host: string): string {
  return `pause:${host.toLowerCase()}`;
}

async function tryTake(target: RequestTarget, limits: PolitenessLimits, leaseSeconds: number, holder: string): Promise<{ taken: boolean; pausedMs: number }> {
  const db = await getDb();
  const hostKey = `host:${target.host.toLowerCase()}`;
  const hostPause = pauseKey(target.host);
  const addressKey = `address:${target.address.toLowerCase()}`;
  // A free slot of each, drawn at random (processes asking at once rarely reach for the same one); both rows are
  // inserted or, where a row is there, taken over only when it expired. Two processes that drew the same free slot
  // meet at the primary key: one gets it, the other gets fewer than two rows back and gives up what it took.
  // A host with a pause row still running gets no slot: nothing is taken, and the answer says how long it lasts.
  const rows = await db.$queryRaw<Array<{ taken: number; paused_ms: number | null }>>`
    WITH paused AS (
      SELECT expires_at FROM scanner_leases WHERE key = ${hostPause} AND slot = 0 AND expires_at > now()
    ), host AS (
      SELECT s FROM generate_series(0, ${limits.perHost - 1}::int) AS s
      WHERE NOT EXISTS (SELECT 1 FROM paused)
        AND NOT EXISTS (SELECT 1 FROM scanner_leases l WHERE l.key = ${hostKey} AND l.slot = s AND l.expires_at >= now())
      ORDER BY random() LIMIT 1
    ), address AS (
      SELECT s FROM generate_series(0, ${limits.perAddress - 1}::int) AS s
      WHERE NOT EXISTS (SELECT 1 FROM scanner_leases l WHERE l.key = ${addressKey} AND l.slot = s AND l.expires_at >= now())
      ORDER BY random() LIMIT 1
    ), wanted AS (
      SELECT ${hostKey} AS key, host.s AS slot FROM host, address
      UNION ALL SELECT ${addressKey}, address.s FROM host, address
    ), taken AS (
      INSERT INTO scanner_leases (key, slot, holder, expires_at)
      SELECT key, slot, ${holder}, now() + ${leaseSeconds} * interval '1 second' FROM wanted
      ON CONFLICT (key, slot) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
        WHERE scanner_leases.expires_at < now()
      RETURNING 1
    )
    SELECT (SELECT count(*)::int FROM taken) AS taken,
      (SELECT ceil(extract(epoch FROM max(expires_at) - now()) * 1000)::int FROM paused) AS paused_ms`;
  const taken = rows[0]?.taken ?? 0;
  if (taken === 2) return { taken: true, pausedMs: 0 };
  if (taken > 0) await free(holder);
  return { taken: false, pausedMs: Math.max(0, rows[0]?.paused_ms ?? 0) };
}

async function renew(holder: string, leaseSeconds: number): Promise<void> {
  const db = await getDb();
  await db.$executeRaw`UPDATE scanner_leases SET expires_at = now() + ${leaseSeconds} * interval '1 second' WHERE holder = ${holder}`;
}

async function free(holder: string): Promise<void> {
  const db = await getDb();
  await db.$executeRaw`DELETE FROM scanner_leases WHERE holder = ${holder}`;
}

async function pruneExpired(): Promise<void> {
  const db = await getDb();
  await db.$executeRaw`DELETE FROM scanner_leases WHERE expires_at < now() - interval '1 minute'`;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
