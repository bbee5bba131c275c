// The embedded database in this process (integration tier: lib/db opened here, no other process): kept across
// restarts, served to other connections over its socket, one connection's transaction never mixed with another's, and
// a clear refusal when a process holds it without sharing. Sharing it with other processes (the admin CLI, a process
// that dies) is in tests/system/db/embedded-processes.test.ts.
import { existsSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '@/lib/db/generated/client';
import { openDatabase } from '@/lib/db/open';
import { readMigrations } from '@/lib/db/migrate';
import { closeDb, getDb, isDatabaseUnavailable } from '@/lib/db';
import { createTempDataDir } from '../../helpers/db/helpers';

const dataDir = createTempDataDir();
const target = { kind: 'embedded' as const, dataDir: dataDir.dir };
const lockFile = path.join(dataDir.dir, 'pglite.lock');

beforeAll(async () => {
  // Creating a PGlite cluster (initdb) is the slow part; do it once here, under the hook's longer timeout. Its one
  // site (which the admin CLI adds in the system tier's tests) is the one getDb's reopened client counts below.
  const created = await openDatabase({ serve: false }, target);
  const organization = await created.prisma.organization.create({ data: { name: 'Site holder' } });
  await created.prisma.site.create({ data: { organizationId: organization.id, url: 'https://shared.example/', host: 'shared.example' } });
  await created.close();
});
afterAll(() => dataDir.remove());

describe('embedded database', () => {
  it('keeps data across a close and reopen, applying migrations once', async () => {
    const first = await openDatabase({ serve: false }, target);
    expect(first.mode).toBe('embedded-direct');
    const org = await first.prisma.organization.create({ data: { name: 'Persisted' } });
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: process.pid });
    await first.close();
    expect(existsSync(lockFile)).toBe(false);

    const second = await openDatabase({ serve: false }, target);
    try {
      expect(await second.prisma.organization.findUnique({ where: { id: org.id } })).toMatchObject({ name: 'Persisted' });
      expect(await second.prisma.$queryRawUnsafe('SELECT count(*)::int AS n FROM "_prisma_migrations"')).toEqual([{ n: readMigrations().length }]);
    } finally {
      await second.close();
    }
  });

  it("keeps one connection's open transaction invisible to the others", async () => {
    const served = await openDatabase({}, target);
    const other = new PrismaClient({ adapter: new PrismaPg({ connectionString: served.url! }) });
    try {
      const before = await other.organization.count();
      let releaseTransaction!: () => void;
      const insideTransaction = new Promise<void>((resolve) => (releaseTransaction = resolve));
      let inserted!: () => void;
      const rowInserted = new Promise<void>((resolve) => (inserted = resolve));
      const rolledBack = served.prisma
        .$transaction(async (tx) => {
          await tx.organization.create({ data: { name: 'Never committed' } });
          inserted();
          await insideTransaction;
          throw new Error('roll back');
        })
        .catch((error: Error) => error.message);
      await rowInserted;
      const countDuring = other.organization.count();
      setTimeout(releaseTransaction, 300);
      expect(await countDuring).toBe(before);
      expect(await rolledBack).toBe('roll back');
      expect(await other.organization.count()).toBe(before);
    } finally {
      await other.$disconnect();
      await served.close();
    }
  });

  it('keeps serving every connection when a query fails on a unique key while others wait for their turn', async () => {
    const served = await openDatabase({}, target);
    const clients = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const client = new pg.Client({ connectionString: served.url! });
        await client.connect();
        return client;
      }),
    );
    try {
      await clients[0]!.query('CREATE TABLE unique_race (key text PRIMARY KEY)');
      for (let round = 0; round < 10; round++) {
        // Half insert the same key (all but one fail with 23505, outside and inside a transaction), half wait to run
        // a simple query; a failed statement must not hand the session on before its connection's Sync.
        const outcomes = await Promise.all(
          clients.map((client, index) => {
            if (index % 3 === 2) return client.query('SELECT 1 AS one').then((result) => String(result.rows[0].one));
            const insert = () => client.query('INSERT INTO unique_race (key) VALUES ($1)', [`key-${round}`]);
            const attempt = index % 3 === 0 ? insert() : inTransaction(client, insert);
            return attempt.then(() => 'inserted', (error: { code?: string }) => error.code ?? 'no code');
          }),
        );
        expect(outcomes.filter((outcome) => outcome === 'inserted')).toHaveLength(1);
        expect(outcomes.filter((outcome) => outcome === '23505')).toHaveLength(3);
        expect(outcomes.filter((outcome) => outcome === '1')).toHaveLength(2);
      }
    } finally {
      await Promise.all(clients.map((client) => client.end()));
      await served.close();
    }
  }, 15_000);

  it('reports the database unavailable while a live process holds it without sharing', async () => {
    writeFileSync(lockFile, String(process.ppid));
    try {
      const error = await openDatabase({ lockWaitMs: 300 }, target).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect((error as Error).message).toBe(
        `the embedded database in ${dataDir.dir} is open in process ${process.ppid} (${lockFile}), which does not share it: retry when that process exits, or stop it`,
      );
    } finally {
      rmSync(lockFile, { force: true });
    }
  });

  it('takes over a lock left by a process that is gone or whose pid now names another process', async () => {
    for (const stale of [{ pid: 2 ** 22 + 1, start: null }, { pid: process.ppid, start: 'an earlier process' }]) {
      writeFileSync(lockFile, JSON.stringify(stale));
      const reopened = await openDatabase({ serve: false, lockWaitMs: 300 }, target);
      expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: process.pid });
      await reopened.close();
    }
  });

  it('gives one client per process through getDb, reopening after closeDb', async () => {
    const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
    process.env.DATA_DIR = dataDir.dir;
    delete process.env.DATABASE_URL;
    try {
      const [a, b] = await Promise.all([getDb(), getDb()]);
      expect(a).toBe(b);
      expect(await a.organization.count()).toBeGreaterThan(0);
      await closeDb();
      expect(existsSync(lockFile)).toBe(false);
      const c = await getDb();
      expect(c).not.toBe(a);
      expect(await c.site.count()).toBe(1);
    } finally {
      await closeDb();
      Object.assign(process.env, saved);
      if (saved.DATA_DIR === undefined) delete process.env.DATA_DIR;
      if (saved.DATABASE_URL === undefined) delete process.env.DATABASE_URL;
    }
  });
});

async function inTransaction(client: pg.Client, work: () => Promise<unknown>): Promise<void> {
  await client.query('BEGIN');
  try {
    await work();
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}
