// A first run finds its slow hosts ahead of its batches (issue 64 point 3): nothing is known of the list's hosts, so
// each is dealt into a batch, and a worker working the run reads ahead of the batches the robots.txt of the targets
// whose batch has not started (lib/fleets/look-ahead.ts). A host that took a second or more to answer it moves to the
// long audits' queue and starts with the run instead of where the batches reach it, and its audit reads that answer
// instead of asking again: every site receives the scanner's robots.txt request once, and every row counts exactly the
// requests its site received. Here the list puts its two slow hosts last, in batches of 8 with 2 targets working: dealt
// in the list's order they would start after at least 12 plain sites. One worker on PostgreSQL: the in-process
// service's own scan worker (lib/server/worker.ts, the one `npm start` runs; its audits in the fleets' forked audit
// processes), started by the test once the first run is dealt (as an `npm run worker` started then was), so that
// what the run deals is seen before any worker reads ahead. Integration tier: one worker, no process of its own needed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganization } from '../../helpers/api-fixtures';
import { withDatabase } from '../../helpers/server';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import type { ScanWorker } from '../../../lib/server/worker';
import { startGeneratedWeb, type GeneratedWeb } from '../../fixtures/generated-web';
import { allRows, startRun, uploadFleet, waitForRun } from '../../helpers/fleets/fleet-api';
import { hostname, PLAIN, PLAIN_THEN_SLOW, slowHostsEnv } from '../../helpers/fleets/slow-hosts';

/**
 * Every answer of a slow host comes after this: over the look-ahead's SLOW_ANSWER_MS (1 s). It was 1.5 s; any delay
 * over 1 s makes the host slow (the fixture answers no sooner, so its robots.txt is held at least this long), and the
 * slow hosts' audits (~70 requests, 2 at a time, in each of the two runs) set the file's length: 1.2 s is ~20 s less.
 */
const SLOW_MS = 1200;
/** The plain sites whose start pages may come before a slow host's: those started while its robots.txt was read. */
const STARTED_BEFORE_AT_MOST = 8;

describe('a first run: slow hosts found ahead of their batches', () => {
  let web: GeneratedWeb;
  let server: InProcessService;
  let worker: ScanWorker | null = null;
  let key: string;
  let fleetId: string;

  beforeAll(async () => {
    web = await startGeneratedWeb(PLAIN_THEN_SLOW, { slowMs: SLOW_MS, logRequests: true });
    server = await startInProcessService({
      database: 'postgres',
      // No worker when the service starts: the first test starts it once the run is dealt.
      env: slowHostsEnv(web),
      seed: async (db) => {
        key = (await seedOrganization(db, { name: 'First census', subscription: 'active' })).key;
      },
    });
    const created = await uploadFleet(server.baseUrl, key, web.sites.map((site) => site.url).join('\n'), { name: 'Top sites' });
    expect(created.status).toBe(201);
    fleetId = created.body.id;
  }, 300_000);
  afterAll(async () => {
    await worker?.stop(5_000);
    await server?.stop();
    await web?.close();
  });

  /** The scanner's robots.txt requests the host has received (so far, or by the time of a copy of the figures). */
  const scannerRobots = (host: string, stats: GeneratedWeb['stats'] = web.stats) =>
    (stats.requestLog.get(host) ?? []).filter((logged) => logged.path === '/robots.txt' && stats.scannerAgents.has(logged.userAgent)).length;

  /** The queue of the job each row names now, by the row's site. */
  const queueByHost = (runId: string) =>
    withDatabase(server.databaseEnv, async (db) => {
      const rows = await db.$queryRaw<Array<{ host: string; queue: string | null }>>`
        SELECT r.host, j.name AS queue FROM fleet_results r LEFT JOIN pgboss.job j ON j.id = r.job_id WHERE r.run_id = ${runId}::uuid`;
      return new Map(rows.map((row) => [hostname(row.host), row.queue]));
    });

  /**
   * The first run, taken once by whichever test asks first (the second run needs it before it): started with no
   * worker so that every target is dealt into a batch, then worked by the service's own worker to its end. The
   * fixture's figures are copied at its end, so a later run does not change what the first test reads.
   */
  let first: Promise<{ runId: string; dealt: Map<string, string | null>; ended: any; settled: Map<string, string | null>; stats: GeneratedWeb['stats'] }> | undefined;
  const firstRun = () =>
    (first ??= (async () => {
      const run = await startRun(server.baseUrl, key, fleetId, { renderSample: 0 });
      expect(run.status).toBe(202);
      const runId: string = run.body.runId;
      const dealt = await queueByHost(runId);
      // The service's own worker, in this process, with the service's settings.
      const { startScanWorker } = await import('../../../lib/server/worker');
      worker = await startScanWorker();
      const ended = await waitForRun(server.baseUrl, key, fleetId, runId, 240_000);
      return { runId, dealt, ended, settled: await queueByHost(runId), stats: structuredClone(web.stats) };
    })());

  it('moves each slow host to the long audits\' queue once its robots.txt was slow, and asks it robots.txt once', async () => {
    const { runId, dealt, ended, settled, stats } = await firstRun();
    const slowHosts = web.of('slow').map((site) => site.host);
    // A first run: every target dealt into a batch.
    expect([...dealt.values()].every((queue) => queue === 'fleet-audit')).toBe(true);
    expect(dealt.size).toBe(PLAIN + 2);
    expect(ended).toMatchObject({ status: 'succeeded', total: PLAIN + 2, done: PLAIN + 2 });
    expect(ended.counts).toMatchObject({ scanned: PLAIN + 2 });

    // The slow hosts' rows name the long queue's jobs they were moved to; the plain sites' their batches.
    for (const host of slowHosts) expect(settled.get(host), host).toBe('fleet-audit-long');
    for (const site of web.of('plain')) expect(settled.get(site.host), site.host).toBe('fleet-audit');

    // The slow hosts' start pages came among the run's first, though the list puts them last.
    const firstStart = (host: string) => Math.min(...(stats.scannerStartPages.get(host) ?? [Infinity]));
    const plainStarts = web.of('plain').map((site) => firstStart(site.host));
    expect(plainStarts.every(Number.isFinite)).toBe(true);
    const startedBefore = slowHosts.map((host) => plainStarts.filter((at) => at < firstStart(host)).length);
    console.log(`fleet look-ahead: ${startedBefore.join(' and ')} of ${PLAIN} plain sites started before the two slow hosts`);
    for (const [index, host] of slowHosts.entries()) {
      expect(startedBefore[index], `${host}: ${startedBefore[index]} plain sites started before it`).toBeLessThanOrEqual(STARTED_BEFORE_AT_MOST);
    }

    // Nothing asked twice: each site received the scanner's robots.txt request once (read ahead, or by its audit).
    for (const site of web.sites) expect(scannerRobots(site.host, stats), site.host).toBe(1);
    // Every row counts the requests its site received, the one read ahead among them.
    const rows = await allRows(server.baseUrl, key, fleetId, runId);
    expect(rows).toHaveLength(PLAIN + 2);
    const byHost = new Map(rows.map((row) => [new URL(row.origin).hostname, row]));
    for (const site of web.sites) expect(byHost.get(site.host)!.requests, site.host).toBe(stats.requestsByHost.get(site.host));
    // The slow hosts' verdicts are a fast plain site's: the answer read ahead is the one the audit judged.
    const twin = byHost.get(web.of('plain')[0]!.host)!;
    for (const host of slowHosts) {
      const row = byHost.get(host)!;
      expect({ status: row.status, checks: row.checks, agents: row.agents, score: row.score }, host).toEqual({ status: 'scanned', checks: twin.checks, agents: twin.agents, score: twin.score });
    }
    expect(Math.max(...stats.maxInFlightByHost.values())).toBeLessThanOrEqual(2);
    // Every answer read ahead was handed to its audit: none is left on a row.
    const left = await withDatabase(server.databaseEnv, (db) => db.$queryRaw<Array<{ n: number }>>`
      SELECT count(*)::int AS n FROM fleet_results WHERE run_id = ${runId}::uuid AND robots_ahead IS NOT NULL`);
    expect(left).toEqual([{ n: 0 }]);
  }, 300_000);

  it('a second run starts the known slow hosts on the long queue, and its look-ahead does not ask them beside their audits', async () => {
    // The slow hosts are known from the first run.
    await firstRun();
    // Counted before the run starts: the worker already running may read a robots.txt before the 202 comes back.
    const robotsBefore = new Map(web.sites.map((site) => [site.host, scannerRobots(site.host)]));
    const run = await startRun(server.baseUrl, key, fleetId, { renderSample: 0 });
    expect(run.status).toBe(202);
    const runId: string = run.body.runId;
    const slowHosts = web.of('slow').map((site) => site.host);
    // Known from the first run: their rows are dealt to the long queue and marked taken before any job starts, so the
    // run's look-ahead never reads a robots.txt their audit reads.
    const rows = await withDatabase(server.databaseEnv, (db) => db.$queryRaw<Array<{ host: string; queue: string | null; taken: boolean }>>`
      SELECT r.host, j.name AS queue, r.ahead_at IS NOT NULL AS taken FROM fleet_results r LEFT JOIN pgboss.job j ON j.id = r.job_id
      WHERE r.run_id = ${runId}::uuid`);
    const dealt = new Map(rows.map((row) => [hostname(row.host), { queue: row.queue, taken: row.taken }]));
    for (const host of slowHosts) expect(dealt.get(host), host).toEqual({ queue: 'fleet-audit-long', taken: true });

    const ended = await waitForRun(server.baseUrl, key, fleetId, runId, 240_000);
    expect(ended).toMatchObject({ status: 'succeeded', total: PLAIN + 2, done: PLAIN + 2 });
    for (const site of web.sites) expect(scannerRobots(site.host) - robotsBefore.get(site.host)!, site.host).toBe(1);
  }, 600_000);
});
