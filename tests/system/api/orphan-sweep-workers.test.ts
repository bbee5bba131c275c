// The orphan sweep in `npm run worker` processes (system tier: two worker processes sweep one database at once, and a
// worker starts only once the test has deleted a job, which the service's own worker would race). The sweep leaving a
// running scan alone is in tests/integration/api/orphan-sweep.test.ts.
// A scan, Answers pass or agent run still queued or running whose job is gone, failed for the last time or was
// cancelled is ended failed with its reason, visible through the reads; finished rows, rows whose job is still waiting
// and rows within the grace period are never touched; two workers sweeping at once end each row once. The server runs
// no worker (AGENTGAUGE_IN_PROCESS_WORKER=0), so jobs wait until the test has changed them the way a crash, an operator
// or pg-boss would. PostgreSQL and PGlite (shared over its socket).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedAgentRuns, seedFinishedScan, seedOrganization } from '../../helpers/api-fixtures';
import { request, type HttpAnswer } from '../../helpers/http';
import { waitForScan } from '../../helpers/scan-sites';
import { DATABASE_KINDS, SERVER_START_TIMEOUT_MS, startServer, withDatabase, type TestServer } from '../../helpers/server';
import { startWorker, stopWorker, type WorkerProcess } from '../../helpers/worker-process';

const SWEEP_ENV = {
  AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
  AGENTGAUGE_IN_PROCESS_WORKER: '0',
  AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
  AGENTGAUGE_SWEEP_SECONDS: '1',
  AGENTGAUGE_SWEEP_GRACE_SECONDS: '1',
  // Answers must be configured for a pass to be queued; no pass here ever reaches the engine.
  ANSWERS_ENGINE: 'openai',
  ANSWERS_BASE_URL: 'http://127.0.0.1:9/v1',
  ANSWERS_API_KEY: 'sk-never-used',
  ANSWERS_MODEL: 'never-used',
};

const HOSTS = ['gone.sweep.example', 'failed.sweep.example', 'waiting.sweep.example', 'finished.sweep.example'];

describe.each(DATABASE_KINDS)('the orphan sweep on %s', (database) => {
  let server: TestServer;
  let key: string;
  const sites = {} as Record<'gone' | 'failed' | 'waiting' | 'finished', string>;
  const finished = {} as { scanId: string; passId: string };
  const workers: WorkerProcess[] = [];

  beforeAll(async () => {
    server = await startServer({
      database,
      env: SWEEP_ENV,
      seed: async (db) => {
        const organization = await seedOrganization(db, { name: 'Sweep', subscription: 'active', hosts: HOSTS });
        key = organization.key;
        const [gone, failed, waiting, done] = organization.sites;
        Object.assign(sites, { gone: gone!.id, failed: failed!.id, waiting: waiting!.id, finished: done!.id });
        finished.scanId = await seedFinishedScan(db, done!, organization.id, 70, new Date('2026-11-01T10:00:00Z'));
        await seedAgentRuns(db, organization.id, done!.id);
        const pass = await db.answersPass.create({
          data: {
            organizationId: organization.id,
            siteId: done!.id,
            engine: 'openai',
            model: 'never-used',
            status: 'succeeded',
            questionsAsked: 0,
            questionsCited: 0,
            finishedAt: new Date('2026-11-01T10:05:00Z'),
          },
        });
        finished.passId = pass.id;
      },
    });
  }, SERVER_START_TIMEOUT_MS);
  afterEach(async () => {
    await Promise.all(workers.splice(0).map(stopWorker));
  });
  afterAll(async () => {
    await server?.stop();
  });

  const get = (path: string) => request(server.baseUrl, path, { key });
  const post = (path: string, json?: unknown) => request(server.baseUrl, path, { method: 'POST', key, json });
  const finishedReads = async () => ({
    scan: (await get(`/api/v1/me/scans/${finished.scanId}`)).body,
    pass: (await get(`/api/v1/me/sites/${sites.finished}/answers?pass_id=${finished.passId}`)).body,
    runs: (await get(`/api/v1/me/sites/${sites.finished}/agent-runs`)).body,
  });

  async function startScan(siteId: string): Promise<string> {
    const started = await post(`/api/v1/me/sites/${siteId}/scan`);
    expect(started.status, started.text).toBe(202);
    return started.body.scanId;
  }

  async function until(read: () => Promise<HttpAnswer>, settled: (answer: HttpAnswer) => boolean): Promise<HttpAnswer> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const answer = await read();
      expect(answer.status, answer.text).toBe(200);
      if (settled(answer)) return answer;
      if (Date.now() > deadline) throw new Error(`never settled: ${answer.text}\n${workers.map((w) => w.output()).join('\n')}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }

  it('ends work whose job is gone, failed or cancelled, once, and leaves finished and waiting work alone', async () => {
    const goneScan = await startScan(sites.gone);
    const failedScan = await startScan(sites.failed);
    const waitingScan = await startScan(sites.waiting);
    const pass = await post(`/api/v1/me/sites/${sites.gone}/answers/passes`, { questions: ['Which queue keeps jobs in PostgreSQL?'] });
    expect(pass.status, pass.text).toBe(202);
    const run = await post(`/api/v1/me/sites/${sites.gone}/agent-runs`, { goal: 'Find the pricing page', agent: 'builtin' });
    expect(run.status, run.text).toBe(202);
    const before = await finishedReads();

    await withDatabase(server.databaseEnv, async (db) => {
      const job = (sql: string, id: string) => db.$executeRawUnsafe(`UPDATE pgboss.job SET ${sql} WHERE id = $1::uuid`, id);
      // Removed by an operator (or never sent).
      expect(await db.$executeRawUnsafe('DELETE FROM pgboss.job WHERE id = $1::uuid', goneScan)).toBe(1);
      // Failed for the last time with no dead letter left to settle the row.
      expect(await job(`state = 'failed', retry_count = 2, completed_on = now(), output = '{"message":"worker crashed"}'`, failedScan)).toBe(1);
      expect(
        await job(`state = 'failed', retry_count = 1, completed_on = now(), output = '{"message":"The answer engine did not answer."}'`, pass.body.passId),
      ).toBe(1);
      expect(await job(`state = 'cancelled', completed_on = now()`, run.body.runId)).toBe(1);
      // Still waiting (a retry an hour from now): alive, whatever the age of its row.
      expect(await job(`start_after = now() + interval '1 hour'`, waitingScan)).toBe(1);
    });

    // Both at once (each start waits for its own "started" line).
    workers.push(...(await Promise.all([startWorker(server.databaseEnv, SWEEP_ENV), startWorker(server.databaseEnv, SWEEP_ENV)])));

    const gone = await waitForScan(server.baseUrl, key, goneScan, ['succeeded', 'failed'], 60_000);
    expect(gone.body).toMatchObject({
      scanId: goneScan,
      status: 'failed',
      error: 'The worker stopped before finishing this scan and its job is gone; it was not retried.',
    });
    const failed = await waitForScan(server.baseUrl, key, failedScan, ['succeeded', 'failed'], 60_000);
    expect(failed.body).toMatchObject({ scanId: failedScan, status: 'failed', error: 'The scan failed after 3 attempts: worker crashed' });

    const endedPass = await until(
      () => get(`/api/v1/me/sites/${sites.gone}/answers?pass_id=${pass.body.passId}`),
      (answer) => answer.body.selectedPass.status !== 'queued',
    );
    expect(endedPass.body.selectedPass).toMatchObject({
      id: pass.body.passId,
      status: 'failed',
      error: 'The Answers pass failed after 2 attempts: The answer engine did not answer.',
    });
    expect(endedPass.body.selectedPass.finishedAt).not.toBeNull();

    const endedRun = await until(
      () => get(`/api/v1/me/sites/${sites.gone}/agent-runs?run_id=${run.body.runId}`),
      (answer) => answer.body.runs[0].status !== 'queued',
    );
    const cancelled = "The agent run's job was cancelled before the agent run finished; it was not retried.";
    expect(endedRun.body.runs[0]).toMatchObject({ id: run.body.runId, status: 'failed', verdict: 'failed', error: cancelled, reasons: [cancelled] });

    // A few more sweeps by both workers change nothing else. (A sweep that ends nothing leaves no sign to wait for:
    // this window of three sweep intervals is what shows it.)
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const waiting = await get(`/api/v1/me/scans/${waitingScan}`);
    expect(waiting.body).toMatchObject({ scanId: waitingScan, status: 'queued' });
    expect(waiting.body.error).toBeUndefined();
    expect(await finishedReads()).toEqual(before);
    expect((await get(`/api/v1/me/scans/${goneScan}`)).body).toEqual(gone.body);

    // Both workers swept; together they ended each row exactly once.
    const ended = { scans: 0, passes: 0, runs: 0 };
    for (const worker of workers) {
      for (const match of worker.output().matchAll(/Sweep: ended (\d+) scan\(s\), (\d+) Answers pass\(es\), (\d+) agent run\(s\)/g)) {
        ended.scans += Number(match[1]);
        ended.passes += Number(match[2]);
        ended.runs += Number(match[3]);
      }
    }
    expect(ended).toEqual({ scans: 2, passes: 1, runs: 1 });
  }, 120_000);

  it('waits out the grace period before ending a row whose job is gone', async () => {
    // The job goes before a worker starts: a worker already polling could take it first (CI saw it running).
    const scanId = await startScan(sites.gone);
    await withDatabase(server.databaseEnv, (db) => db.$executeRawUnsafe('DELETE FROM pgboss.job WHERE id = $1::uuid', scanId));
    workers.push(await startWorker(server.databaseEnv, { ...SWEEP_ENV, AGENTGAUGE_SWEEP_GRACE_SECONDS: '3600' }));
    // Three sweep intervals in which the worker leaves it alone (a sweep that ends nothing leaves no sign to wait for).
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect((await get(`/api/v1/me/scans/${scanId}`)).body).toMatchObject({ scanId, status: 'queued' });
    expect(workers[0]!.output()).not.toMatch(/Sweep: ended/);
  }, 60_000);
});
