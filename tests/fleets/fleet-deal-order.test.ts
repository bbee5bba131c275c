// A census is run again. From a fleet's second run on, its batches are dealt longest first by the run before
// (lib/services/start-fleet-run.ts) and sent so that the queue takes their head in that order (lib/fleets/queue.ts):
// the list's slow hosts start with the run instead of making its tail (bench:fleet, 2026-11-27). Read where workers
// take them: the fleets' queue, whose jobs pg-boss takes by priority, then oldest first (no worker runs here, so the
// jobs stay queued). A first run deals in the list's order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganization } from '../helpers/api-fixtures';
import { SERVER_START_TIMEOUT_MS, startServer, withDatabase, type TestServer } from '../helpers/server';
import { startRun } from './helpers/fleet-api';
import { seedFleetRun } from './helpers/seed-run';

/** The run's targets (by host) in the order the queue gives them out; jobs that tie (one insert) share a group. */
async function queueOrder(server: TestServer, runId: string): Promise<string[][]> {
  const rows = await withDatabase(server.databaseEnv, (db) =>
    db.$queryRaw<Array<{ created: string; host: string }>>`
      SELECT j.created_on::text AS created, r.host
      FROM pgboss.job j JOIN fleet_results r ON r.job_id = j.id
      WHERE j.name = 'fleet-audit' AND r.run_id = ${runId}::uuid
      ORDER BY j.priority DESC, j.created_on, r.host`,
  );
  const groups = new Map<string, string[]>();
  for (const row of rows) groups.set(row.created, [...(groups.get(row.created) ?? []), row.host]);
  return [...groups.values()];
}

describe('the order a fleet run\'s batches are dealt and queued in', () => {
  let server: TestServer;
  let key: string;
  let fleetId: string;
  let firstFleetId: string;

  beforeAll(async () => {
    server = await startServer({
      database: 'pglite',
      // No worker: the jobs wait on the queue to be read.
      env: { AGENTGAUGE_IN_PROCESS_WORKER: '0', AGENTGAUGE_PUBLIC_URL: 'http://gauge.test', AGENTGAUGE_FLEET_BATCH: '1', AGENTGAUGE_FLEET_RUNS_PER_DAY_PRO: '10' },
      seed: async (db) => {
        const organization = await seedOrganization(db, { name: 'Census desk', subscription: 'active' });
        key = organization.key;
        const hosts = ['a.example', 'b.example', 'c.example', 'd.example', 'e.example', 'f.example', 'g.example'];
        const fleetOf = async (name: string) =>
          db.fleet.create({
            data: {
              organizationId: organization.id,
              name,
              targetCount: hosts.length,
              targets: {
                create: hosts.map((host, position) => ({ position, target: host, origin: `https://${host}`, host, registrableDomain: host, startUrl: `https://${host}/` })),
              },
            },
            include: { targets: { orderBy: { position: 'asc' } } },
          });
        const fleet = await fleetOf('monthly');
        fleetId = fleet.id;
        firstFleetId = (await fleetOf('new')).id;
        const id = (host: string) => fleet.targets.find((target) => target.host === host)!.id;
        // Last month: c and e were slow hosts (their audits took minutes), b did not answer (no duration), and g was
        // not on the list then (no row).
        await seedFleetRun(
          db,
          [
            { targetId: id('a.example'), host: 'a.example', status: 'scanned', score: 50, durationMs: 500 },
            { targetId: id('b.example'), host: 'b.example', status: 'unreachable' },
            { targetId: id('c.example'), host: 'c.example', status: 'scanned', score: 50, durationMs: 90_000 },
            { targetId: id('d.example'), host: 'd.example', status: 'scanned', score: 50, durationMs: 800 },
            { targetId: id('e.example'), host: 'e.example', status: 'scanned', score: 50, durationMs: 30_000 },
            { targetId: id('f.example'), host: 'f.example', status: 'scanned', score: 50, durationMs: 600 },
          ],
          { organizationId: organization.id, fleetId: fleet.id, createdAt: new Date('2026-10-27T00:00:00Z') },
        );
      },
    });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.stop();
  });

  it('queues a second run\'s slowest targets first, by the run before, and the rest after (new and unmeasured ones last)', async () => {
    const started = await startRun(server.baseUrl, key, fleetId, { renderSample: 0 });
    expect(started.status).toBe(202);
    // Inserts of 1, 2 and 4 jobs: the order holds between them; within one, the queue promises none.
    expect(await queueOrder(server, started.body.runId)).toEqual([['c.example'], ['d.example', 'e.example'], ['a.example', 'b.example', 'f.example', 'g.example']]);
  });

  it('queues a first run in the list\'s order', async () => {
    const started = await startRun(server.baseUrl, key, firstFleetId, { renderSample: 0 });
    expect(started.status).toBe(202);
    expect(await queueOrder(server, started.body.runId)).toEqual([['a.example'], ['b.example', 'c.example'], ['d.example', 'e.example', 'f.example', 'g.example']]);
  });
});
