// Applies the committed migrations under prisma/migrations at start, offline, on PGlite and PostgreSQL.
// Keeps Prisma's own bookkeeping (the _prisma_migrations table, SHA-256 checksums, advisory lock 72707369)
// so `prisma migrate deploy` and this migrator agree wherever the Prisma CLI can run.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findInProject } from '@/lib/settings/project-files';

/** The least a database session must offer: parameterized queries and multi-statement scripts. */
export interface SqlSession {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  exec(script: string): Promise<void>;
}

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

// The key `prisma migrate` itself locks, so the two never run at once on one database.
const PRISMA_MIGRATE_LOCK_KEY = 72707369;

const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

/**
 * Finds prisma/migrations by walking up from this module (works from sources, bundles and builds inside the
 * checkout), then from the working directory. AGENTGAUGE_MIGRATIONS_DIR overrides both.
 */
export function findMigrationsDir(): string {
  const override = process.env.AGENTGAUGE_MIGRATIONS_DIR;
  if (override) return override;
  const lockFile = findInProject(path.join('prisma', 'migrations', 'migration_lock.toml'));
  if (lockFile) return path.dirname(lockFile);
  throw new Error('prisma/migrations not found; set AGENTGAUGE_MIGRATIONS_DIR to its location');
}

export function readMigrations(dir: string = findMigrationsDir()): Migration[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'migration.sql')))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

interface AppliedRow {
  migration_name: string;
  finished_at: Date | string | null;
  rolled_back_at: Date | string | null;
}

/** Applies every pending migration, each in its own transaction; returns the names it applied. */
export async function applyMigrations(session: SqlSession, migrations: Migration[] = readMigrations()): Promise<string[]> {
  await session.query('SELECT pg_advisory_lock($1)', [PRISMA_MIGRATE_LOCK_KEY]);
  try {
    await session.exec(CREATE_MIGRATIONS_TABLE);
    const rows = await session.query<AppliedRow>(
      'SELECT migration_name, finished_at, rolled_back_at FROM "_prisma_migrations"',
    );
    const failed = rows.find((row) => row.finished_at === null && row.rolled_back_at === null);
    if (failed) {
      throw new Error(
        `migration ${failed.migration_name} failed earlier and was never resolved; fix the database, then mark it rolled back`,
      );
    }
    const applied = new Set(rows.filter((row) => row.rolled_back_at === null).map((row) => row.migration_name));
    const newlyApplied: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.name)) continue;
      await applyOne(session, migration);
      newlyApplied.push(migration.name);
    }
    return newlyApplied;
  } finally {
    await session.query('SELECT pg_advisory_unlock($1)', [PRISMA_MIGRATE_LOCK_KEY]);
  }
}

async function applyOne(session: SqlSession, migration: Migration): Promise<void> {
  await session.exec('BEGIN');
  try {
    await session.exec(migration.sql);
    await session.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
       VALUES ($1, $2, $3, now(), now(), 1)`,
      [randomUUID(), migration.checksum, migration.name],
    );
    await session.exec('COMMIT');
  } catch (error) {
    await session.exec('ROLLBACK');
    throw new Error(`migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
  }
}
