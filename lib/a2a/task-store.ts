// Where the A2A endpoint keeps its tasks for GetTask: the service's database (a2a_tasks), so any instance behind a
// load balancer answers for a task another one created (issue 26.3).
//
// Whose task it is: the endpoint takes no credentials, so every caller is anonymous, and a task belongs to whoever
// holds its id. The id is the creator's capability: the SDK mints it (crypto.randomUUID, 122 random bits; a client
// cannot choose one, a message naming an unknown task id is refused), only the creator's SendMessage answer carries
// it, and the row is keyed by its SHA-256 with the id taken out of the stored task, so a copy of the table names no
// task. Anyone else gets the spec's TaskNotFoundError (-32001). ListTasks has no caller identity to scope a list by
// (A2A 1.0 §3.1.4, §13.1), so it lists none.
//
// Bounded: a task can be read back for an hour (expired rows are never returned, and the usage prune job deletes
// them), and at most `count` tasks are kept across all instances (each new task drops the rows more than `count`
// tasks behind it, one indexed range).
import { createHash } from 'node:crypto';
import { Task, type ListTasksRequest, type ListTasksResponse } from '@a2a-js/sdk';
import type { TaskStore } from '@a2a-js/sdk/server';
import { getDb, type Prisma } from '@/lib/db';

export const TASK_STORE_LIMITS = {
  /** Tasks kept at most (a task carries its whole report, up to tens of KB). */
  count: 2_000,
  /** How long a task can be read back. */
  maxAgeMs: 60 * 60 * 1000,
};

/** ListTasksRequest.page_size's default (a2a.proto). */
const DEFAULT_PAGE_SIZE = 50;

function storedId(taskId: string): string {
  return createHash('sha256').update(taskId, 'utf8').digest('hex');
}

/** The task as proto JSON without its id wherever the task names itself (its id, its messages' taskId). */
function withoutId(task: Task): Prisma.InputJsonValue {
  const json = Task.toJSON(task) as { id?: string; history?: Array<{ taskId?: string }>; status?: { message?: { taskId?: string } } };
  delete json.id;
  for (const message of [...(json.history ?? []), json.status?.message]) {
    if (message?.taskId === task.id) delete message.taskId;
  }
  return json as Prisma.InputJsonValue;
}

function withId(taskId: string, stored: unknown): Task {
  const task = Task.fromJSON({ ...(stored as object), id: taskId });
  for (const message of [...task.history, task.status?.message]) {
    if (message && !message.taskId) message.taskId = taskId;
  }
  return task;
}

export class DatabaseTaskStore implements TaskStore {
  constructor(private readonly limits = TASK_STORE_LIMITS) {}

  async save(task: Task): Promise<void> {
    const db = await getDb();
    const id = storedId(task.id);
    const columns = { task: withoutId(task), expiresAt: new Date(Date.now() + this.limits.maxAgeMs) };
    // Update first: an upsert (INSERT … ON CONFLICT) would draw a seq for every save of a task, not once per task.
    const { count: updated } = await db.a2aTask.updateMany({ where: { id }, data: columns });
    if (updated > 0) return;
    const { seq } = await db.a2aTask.create({ data: { id, ...columns }, select: { seq: true } });
    await db.a2aTask.deleteMany({ where: { seq: { lte: seq - BigInt(this.limits.count) } } });
  }

  async load(taskId: string): Promise<Task | undefined> {
    const row = await (await getDb()).a2aTask.findUnique({ where: { id: storedId(taskId) } });
    if (!row || row.expiresAt.getTime() <= Date.now()) return undefined;
    return withId(taskId, row.task);
  }

  async list(params: ListTasksRequest): Promise<ListTasksResponse> {
    return { tasks: [], nextPageToken: '', pageSize: params.pageSize ?? DEFAULT_PAGE_SIZE, totalSize: 0 };
  }
}
