// Once per test run: the database templates tests/helpers/database-templates.ts copies from, made by the service's
// own migrator on an empty PGlite folder and an empty PostgreSQL database.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import type { DatabaseTemplates } from './helpers/database-templates';

const ADMIN_URL = process.env.AGENTGAUGE_TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function migrate(env: Record<string, string>): Promise<void> {
  const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
  delete process.env.DATA_DIR;
  delete process.env.DATABASE_URL;
  Object.assign(process.env, env);
  const { getDb, closeDb, setDatabaseNotice } = await import('../lib/db');
  setDatabaseNotice(() => undefined);
  try {
    await (await getDb({ serve: false })).$queryRaw`SELECT 1`;
  } finally {
    await closeDb();
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agentgauge-template-'));
  const postgresDatabase = `agentgauge_template_${randomBytes(6).toString('hex')}`;
  await migrate({ DATA_DIR: dataDir });
  await adminQuery(`CREATE DATABASE ${postgresDatabase}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${postgresDatabase}`;
  await migrate({ DATABASE_URL: url.href });
  const templates: DatabaseTemplates = { pgliteCluster: path.join(dataDir, 'pglite'), postgresDatabase };
  project.provide('databaseTemplates', templates);
  return async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await adminQuery(`DROP DATABASE IF EXISTS ${postgresDatabase} WITH (FORCE)`).catch(() => undefined);
  };
}
