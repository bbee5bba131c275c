// A2A tasks across instances (issue 26.3) and whose they are (issue 21.7): two web processes on one PostgreSQL
// database; a task created on one is polled to its end on the other (A2A 1.0 §3.1.3 GetTask, §3.2.2
// returnImmediately); the task id is the creator's capability, so any other id is TaskNotFoundError (-32001, §3.3.2),
// the database holds no task id, and a message into an existing task cannot replace its result (-32004).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../../helpers/http';
import { createTestDatabase, SERVER_START_TIMEOUT_MS, startServer, withDatabase, type TestDatabase, type TestServer } from '../../helpers/server';
import { html, serveSite, text, type FixtureSite } from '../../helpers/site';

const ROUTES = {
  '/': html('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fixture for A2A scale-out</title></head><body><main><h1>Fixture</h1></main></body></html>'),
  '/robots.txt': text('User-agent: *\nAllow: /\n'),
};
// Anonymous A2A audits of the 127.0.0.1 fixture (a test bed's setting: they never reach a private origin otherwise).
const ENV = { AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1', AGENTGAUGE_PUBLIC_SCAN_PRIVATE_TARGETS: '1' };

describe('A2A tasks on two instances sharing one PostgreSQL database', () => {
  let database: TestDatabase;
  let first: TestServer;
  let second: TestServer;
  let site: FixtureSite;

  beforeAll(async () => {
    site = await serveSite(ROUTES);
    // Both instances start at once on one database.
    database = await createTestDatabase('postgres');
    const started = await Promise.allSettled([startServer({ joinDatabase: database.env, env: ENV }), startServer({ joinDatabase: database.env, env: ENV })]);
    if (started[0].status === 'fulfilled') first = started[0].value;
    if (started[1].status === 'fulfilled') second = started[1].value;
    for (const outcome of started) if (outcome.status === 'rejected') throw outcome.reason;
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
    await database?.drop();
    await site?.close();
  });

  let nextId = 1;
  const rpc = (server: TestServer, method: string, params: unknown) =>
    request(server.baseUrl, '/a2a', { json: { jsonrpc: '2.0', id: nextId++, method, params }, headers: { 'a2a-version': '1.0' } });
  const message = (parts: unknown[], taskId?: string) => ({ messageId: randomUUID(), role: 'ROLE_USER', parts, ...(taskId ? { taskId } : {}) });
  const notFound = (id: string) => ({ code: -32001, message: `Task not found: ${id}`, data: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'TASK_NOT_FOUND', domain: 'a2a-protocol.org' }] });

  let taskId: string;

  it('answers GetTask on the other instance for a task created with returnImmediately, until it completes', async () => {
    const sent = await rpc(first, 'SendMessage', { message: message([{ text: `audit ${site.origin}` }]), configuration: { returnImmediately: true } });
    expect(sent.status).toBe(200);
    const created = sent.body.result.task;
    taskId = created.id;
    expect(['TASK_STATE_WORKING', 'TASK_STATE_COMPLETED']).toContain(created.status.state);

    await expect
      .poll(async () => (await rpc(second, 'GetTask', { id: taskId })).body.result?.status.state, { timeout: 60_000, interval: 250 })
      .toBe('TASK_STATE_COMPLETED');
    const onSecond = (await rpc(second, 'GetTask', { id: taskId })).body.result;
    expect(onSecond.artifacts[0].parts[1].data.url).toBe(`${site.origin}/`);
    expect((await rpc(first, 'GetTask', { id: taskId })).body.result).toEqual(onSecond);
  }, 90_000);

  it('finds no task for any other id on either instance (-32001), and the database holds no task id', async () => {
    const forged = `${taskId.slice(0, -1)}${taskId.endsWith('0') ? '1' : '0'}`;
    for (const server of [first, second]) {
      for (const id of [forged, randomUUID()]) {
        const got = await rpc(server, 'GetTask', { id });
        expect(got.body.error).toEqual(notFound(id));
      }
    }
    const rows = await withDatabase(first.databaseEnv, (db) => db.a2aTask.findMany({ select: { id: true, task: true } }));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(taskId);
  });

  it('refuses a message into an existing task (-32004) and leaves its result as it was; an unknown task is -32001', async () => {
    const before = (await rpc(first, 'GetTask', { id: taskId })).body.result;
    const into = await rpc(second, 'SendMessage', { message: message([{ data: { skill: 'get-report', host: 'other.example' } }], taskId) });
    expect(into.body.error).toMatchObject({ code: -32004, data: [{ reason: 'UNSUPPORTED_OPERATION' }] });
    expect((await rpc(first, 'GetTask', { id: taskId })).body.result).toEqual(before);

    const unknown = randomUUID();
    const intoUnknown = await rpc(first, 'SendMessage', { message: message([{ text: 'list checks' }], unknown) });
    expect(intoUnknown.body.error).toEqual(notFound(unknown));
  });
});
