// Housekeeping every worker runs on a timer (verification expiry, the orphan sweep, usage pruning). Each task is
// idempotent, so several workers running it at once do no harm; within one worker a run never overlaps the last.
import { errorMessage, logger } from '@/lib/observability/logger';

export interface PeriodicTask {
  /**
   * Stops the timer. Resolves when the run in flight (if any) has ended, so that what it uses (the database, the
   * queue) can be closed after it: a stop that closed them under a running task left it writing to a cut connection.
   */
  stop(): Promise<void>;
}

/** Runs `task` now and then every `intervalSeconds`; a failure is logged under `name` and the timer goes on. */
export function startPeriodic(name: string, intervalSeconds: number, task: () => Promise<void>): PeriodicTask {
  let inFlight: Promise<void> | null = null;
  const run = () => {
    inFlight ??= task()
      .catch((error: unknown) => logger.error({ err: error, task: name }, `${name}: ${errorMessage(error)}`))
      .finally(() => {
        inFlight = null;
      });
  };
  run();
  const timer = setInterval(run, intervalSeconds * 1000);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await inFlight;
    },
  };
}
