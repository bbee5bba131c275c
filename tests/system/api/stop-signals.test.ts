// Issue 26, points 1 and 2: `npm start` and `npm run worker` drain however they are signalled, through the real start
// commands (npm → node, no relaying wrapper): SIGTERM to the process group (systemd's default), to npm alone (a
// container whose PID 1 is npm), to node alone, and SIGINT to the process group (Ctrl-C). Each way, under load: one
// drain (npm's echo of a group signal is not a second signal), npm exits 0 once node has, no node left behind, and no
// request fails: those in flight finish, a request on a kept-alive connection gets 503 + Retry-After + Connection:
// close (the connection is not cut at the signal), new connections are refused, and an MCP get_scan wait ends with
// the scan's state. bench/drain.ts repeats these stops many times behind nginx.
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganization } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { killGroup, npmRun, sendStop, STOP_WAYS, stopProblems, waitForOutput, WEB_DRAIN_LINE, WORKER_DRAIN_LINE, type NpmProcess } from '../../helpers/npm-process';
import { createTestDatabase, withDatabase, type TestDatabase } from '../../helpers/server';
import { connect, resultJson } from '../../helpers/mcp/mcp-client';

let database: TestDatabase;
let key: string;
let siteId: string;
let scanId: string | undefined;
const running: NpmProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase('postgres');
  await withDatabase(database.env, async (db) => {
    const organization = await seedOrganization(db, { name: 'Signals', subscription: 'active', hosts: ['signals.example'] });
    key = organization.key;
    siteId = organization.sites[0]!.id;
  });
});
afterAll(async () => {
  running.forEach(killGroup);
  await database?.drop();
});

function start(args: string[], env: Record<string, string>): NpmProcess {
  const run = npmRun(args, { ...database.env, ...env });
  running.push(run);
  return run;
}

/** Requests on keep-alive connections until the server is gone; what failed other than a refused connection. */
async function loadUntilGone(baseUrl: string, stop: { done: boolean }): Promise<{ statuses: Set<number>; failures: string[] }> {
  const statuses = new Set<number>();
  const failures: string[] = [];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (!stop.done) {
        try {
          statuses.add((await request(baseUrl, '/api/v1/report/signals.example')).status);
        } catch (error) {
          const code = (error as { cause?: { code?: string } }).cause?.code;
          if (code !== 'ECONNREFUSED') failures.push(`${code ?? ''} ${(error as Error).message}`);
          await sleep(20);
        }
      }
    }),
  );
  return { statuses, failures };
}

/** One GET on a connection kept alive by `agent`. */
function getOn(agent: http.Agent, baseUrl: string, path: string): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}${path}`, { agent }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers }));
      })
      .on('error', reject);
  });
}

describe('npm start drains however it is signalled (issue 26, points 1 and 2)', () => {
  it.each(STOP_WAYS)('%s, under load', async (way) => {
    const run = start(['start'], { PORT: '0', AGENTGAUGE_IN_PROCESS_WORKER: '0', AGENTGAUGE_STOP_SECONDS: '20' });
    const baseUrl = (await waitForOutput(run, /listening on (http:\/\/[\d.]+:\d+)/))[1]!;
    if (!scanId) scanId = (await request(baseUrl, `/api/v1/me/sites/${siteId}/scan`, { method: 'POST', key })).body.scanId as string;
    // An idle keep-alive connection, used again after the signal.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await getOn(agent, baseUrl, '/healthz')).status).toBe(200);
    // A long MCP wait (no worker runs: the scan stays queued) in flight at the signal.
    const client = await connect(baseUrl, { key });
    const waiting = client.callTool({ name: 'get_scan', arguments: { id: scanId, waitSeconds: 60 } }, { timeout: 90_000 });
    const stop = { done: false };
    const load = loadUntilGone(baseUrl, stop);
    await sleep(1_000);

    const signalled = Date.now();
    const nodePid = sendStop(run, way);
    await sleep(300);
    const onKeptConnection = await getOn(agent, baseUrl, '/api/v1/report/signals.example');
    expect({ status: onKeptConnection.status, retryAfter: onKeptConnection.headers['retry-after'], connection: onKeptConnection.headers.connection }).toEqual({
      status: 503,
      retryAfter: '5',
      connection: 'close',
    });
    const answered = await waiting;
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(resultJson(answered)).toMatchObject({ scanId, status: 'queued', pollAfterSeconds: expect.any(Number) });

    expect(await stopProblems(run, nodePid, WEB_DRAIN_LINE)).toEqual([]);
    stop.done = true;
    const { statuses, failures } = await load;
    expect(failures).toEqual([]);
    expect([...statuses].every((status) => status === 404 || status === 503)).toBe(true);
    agent.destroy();
    await client.close().catch(() => undefined);
  }, 240_000);
});

describe('npm run worker stops gracefully however it is signalled (issue 26, point 1)', () => {
  it.each(STOP_WAYS)('%s', async (way) => {
    const run = start(['run', 'worker'], { AGENTGAUGE_WORKER_PORT: '0' });
    await waitForOutput(run, /scan worker \d+ started/);
    const nodePid = sendStop(run, way);
    expect(await stopProblems(run, nodePid, WORKER_DRAIN_LINE)).toEqual([]);
  }, 120_000);
});
