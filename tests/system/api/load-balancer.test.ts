// Issue 26, point 6: the topology of docs/operations.md "Scale-out" as a test. nginx (Debian's package) in
// front of two web processes, round robin with no stickiness, two `npm run worker` processes, one fresh PostgreSQL
// database; then a rolling restart of each web process and of a worker while clients keep calling through nginx:
// no request fails and no scan is lost.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganization } from '../../helpers/api-fixtures';
import { reserveLoopbackUrl } from '../../helpers/free-port';
import { request } from '../../helpers/http';
import { nginxBinary, startNginx, type Balancer } from '../../helpers/nginx';
import { parseMetrics, sampleValue } from '../../helpers/prometheus';
import { waitForReady } from '../../helpers/ready';
import { addFixtureSite } from '../../helpers/scan-sites';
import { createTestDatabase, SERVER_START_TIMEOUT_MS, startServer, withDatabase, type TestDatabase, type TestServer } from '../../helpers/server';
import { html, serveSite, type FixtureSite } from '../../helpers/site';
import { startWorker, stopWorker, type WorkerProcess } from '../../helpers/worker-process';

/** The recipe's settings (docs/operations.md, step 2), then the test's own: private fixture targets, a quick queue, room in quotas. */
const WEB_ENV = {
  AGENTGAUGE_IN_PROCESS_WORKER: '0',
  AGENTGAUGE_TRUST_PROXY: '1',
  AGENTGAUGE_NO_BUILD: '1',
  AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
  AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
  AGENTGAUGE_STOP_SECONDS: '20',
  AGENTGAUGE_SCANS_PER_ORGANIZATION: '1000',
  AGENTGAUGE_SCANS_PER_TARGET: '1000',
  AGENTGAUGE_SCANS_PER_OWN_SITE: '1000',
};

describe('nginx in front of two web processes and two workers on one PostgreSQL database (issue 26, point 6)', () => {
  const web: TestServer[] = [];
  const ports: string[] = [];
  const workers: WorkerProcess[] = [];
  let database: TestDatabase;
  let databaseEnv: Record<string, string>;
  let nginx: Balancer;
  let front: string;
  let key: string;
  let sites: FixtureSite[];
  let siteIds: string[];

  /** Recipe steps 2 and 4: a web process gets traffic once its /readyz answers 200. */
  async function startWeb(index: number): Promise<void> {
    web[index] = await startServer({ env: { ...WEB_ENV, PORT: ports[index]! }, joinDatabase: databaseEnv });
    await waitForReady(web[index]!.baseUrl);
  }

  beforeAll(async () => {
    nginxBinary();
    sites = await Promise.all(Array.from({ length: 3 }, () => serveSite({ '/': html('<!doctype html><html lang="en"><title>Balanced</title><main><h1>Balanced</h1></main></html>') })));
    database = await createTestDatabase('postgres');
    databaseEnv = database.env;
    await withDatabase(databaseEnv, async (db) => {
      const organization = await seedOrganization(db, { name: 'Balanced', subscription: 'active' });
      key = organization.key;
      siteIds = [];
      for (const site of sites) siteIds.push((await addFixtureSite(db, organization.id, site)).id);
    });
    for (let index = 0; index < 2; index++) ports.push((await reserveLoopbackUrl()).port);
    // The two web processes and the two workers start at once, as the hosts of a scale-out do (each start waits for its
    // own process to be ready); nginx once both web processes answer.
    const starting = await Promise.allSettled([
      startWeb(0),
      startWeb(1),
      ...[0, 1].map(async () => workers.push(await startWorker(databaseEnv, WEB_ENV))),
    ]);
    for (const outcome of starting) if (outcome.status === 'rejected') throw outcome.reason;
    nginx = await startNginx(ports.map((port) => `127.0.0.1:${port}`));
    front = nginx.url;
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(workers.map(stopWorker));
    for (const server of web) await server?.stop();
    await Promise.all((sites ?? []).map((site) => site.close()));
    await database?.drop();
  });

  async function healthzCount(server: TestServer): Promise<number> {
    const metrics = await request(server.baseUrl, '/metrics');
    return sampleValue(parseMetrics(metrics.text), 'agentgauge_http_requests_total', { method: 'GET', route: '/healthz', status: '200' }) ?? 0;
  }

  it('spreads requests over both web processes, round robin', async () => {
    const before = await Promise.all(web.map(healthzCount));
    for (let index = 0; index < 20; index++) expect((await request(front, '/healthz')).status).toBe(200);
    const after = await Promise.all(web.map(healthzCount));
    expect(after.map((count, index) => count - before[index]!)).toEqual([10, 10]);
  });

  it('loses no request and no scan while each web process and a worker are restarted in turn, under load', async () => {
    const failures: string[] = [];
    const scans = new Set<string>();
    let running = true;
    const reader = async () => {
      while (running) {
        const answer = await request(front, '/api/v1/me/sites', { key }).catch((error: Error) => ({ status: 0, text: error.message }));
        if (answer.status !== 200) failures.push(`GET sites: ${answer.status} ${answer.text}`);
        await sleep(50); // steady load, not a CPU hog starving the process being restarted
      }
    };
    const scanner = async (siteId: string) => {
      while (running) {
        const answer = await request(front, `/api/v1/me/sites/${siteId}/scan`, { method: 'POST', key }).catch((error: Error) => ({ status: 0, text: error.message, body: {} as { scanId?: string } }));
        if (answer.status === 202) scans.add(answer.body.scanId as string);
        else if (answer.status !== 409) failures.push(`POST scan: ${answer.status} ${answer.text}`);
        await sleep(500);
      }
    };
    const load = [reader(), reader(), ...siteIds.map(scanner)];

    for (const index of [0, 1]) {
      web[index]!.kill('SIGTERM');
      expect(await web[index]!.exited).toBe(0);
      await startWeb(index);
    }
    const retiring = workers.shift()!;
    await stopWorker(retiring);
    expect(await retiring.exited).toBe(0);
    workers.push(await startWorker(databaseEnv, WEB_ENV));
    await sleep(1_000);
    running = false;
    await Promise.all(load);

    expect(failures).toEqual([]);
    expect(scans.size).toBeGreaterThan(0);
    const deadline = Date.now() + 120_000;
    for (;;) {
      const rows = await withDatabase(databaseEnv, (db) => db.scan.findMany({ where: { id: { in: [...scans] } }, select: { status: true } }));
      if (rows.length === scans.size && rows.every((row) => row.status === 'succeeded')) break;
      if (Date.now() > deadline) throw new Error(`scans did not all succeed: ${JSON.stringify(rows.map((row) => row.status))}`);
      await sleep(500);
    }
  }, 600_000);
});
