// Audits in child processes under a memory budget. A process that runs audits for others (the web server, a scan
// worker) runs them here rather than on its own heap, for two reasons:
// - A target that makes an audit hold more than the budget must end that audit, never the service. Worker threads
//   under `resourceLimits` did not hold that: V8 may abort the whole process when a thread reaches its heap limit
//   (`FATAL ERROR: Reached heap limit … JavaScript heap out of memory`; an 18 KB gzip sitemap bomb ended the service
//   in 2 of 12 public scans, issue 36). A child process that runs out of heap, passes its resident-memory budget or
//   stops answering dies alone: the audits in it fail with `audit-interrupted`, and the next audit starts a new one.
// - V8 sizes a process's heap to the machine (on 24 GiB it lets garbage reach several times the live heap before
//   collecting), while the child takes explicit limits: the same audits then peak at a fraction of the memory.
import { fork, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
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
 * Resident memory an audit process may reach beyond its heap budget before it is killed (MB): Node itself, code,
 * and what lives outside the JS heap (response buffers up to the byte caps, decompression, parsers' native memory).
 * An audit of the 50 MB sitemap fixture peaks at ~420 MB resident under the default heap budget.
 */
export const DEFAULT_MEMORY_HEADROOM_MB = 256;

/**
 * How far the old generation may grow past what the last full collection kept before the next one, in percent.
 * V8 derives it from the heap limit, and under a limit of 256 MB allows only ~1.3–1.5×: with 32 audits in flight
 * (~90 MB live) full collections then follow each other closely: bench:engine measured 27–36 ms CPU per audit against
 * ~20 ms with Node's defaults. At 100% (×2), 21–28 ms, while the limit still bounds the heap.
 */
const GC_GROWTH_PERCENT = 100;

/** How often the pool reads a busy audit process's resident memory. */
const MEMORY_POLL_MS = 200;

export interface AuditPoolOptions {
  /** The bundled entry of an audit process (dist/audit-thread.mjs, built by `npm run build:cli`). */
  entry: string | URL;
  /** Processes to spread audits over (default 1: one process already keeps a core busy with 32 audits in flight). */
  processes?: number;
  /**
   * Audits one process runs at once (default: no limit). 1 gives each audit a process of its own: one that ends its
   * process fails no other audit (the public scan's pool). Audits past the processes' share wait in turn.
   */
  auditsPerProcess?: number;
  heap?: Partial<HeapBudget>;
  /** Resident memory (MB) past which a process is killed: default the heap budget plus DEFAULT_MEMORY_HEADROOM_MB. */
  memoryMb?: number;
  /**
   * How long past an audit's own deadline the pool waits for its answer before it takes the process as hung (a
   * check stuck in a loop never lets the engine's timers fire) and kills it. Default 30 s.
   */
  hangGraceMs?: number;
}

/** The audit options a pool takes: a resolver is a function and cannot cross to another process. */
export type PoolAuditOptions = Omit<AuditOptions, 'resolver'>;

export interface AuditPool {
  /** Same contract as the engine's `audit`, plus the `audit-interrupted` error when the audit's process stops. */
  audit(url: string, options?: PoolAuditOptions): Promise<AuditReport>;
  /** Audits in flight (waiting included), and processes that stopped (over budget, crashed or hung) and were replaced. */
  stats(): { running: number; processesReplaced: number };
  /** Stops every process; audits still in flight fail with `audit-interrupted`. */
  close(): Promise<void>;
}

/** An audit waiting for its process's answer; resolving or rejecting it also drops its watchdog and abort listener. */
interface Pending {
  resolve: (report: AuditReport) => void;
  reject: (error: Error) => void;
  onProgress: ((progress: AuditProgress) => void) | undefined;
}

interface Slot {
  child: ChildProcess | null;
  pending: Map<number, Pending>;
  /** Why the pool is stopping this slot's process itself (hung, over its memory budget), for the audits it fails. */
  stopReason: string | null;
  /** Whether that reason is a budget the process passed (memory), rather than a hang. */
  stopOverBudget: boolean;
  memoryTimer: NodeJS.Timeout | null;
}

/** The option's value when it is a number within its limits, else the engine's default (which the process applies). */
function withinLimits(field: 'timeout' | 'maxPages', value: unknown, fallback: number): number {
  const { min, max } = OPTION_LIMITS[field];
  return typeof value === 'number' && value >= min && value <= max ? value : fallback;
}

/** When an audit must have answered: the engine's own deadline for its options, plus the grace. */
function answerDeadlineMs(options: PoolAuditOptions, graceMs: number): number {
  return auditDeadlineMs(withinLimits('timeout', options.timeout, DEFAULTS.timeout), withinLimits('maxPages', options.maxPages, 1)) + graceMs;
}

/** Resident memory of a process in MB, from /proc (Linux); null where it cannot be read (the heap limit still holds). */
async function residentMb(pid: number): Promise<number | null> {
  try {
    const statm = await readFile(`/proc/${pid}/statm`, 'utf8');
    const pages = Number(statm.split(' ')[1]);
    return Number.isFinite(pages) ? (pages * 4096) / 1_048_576 : null;
  } catch {
    return null;
  }
}

/** The end of what a dying process wrote to stderr: V8 says there when it ran out of heap. */
const STDERR_TAIL_CHARS = 4096;

export function createAuditPool(options: AuditPoolOptions): AuditPool {
  const heap = { ...DEFAULT_HEAP_BUDGET, ...options.heap };
  const memoryMb = options.memoryMb ?? heap.oldGenerationMb + heap.youngGenerationMb + DEFAULT_MEMORY_HEADROOM_MB;
  const perProcess = Math.max(1, options.auditsPerProcess ?? Number.POSITIVE_INFINITY);
  const slots: Slot[] = Array.from({ length: Math.max(1, options.processes ?? 1) }, () => ({ child: null, pending: new Map(), stopReason: null, stopOverBudget: false, memoryTimer: null }));
  const hangGraceMs = options.hangGraceMs ?? 30_000;
  const entry = typeof options.entry === 'string' ? options.entry : fileURLToPath(options.entry);
  /** Audits waiting for a place in a process (only with auditsPerProcess). */
  const waiting: Array<() => void> = [];
  let nextId = 1;
  let processesReplaced = 0;
  let closed = false;

  /**
   * Fails the audits of a slot whose process stopped. An audit that ran alone in a process that passed a budget
   * stopped it itself: its message says so, rather than inviting a retry that would end the same way.
   */
  function interrupt(slot: Slot, reason: string, overBudget = false): void {
    const pending = [...slot.pending.values()];
    slot.pending.clear();
    const count = pending.length === 1 ? '1 audit' : `${pending.length} audits`;
    const message =
      overBudget && pending.length === 1
        ? `The audit was stopped: ${reason} while running only this audit (the site's resources need more than one audit may use).`
        : `The audit was interrupted: ${reason} while running ${count}. Retrying may succeed.`;
    for (const audit of pending) audit.reject(new AuditError('audit-interrupted', message));
  }

  function watchMemory(slot: Slot, child: ChildProcess): void {
    if (slot.memoryTimer || child.pid === undefined) return;
    const pid = child.pid;
    slot.memoryTimer = setInterval(() => {
      void residentMb(pid).then((mb) => {
        if (mb === null || mb <= memoryMb || slot.child !== child || slot.stopReason) return;
        slot.stopReason = `its process passed the ${memoryMb} MB memory budget`;
        slot.stopOverBudget = true;
        child.kill('SIGKILL');
      });
    }, MEMORY_POLL_MS);
    slot.memoryTimer.unref();
  }

  function idle(slot: Slot, child: ChildProcess): void {
    if (slot.memoryTimer) clearInterval(slot.memoryTimer);
    slot.memoryTimer = null;
    // An idle process keeps no caller alive (a CLI or a test that forgets close() still exits).
    child.unref();
    child.channel?.unref();
  }

  function spawn(slot: Slot): ChildProcess {
    const child = fork(entry, [], {
      // Not the parent's flags: a loader such as tsx would cost the process more than the audits it runs.
      execArgv: [
        `--max-old-space-size=${heap.oldGenerationMb}`,
        `--max-semi-space-size=${Math.max(1, Math.round(heap.youngGenerationMb / 3))}`,
        `--heap-growing-percent=${GC_GROWTH_PERCENT}`,
      ],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
    });
    let stderrTail = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      stderrTail = (stderrTail + chunk.toString('utf8')).slice(-STDERR_TAIL_CHARS);
    });
    // Only the IPC channel keeps the caller alive, while audits run (see idle).
    (child.stderr as Socket | null)?.unref();
    let failure: Error | null = null;
    child.on('message', (message: ThreadMessage) => {
      const audit = slot.pending.get(message.id);
      if (!audit) return;
      if (message.type === 'progress') {
        audit.onProgress?.(message.progress);
        return;
      }
      slot.pending.delete(message.id);
      if (slot.pending.size === 0) idle(slot, child);
      if (message.type === 'done') audit.resolve(message.report);
      else audit.reject(deserializeError(message.error));
      waiting.shift()?.();
    });
    child.on('error', (error) => {
      failure = error;
    });
    // 'close', not 'exit': V8's last words on stderr (out of heap) are read by then.
    child.on('close', (code, signal) => {
      if (slot.child !== child) return;
      slot.child = null;
      if (slot.memoryTimer) clearInterval(slot.memoryTimer);
      slot.memoryTimer = null;
      const stopReason = slot.stopReason;
      const overMemory = slot.stopOverBudget;
      slot.stopReason = null;
      slot.stopOverBudget = false;
      if (closed) {
        interrupt(slot, 'the audit pool was closed');
        return;
      }
      processesReplaced += 1;
      const outOfHeap = /heap out of memory|Reached heap limit/i.test(stderrTail);
      interrupt(
        slot,
        stopReason ??
          (outOfHeap
            ? `its process ran out of the ${heap.oldGenerationMb} MB heap budget`
            : `its process stopped (${failure?.message ?? (signal ? `signal ${signal}` : `exit code ${code}`)})`),
        outOfHeap || overMemory,
      );
      for (let free = perProcess; free > 0 && waiting.length > 0; free -= 1) waiting.shift()?.();
    });
    slot.child = child;
    return child;
  }

  /** The slot with the fewest audits, or null when every process runs its share. */
  function leastBusy(): Slot | null {
    const slot = slots.reduce((best, candidate) => (candidate.pending.size < best.pending.size ? candidate : best));
    return slot.pending.size < perProcess ? slot : null;
  }

  /** Resolves when a place may have freed up (an audit ended, a process stopped), or the signal aborted. */
  function placeFreed(signal: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((resolve) => {
      const wake = () => {
        signal?.removeEventListener('abort', wake);
        resolve();
      };
      waiting.push(wake);
      signal?.addEventListener('abort', wake, { once: true });
    });
  }

  function run(slot: Slot, url: string, auditOptions: PoolAuditOptions): Promise<AuditReport> {
    const { onProgress, signal, ...childOptions } = auditOptions;
    const child = slot.child ?? spawn(slot);
    const id = nextId++;
    return new Promise<AuditReport>((resolve, reject) => {
      const send = (message: PoolMessage) => {
        if (child.connected) child.send(message);
      };
      const abort = () => send({ type: 'abort', id, reason: String(signal?.reason ?? 'aborted') });
      signal?.addEventListener('abort', abort, { once: true });
      const deadlineMs = answerDeadlineMs(childOptions, hangGraceMs);
      const watchdog = setTimeout(() => {
        if (slot.child !== child || !slot.pending.has(id)) return;
        slot.stopReason = `its process did not answer within ${Math.ceil(deadlineMs / 1000)} s`;
        child.kill('SIGKILL');
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
      child.ref();
      child.channel?.ref();
      watchMemory(slot, child);
      send({ type: 'audit', id, url, options: childOptions, progress: onProgress !== undefined });
    });
  }

  function audit(url: string, auditOptions: PoolAuditOptions = {}): Promise<AuditReport> {
    if (closed) return Promise.reject(new AuditError('audit-interrupted', 'The audit pool is closed.'));
    if ('resolver' in auditOptions) {
      return Promise.reject(new AuditError('invalid-options', 'A resolver cannot be passed to an audit process.', { field: 'resolver' }));
    }
    if (auditOptions.signal?.aborted) return Promise.reject(auditOptions.signal.reason);
    // Taken synchronously: two audits asked for in one tick never both see the same free place.
    const slot = leastBusy();
    if (slot) {
      try {
        return run(slot, url, auditOptions);
      } catch (error) {
        return Promise.reject(error);
      }
    }
    return placeFreed(auditOptions.signal).then(() => audit(url, auditOptions));
  }

  return {
    audit,
    stats() {
      return { running: slots.reduce((sum, slot) => sum + slot.pending.size, 0) + waiting.length, processesReplaced };
    },
    async close() {
      closed = true;
      for (const wake of waiting.splice(0)) wake();
      await Promise.all(
        slots.map(
          (slot) =>
            new Promise<void>((resolve) => {
              const child = slot.child;
              if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
              child.once('close', () => resolve());
              child.kill('SIGKILL');
            }),
        ),
      );
    },
  };
}
