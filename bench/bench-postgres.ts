// The PostgreSQL server the benches create their databases on (AGENTGAUGE_BENCH_POSTGRES_URL), reached as its admin.
import pg from 'pg';

export const ADMIN_URL = process.env.AGENTGAUGE_BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

export async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
