// Audits in worker threads under a heap budget. A process that runs many audits at once (the web server, a scan
// worker) runs them here rather than on its own heap, for two reasons:
// - V8 sizes a process's heap to the machine (on 24 GiB it lets garbage reach several times the live heap before
//   collecting), while a thread takes explicit limits: the same audits then peak at a fraction of the memory.
// - A target that makes an audit hold more than the budget ends that thread, not the process: the audits in the
//   thread fail with `audit-interrupted`, and the next audit starts a fresh thread.
import v8 from 'node:v8';
import { Worker } from 'node:worker_threads';
import { auditDeadlineMs, DEFAULTS } from '../config.js';
import { AuditError } from '../errors.js';
import { OPTION_LIMITS, type AuditOptions, type AuditProgress } from '../options.js';
import type { AuditReport } from '../types.js';
import { deserializeError, type PoolMessage, type ThreadMessage } from './protocol.js';

export interface HeapBudget {
  /** V8's old generation, the long-lived part of the heap (MB). */
  oldGenerationMb: number;
  /** V8's young generation, where new objects start (MB; V8 splits it into semi-spaces of a third each). */
  youngGenerationMb: number;
}

/** Measured with bench:engine: 32 audits in flight keep ~90 MB live, and collection keeps up at this size. */
export const DEFAULT_HEAP_BUDGET: HeapBudget = { oldGenerationMb: 256, youngGenerationMb: 48 };

/**
 * How far the old generation may grow past what the last full collection kept before the next one, in percent.
 * V8 derives it from the heap limit, and under a limit of 256 MB allows only ~1.3–1.5×: with 32 audits in flight
 * (~90 MB live) full collections then follow each other closely: bench:engine measured 27–36 ms CPU per audit against
 * ~20 ms with Node's defaults. At 100% (×2), in interleaved runs, 21–28 ms, while the limit still bounds the heap
 * (peak RSS 369–388 MB). V8 flags are process-wide: this is set once, before the first thread starts, and applies to
 * the process's own heap as well (where it means more frequent, smaller collections than V8's default ×4).
 */
const GC_GROWTH_PERCENT = 100;
let gcGrowthSet = false;

function setGcGrowth(): void {
  if (gcGrowthSet) return;
  v8.setFlagsFromString(`--heap-growing-percent=${GC_GROWTH_PERCENT}`);
  gcGrowthSet = true;
}

export interface AuditPoolOptions {
  /** The bundled thread entry (dist/audit-thread.mjs, built by `npm run build:cli`). */
  threadEntry: string | URL;
  /** Threads to spread audits over (default 1: one thread already keeps a core busy with 32 audits in flight). */
  threads?: number;
  heap?: Partial<HeapBudget>;
  /**
   * How long past an audit's own deadline the pool waits for its answer before it takes the thread as hung (a
   * check stuck in a loop never lets the engine's timers fire) and replaces it. Default 30 s.
   */
  hangGraceMs?: number;
}

/** The audit options a pool takes: a resolver is a function and cannot cross to a thread. */
export type PoolAuditOptions = Omit<AuditOptions, 'resolver'>;

export interface AuditPool {
  /** Same contract as the engine's `audit`, plus the `audit-interrupted` error when the thread stops. */
  audit(url: string, options?: PoolAuditOptions): Promise<AuditReport>;
  /** Audits in flight, and threads that stopped (out of budget, crashed or hung) and were replaced. */
  stats(): { running: number; threadsReplaced: number };
  /** Stops every thread; audits still in flight fail with `audit-interrupted`. */
  close(): Promise<void>;
}

/** An audit waiting for its thread's answer; resolving or rejecting it also drops its watchdog and abort listener. */
interface Pending {
  resolve: (report: AuditReport) => void;
  reject: (error: Error) => void;
  onProgress: ((progress: AuditProgress) => void) | undefined;
}

interface Slot {
  worker: Worker | null;
  pending: Map<number, Pending>;
  /** Why the pool is stopping this slot's thread itself (it hung), for the audits it fails. */
  stopReason: string | null;
}

/** The option's value when it is a number within its limits, else the engine's default (which the thread applies). */
function withinLimits(field: 'timeout' | 'maxPages', value: unknown, fallback: number): number {
  const { min, max } = OPTION_LIMITS[field];
  return typeof value === 'number' && value >= min && value <= max ? value : fallback;
}

/** When an audit must have answered: the engine's own deadline for its options, plus the grace. */
function answerDeadlineMs(options: PoolAuditOptions, graceMs: number): number {
  return auditDeadlineMs(withinLimits('timeout', options.timeout, DEFAULTS.timeout), withinLimits('maxPages', options.maxPages, 1)) + graceMs;
}

export function createAuditPool(options: AuditPoolOptions): AuditPool {
  const heap = { ...DEFAULT_HEAP_BUDGET, ...options.heap };
  const slots: Slot[] = Array.from({ length: Math.max(1, options.threads ?? 1) }, () => ({ worker: null, pending: new Map(), stopReason: null }));
  const hangGraceMs = options.hangGraceMs ?? 30_000;
  let nextId = 1;
  let threadsReplaced = 0;
  let closed = false;

  function interrupt(slot: Slot, reason: string): void {
    const pending = [...slot.pending.values()];
    slot.pending.clear();
    const count = pending.length === 1 ? '1 audit' : `${pending.length} audits`;
    for (const audit of pending) {
      audit.reject(new AuditError('audit-interrupted', `The audit was interrupted: ${reason} while running ${count}. Retrying may succeed.`));
    }
  }

  function spawn(slot: Slot): Worker {
    setGcGrowth();
    const worker = new Worker(options.threadEntry, {
      // Not the parent's flags: a loader such as tsx would cost the thread more than the audits it runs.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: heap.oldGenerationMb, maxYoungGenerationSizeMb: heap.youngGenerationMb },
    });
    let failure: Error | null = null;
    worker.on('message', (message: ThreadMessage) => {
      const audit = slot.pending.get(message.id);
      if (!audit) return;
      if (message.type === 'progress') {
        audit.onProgress?.(message.progress);
        return;
      }
      slot.pending.delete(message.id);
      if (slot.pending.size === 0) worker.unref();
      if (message.type === 'done') audit.resolve(message.report);
      else audit.reject(deserializeError(message.error));
    });
    worker.on('error', (error) => {
      failure = error;
    });
    worker.on('exit', () => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      const stopReason = slot.stopReason;
      slot.stopReason = null;
      if (closed) return interrupt(slot, 'the audit pool was closed');
      threadsReplaced += 1;
      const code = (failure as NodeJS.ErrnoException | null)?.code;
      interrupt(
        slot,
        stopReason ??
          (code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? `its thread ran out of the ${heap.oldGenerationMb} MB heap budget`
            : `its thread stopped (${failure?.message ?? 'exited'})`),
      );
    });
    slot.worker = worker;
    return worker;
  }

  function leastBusy(): Slot {
    return slots.reduce((best, slot) => (slot.pending.size < best.pending.size ? slot : best));
  }

  return {
    audit(url, auditOptions = {}) {
      if (closed) return Promise.reject(new AuditError('audit-interrupted', 'The audit pool is closed.'));
      const { onProgress, signal, ...threadOptions } = auditOptions;
      if ('resolver' in threadOptions) {
        return Promise.reject(new AuditError('invalid-options', 'A resolver cannot be passed to an audit thread.', { field: 'resolver' }));
      }
      if (signal?.aborted) return Promise.reject(signal.reason);
      const slot = leastBusy();
      let worker: Worker;
      try {
        worker = slot.worker ?? spawn(slot);
      } catch (error) {
        return Promise.reject(error);
      }
      const id = nextId++;
      return new Promise<AuditReport>((resolve, reject) => {
        const abort = () => worker.postMessage({ type: 'abort', id, reason: String(signal?.reason ?? 'aborted') } satisfies PoolMessage);
        signal?.addEventListener('abort', abort, { once: true });
        const deadlineMs = answerDeadlineMs(threadOptions, hangGraceMs);
        const watchdog = setTimeout(() => {
          if (slot.worker !== worker || !slot.pending.has(id)) return;
          slot.stopReason = `its thread did not answer within ${Math.ceil(deadlineMs / 1000)} s`;
          void worker.terminate();
        }, deadlineMs);
        watchdog.unref();
        const settle = () => {
          clearTimeout(watchdog);
          signal?.removeEventListener('abort', abort);
        };
        slot.pending.set(id, {
          resolve: (report) => {
            settle();
            resolve(report);
          },
          reject: (error) => {
            settle();
            reject(error);
          },
          onProgress,
        });
        worker.ref();
        worker.postMessage({ type: 'audit', id, url, options: threadOptions, progress: onProgress !== undefined } satisfies PoolMessage);
      });
    },
    stats() {
      return { running: slots.reduce((sum, slot) => sum + slot.pending.size, 0), threadsReplaced };
    },
    async close() {
      closed = true;
      await Promise.all(slots.map((slot) => slot.worker?.terminate()));
    },
  };
}
