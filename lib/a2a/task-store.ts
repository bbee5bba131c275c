// Where the A2A endpoint keeps its tasks for GetTask: in this process's memory, bounded in count, bytes and age, so
// anonymous callers cannot grow it without end. A task is found by its id (a random UUID the caller was given);
// ListTasks shows a caller the tasks visible to it (A2A 1.0 §3.1.4, §13.1), and an anonymous caller has no identity
// to scope a list by, so it sees none.
import type { ListTasksRequest, ListTasksResponse, Task } from '@a2a-js/sdk';
import type { TaskStore } from '@a2a-js/sdk/server';

export const TASK_STORE_LIMITS = {
  /** Tasks kept at most; the oldest go first. */
  count: 500,
  /** Serialized bytes kept at most (a task carries its whole report). */
  bytes: 64 * 1024 * 1024,
  /** How long a task can be read back. */
  maxAgeMs: 60 * 60 * 1000,
};

/** ListTasksRequest.page_size's default (a2a.proto). */
const DEFAULT_PAGE_SIZE = 50;

interface Entry {
  task: Task;
  bytes: number;
  savedAt: number;
}

export class BoundedTaskStore implements TaskStore {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly limits = TASK_STORE_LIMITS) {}

  async save(task: Task): Promise<void> {
    this.remove(task.id);
    const entry = { task: structuredClone(task), bytes: JSON.stringify(task).length, savedAt: Date.now() };
    this.entries.set(task.id, entry);
    this.bytes += entry.bytes;
    this.evict();
  }

  async load(taskId: string): Promise<Task | undefined> {
    this.evict();
    const entry = this.entries.get(taskId);
    return entry ? structuredClone(entry.task) : undefined;
  }

  async list(params: ListTasksRequest): Promise<ListTasksResponse> {
    return { tasks: [], nextPageToken: '', pageSize: params.pageSize ?? DEFAULT_PAGE_SIZE, totalSize: 0 };
  }

  private remove(taskId: string): void {
    const entry = this.entries.get(taskId);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(taskId);
  }

  /** Map order is insertion order, and a save re-inserts: the first entry is always the oldest. */
  private evict(): void {
    const oldest = Date.now() - this.limits.maxAgeMs;
    for (const [id, entry] of this.entries) {
      const over = this.entries.size > this.limits.count || this.bytes > this.limits.bytes || entry.savedAt < oldest;
      if (!over) break;
      this.remove(id);
    }
  }
}
