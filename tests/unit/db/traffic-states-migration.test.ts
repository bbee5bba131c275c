// The migration to the four states of who fetched (issue 61, prisma/migrations/*_traffic_states): day rows stored before
// it are never re-judged (no address is kept), but keep the first rule's meaning: verified stays verified (by ranges,
// of no known date), a claim of an agent that fetches from its vendor's ranges is spoofed (but ChatGPT-User's and
// Claude-User's, names Codex and Claude Code also send from users' machines: unverifiable, stored-before), a client-side agent's claim
// unverifiable (client-side), an agent whose ranges no snapshot held unverifiable (not-installed), any other crawler's
// unverifiable (no-method), no agent not claimed. On an embedded database migrated to just before it.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, it } from 'vitest';
import { applyMigrations, readMigrations } from '@/lib/db/migrate';
import { pgliteSession } from '@/lib/db/sessions';

it('maps the rows stored before the four states', async () => {
  const db = new PGlite();
  try {
    const all = readMigrations(path.join(process.cwd(), 'prisma/migrations'));
    const states = all.findIndex((migration) => migration.name.endsWith('_traffic_states'));
    expect(states).toBeGreaterThan(0);
    await applyMigrations(pgliteSession(db), all.slice(0, states));
    const organization = (await db.query<{ id: string }>(`INSERT INTO organizations (id, name, updated_at) VALUES (gen_random_uuid(), 'o', now()) RETURNING id`)).rows[0]!.id;
    const site = (await db.query<{ id: string }>(`INSERT INTO sites (id, organization_id, host, url, updated_at) VALUES (gen_random_uuid(), $1, 'a.example', 'https://a.example/', now()) RETURNING id`, [organization])).rows[0]!.id;
    const legacy: Array<[string, boolean]> = [['GPTBot', true], ['GPTBot', false], ['Claude-User', false], ['ChatGPT-User', false], ['ClaudeBot', false], ['', false], ['Cursor', false], ['CCBot', false], ['AhrefsBot', false]];
    for (const [agent, verified] of legacy) {
      await db.query(
        `INSERT INTO traffic_days (site_id, organization_id, day, agent, verified, status_class, path_class, challenged, requests, first_seen, last_seen)
         VALUES ($1, $2, '2026-11-20', $3, $4, '2xx', 'page', false, 3, now(), now())`,
        [site, organization, agent, verified],
      );
    }
    await applyMigrations(pgliteSession(db), all);
    const rows = (await db.query<{ agent: string; state: string; method: string; judged_on: string; signed: boolean; requests: number }>(`SELECT agent, state, method, judged_on, signed, requests FROM traffic_days ORDER BY agent, state`)).rows;
    expect(rows.map((row) => [row.agent, row.state, row.method, row.judged_on, row.signed, row.requests])).toEqual([
      ['', 'not claimed', 'none', '', false, 3],
      ['AhrefsBot', 'unverifiable', 'no-method', '', false, 3],
      ['CCBot', 'unverifiable', 'not-installed', '', false, 3],
      ['ChatGPT-User', 'unverifiable', 'stored-before', '', false, 3],
      ['Claude-User', 'unverifiable', 'stored-before', '', false, 3],
      ['ClaudeBot', 'spoofed', 'ranges', '', false, 3],
      ['Cursor', 'unverifiable', 'client-side', '', false, 3],
      ['GPTBot', 'spoofed', 'ranges', '', false, 3],
      ['GPTBot', 'verified', 'ranges', '', false, 3],
    ]);
  } finally {
    await db.close();
  }
});
