// Every scan is as polite as /scanner says (issue 52 points 4 and 5): site scans, remote audits for the CLI, public
// scans and fleet runs share one limit per host and one per address, across organizations and across processes (the web process
// with its own worker, and one `npm run worker`, on one PostgreSQL database): at most 2 requests in flight to a host
// and 4 to an address (docs/operations.md "The scanner's politeness"). The fixture (tests/fixtures/polite-web.ts)
// serves every host name from 127.0.0.1, a little late, and records what was in flight at once.
// System tier: two processes sharing the limits (the real server and a worker process), and the /scanner page. A site
// scan alone, and the places of the database it takes, is tests/integration/api/scanner-politeness.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganization } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { addSiteAndScan, waitForScan } from '../../helpers/scan-sites';
import { startServer, type TestServer } from '../../helpers/server';
import { startWorker, stopWorker, type WorkerProcess } from '../../helpers/worker-process';
import { startPoliteWeb, type PoliteWeb } from '../../fixtures/polite-web';
import { startRun, uploadFleet, waitForRun } from '../../helpers/fleets/fleet-api';

const SHARED = 'shared.polite.test';
const OTHERS = Array.from({ length: 6 }, (_, index) => `other-${index + 1}.polite.test`);
/** Its robots.txt answers its first request 429 with Retry-After: 3 (issue 64 point 1). */
const BUSY = 'busy.polite.test';
const BUSY_WAIT_SECONDS = 3;

describe('the scanner\'s politeness across scans, organizations and processes', () => {
  let web: PoliteWeb;
  let server: TestServer;
  let worker: WorkerProcess;
  const keys: string[] = [];

  beforeAll(async () => {
    web = await startPoliteWeb([SHARED, BUSY, ...OTHERS], { pages: 12, delayMs: 80, busyRobots: { hosts: [BUSY], status: 429, retryAfterSeconds: BUSY_WAIT_SECONDS, times: 1 } });
    const env = {
      AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
      // Anonymous scans of the 127.0.0.1 fixture too (a test bed's setting).
      AGENTGAUGE_PUBLIC_SCAN_PRIVATE_TARGETS: '1',
      AGENTGAUGE_DNS_SERVERS: web.dns.address,
      AGENTGAUGE_PUBLIC_URL: 'http://gauge.test',
      AGENTGAUGE_PRO_MAX_PAGES: '12',
      // Five kinds of scan of one host within the hour: the shared per-target quota is not what is measured here.
      AGENTGAUGE_SCANS_PER_TARGET: '100',
      AGENTGAUGE_FLEET_JITTER_MS: '0',
      AGENTGAUGE_FLEET_CONCURRENCY: '4',
      AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
    };
    server = await startServer({
      database: 'postgres',
      env,
      seed: async (db) => {
        for (const name of ['Scans', 'Fleet one', 'Fleet two']) keys.push((await seedOrganization(db, { name, subscription: 'active' })).key);
      },
    });
    worker = await startWorker(server.databaseEnv, env);
  }, 300_000);
  afterAll(async () => {
    if (worker) await stopWorker(worker);
    await server?.stop();
    await web?.close();
  });

  const siteScan = (host: string) => addSiteAndScan(server.baseUrl, keys[0]!, web.url(host));

  it('keeps a site scan, a remote audit, a public scan and two organizations\' fleet runs of one host at 2 together, and the address at 4', async () => {
    web.reset();
    const fleets = await Promise.all(
      [keys[1]!, keys[2]!].map(async (key, index) => {
        const targets = [SHARED, ...OTHERS.slice(index * 3, index * 3 + 3)].map((host) => web.url(host));
        const created = await uploadFleet(server.baseUrl, key, targets.join('\n'), { name: `Polite ${index + 1}` });
        expect(created.status, created.text).toBe(201);
        const run = await startRun(server.baseUrl, key, created.body.id, { renderSample: 0 });
        expect(run.status, run.text).toBe(202);
        return { key, fleetId: created.body.id as string, runId: run.body.runId as string };
      }),
    );
    const scanId = await siteScan(SHARED);
    const remote = request(server.baseUrl, '/api/v1/engine/audit', { key: keys[0], json: { url: web.url(SHARED) } });
    const anonymous = request(server.baseUrl, '/api/v1/scan', { json: { domain: web.url(SHARED) } });
    const [settled, audited, publicScan, ...runs] = await Promise.all([
      waitForScan(server.baseUrl, keys[0]!, scanId, ['succeeded', 'failed'], 240_000),
      remote,
      anonymous,
      ...fleets.map((fleet) => waitForRun(server.baseUrl, fleet.key, fleet.fleetId, fleet.runId, 240_000)),
    ]);
    expect(settled.body.status, settled.text).toBe('succeeded');
    expect(audited.status, audited.text).toBe(200);
    expect(publicScan.status, publicScan.text).toBe(200);
    for (const run of runs) expect(run).toMatchObject({ status: 'succeeded', done: 4 });
    expect(web.stats.requestsByHost.get(SHARED)).toBeGreaterThan(60);
    expect(web.maxFor(SHARED)).toBeLessThanOrEqual(2);
    for (const host of OTHERS) expect(web.maxFor(host), host).toBeLessThanOrEqual(2);
    // Every name is on 127.0.0.1: the per-address limit holds over all of them together.
    expect(web.stats.maxInFlight).toBeLessThanOrEqual(4);
  }, 300_000);

  // Whichever scan's request heard the 429, every scan of the host waits it out: the web process's (site scan, remote
  // audit, public scan) and the worker's (the fleet run), through the pause row every process reads.
  it('pauses a site scan, a remote audit, a public scan and a fleet run of one host, in two processes, for its Retry-After', async () => {
    web.reset();
    const created = await uploadFleet(server.baseUrl, keys[1]!, `${web.url(BUSY)}\n`, { name: 'Busy' });
    expect(created.status, created.text).toBe(201);
    const run = await startRun(server.baseUrl, keys[1]!, created.body.id, { renderSample: 0 });
    expect(run.status, run.text).toBe(202);
    const scanId = await siteScan(BUSY);
    const [settled, audited, publicScan, ran] = await Promise.all([
      waitForScan(server.baseUrl, keys[0]!, scanId, ['succeeded', 'failed'], 120_000),
      request(server.baseUrl, '/api/v1/engine/audit', { key: keys[0], json: { url: web.url(BUSY) } }),
      request(server.baseUrl, '/api/v1/scan', { json: { domain: web.url(BUSY) } }),
      waitForRun(server.baseUrl, keys[1]!, created.body.id, run.body.runId, 120_000),
    ]);
    expect(settled.body.status, settled.text).toBe('succeeded');
    expect(audited.status, audited.text).toBe(200);
    expect(publicScan.status, publicScan.text).toBe(200);
    expect(ran).toMatchObject({ status: 'succeeded', done: 1, counts: { scanned: 1 } });
    expect(web.stats.busyAnswersByHost.get(BUSY)).toHaveLength(1);
    // None arrives inside the wait but those already on their way when the 429 was sent (within 100 ms of it: a
    // place given in another process before it heard of the pause).
    expect(web.insideWaits(BUSY, 50, 100)).toEqual([]);
    expect(web.stats.requestsByHost.get(BUSY)).toBeGreaterThan(20);
    expect(web.maxFor(BUSY)).toBeLessThanOrEqual(2);
  }, 180_000);

  it('says so on /scanner, for every kind of scan', async () => {
    const page = await request(server.baseUrl, '/scanner');
    expect(page.status).toBe(200);
    // React separates adjacent text with empty comments.
    const text = page.text.replaceAll('<!-- -->', '');
    expect(text).toContain(
      'At most 2 requests in flight to your host and at most 4 to one IP address, counted together over every kind of scan (site scans, public scans, ' +
        'remote audits for the command-line client, agent and journey runs, fleet runs), every organization and every process of this service.',
    );
  });
});
