// The A2A task store on the service's database (PostgreSQL and PGlite): a task comes back exactly as saved; the row
// is keyed by the SHA-256 of the task id and holds no copy of the id (the id is the anonymous creator's capability);
// the store keeps at most `count` tasks and none past its age; a caller with no identity lists nothing (A2A 1.0
// §3.1.4, §13.1).
import { createHash, randomUUID } from 'node:crypto';
import { Role, TaskState, type Task } from '@a2a-js/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { DatabaseTaskStore } from '@/lib/a2a/task-store';
import { DATABASE_KINDS } from '../../helpers/server';
import { useTestDatabase } from '../../helpers/db/helpers';

function task(id = randomUUID()): Task {
  const message = { messageId: randomUUID(), contextId: 'ctx', taskId: id, role: Role.ROLE_USER, parts: [{ content: { $case: 'text' as const, value: 'report example.com' }, mediaType: '', filename: '', metadata: {} }], metadata: {}, extensions: [], referenceTaskIds: [] };
  return {
    id,
    contextId: 'ctx',
    status: { state: TaskState.TASK_STATE_COMPLETED, message: { ...message, messageId: randomUUID(), role: Role.ROLE_AGENT }, timestamp: '2026-11-23T10:00:00.000Z' },
    artifacts: [{ artifactId: 'a1', name: 'Report', description: '', parts: [{ content: { $case: 'data', value: { host: 'example.com', score: 61 } }, mediaType: 'application/json', filename: '', metadata: {} }], metadata: {}, extensions: [] }],
    history: [message],
    metadata: { skill: 'get-report' },
  };
}

describe.each(DATABASE_KINDS)('DatabaseTaskStore on %s', (kind) => {
  const run = useTestDatabase(kind);
  // Creating the database (a PGlite cluster: initdb and migrations) under the hook's longer timeout.
  beforeAll(() => run(async () => undefined));

  it('gives a task back as saved, stored under the hash of its id with no copy of the id', async () => {
    await run(async (db) => {
      const store = new DatabaseTaskStore();
      const saved = task();
      await store.save(saved);
      expect(await store.load(saved.id)).toEqual(saved);
      const rows = await db.a2aTask.findMany();
      expect(rows.map((row) => row.id)).toEqual([createHash('sha256').update(saved.id).digest('hex')]);
      expect(JSON.stringify(rows, (_key, value) => (typeof value === 'bigint' ? String(value) : value))).not.toContain(saved.id);
      expect(await store.load(randomUUID())).toBeUndefined();
      await db.a2aTask.deleteMany();
    });
  });

  it('keeps the newest `count` tasks (a save of a known task keeps its place) and none past their age', async () => {
    await run(async (db) => {
      const store = new DatabaseTaskStore({ count: 2, maxAgeMs: 60_000 });
      const [a, b, c] = [task(), task(), task()];
      await store.save(a);
      await store.save(b);
      await store.save(a);
      await store.save(c);
      expect([await store.load(a.id), await store.load(b.id), await store.load(c.id)].map((found) => found?.id)).toEqual([undefined, b.id, c.id]);

      await db.a2aTask.updateMany({ data: { expiresAt: new Date(Date.now() - 1) } });
      expect(await store.load(c.id)).toBeUndefined();
      await db.a2aTask.deleteMany();
    });
  });

  it('lists no tasks to anyone: an anonymous caller has no identity to scope a list by', async () => {
    await run(async () => {
      const store = new DatabaseTaskStore();
      await store.save(task());
      expect(await store.list({ tenant: '', contextId: '', status: TaskState.TASK_STATE_UNSPECIFIED, pageSize: undefined, pageToken: '', historyLength: undefined, statusTimestampAfter: undefined, includeArtifacts: undefined })).toEqual({
        tasks: [],
        nextPageToken: '',
        pageSize: 50,
        totalSize: 0,
      });
    });
  });
});
