// The worker's timers (lib/jobs/periodic.ts): a stop resolves only once the run in flight has ended, so the worker
// closes the queue and the database after it (a sweep still querying when the embedded database closed wrote to a cut
// socket: an unhandled EPIPE); runs never overlap; a failing run is logged and the timer goes on.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPeriodic } from '@/lib/jobs/periodic';
import { logger } from '@/lib/observability/logger';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('startPeriodic', () => {
  it('stop waits for the run in flight, and no run starts after it', async () => {
    vi.useFakeTimers();
    const gate = deferred();
    let runs = 0;
    const task = startPeriodic('test', 1, async () => {
      runs += 1;
      await gate.promise;
    });
    let stopped = false;
    const stopping = task.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(stopped).toBe(false);
    gate.resolve();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(1);
  });

  it('a run still going when the next tick comes is not started twice', async () => {
    vi.useFakeTimers();
    const gate = deferred();
    let runs = 0;
    const task = startPeriodic('test', 1, async () => {
      runs += 1;
      await gate.promise;
    });
    await vi.advanceTimersByTimeAsync(3_500);
    expect(runs).toBe(1);
    gate.resolve();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    await task.stop();
  });

  it('a failing run does not stop the timer, and stop resolves at once when nothing runs', async () => {
    vi.useFakeTimers();
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    let runs = 0;
    const task = startPeriodic('Usage pruning', 1, async () => {
      runs += 1;
      throw new Error('database out of reach');
    });
    await vi.advanceTimersByTimeAsync(2_500);
    expect(runs).toBe(3);
    expect(logged).toHaveBeenCalledTimes(3);
    expect(logged.mock.calls[0]![1]).toBe('Usage pruning: database out of reach');
    await expect(task.stop()).resolves.toBeUndefined();
  });
});
