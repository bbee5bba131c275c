// The A2A task store's bounds: anonymous callers cannot grow it without end (count, bytes, age), and a caller with
// no identity lists nothing (A2A 1.0 §3.1.4, §13.1).
import type { Task } from '@a2a-js/sdk';
import { TaskState } from '@a2a-js/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BoundedTaskStore } from '@/lib/a2a/task-store';

function task(id: string, text = ''): Task {
  return { id, contextId: 'c', status: { state: TaskState.TASK_STATE_COMPLETED, message: undefined, timestamp: undefined }, artifacts: [], history: [], metadata: { text } };
}

describe('BoundedTaskStore', () => {
  afterEach(() => vi.useRealTimers());

  it('drops the oldest tasks past the count and byte bounds, and a save makes a task the newest', async () => {
    const store = new BoundedTaskStore({ count: 2, bytes: 10_000, maxAgeMs: 60_000 });
    await store.save(task('a'));
    await store.save(task('b'));
    await store.save(task('a'));
    await store.save(task('c'));
    expect([await store.load('a'), await store.load('b'), await store.load('c')].map((found) => found?.id)).toEqual(['a', undefined, 'c']);

    await store.save(task('big', 'x'.repeat(9_900)));
    expect([await store.load('a'), await store.load('c'), await store.load('big')].map((found) => found?.id)).toEqual([undefined, undefined, 'big']);
  });

  it('forgets tasks older than the age bound and hands out copies', async () => {
    vi.useFakeTimers();
    const store = new BoundedTaskStore({ count: 10, bytes: 10_000, maxAgeMs: 60_000 });
    await store.save(task('old'));
    const loaded = (await store.load('old'))!;
    loaded.contextId = 'changed';
    expect((await store.load('old'))!.contextId).toBe('c');
    vi.advanceTimersByTime(60_001);
    expect(await store.load('old')).toBeUndefined();
  });

  it('lists no tasks to anyone: an anonymous caller has no identity to scope a list by', async () => {
    const store = new BoundedTaskStore();
    await store.save(task('a'));
    expect(await store.list({ tenant: '', contextId: '', status: TaskState.TASK_STATE_UNSPECIFIED, pageSize: undefined, pageToken: '', historyLength: undefined, statusTimestampAfter: undefined, includeArtifacts: undefined })).toEqual({
      tasks: [],
      nextPageToken: '',
      pageSize: 50,
      totalSize: 0,
    });
  });
});
