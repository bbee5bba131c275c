// The embedded database: kept across restarts, shared with other processes (the admin CLI) through the socket the
// opening process serves, one connection's transaction never mixed with another's, and a clear refusal when a
// process holds it without sharing.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '@/lib/db/generated/client';
import { openDatabase } from '@/lib/db/open';
import { readMigrations } from '@/lib/db/migrate';
import { closeDb, getDb, isDatabaseUnavailable } from '@/lib/db';
import { buildCli, ROOT, runCli } from '../../helpers/cli/run-cli';
import { createTempDataDir } from '../../helpers/db/helpers';

const dataDir = createTempDataDir();
const target = { kind: 'embedded' as const, dataDir: dataDir.dir };
const serverFile = path.join(dataDir.dir, 'pglite-server.json');
const lockFile = path.join(dataDir.dir, 'pglite.lock');

beforeAll(async () => {
  buildCli();
  // Creating a PGlite cluster (initdb) is the slow part; do it once here, under the hook's longer timeout.
  await (await openDatabase({ serve: false }, target)).close();
});
afterAll(() => dataDir.remove());

async function adminJson(args: string[]): Promise<Record<string, unknown>> {
  const run = await runCli(['admin', ...args, '--json'], { DATA_DIR: dataDir.dir, DATABASE_URL: '' });
  expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
  return JSON.parse(run.stdout) as Record<string, unknown>;
}

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

  it('serves the database to the admin CLI while open, and lets the CLI open it when nobody does', async () => {
    const served = await openDatabase({}, target);
    let fromServedCli: Record<string, unknown>;
    try {
      expect(served.mode).toBe('embedded-server');
      expect(JSON.parse(readFileSync(serverFile, 'utf8'))).toEqual({ url: served.url, pid: process.pid });
      fromServedCli = await adminJson(['org', 'create', '--name', 'Via socket', '--plan', 'pro']);
      expect(await served.prisma.organization.findUnique({ where: { id: fromServedCli.id as string } })).toMatchObject({
        name: 'Via socket',
        plan: 'pro',
      });
    } finally {
      await served.close();
    }
    expect(existsSync(serverFile)).toBe(false);
    expect(existsSync(lockFile)).toBe(false);

    const site = await adminJson(['site', 'add', '--org', fromServedCli.id as string, '--url', 'shared.example']);
    expect(site).toMatchObject({ host: 'shared.example', organizationId: fromServedCli.id });
    const reopened = await openDatabase({ serve: false }, target);
    try {
      expect(await reopened.prisma.site.findUnique({ where: { id: site.id as string } })).toMatchObject({ host: 'shared.example' });
    } finally {
      await reopened.close();
    }
  }, 90_000);

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

  it('uses another process\'s served database through getDb, and takes over when that process dies', async () => {
    const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
    process.env.DATA_DIR = dataDir.dir;
    delete process.env.DATABASE_URL;
    const server = spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/db/serve-embedded.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir.dir },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const [firstLine] = (await once(server.stdout!, 'data')) as [Buffer];
      const orgId = firstLine.toString().trim();
      const viaSocket = await getDb();
      expect(await viaSocket.organization.findUnique({ where: { id: orgId } })).toMatchObject({ name: 'Served by another process' });

      server.kill('SIGKILL');
      await once(server, 'exit');
      const takenOver = await getDb();
      expect(takenOver).not.toBe(viaSocket);
      expect(await takenOver.organization.findUnique({ where: { id: orgId } })).toMatchObject({ name: 'Served by another process' });
      expect(JSON.parse(readFileSync(serverFile, 'utf8'))).toMatchObject({ pid: process.pid });
    } finally {
      server.kill('SIGKILL');
      await closeDb();
      Object.assign(process.env, saved);
      if (saved.DATA_DIR === undefined) delete process.env.DATA_DIR;
      if (saved.DATABASE_URL === undefined) delete process.env.DATABASE_URL;
    }
  }, 90_000);

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
