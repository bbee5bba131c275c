// The start-up migrator on PostgreSQL: each migration once even when processes start together, a failing migration
// leaves no trace, and a database whose history records a failure is refused. Also: which errors mean "unavailable".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@/lib/db/generated/client';
import { applyMigrations, type Migration } from '@/lib/db/migrate';
import { pgClientSession } from '@/lib/db/sessions';
import { DatabaseUnavailableError, isDatabaseUnavailable } from '@/lib/db';
import { createTestPostgres, type TestPostgres } from '../../helpers/db/helpers';

function migration(name: string, sql: string): Migration {
  return { name, sql, checksum: name.padEnd(64, '0').slice(0, 64) };
}

let database: TestPostgres;
const clients: pg.Client[] = [];

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  clients.push(client);
  return client;
}

beforeAll(async () => {
  database = await createTestPostgres();
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.end()));
  await database?.drop();
});

describe('applyMigrations', () => {
  it('applies each migration exactly once when three processes start together', async () => {
    const migrations = [
      migration('20260101000000_one', 'CREATE TABLE one (id int PRIMARY KEY);'),
      migration('20260102000000_two', 'INSERT INTO one VALUES (1); CREATE TABLE two (id int);'),
    ];
    const sessions = await Promise.all([connect(), connect(), connect()]);
    const results = await Promise.all(sessions.map((client) => applyMigrations(pgClientSession(client), migrations)));
    expect(results.flat().sort()).toEqual(['20260101000000_one', '20260102000000_two']);
    const { rows } = await sessions[0]!.query('SELECT count(*)::int AS n FROM one');
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('rolls a failing migration back completely and records nothing for it', async () => {
    const client = await connect();
    const migrations = [
      migration('20260103000000_three', 'CREATE TABLE three (id int);'),
      migration('20260104000000_broken', 'CREATE TABLE four (id int); SELECT no_such_function();'),
    ];
    await expect(applyMigrations(pgClientSession(client), migrations)).rejects.toThrow(
      /^migration 20260104000000_broken failed: function no_such_function\(\) does not exist$/,
    );
    const tables = await client.query(`SELECT tablename FROM pg_tables WHERE tablename IN ('three', 'four') ORDER BY 1`);
    expect(tables.rows).toEqual([{ tablename: 'three' }]);
    const names = await client.query(`SELECT migration_name FROM "_prisma_migrations" ORDER BY 1`);
    expect(names.rows.map((row) => row.migration_name)).toEqual(['20260101000000_one', '20260102000000_two', '20260103000000_three']);
  });

  it('refuses to go on when the history records an unresolved failed migration', async () => {
    const client = await connect();
    await client.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at) VALUES ('x', 'y', '20260105000000_half', now())`,
    );
    await expect(applyMigrations(pgClientSession(client), [])).rejects.toThrow(
      'migration 20260105000000_half failed earlier and was never resolved; fix the database, then mark it rolled back',
    );
  });
});

describe('isDatabaseUnavailable', () => {
  it('is true for an unreachable server and a missing database, false for query errors', async () => {
    const clientFor = (url: string) => new PrismaClient({ adapter: new PrismaPg({ connectionString: url, connectionTimeoutMillis: 2_000 }) });
    const caught = async (client: PrismaClient) => {
      try {
        return await client.organization.count().then(() => null, (error: unknown) => error);
      } finally {
        await client.$disconnect();
      }
    };
    const missingDatabase = new URL(database.url);
    missingDatabase.pathname = '/agentgauge_test_missing';
    const noTables = new URL(database.url);
    noTables.pathname = '/postgres';
    expect(isDatabaseUnavailable(await caught(clientFor('postgresql://postgres@127.0.0.1:1/none')))).toBe(true);
    expect(isDatabaseUnavailable(await caught(clientFor(missingDatabase.href)))).toBe(true);
    expect(isDatabaseUnavailable(await caught(clientFor(noTables.href)))).toBe(false);
    expect(isDatabaseUnavailable(new DatabaseUnavailableError('held elsewhere'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    const missingSocket = Object.assign(new Error('connect ENOENT /data/.s.PGSQL.5432'), { code: 'ENOENT', syscall: 'connect' });
    const missingFile = Object.assign(new Error("ENOENT: no such file or directory, open 'x'"), { code: 'ENOENT', syscall: 'open' });
    expect(isDatabaseUnavailable(missingSocket)).toBe(true);
    expect(isDatabaseUnavailable(missingFile)).toBe(false);
  });
});
