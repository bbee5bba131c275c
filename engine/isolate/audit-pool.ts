// Audits in child processes under a memory budget. A process that runs audits for others (the web server, a scan
// worker) runs them here rather than on its own heap, for two reasons:
// - A target that makes an audit hold more than the budget must end that audit, never the service. Worker threads
//   under `resourceLimits` did not hold that: V8 may abort the whole process when a thread reaches its heap limit
//   (`FATAL ERROR: Reached heap limit … JavaScript heap out of memory`; an 18 KB gzip sitemap bomb ended the service
//   in 2 of 12 public scans, issue 36). A child process that runs out of heap, passes its resident-memory budget or
//   stops answering dies alone, and the next audit starts a new one. An audit that ran alone in it fails with
//   `audit-interrupted`; audits that shared it are each run again once, alone in a fresh process (see interrupt).
// - V8 sizes a process's heap to the machine (on 24 GiB it lets garbage reach several times the live heap before
//   collecting), while the child takes explicit limits: the same audits then peak at a fraction of the memory.
import { fork, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { setPriority } from 'node:os';
import type { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { auditDeadlineMs, DEFAULTS } from '../config.js';
import { AuditError } from '../errors.js';
import { OPTION_LIMITS, type AuditOptions } from '../options.js';
import type { AuditReport } from '../types.js';
import { MEMORY_WATCH_AVAILABLE } from '../render/memory-watch.js';
import { auditProcessEnvironment } from './process-environment.js';
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
 * An audit of the 50 MB sitemap of tests/engine/sitemap-memory.test.ts peaked at 353 MB resident in its process.
 */
export const DEFAULT_MEMORY_HEADROOM_MB = 256;

/**
 * How far the old generation may grow past what the last full collection kept before the next one, in percent.
 * V8 derives it from the heap limit, and under a limit of 256 MB allows only ~1.3–1.5×: with 32 audits in flight
 * (~90 MB live) full collections then follow each other closely: bench:engine measured 27–36 ms CPU per audit against
 * ~20 ms with Node's defaults. At 100% (×2), 21–28 ms; at 300% (×4, V8's own factor for large heaps), a further
 * ~1 ms less per audit (2026-11-24: 30.3 against 31.5 ms, three interleaved runs each), while the limit still bounds
 * the heap: past it, V8 collects before it gives up.
 */
const GC_GROWTH_PERCENT = 300;

/** How often the pool reads a busy audit process's resident memory. */
const MEMORY_POLL_MS = 200;

/**
 * Why audits that shared a process that died are run again (each once, alone, in a fresh process) rather than every
 * audit getting a process of its own. Measured on the 2-core CI machine (load 9–16): a new process takes 1.1–3.9 s
 * and ~107 MB resident to load the engine before its first audit (a small site's audit in a new process: 5.8 s
 * median, against 0.3 s in a warm one); 6 small audits at once took 0.9 s in one warm process (~220 MB), 45 s and
 * 1.1 GB in six new ones. A process per audit pays that on every audit; the retry pays it only after a death.
 * Two processes, so that the audit that ended the process, run again, holds one at most while the others' go on.
 */
const DEFAULT_RETRY_PROCESSES = 2;

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
  /**
   * Processes that run again, each alone, the audits of a process that died while it ran several (default 2). Each
   * starts for one such audit and stops when it ends; the same budgets apply.
   */
  retryProcesses?: number;
  /**
   * The scheduling priority (nice value, -20 to 19) the pool's processes run at: a pool of bulk work at 19 leaves
   * the CPU to everything else whenever both want it. Default: the parent's.
   */
  priority?: number;
}

/** The audit options a pool takes: a resolver is a function and cannot cross to another process. */
export type PoolAuditOptions = Omit<AuditOptions, 'resolver'>;

export interface AuditPool {
  /**
   * Same contract as the engine's `audit`, plus the `audit-interrupted` error when the audit's process stops: at once
   * when the audit ran alone in it, else after the audit, run again alone in a fresh process, stopped that one too.
   */
  audit(url: string, options?: PoolAuditOptions): Promise<AuditReport>;
  /**
   * Audits in flight (waiting included), processes that stopped (over budget, crashed or hung) and were replaced, and
   * audits run again because a process they shared stopped.
   */
  stats(): { running: number; processesReplaced: number; auditsRetried: number };
  /** Stops every process; audits still in flight fail with `audit-interrupted`. */
  close(): Promise<void>;
}

/** An audit the caller waits for, through one run or two (see interrupt). */
interface Job {
  url: string;
  options: PoolAuditOptions;
  resolve: (report: AuditReport) => void;
  reject: (error: Error) => void;
  /** Whether this is its second run, after a process it shared with other audits stopped. */
  retried: boolean;
}

/** One run of a job in a process, waiting for its answer; `detach` drops the run's watchdog and abort listener. */
interface Attempt {
  job: Job;
  detach: () => void;
}

/** Which budget a process passed: memory (heap or resident) or time (it stopped answering). */
type Budget = 'memory' | 'time';

const BUDGET_HINT: Record<Budget, string> = {
  memory: "the site's resources need more than one audit may use",
  time: 'the audit ran past its deadline without answering',
};

interface Lane {
  slots: Slot[];
  perProcess: number;
  /** Audits waiting for a place in one of the lane's processes. */
  waiting: Array<() => void>;
  /** Whether a process stops when its audits end (the retry lane: every retry in a fresh process). */
  retireWhenIdle: boolean;
}

interface Slot {
  lane: Lane;
  child: ChildProcess | null;
  pending: Map<number, Attempt>;
  /** Why the pool is stopping this slot's process itself (hung, over its memory budget), for the audits it fails. */
  stop: { reason: string; budget: Budget } | null;
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

/** Resident memory of a process in MB, from /proc (Linux: MEMORY_WATCH_AVAILABLE); null where it cannot be read. */
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
  const hangGraceMs = options.hangGraceMs ?? 30_000;
  const entry = typeof options.entry === 'string' ? options.entry : fileURLToPath(options.entry);
  const lane = (processes: number, perProcess: number, retireWhenIdle: boolean): Lane => {
    const created: Lane = { slots: [], perProcess: Math.max(1, perProcess), waiting: [], retireWhenIdle };
    created.slots = Array.from({ length: Math.max(1, processes) }, () => ({ lane: created, child: null, pending: new Map(), stop: null, memoryTimer: null }));
    return created;
  };
  const main = lane(options.processes ?? 1, options.auditsPerProcess ?? Number.POSITIVE_INFINITY, false);
  const retries = lane(options.retryProcesses ?? DEFAULT_RETRY_PROCESSES, 1, true);
  const lanes = [main, retries];
  let nextId = 1;
  let processesReplaced = 0;
  let auditsRetried = 0;
  let closed = false;

  /**
   * Ends the runs of a slot whose process stopped. An audit that ran alone in a process that passed a budget stopped
   * it itself: it fails, saying so, rather than inviting a retry that would end the same way. Of several audits in
   * the process, which one caused the stop cannot be told (a heap or a resident size is the whole process's, and a
   * check stuck in a loop stalls every audit in it, so the first deadline to pass is merely the oldest audit's): each
   * is run again once, alone in a fresh process, where the one that caused it stops again and fails on its own.
   */
  function interrupt(slot: Slot, reason: string, budget: Budget | null): void {
    const attempts = [...slot.pending.values()];
    slot.pending.clear();
    for (const attempt of attempts) attempt.detach();
    const count = attempts.length === 1 ? '1 audit' : `${attempts.length} audits`;
    const message =
      budget && attempts.length === 1
        ? `The audit was stopped: ${reason} while running only this audit (${BUDGET_HINT[budget]}).`
        : `The audit was interrupted: ${reason} while running ${count}. Retrying may succeed.`;
    for (const { job } of attempts) {
      if (!closed && attempts.length > 1 && !job.retried) {
        job.retried = true;
        auditsRetried += 1;
        place(retries, job);
      } else {
        job.reject(new AuditError('audit-interrupted', message));
      }
    }
  }

  function watchMemory(slot: Slot, child: ChildProcess): void {
    if (!MEMORY_WATCH_AVAILABLE || slot.memoryTimer || child.pid === undefined) return;
    const pid = child.pid;
    slot.memoryTimer = setInterval(() => {
      void residentMb(pid).then((mb) => {
        if (mb === null || mb <= memoryMb || slot.child !== child || slot.stop) return;
        slot.stop = { reason: `its process passed the ${memoryMb} MB memory budget`, budget: 'memory' };
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
    if (slot.lane.retireWhenIdle) {
      // Let go first: its 'close' then finds another process in the slot (or none) and counts no replacement.
      slot.child = null;
      child.kill();
    }
  }

  function spawn(slot: Slot): ChildProcess {
    const child = fork(entry, [], {
      // Not the parent's flags: a loader such as tsx would cost the process more than the audits it runs.
      execArgv: [
        `--max-old-space-size=${heap.oldGenerationMb}`,
        `--max-semi-space-size=${Math.max(1, Math.round(heap.youngGenerationMb / 3))}`,
        `--heap-growing-percent=${GC_GROWTH_PERCENT}`,
      ],
      env: auditProcessEnvironment(process.env) as NodeJS.ProcessEnv,
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
      const attempt = slot.pending.get(message.id);
      if (!attempt) return;
      if (message.type === 'progress') {
        attempt.job.options.onProgress?.(message.progress);
        return;
      }
      slot.pending.delete(message.id);
      attempt.detach();
      if (slot.pending.size === 0) idle(slot, child);
      if (message.type === 'done') attempt.job.resolve(JSON.parse(message.reportJson) as AuditReport);
      else attempt.job.reject(deserializeError(message.error));
      slot.lane.waiting.shift()?.();
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
      const stop = slot.stop;
      slot.stop = null;
      if (closed) {
        interrupt(slot, 'the audit pool was closed', null);
        return;
      }
      processesReplaced += 1;
      const outOfHeap = /heap out of memory|Reached heap limit/i.test(stderrTail);
      interrupt(
        slot,
        stop?.reason ??
          (outOfHeap
            ? `its process ran out of the ${heap.oldGenerationMb} MB heap budget`
            : `its process stopped (${failure?.message ?? (signal ? `signal ${signal}` : `exit code ${code}`)})`),
        stop?.budget ?? (outOfHeap ? 'memory' : null),
      );
      for (let free = slot.lane.perProcess; free > 0 && slot.lane.waiting.length > 0; free -= 1) slot.lane.waiting.shift()?.();
    });
    if (options.priority !== undefined && child.pid !== undefined) {
      try {
        setPriority(child.pid, options.priority);
      } catch {
        // Not permitted here (a raise needs privileges; lowering is always allowed): the process runs at the parent's.
      }
    }
    slot.child = child;
    return child;
  }

  /** The lane's slot with the fewest audits, or null when every process runs its share. */
  function leastBusy(lane: Lane): Slot | null {
    const slot = lane.slots.reduce((best, candidate) => (candidate.pending.size < best.pending.size ? candidate : best));
    return slot.pending.size < lane.perProcess ? slot : null;
  }

  /** Resolves when a place in the lane may have freed up (an audit ended, a process stopped), or the signal aborted. */
  function placeFreed(lane: Lane, signal: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((resolve) => {
      const wake = () => {
        signal?.removeEventListener('abort', wake);
        resolve();
      };
      lane.waiting.push(wake);
      signal?.addEventListener('abort', wake, { once: true });
    });
  }

  function run(slot: Slot, job: Job): void {
    const { onProgress, signal, ...childOptions } = job.options;
    const child = slot.child ?? spawn(slot);
    const id = nextId++;
    const send = (message: PoolMessage) => {
      if (child.connected) child.send(message);
    };
    const abort = () => send({ type: 'abort', id, reason: String(signal?.reason ?? 'aborted') });
    signal?.addEventListener('abort', abort, { once: true });
    const deadlineMs = answerDeadlineMs(childOptions, hangGraceMs);
    const watchdog = setTimeout(() => {
      if (slot.child !== child || !slot.pending.has(id) || slot.stop) return;
      slot.stop = { reason: `its process did not answer within ${Math.ceil(deadlineMs / 1000)} s`, budget: 'time' };
      child.kill('SIGKILL');
    }, deadlineMs);
    watchdog.unref();
    slot.pending.set(id, {
      job,
      detach: () => {
        clearTimeout(watchdog);
        signal?.removeEventListener('abort', abort);
      },
    });
    child.ref();
    child.channel?.ref();
    watchMemory(slot, child);
    send({ type: 'audit', id, url: job.url, options: childOptions, progress: onProgress !== undefined });
  }

  /** Runs the job in the lane now when a process has room (taken synchronously: two jobs never take one place), else when one frees up. */
  function place(lane: Lane, job: Job): void {
    if (closed) return job.reject(new AuditError('audit-interrupted', 'The audit pool is closed.'));
    const signal = job.options.signal;
    if (signal?.aborted) return job.reject(signal.reason);
    const slot = leastBusy(lane);
    if (!slot) {
      void placeFreed(lane, signal).then(() => place(lane, job));
      return;
    }
    try {
      run(slot, job);
    } catch (error) {
      job.reject(error as Error);
    }
  }

  function audit(url: string, auditOptions: PoolAuditOptions = {}): Promise<AuditReport> {
    if (closed) return Promise.reject(new AuditError('audit-interrupted', 'The audit pool is closed.'));
    if ('resolver' in auditOptions) {
      return Promise.reject(new AuditError('invalid-options', 'A resolver cannot be passed to an audit process.', { field: 'resolver' }));
    }
    return new Promise<AuditReport>((resolve, reject) => place(main, { url, options: auditOptions, resolve, reject, retried: false }));
  }

  return {
    audit,
    stats() {
      const running = lanes.reduce((sum, { slots, waiting }) => sum + waiting.length + slots.reduce((inLane, slot) => inLane + slot.pending.size, 0), 0);
      return { running, processesReplaced, auditsRetried };
    },
    async close() {
      closed = true;
      for (const { waiting } of lanes) for (const wake of waiting.splice(0)) wake();
      await Promise.all(
        lanes.flatMap(({ slots }) => slots).map(
          (slot) =>
            new Promise<void>((resolve) => {
              const child = slot.child;
              if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
              child.once('close', () => resolve());
              // An idle process is unref'd (see idle): held again until its 'close', or the caller's process could end
              // first and leave this promise unsettled (an `await pool.close()` at the top level then exits with 13).
              child.ref();
              child.channel?.ref();
              (child.stderr as Socket | null)?.ref();
              child.kill('SIGKILL');
            }),
        ),
      );
    },
  };
}
