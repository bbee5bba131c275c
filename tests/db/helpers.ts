// Fresh databases for storage tests: a PostgreSQL database per test file on 127.0.0.1:5432 (trust auth), and
// temporary DATA_DIRs for embedded PGlite.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '@/lib/db/open';

const ADMIN_URL = process.env.AGENTGAUGE_TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

export interface TestPostgres {
  url: string;
  name: string;
  drop(): Promise<void>;
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createTestPostgres(): Promise<TestPostgres> {
  const name = `agentgauge_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    name,
    drop: () => withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

export function createTempDataDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'agentgauge-db-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Both databases, each opened on its own (not as the process's database), for tests of code that takes a client. */
export const DATABASE_BACKENDS = [
  {
    name: 'PostgreSQL',
    async open() {
      const database = await createTestPostgres();
      const opened = await openDatabase({}, { kind: 'postgres', url: database.url });
      return { opened, cleanup: () => database.drop() };
    },
  },
  {
    name: 'PGlite',
    async open() {
      const dataDir = createTempDataDir();
      const opened = await openDatabase({ serve: false }, { kind: 'embedded', dataDir: dataDir.dir });
      return { opened, cleanup: async () => dataDir.remove() };
    },
  },
];
