// A census run again starts its slow hosts first (issue 64 point 3): from a fleet's second run on, every target whose
// audit took 15 s or more in the run before is a job of its own on the long audits' queue (lib/services/
// start-fleet-run.ts, lib/fleets/queue.ts FLEET_LONG_QUEUE), which a worker takes in slots of its own. Here the list
// puts its two slow hosts last, in batches of 8 with 2 targets working: dealt in the list's order they would start
// after at least 12 plain sites (each is the 7th target of its batch, and a worker holds 2 batches at once); as long
// audits they start with the run. One worker on PostgreSQL, started once the run's jobs are queued: the in-process
// service's own scan worker (lib/server/worker.ts, the one `npm start` runs; its audits in the fleets' forked audit
// processes), started by the test as an `npm run worker` started then was. Integration tier: one worker, no process of
// its own needed.
// The same holds for another list of the organization's that shares those hosts (a new week's list of top sites), and
// not for another organization's: its runs never read this one's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganization } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { withDatabase } from '../../helpers/server';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import type { ScanWorker } from '../../../lib/server/worker';
import { startGeneratedWeb, type GeneratedWeb } from '../../fixtures/generated-web';
import { allRows, startRun, uploadFleet, waitForRun } from '../../helpers/fleets/fleet-api';
import { hostname, PLAIN, PLAIN_THEN_SLOW, slowHostsEnv } from '../../helpers/fleets/slow-hosts';
import { seedFleetRun } from '../../helpers/fleets/seed-run';

/** The plain sites whose start pages may come before a long audit's: the two working slots' first few targets. */
const STARTED_BEFORE_AT_MOST = 8;

describe('a census run again: the run before\'s long audits', () => {
  let web: GeneratedWeb;
  let server: InProcessService;
  let worker: ScanWorker | null = null;
  let key: string;
  let otherKey: string;
  let organizationId: string;
  let fleetId: string;

  beforeAll(async () => {
    web = await startGeneratedWeb(PLAIN_THEN_SLOW, { slowMs: 400 });
    server = await startInProcessService({
      database: 'postgres',
      // No worker when the service starts: the second test starts it once its run's jobs are queued.
      env: slowHostsEnv(web),
      seed: async (db) => {
        const organization = await seedOrganization(db, { name: 'Census desk', subscription: 'active' });
        key = organization.key;
        organizationId = organization.id;
        otherKey = (await seedOrganization(db, { name: 'Another desk', subscription: 'active' })).key;
      },
    });
    // The list's order: the plain sites, then the slow ones.
    const created = await uploadFleet(server.baseUrl, key, web.sites.map((site) => site.url).join('\n'), { name: 'Monthly census' });
    expect(created.status).toBe(201);
    fleetId = created.body.id;
    // Last month's run: the slow hosts' audits took a minute, a plain site's half a second; the last plain site was not
    // measured (no duration), as a target new since would not be.
    await withDatabase(server.databaseEnv, async (db) => {
      const targets = await db.fleetTarget.findMany({ where: { fleetId }, orderBy: { position: 'asc' }, select: { id: true, host: true } });
      const kindOf = new Map(web.sites.map((site) => [site.host, site.kind]));
      await seedFleetRun(
        db,
        targets.map((target, index) => ({
          targetId: target.id,
          host: target.host,
          status: 'scanned' as const,
          score: 80,
          ...(index === PLAIN - 1 ? {} : { durationMs: kindOf.get(hostname(target.host)) === 'slow' ? 60_000 : 500 }),
        })),
        { organizationId, fleetId, createdAt: new Date(Date.now() - 30 * 86_400_000) },
      );
    });
  }, 300_000);
  afterAll(async () => {
    await worker?.stop(5_000);
    await server?.stop();
    await web?.close();
  });

  /** The run's queued jobs: each one's queue and the hosts of its rows. */
  const queuedJobs = (runId: string) =>
    withDatabase(server.databaseEnv, (db) =>
      db.$queryRaw<Array<{ queue: string; job: string; hosts: string[] }>>`
        SELECT j.name AS queue, j.id::text AS job, array_agg(r.host ORDER BY r.host) AS hosts
        FROM fleet_results r JOIN pgboss.job j ON j.id = r.job_id
        WHERE r.run_id = ${runId}::uuid GROUP BY j.name, j.id`,
    );

  it("starts the hosts an organization's earlier run found slow as long audits of its new list's first run, and not another organization's", async () => {
    // Two plain sites and both slow hosts, in a new fleet of each organization: nothing in its own history.
    const list = [...web.of('plain').slice(0, 2), ...web.of('slow')].map((site) => site.url).join('\n');
    const slowHosts = web.of('slow').map((site) => site.host).sort();
    const firstRunOf = async (apiKey: string, name: string) => {
      const created = await uploadFleet(server.baseUrl, apiKey, list, { name });
      expect(created.status).toBe(201);
      const run = await startRun(server.baseUrl, apiKey, created.body.id, { renderSample: 0 });
      expect(run.status).toBe(202);
      const jobs = await queuedJobs(run.body.runId);
      // Cancelled before any worker runs: this case is about the dealing alone.
      const cancelled = await request(server.baseUrl, `/api/v1/me/fleets/${created.body.id}/runs/${run.body.runId}`, { method: 'DELETE', key: apiKey });
      expect(cancelled.status).toBe(200);
      return jobs;
    };

    const sameOrganization = await firstRunOf(key, 'This week\'s top sites');
    const long = sameOrganization.filter((job) => job.queue === 'fleet-audit-long');
    expect(long.map((job) => job.hosts.map(hostname)).sort()).toEqual(slowHosts.map((host) => [host]));
    expect(sameOrganization.filter((job) => job.queue === 'fleet-audit').flatMap((job) => job.hosts.map(hostname)).sort())
      .toEqual(web.of('plain').slice(0, 2).map((site) => site.host).sort());

    const otherOrganization = await firstRunOf(otherKey, 'Top sites');
    expect(otherOrganization.filter((job) => job.queue === 'fleet-audit-long')).toEqual([]);
    expect(otherOrganization.flatMap((job) => job.hosts.map(hostname)).sort())
      .toEqual([...web.of('plain').slice(0, 2), ...web.of('slow')].map((site) => site.host).sort());
  }, 60_000);

  it('queues each long audit as a job of its own on the long queue and starts it with the run', async () => {
    const run = await startRun(server.baseUrl, key, fleetId, { renderSample: 0 });
    expect(run.status).toBe(202);
    const runId: string = run.body.runId;

    const queued = await queuedJobs(runId);
    const slowHosts = web.of('slow').map((site) => site.host).sort();
    const longJobs = queued.filter((job) => job.queue === 'fleet-audit-long');
    expect(longJobs.map((job) => job.hosts.map(hostname)).sort()).toEqual(slowHosts.map((host) => [host]));
    const batches = queued.filter((job) => job.queue === 'fleet-audit');
    expect(batches.flatMap((job) => job.hosts.map(hostname)).sort()).toEqual(web.of('plain').map((site) => site.host).sort());
    expect(batches.length).toBe(PLAIN / 8);
    expect(queued.length).toBe(longJobs.length + batches.length);

    // The service's own worker, in this process, with the service's settings.
    const { startScanWorker } = await import('../../../lib/server/worker');
    worker = await startScanWorker();
    const ended = await waitForRun(server.baseUrl, key, fleetId, runId, 240_000);
    expect(ended).toMatchObject({ status: 'succeeded', total: PLAIN + 2, done: PLAIN + 2 });
    expect(ended.counts).toMatchObject({ scanned: PLAIN + 2 });
    const rows = await allRows(server.baseUrl, key, fleetId, runId);
    expect(rows.filter((row) => row.status === 'scanned')).toHaveLength(PLAIN + 2);

    // When each site's start page was first fetched by the scanner: the slow hosts' came among the run's first.
    const firstStart = (host: string) => Math.min(...(web.stats.scannerStartPages.get(host) ?? [Infinity]));
    const plainStarts = web.of('plain').map((site) => firstStart(site.host)).sort((a, b) => a - b);
    expect(plainStarts.every(Number.isFinite)).toBe(true);
    const startedBefore = slowHosts.map((host) => plainStarts.filter((at) => at < firstStart(host)).length);
    console.log(`fleet long audits: ${startedBefore.join(' and ')} of ${PLAIN} plain sites started before the two slow hosts`);
    for (const [index, host] of slowHosts.entries()) {
      expect(startedBefore[index], `${host}: ${startedBefore[index]} plain sites started before it`).toBeLessThanOrEqual(STARTED_BEFORE_AT_MOST);
    }
    // Politeness is the same on either queue.
    expect(Math.max(...web.stats.maxInFlightByHost.values())).toBeLessThanOrEqual(2);
  }, 300_000);
});
