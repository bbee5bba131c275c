// Politeness across every worker (issue 47 point 3), held in the database so that any number of `npm run worker`
// processes keep to it together: a target is audited only while its worker holds its host's lease (one audit of a
// host at a time) and one of its address's slots (AGENTGAUGE_FLEET_PER_ADDRESS ÷ 2 audits of one resolved IP address
// at a time, at least 1). Each bulk audit keeps at most 2 requests in flight over every origin (engine
// options.bulk.maxInFlight), so at most 2 requests are in flight per host and at most AGENTGAUGE_FLEET_PER_ADDRESS per
// address. A lease expires unless renewed (every 30% of it while the audit runs): a killed worker's leases free
// themselves within its length (FleetWorkSettings.leaseSeconds).
import { getDb, Prisma } from '@/lib/db';
import { fleetLeaseSeconds, PER_HOST_IN_FLIGHT } from './settings';

/** How often a running audit renews its leases: 30% of their length (6 s at the default), so two renewals may fail. */
export function fleetLeaseRenewMs(leaseSeconds = fleetLeaseSeconds()): number {
  return leaseSeconds * 300;
}

export interface Politeness {
  /** Audits of one address at once, across workers. */
  auditsPerAddress: number;
  /** Requests one audit keeps in flight. */
  maxInFlight: number;
}

export function politenessFor(perAddress: number): Politeness {
  const maxInFlight = Math.min(PER_HOST_IN_FLIGHT, perAddress);
  return { auditsPerAddress: Math.max(1, Math.floor(perAddress / maxInFlight)), maxInFlight };
}

export interface HeldLeases {
  holder: string;
  keys: string[];
  /** Extends both leases; false when one was lost (expired and taken by another worker). */
  renew(): Promise<boolean>;
  release(): Promise<void>;
}

/**
 * Takes the host's lease and a free slot of the address, or neither (null): the caller tries another target or
 * comes back later. `holder` names the attempt (unique per claim).
 */
export async function takeLeases(host: string, address: string, slots: number, holder: string, leaseSeconds: number): Promise<HeldLeases | null> {
  const db = await getDb();
  const hostKey = `host:${host}`;
  const addressKey = `address:${address}`;
  const ttl = Prisma.sql`now() + ${leaseSeconds} * interval '1 second'`;
  return db.$transaction(async (tx) => {
    const host = await tx.$queryRaw<Array<{ slot: number }>>`
      INSERT INTO fleet_leases (key, slot, holder, expires_at) VALUES (${hostKey}, 0, ${holder}, ${ttl})
      ON CONFLICT (key, slot) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
        WHERE fleet_leases.expires_at < now()
      RETURNING slot`;
    if (host.length === 0) return null;
    const slot = await tx.$queryRaw<Array<{ slot: number }>>`
      -- A free slot drawn at random, so that workers asking at once rarely reach for the same one.
      WITH free AS (
        SELECT s FROM generate_series(0, ${slots - 1}::int) AS s
        WHERE NOT EXISTS (SELECT 1 FROM fleet_leases l WHERE l.key = ${addressKey} AND l.slot = s AND l.expires_at >= now())
        ORDER BY random() LIMIT 1
      )
      INSERT INTO fleet_leases (key, slot, holder, expires_at) SELECT ${addressKey}, s, ${holder}, ${ttl} FROM free
      ON CONFLICT (key, slot) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
        WHERE fleet_leases.expires_at < now()
      RETURNING slot`;
    if (slot.length === 0) {
      await tx.$executeRaw`DELETE FROM fleet_leases WHERE key = ${hostKey} AND holder = ${holder}`;
      return null;
    }
    return held(holder, [hostKey, addressKey], leaseSeconds);
  });
}

function held(holder: string, keys: string[], leaseSeconds: number): HeldLeases {
  return {
    holder,
    keys,
    async renew() {
      const db = await getDb();
      const renewed = await db.$executeRaw`
        UPDATE fleet_leases SET expires_at = now() + ${leaseSeconds} * interval '1 second'
        WHERE key IN (${Prisma.join(keys)}) AND holder = ${holder}`;
      return renewed === keys.length;
    },
    async release() {
      const db = await getDb();
      await db.$executeRaw`DELETE FROM fleet_leases WHERE key IN (${Prisma.join(keys)}) AND holder = ${holder}`;
    },
  };
}

/** Deletes leases that expired a while ago (the table keeps only what is held); run by the sweep. */
export async function pruneExpiredLeases(): Promise<number> {
  const db = await getDb();
  return db.$executeRaw`DELETE FROM fleet_leases WHERE expires_at < now() - interval '1 minute'`;
}
