// SIGTERM (and SIGINT) for the server and worker processes: stop once, within a bounded time, then exit.
import { positiveIntegerEnv } from '@/lib/settings/settings';
import { exitAfterLogs, logger } from './logger';

/** What closing takes after the budget (the audit pool, Next, the database) before the process gives up on it. */
const CLOSE_GRACE_MS = 15_000;

/** AGENTGAUGE_STOP_SECONDS (default 30): how long a stopping process waits for running requests and jobs. */
export function stopBudgetMs(): number {
  return positiveIntegerEnv('AGENTGAUGE_STOP_SECONDS', 30) * 1000;
}

/**
 * One signal can arrive twice: a signal to the process group (systemd's default, Ctrl-C in a terminal) reaches both
 * npm and this process, and npm relays it here as well, a few milliseconds later. Within this window a repeat of the
 * same signal is that echo, not an operator insisting.
 */
const ECHO_WINDOW_MS = 1_000;

/**
 * Runs `stop` on the first SIGTERM or SIGINT and exits 0 when it is done. A second signal (other than the echo of the
 * first), a failing stop, or a stop still running CLOSE_GRACE_MS past the budget exits 1 at once.
 */
export function stopOnSignals(stop: (signal: NodeJS.Signals, budgetMs: number) => Promise<void>): void {
  let first: { signal: NodeJS.Signals; at: number } | null = null;
  const onSignal = (signal: NodeJS.Signals) => {
    if (first) {
      if (signal === first.signal && performance.now() - first.at < ECHO_WINDOW_MS) return;
      logger.warn({ signal }, `${signal} again: exiting without waiting`);
      process.exit(1);
    }
    first = { signal, at: performance.now() };
    const budgetMs = stopBudgetMs();
    const overdue = setTimeout(() => {
      logger.error(`Still stopping ${(budgetMs + CLOSE_GRACE_MS) / 1000} s after ${signal}; exiting`);
      process.exit(1);
    }, budgetMs + CLOSE_GRACE_MS);
    overdue.unref();
    stop(signal, budgetMs).then(
      () => {
        logger.info('Stopped');
        exitAfterLogs(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'Stopping failed');
        exitAfterLogs(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
