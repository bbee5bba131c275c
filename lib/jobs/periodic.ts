// Housekeeping every worker runs on a timer (verification expiry, the orphan sweep, usage pruning). Each task is
// idempotent, so several workers running it at once do no harm; within one worker a run never overlaps the last.
import { errorMessage, logger } from '@/lib/observability/logger';

export interface PeriodicTask {
  stop(): void;
}

/** Runs `task` now and then every `intervalSeconds`; a failure is logged under `name` and the timer goes on. */
export function startPeriodic(name: string, intervalSeconds: number, task: () => Promise<void>): PeriodicTask {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await task();
    } catch (error) {
      logger.error({ err: error, task: name }, `${name}: ${errorMessage(error)}`);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), intervalSeconds * 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
