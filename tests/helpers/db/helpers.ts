// Fresh databases for storage tests: a PostgreSQL database per test file on 127.0.0.1:5432 (trust auth), and
// temporary DATA_DIRs for embedded PGlite; useTestDatabase runs a describe block on either through lib/db.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { PrismaClient } from '@/lib/db';
import { createTestDatabase, withDatabase, type DatabaseKind, type TestDatabase } from '../server';
import { postgresDatabaseUrl, withAdminClient } from '../postgres-admin';

export interface TestPostgres {
  url: string;
  name: string;
  drop(): Promise<void>;
}

export async function createTestPostgres(): Promise<TestPostgres> {
  const name = `agentgauge_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
  return {
    url: postgresDatabaseUrl(name),
    name,
    drop: () => withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

export function createTempDataDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'agentgauge-db-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A fresh database of one kind for the enclosing describe block. The returned function runs work with lib/db
 *  pointed at it through the environment (withDatabase), so services reach it by getDb() as they do in the app. */
export function useTestDatabase(kind: DatabaseKind): <T>(work: (db: PrismaClient) => Promise<T>) => Promise<T> {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.drop();
  });
  return (work) => withDatabase(database!.env, work);
}
