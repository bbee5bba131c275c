// What a worker wraps around every job handler it registers: the job's wait and run time go to the metrics, and the
// handler's promise is kept until it settles, so that a stopping worker can let handlers whose job pg-boss released
// (at the end of the stop budget) write their last state (a scan back to queued) before the connections close.
import { EventEmitter } from 'node:events';
import type { JobWithMetadata, PgBoss } from 'pg-boss';
import { jobDuration, jobLatency, onCollect, queueDepth } from '@/lib/observability/metrics';
import { waitAtMost } from './wait-at-most';

/** How a job's handler ended in this process: as the metrics count it. */
export interface JobSettlement {
  queue: string;
  jobId: string;
  outcome: 'completed' | 'failed' | 'released';
}

// On globalThis: the web build and the worker's bundle load this module separately in one process, and a listener must
// hear every worker of the process.
const EVENTS = Symbol.for('agentgauge.job-events');
const globalEvents = globalThis as typeof globalThis & { [EVENTS]?: EventEmitter };
const jobEvents = (): EventEmitter => (globalEvents[EVENTS] ??= new EventEmitter().setMaxListeners(0));

/**
 * Calls `listener` each time a job handler of this process settles (after its last write); returns the unsubscribe.
 * For whatever must follow jobs as they end rather than ask the database again and again: the in-process test service
 * waits on it for a scan to finish.
 */
export function onJobSettled(listener: (settlement: JobSettlement) => void): () => void {
  const events = jobEvents();
  events.on('settled', listener);
  return () => void events.off('settled', listener);
}

export interface JobHandlers {
  /** A pg-boss handler (batch of one, with metadata) around `handler`, measured under `queue`. */
  wrap<T, R>(queue: string, handler: (job: JobWithMetadata<T>) => Promise<R>): (jobs: JobWithMetadata<T>[]) => Promise<R>;
  /** Waits up to timeoutMs for the handlers still running; resolves with how many were left. */
  settled(timeoutMs: number): Promise<number>;
}

export function jobHandlers(): JobHandlers {
  const running = new Set<Promise<unknown>>();
  return {
    wrap<T, R>(queue: string, handler: (job: JobWithMetadata<T>) => Promise<R>) {
      return async ([job]: JobWithMetadata<T>[]) => {
        // Both times are the database's clock: when the job became due (its start time or retry time) and when a
        // worker took it.
        jobLatency.observe({ queue }, Math.max(0, (job!.startedOn.getTime() - job!.startAfter.getTime()) / 1000));
        const finished = jobDuration.startTimer({ queue });
        const work = handler(job!);
        running.add(work);
        let outcome: JobSettlement['outcome'] = 'failed';
        try {
          const result = await work;
          outcome = 'completed';
          return result;
        } catch (error) {
          // An aborted job was released by pg-boss (the stop budget ran out, or the job's expiry passed), which has
          // failed it for a retry already: failing it again would spend a second retry. Completing a job that is no
          // longer active changes nothing.
          if (job!.signal?.aborted) {
            outcome = 'released';
            return undefined as R;
          }
          throw error;
        } finally {
          finished({ outcome });
          running.delete(work);
          jobEvents().emit('settled', { queue, jobId: job!.id, outcome } satisfies JobSettlement);
        }
      };
    },
    async settled(timeoutMs) {
      if (running.size === 0) return 0;
      await waitAtMost(Promise.allSettled([...running]), timeoutMs);
      return running.size;
    },
  };
}

const DEPTH_STATES = [
  ['ready', 'readyCount'],
  ['deferred', 'deferredCount'],
  ['active', 'activeCount'],
] as const;

/** Reports every queue's depth at each scrape (pg-boss's own counts, kept by its monitor); returns the stop. */
export function reportQueueDepths(boss: PgBoss): () => void {
  return onCollect(async () => {
    try {
      const queues = await boss.getQueues();
      queueDepth.reset();
      for (const queue of queues) {
        for (const [state, field] of DEPTH_STATES) queueDepth.set({ queue: queue.name, state }, Number(queue[field] ?? 0));
      }
    } catch {
      // The database is out of reach: report no depth rather than a stale one (/readyz says why).
      queueDepth.reset();
    }
  });
}
