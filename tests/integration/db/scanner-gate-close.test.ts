// A stopping process closes the scanner's gate (lib/rate-limit/politeness.ts, called by closeAuditPool in the stop of
// bin/worker.ts and bin/start.ts, after the audits ended, before the database closes): the places it keeps for its
// next request to a host (place-shelf.ts, PLACE_KEPT_MS) are deleted at once, and a request that ends after the close
// keeps nothing. Left kept, their timers would find the database closed and the rows would hold that host's slots
// from every other process until they expire (AGENTGAUGE_SCANNER_LEASE_SECONDS): a scan the stop released for a retry would wait.
import { describe, expect, it } from 'vitest';
import type { PrismaClient } from '@/lib/db';
import { createScannerGate } from '@/lib/rate-limit/politeness';
import { PLACE_KEPT_MS } from '@/lib/rate-limit/place-shelf';
import { DATABASE_KINDS } from '../../helpers/server';
import { useTestDatabase } from '../../helpers/db/helpers';

const target = { host: 'kept.example', address: '192.0.2.10' };

async function rowsOf(db: PrismaClient): Promise<string[]> {
  const rows = await db.$queryRaw<Array<{ key: string }>>`SELECT key FROM scanner_leases WHERE key NOT LIKE 'pause:%' ORDER BY key`;
  return rows.map((row) => row.key);
}

/** Lets the release's put (a promise chain without database work for a kept place) settle, well within PLACE_KEPT_MS. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe.each(DATABASE_KINDS)('closing the scanner gate on %s', (kind) => {
  const onDatabase = useTestDatabase(kind);

  it('deletes the places it keeps at once, and keeps none given back after', () =>
    onDatabase(async (db) => {
      const gate = createScannerGate({ perHost: 2, perAddress: 4 });
      const release = await gate.acquire(target, new AbortController().signal);
      release();
      await settle();
      // Kept for this process's next request: its rows stay (the case the close is for).
      expect(await rowsOf(db)).toEqual(['address:192.0.2.10', 'host:kept.example']);
      const started = performance.now();
      await expect(gate.close()).resolves.toBe(1);
      expect(await rowsOf(db)).toEqual([]);
      expect(performance.now() - started).toBeLessThan(PLACE_KEPT_MS);

      // An audit cut off by the stop gives its place back after the close: deleted, not kept.
      const late = await gate.acquire(target, new AbortController().signal);
      expect(await rowsOf(db)).toEqual(['address:192.0.2.10', 'host:kept.example']);
      late();
      await settle();
      expect(await rowsOf(db)).toEqual([]);
      await expect(gate.close()).resolves.toBe(0);
    }));
});
