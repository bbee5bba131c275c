// The committed migrations produce exactly the database prisma/schema.prisma describes, on PGlite and PostgreSQL.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { applyMigrations, readMigrations } from '@/lib/db/migrate';
import { pgClientSession, pgliteSession } from '@/lib/db/sessions';
import { diffDatabaseToSchema, migrationsDir, openScratchDatabase } from '@/prisma/tooling/schema-engine';
import { createTestPostgres, type TestPostgres } from '../../helpers/db/helpers';

describe('migrations directory', () => {
  it('holds timestamped migration folders and the postgresql lock file', () => {
    const lock = readFileSync(path.join(migrationsDir, 'migration_lock.toml'), 'utf8');
    expect(lock).toMatch(/^provider = "postgresql"$/m);
    const folders = readdirSync(migrationsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.length).toBeGreaterThan(0);
    for (const folder of folders) expect(folder.name).toMatch(/^\d{14}_[a-z0-9_]+$/);
    expect(readMigrations(migrationsDir).map((migration) => migration.name)).toEqual(folders.map((folder) => folder.name).sort());
  });
});

describe('schema and migrations agree on PGlite', () => {
  let scratch: Awaited<ReturnType<typeof openScratchDatabase>>;
  beforeAll(async () => {
    scratch = await openScratchDatabase();
  });
  afterAll(() => scratch?.close());

  it('leaves nothing to migrate after the committed migrations', async () => {
    const applied = await applyMigrations(pgliteSession(scratch.db), readMigrations(migrationsDir));
    expect(applied).toEqual(readMigrations(migrationsDir).map((migration) => migration.name));
    const diff = await diffDatabaseToSchema(scratch.engine);
    expect(diff.sql.trim()).toBe('-- This is an empty migration.');
    expect(diff.empty).toBe(true);
  });

  it('notices a database that differs from the schema (the check can fail)', async () => {
    await scratch.db.exec('ALTER TABLE "sites" DROP COLUMN "name"');
    const diff = await diffDatabaseToSchema(scratch.engine);
    expect(diff.empty).toBe(false);
    expect(diff.sql).toContain('ALTER TABLE "sites" ADD COLUMN     "name" TEXT');
  });
});

// The schema engine cannot read PostgreSQL's catalog through @prisma/adapter-pg (it rejects the "char" columns of
// pg_catalog), so PostgreSQL is compared with the PGlite database the diff above proved equal to the schema.
const CATALOG_QUERIES = {
  columns: `SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default
            FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, column_name`,
  constraints: `SELECT rel.relname AS table_name, con.conname, pg_get_constraintdef(con.oid) AS definition
                FROM pg_constraint con JOIN pg_class rel ON rel.oid = con.conrelid JOIN pg_namespace ns ON ns.oid = rel.relnamespace
                WHERE ns.nspname = 'public' ORDER BY rel.relname, con.conname`,
  indexes: `SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY tablename, indexname`,
  enums: `SELECT t.typname, array_to_string(array_agg(e.enumlabel ORDER BY e.enumsortorder), ',') AS labels
          FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid JOIN pg_namespace ns ON ns.oid = t.typnamespace
          WHERE ns.nspname = 'public' GROUP BY t.typname ORDER BY t.typname`,
};

type Catalog = Record<keyof typeof CATALOG_QUERIES, unknown[]>;

async function catalogOf(query: (sql: string) => Promise<unknown[]>): Promise<Catalog> {
  const catalog: Record<string, unknown[]> = {};
  for (const [name, sql] of Object.entries(CATALOG_QUERIES)) catalog[name] = await query(sql);
  return catalog as Catalog;
}

describe('schema and migrations agree on PostgreSQL', () => {
  let database: TestPostgres;
  let scratch: Awaited<ReturnType<typeof openScratchDatabase>>;
  beforeAll(async () => {
    [database, scratch] = await Promise.all([createTestPostgres(), openScratchDatabase()]);
  });
  afterAll(async () => {
    await scratch?.close();
    await database?.drop();
  });

  it('applies the migrations with Prisma bookkeeping and ends with the catalog the schema gives PGlite', async () => {
    const migrations = readMigrations(migrationsDir);
    await applyMigrations(pgliteSession(scratch.db), migrations);
    expect((await diffDatabaseToSchema(scratch.engine)).empty).toBe(true);

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      expect(await applyMigrations(pgClientSession(client), migrations)).toEqual(migrations.map((migration) => migration.name));
      expect(await applyMigrations(pgClientSession(client), migrations)).toEqual([]);
      const { rows } = await client.query(
        'SELECT migration_name, checksum, finished_at IS NOT NULL AS finished, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name',
      );
      expect(rows).toEqual(
        migrations.map((migration) => ({
          migration_name: migration.name,
          checksum: createHash('sha256').update(migration.sql).digest('hex'),
          finished: true,
          applied_steps_count: 1,
        })),
      );
      const postgresCatalog = await catalogOf(async (sql) => (await client.query(sql)).rows);
      const pgliteCatalog = await catalogOf(async (sql) => (await scratch.db.query(sql)).rows);
      expect(postgresCatalog.columns.length).toBeGreaterThan(100);
      expect(postgresCatalog).toEqual(pgliteCatalog);
    } finally {
      await client.end();
    }
  });
});
