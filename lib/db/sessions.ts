// Adapts the two drivers we use to the SqlSession the migrator needs.
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { SqlSession } from './migrate';

export function pgliteSession(db: PGlite): SqlSession {
  return {
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await db.query<Row>(sql, params)).rows;
    },
    async exec(script: string) {
      await db.exec(script);
    },
  };
}

export function pgClientSession(client: pg.ClientBase): SqlSession {
  return {
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await client.query(sql, params)).rows as Row[];
    },
    async exec(script: string) {
      await client.query(script);
    },
  };
}
