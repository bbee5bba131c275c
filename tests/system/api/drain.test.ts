// SIGTERM to `npm start` (web + API + an in-process worker) drains: new connections are refused at once, the request
// and the site scan running at that moment finish, and the process exits 0. A scan still running when the stop budget
// (AGENTGAUGE_STOP_SECONDS) runs out is not lost: it is released, back to queued, and another worker finishes it.
import { afterEach, describe, expect, it } from 'vitest';
import { seedOrganization } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { logLines } from '../../helpers/logs';
import { addFixtureSite, startScanSite } from '../../helpers/scan-sites';
import { SERVER_START_TIMEOUT_MS, startServer, withDatabase, type DatabaseKind, type TestServer } from '../../helpers/server';
import { serveSite, type FixtureSite } from '../../helpers/site';
import { startWorker, stopWorker, type WorkerProcess } from '../../helpers/worker-process';

const QUEUE_ENV = {
  AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
  // Anonymous scans of the 127.0.0.1 fixtures (a test bed's setting: they never reach a private origin otherwise).
  AGENTGAUGE_PUBLIC_SCAN_PRIVATE_TARGETS: '1',
  AGENTGAUGE_SCAN_HEARTBEAT_SECONDS: '10',
  AGENTGAUGE_QUEUE_SUPERVISE_SECONDS: '1',
  AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
  AGENTGAUGE_SCAN_RETRY_DELAY_SECONDS: '0',
  AGENTGAUGE_WORKER_CONCURRENCY: '1',
};

describe('SIGTERM', () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  const jobOf = (databaseEnv: Record<string, string>, id: string) =>
    withDatabase(databaseEnv, async (db) => (
      await db.$queryRawUnsafe<Array<{ state: string; retry_count: number }>>(
        'SELECT state::text AS state, retry_count FROM pgboss.job WHERE id = $1::uuid',
        id,
      )
    )[0]);
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A server whose organization has one site on `site`; returns it with the org's key and the site's id. */
  async function serve(database: DatabaseKind, site: FixtureSite, env: Record<string, string>) {
    let key = '';
    let siteId = '';
    const server = await startServer({
      database,
      env: { ...QUEUE_ENV, ...env },
      seed: async (db) => {
        const organization = await seedOrganization(db, { name: 'Drain', subscription: 'active' });
        key = organization.key;
        siteId = (await addFixtureSite(db, organization.id, site)).id;
      },
    });
    cleanups.push(() => server.stop());
    return { server, key, siteId };
  }

  /** Queues a scan of the site and waits until the worker is fetching its (slow) pages. */
  async function scanUntilRunning(server: TestServer, key: string, siteId: string, site: FixtureSite): Promise<string> {
    const started = await request(server.baseUrl, `/api/v1/me/sites/${siteId}/scan`, { method: 'POST', key });
    expect(started.status).toBe(202);
    const deadline = Date.now() + 30_000;
    while (!site.requests.some((line) => line.includes('/guide/page-'))) {
      if (Date.now() > deadline) throw new Error(`the scan never reached the pages:\n${server.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return started.body.scanId;
  }

  it(
    'refuses new connections, lets the running request and scan finish, then exits 0 (PGlite)',
    async () => {
      // Pages answering after 0.5 s each: a scan asks for its pages some 30 times (each several times over, as its agent
      // views do), so at 2 requests in flight per host it runs for at least 7 s, still fetching at the signal (asserted
      // below) and well within the 30 s stop budget on a loaded machine. (At 1.5 s it ran for 22 s and more.)
      const slowPages = await startScanSite({ pages: 4, pageDelayMs: 500 });
      cleanups.push(() => slowPages.close());
      // A start page that answers after 2 s: a public scan of it is a request in flight at SIGTERM.
      const slowStart = await serveSite({
        '/': async (req, res) => {
          await new Promise((resolve) => setTimeout(resolve, 2000));
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          res.end('<!doctype html><html lang="en"><head><title>Slow</title></head><body><h1>Slow start</h1></body></html>');
        },
      });
      cleanups.push(() => slowStart.close());
      const { server, key, siteId } = await serve('pglite', slowPages, {});
      const scanId = await scanUntilRunning(server, key, siteId, slowPages);
      const publicScan = request(server.baseUrl, '/api/v1/scan', { json: { domain: slowStart.url } });
      while (!slowStart.requests.includes('GET /')) await new Promise((resolve) => setTimeout(resolve, 20));

      const requestsAtSignal = slowPages.requests.length;
      server.kill('SIGTERM');
      // New connections are refused as soon as the server has closed its socket.
      const deadline = Date.now() + 5_000;
      for (;;) {
        const refused = await fetch(`${server.baseUrl}/healthz`).then(
          () => false,
          (error: Error & { cause?: { code?: string } }) => error.cause?.code === 'ECONNREFUSED',
        );
        if (refused) break;
        if (Date.now() > deadline) throw new Error('the server still accepted connections 5 s after SIGTERM');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const answered = await publicScan;
      expect(answered.status).toBe(200);
      expect(answered.body.host).toBe(`127.0.0.1:${slowStart.port}`);
      expect(await server.exited).toBe(0);

      const scan = await withDatabase(server.databaseEnv, (db) => db.scan.findUniqueOrThrow({ where: { id: scanId } }));
      expect([scan.status, scan.pageCount]).toEqual(['succeeded', 4]);
      // The scan was still fetching its pages when the signal came: the drain let it go on to the end.
      expect(slowPages.requests.length).toBeGreaterThan(requestsAtSignal);
      const messages = logLines(server.output()).map((line) => line.msg);
      expect(messages).toContain('SIGTERM: draining: no new requests or jobs; running ones have 30 s to finish');
      expect(messages.at(-1)).toBe('Stopped');
    },
    SERVER_START_TIMEOUT_MS,
  );

  it(
    'releases a scan still running when the stop budget runs out; it is queued again and another worker finishes it (PostgreSQL)',
    async () => {
      // Pages that take 1 s each, as long as the whole budget: the scan is still fetching them when the 1 s budget runs
      // out (it asks for them some 30 times, 2 at once: 15 s at least). The retry fetches them all again, so 5 s a page
      // made this test wait some 75 s for it.
      const slowPages = await startScanSite({ pages: 4, pageDelayMs: 1000 });
      cleanups.push(() => slowPages.close());
      const { server, key, siteId } = await serve('postgres', slowPages, { AGENTGAUGE_STOP_SECONDS: '1' });
      const scanId = await scanUntilRunning(server, key, siteId, slowPages);

      const signalled = Date.now();
      server.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      // The budget, then at most a few seconds to release the job and close.
      expect(Date.now() - signalled).toBeLessThan(10_000);

      const released = {
        scan: await withDatabase(server.databaseEnv, (db) => db.scan.findUniqueOrThrow({ where: { id: scanId } })),
        job: await jobOf(server.databaseEnv, scanId),
      };
      expect(released.scan).toMatchObject({
        status: 'queued',
        error: 'The worker gave the scan up before it finished (it was stopping, or the attempt ran out of time; attempt 1).',
      });
      expect(released.job).toEqual({ state: 'retry', retry_count: 0 });
      expect(logLines(server.output()).filter((line) => line.level === 'error')).toEqual([]);

      const worker: WorkerProcess = await startWorker(server.databaseEnv, QUEUE_ENV);
      cleanups.push(() => stopWorker(worker));
      // The web process is gone: read the scan from the database.
      const deadline = Date.now() + 90_000;
      let scan = released.scan;
      while (scan.status !== 'succeeded' && scan.status !== 'failed') {
        if (Date.now() > deadline) throw new Error(`the released scan never finished:\n${worker.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 500));
        scan = await withDatabase(server.databaseEnv, (db) => db.scan.findUniqueOrThrow({ where: { id: scanId } }));
      }
      expect([scan.status, scan.pageCount]).toEqual(['succeeded', 4]);
      // Exactly one retry ran it: the release failed the job once, not twice. The queue marks the job completed just
      // after the scan row turns succeeded (two writes), so the job's state is polled, not read once.
      await expect.poll(() => jobOf(server.databaseEnv, scanId), { timeout: 30_000 }).toEqual({ state: 'completed', retry_count: 1 });
    },
    SERVER_START_TIMEOUT_MS,
  );
});
