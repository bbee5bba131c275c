// Audits, and the other work that reads a site's pages, in child processes under memory, CPU and time budgets. A
// process that runs audits for others (the web server, a scan worker) runs them here rather than on its own heap or
// event loop, for three reasons:
// - A target that makes an audit hold more than the budget must end that audit, never the service. Worker threads
//   under `resourceLimits` did not hold that: V8 may abort the whole process when a thread reaches its heap limit
//   (`FATAL ERROR: Reached heap limit … JavaScript heap out of memory`; an 18 KB gzip sitemap bomb ended the service
//   in 2 of 12 public scans, issue 36). A child process that runs out of heap, passes its resident-memory or CPU
//   budget or stops answering dies alone, and the next audit starts a new one. An audit that ran alone in it fails
//   with `audit-interrupted` naming the budget (`rule`: retrying would end the same way); audits that shared it are
//   each run again once, alone in a fresh process (see interrupt).
// - Converting a hostile page costs CPU the engine cannot interrupt mid-conversion: in the web process it stalled
//   every request (issue 44, a journey-run batch held /healthz for 29 s). In a child it costs that child's core only.
// - One tenant's audit must not slow another's (issue 44). Each tenant (an organization; the caller names it) gets
//   processes of its own while the pool has room (see choose): the kernel then shares the cores between them, so a
//   hostile page slows only its own tenant's audits, and its CPU budget ends it.
// V8 sizes a process's heap to the machine (on 24 GiB it lets garbage reach several times the live heap before
// collecting), while the child takes explicit limits: the same audits then peak at a fraction of the memory.
import { fork, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Socket } from 'node:net';
import { availableParallelism, getPriority, setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { auditDeadlineMs, DEFAULTS } from '../config.js';
import { AuditError } from '../errors.js';
import { OPTION_LIMITS, type AuditOptions, type AuditProgress } from '../options.js';
import type { AuditReport } from '../types.js';
import { MEMORY_WATCH_AVAILABLE } from '../render/memory-watch.js';
import type { RequestGate } from '../fetch/politeness.js';
import { createGateLeases, gateCalls, type GateLeases } from './gate-leases.js';
import { auditProcessEnvironment } from './process-environment.js';
import { deserializeError, serializeError, type PoolMessage, type ThreadAuditOptions, type ThreadMessage } from './protocol.js';

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
 * An audit of the 50 MB sitemap of tests/system/engine/sitemap-memory.test.ts peaked at 353 MB resident in its process.
 */
export const DEFAULT_MEMORY_HEADROOM_MB = 256;

/**
 * CPU time one audit (or task) may spend, in ms. An ordinary 50-page site scan spends 1–3 s; the hostile pages of
 * issue 44 spent 26–50 s before the engine bounded its conversions. Past it the audit is stopped (alone: see
 * interrupt) rather than left to hold a core until its deadline.
 */
export const DEFAULT_CPU_BUDGET_MS = 30_000;

/**
 * How far the old generation may grow past what the last full collection kept before the next one, in percent.
 * V8 derives it from the heap limit, and under a limit of 256 MB allows only ~1.3–1.5×: with 32 audits in flight
 * (~90 MB live) full collections then follow each other closely: bench:engine measured 27–36 ms CPU per audit against
 * ~20 ms with Node's defaults. At 100% (×2), 21–28 ms; at 300% (×4, V8's own factor for large heaps), a further
 * ~1 ms less per audit (2026-11-24: 30.3 against 31.5 ms, three interleaved runs each), while the limit still bounds
 * the heap: past it, V8 collects before it gives up.
 */
const GC_GROWTH_PERCENT = 300;

/** How often the pool reads a busy process's resident memory and CPU time. */
const WATCH_MS = 200;

/** Linux's USER_HZ: /proc/<pid>/stat counts CPU time in ticks of 10 ms on every architecture Node runs on. */
const MS_PER_TICK = 10;

/**
 * Audits of one tenant a process takes before the tenant spreads to an idle process: one tenant alone uses every
 * core (bench:engine's 32 audits in flight land 16 and 16 on two processes), while two or three audits of one tenant
 * stay in one process and leave the others to the next tenant.
 */
const SPREAD_AT = 4;

/** How long a process started beyond `processes` (for a tenant that found none free) stays up idle before it stops. */
const EXTRA_IDLE_MS = 30_000;

/** How long a cancelled audit's process may take to drop it before the pool kills the process (a spinning loop never reads the abort). */
const ABORT_GRACE_MS = 5_000;

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
  /** Processes kept for audits (default: one per core, os.availableParallelism()). */
  processes?: number;
  /**
   * Most processes at once (default twice `processes`): past `processes`, one is started for a tenant that finds no
   * process of its own or idle, and stops after 30 s idle. With every one taken, tenants share the least busy.
   */
  maxProcesses?: number;
  /**
   * Audits one process runs at once (default: no limit). 1 gives each audit a process of its own: one that ends its
   * process fails no other audit (the public scan's pool). Audits past the processes' share wait in turn.
   */
  auditsPerProcess?: number;
  heap?: Partial<HeapBudget>;
  /** Resident memory (MB) past which a process is killed: default the heap budget plus DEFAULT_MEMORY_HEADROOM_MB. */
  memoryMb?: number;
  /** CPU time (ms) one audit or task may spend (default DEFAULT_CPU_BUDGET_MS); read from /proc, Linux only. */
  cpuBudgetMs?: number;
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
   * How much nicer than the caller its processes run (default 0: the caller's priority). A service gives them a lower
   * priority than its own, so that the process answering requests is never left waiting for a core while audits convert
   * pages; the audit processes still share the rest among themselves evenly. A process loads its code at the caller's
   * priority (1–4 s of CPU once, which a lower priority would stretch on a busy machine) and takes this one once ready.
   */
  niceness?: number;
  /**
   * Start every one of `processes` when the pool is made, rather than each on first need (default false): the first
   * audit of a second tenant then finds its process loaded. Idle, each holds ~60 MB.
   */
  warm?: boolean;
}

/** Whose work it is: audits of different tenants get processes of their own while the pool has room. */
export interface PoolPlacement {
  /** An organization, an anonymous caller; absent: one shared tenant. */
  tenant?: string;
}

/** The audit options a pool takes: a resolver is a function and cannot cross to another process. */
export type PoolAuditOptions = Omit<AuditOptions, 'resolver'> & PoolPlacement;

export interface PoolTaskOptions extends PoolPlacement {
  /** Cancels the task in its process. */
  signal?: AbortSignal;
  /** How long the task may run; the pool waits the hang grace past it before it kills the process. */
  deadlineMs: number;
  /** Methods the task may call in this process (a model's endpoint, with a key the audit process never holds). */
  calls?: Readonly<Record<string, (...args: never[]) => Promise<unknown>>>;
  /** What the task is called in the errors it may end with ("agent run"); default "task". */
  noun?: string;
  /** The gate the task's requests pass (engine/fetch/politeness.ts), held in this process; the task reads it as context.gate. */
  gate?: RequestGate;
}

export interface PoolStats {
  /** Audits and tasks in flight, waiting included. */
  running: number;
  /** Processes that stopped (over budget, crashed or hung) and were replaced. */
  processesReplaced: number;
  /** Audits run again because a process they shared stopped. */
  auditsRetried: number;
}

export interface AuditPool {
  /**
   * Same contract as the engine's `audit`, plus the `audit-interrupted` error when the audit's process stops: at once
   * when the audit ran alone in it, else after the audit, run again alone in a fresh process, stopped that one too.
   */
  audit(url: string, options?: PoolAuditOptions): Promise<AuditReport>;
  /** Runs a task the process entry registered (engine/isolate/process-host.ts) under the same budgets and rules. */
  runTask<T>(task: string, input: unknown, options: PoolTaskOptions): Promise<T>;
  stats(): PoolStats;
  /** Stops every process; audits still in flight fail with `audit-interrupted`. */
  close(): Promise<void>;
}

type Work =
  | { type: 'audit'; url: string; options: ThreadAuditOptions; onProgress?: (progress: AuditProgress) => void; timeout: number; gate?: RequestGate }
  | { type: 'task'; task: string; input: unknown; deadlineMs: number; calls: PoolTaskOptions['calls']; gate?: RequestGate };

/** An audit or task the caller waits for, through one run or two (see interrupt). */
interface Job {
  work: Work;
  tenant: string;
  noun: string;
  signal: AbortSignal | undefined;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  /** Whether this is its second run, after a process it shared with other audits stopped. */
  retried: boolean;
}

/** One run of a job in a process, waiting for its answer. */
interface Attempt {
  job: Job;
  startedAt: number;
  /** Pages the audit queued so far (its plan, once made): what its deadline is sized from. */
  pages: number;
  /** CPU time charged to it: its share of the process's CPU while it ran. */
  cpuMs: number;
  watchdog: NodeJS.Timeout | null;
  /** The waits in line its audit's deadline was extended by (ms), which its watchdog allows too. */
  queuedMs: number;
  /** The places of the job's gate its requests hold (a gated job), freed when the run ends. */
  gate: GateLeases | null;
  /** Drops the run's timers and abort listener, and frees its gate's places. */
  detach: () => void;
}

/** Which budget a process passed: memory (heap or resident), CPU time, or time (it stopped answering). */
type Budget = 'memory' | 'cpu' | 'time';

const BUDGET_HINT: Record<Budget, (noun: string) => string> = {
  memory: (noun) => `the site's resources need more than one ${noun} may use`,
  cpu: (noun) => `the site's pages cost more computing than one ${noun} may use`,
  time: (noun) => `the ${noun} ran past its deadline without answering`,
};

interface Lane {
  slots: Slot[];
  /** Slots it may hold at once; past its first `base`, slots stop when idle for EXTRA_IDLE_MS. */
  base: number;
  max: number;
  perProcess: number;
  /** Jobs waiting for a place, served fairly by tenant (see nextWaiting). */
  waiting: Job[];
  /** Whether a process stops as soon as its audits end (the retry lane: every retry in a fresh process). */
  retireWhenIdle: boolean;
  /** Whether audits of several tenants may share a process when every one is taken (the main lane). */
  tenantAware: boolean;
}

interface Slot {
  lane: Lane;
  child: ChildProcess | null;
  pending: Map<number, Attempt>;
  /** Attempts in flight per tenant. */
  tenants: Map<string, number>;
  /** Why the pool is stopping this slot's process itself (hung, over a budget, a cancelled audit that spins). */
  stop: { reason: string; budget: Budget | null } | null;
  watch: NodeJS.Timeout | null;
  /** The process's CPU time (ms) at the last read, null before the first. */
  cpuReadMs: number | null;
  idleTimer: NodeJS.Timeout | null;
}

/** The option's value when it is a number within its limits, else the engine's default (which the process applies). */
function withinLimits(field: 'timeout' | 'maxPages', value: unknown, fallback: number): number {
  const { min, max } = OPTION_LIMITS[field];
  return typeof value === 'number' && value >= min && value <= max ? value : fallback;
}

/** Resident memory (MB) and CPU time (ms) of a process, from /proc (Linux: MEMORY_WATCH_AVAILABLE); null where unreadable. */
async function usageOf(pid: number): Promise<{ residentMb: number; cpuMs: number } | null> {
  try {
    const [statm, stat] = await Promise.all([readFile(`/proc/${pid}/statm`, 'utf8'), readFile(`/proc/${pid}/stat`, 'utf8')]);
    const pages = Number(statm.split(' ')[1]);
    // The command name may hold spaces and parentheses: the fields after the last ")" are fixed (utime, stime: 12, 13).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    if (!Number.isFinite(pages) || !Number.isFinite(ticks)) return null;
    return { residentMb: (pages * 4096) / 1_048_576, cpuMs: ticks * MS_PER_TICK };
  } catch {
    return null;
  }
}

/** The end of what a dying process wrote to stderr: V8 says there when it ran out of heap. */
const STDERR_TAIL_CHARS = 4096;

const seconds = (ms: number) => `${Math.round(ms / 100) / 10}`.replace(/\.0$/, '');

export function createAuditPool(options: AuditPoolOptions): AuditPool {
  const heap = { ...DEFAULT_HEAP_BUDGET, ...options.heap };
  const memoryMb = options.memoryMb ?? heap.oldGenerationMb + heap.youngGenerationMb + DEFAULT_MEMORY_HEADROOM_MB;
  const cpuBudgetMs = options.cpuBudgetMs ?? DEFAULT_CPU_BUDGET_MS;
  const hangGraceMs = options.hangGraceMs ?? 30_000;
  const entry = typeof options.entry === 'string' ? options.entry : fileURLToPath(options.entry);
  const processes = Math.max(1, options.processes ?? availableParallelism());
  const main: Lane = {
    slots: [],
    base: processes,
    max: Math.max(processes, options.maxProcesses ?? processes * 2),
    perProcess: Math.max(1, options.auditsPerProcess ?? Number.POSITIVE_INFINITY),
    waiting: [],
    retireWhenIdle: false,
    tenantAware: true,
  };
  const retryProcesses = Math.max(1, options.retryProcesses ?? DEFAULT_RETRY_PROCESSES);
  const retries: Lane = { slots: [], base: retryProcesses, max: retryProcesses, perProcess: 1, waiting: [], retireWhenIdle: true, tenantAware: false };
  const lanes = [main, retries];
  let nextId = 1;
  let processesReplaced = 0;
  let auditsRetried = 0;
  let closed = false;

  const newSlot = (lane: Lane): Slot => {
    const slot: Slot = { lane, child: null, pending: new Map(), tenants: new Map(), stop: null, watch: null, cpuReadMs: null, idleTimer: null };
    lane.slots.push(slot);
    return slot;
  };
  for (const lane of lanes) for (let i = 0; i < lane.base; i += 1) newSlot(lane);

  /**
   * Ends the runs of a slot whose process stopped. A job that ran alone in a process that passed a budget stopped it
   * itself: it fails, saying so (and `rule` naming the budget: no retry, here or by a queue, would end otherwise).
   * Of several jobs in the process, which one caused the stop cannot be told (a heap or a resident size is the whole
   * process's, CPU time is shared out, and a loop stalls every job in it, so the first deadline to pass is merely the
   * oldest job's): each is run again once, alone in a fresh process, where the one that caused it stops again and
   * fails on its own. A job its caller cancelled ends with the caller's reason.
   */
  function interrupt(slot: Slot, reason: string, budget: Budget | null): void {
    const attempts = [...slot.pending.values()];
    slot.pending.clear();
    slot.tenants.clear();
    for (const attempt of attempts) attempt.detach();
    const count = attempts.length === 1 ? `1 ${attempts[0]!.job.noun}` : `${attempts.length} audits`;
    for (const { job } of attempts) {
      if (job.signal?.aborted) {
        job.reject(job.signal.reason instanceof Error ? job.signal.reason : new DOMException(String(job.signal.reason), 'AbortError'));
      } else if (!closed && attempts.length > 1 && !job.retried) {
        job.retried = true;
        auditsRetried += 1;
        place(retries, job);
      } else if (budget && attempts.length === 1) {
        const message = `The ${job.noun} was stopped: ${reason} while running only this ${job.noun} (${BUDGET_HINT[budget](job.noun)}).`;
        job.reject(new AuditError('audit-interrupted', message, { rule: budget }));
      } else {
        job.reject(new AuditError('audit-interrupted', `The ${job.noun} was interrupted: ${reason} while running ${count}. Retrying may succeed.`));
      }
    }
  }

  function kill(slot: Slot, child: ChildProcess, reason: string, budget: Budget | null): void {
    if (slot.child !== child || slot.stop) return;
    slot.stop = { reason, budget };
    child.kill('SIGKILL');
  }

  /** Reads a busy process's memory and CPU: past the memory budget it is killed; its CPU is shared out among its jobs. */
  function watch(slot: Slot, child: ChildProcess): void {
    if (!MEMORY_WATCH_AVAILABLE || slot.watch || child.pid === undefined) return;
    const pid = child.pid;
    slot.watch = setInterval(() => {
      void usageOf(pid).then((usage) => {
        if (usage === null || slot.child !== child || slot.stop) return;
        if (usage.residentMb > memoryMb) return kill(slot, child, `its process passed the ${memoryMb} MB memory budget`, 'memory');
        const spent = slot.cpuReadMs === null ? 0 : usage.cpuMs - slot.cpuReadMs;
        slot.cpuReadMs = usage.cpuMs;
        if (spent <= 0 || slot.pending.size === 0) return;
        const share = spent / slot.pending.size;
        for (const attempt of slot.pending.values()) {
          attempt.cpuMs += share;
          if (attempt.cpuMs > cpuBudgetMs) {
            return kill(slot, child, `its process spent more than the ${seconds(cpuBudgetMs)} s CPU budget of one ${attempt.job.noun}`, 'cpu');
          }
        }
      });
    }, WATCH_MS);
    slot.watch.unref();
  }

  function idle(slot: Slot, child: ChildProcess): void {
    if (slot.watch) clearInterval(slot.watch);
    slot.watch = null;
    slot.cpuReadMs = null;
    // An idle process keeps no caller alive (a CLI or a test that forgets close() still exits).
    child.unref();
    child.channel?.unref();
    if (slot.lane.retireWhenIdle) {
      // Let go first: its 'close' then finds another process in the slot (or none) and counts no replacement.
      slot.child = null;
      child.kill();
      return;
    }
    const index = slot.lane.slots.indexOf(slot);
    if (index >= slot.lane.base) {
      slot.idleTimer = setTimeout(() => {
        slot.idleTimer = null;
        if (slot.pending.size > 0 || slot.child !== child) return;
        slot.lane.slots.splice(slot.lane.slots.indexOf(slot), 1);
        slot.child = null;
        child.kill();
      }, EXTRA_IDLE_MS);
      slot.idleTimer.unref();
    }
  }

  /** The attempt ended (answered, or its process stopped): the slot's books, and the next waiting job. */
  function release(slot: Slot, attempt: Attempt): void {
    attempt.detach();
    const left = (slot.tenants.get(attempt.job.tenant) ?? 1) - 1;
    if (left > 0) slot.tenants.set(attempt.job.tenant, left);
    else slot.tenants.delete(attempt.job.tenant);
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
      if (message.type === 'ready') return lowerPriority(child);
      const attempt = slot.pending.get(message.id);
      if (!attempt) {
        // A call of a run that has ended (a request freeing its place after its audit answered): answered, so the
        // process forgets it; the run's places were freed when it ended.
        if (message.type === 'call' && child.connected) child.send({ type: 'reply', id: message.id, call: message.call, error: { name: 'Error', message: 'The run has ended.' } } satisfies PoolMessage);
        return;
      }
      const { job } = attempt;
      if (message.type === 'queued') {
        if (message.queuedMs > attempt.queuedMs) {
          attempt.queuedMs = message.queuedMs;
          armWatchdog(slot, child, message.id, attempt);
        }
        return;
      }
      if (message.type === 'progress') {
        if (message.progress.total > attempt.pages) {
          attempt.pages = message.progress.total;
          armWatchdog(slot, child, message.id, attempt);
        }
        if (job.work.type === 'audit') job.work.onProgress?.(message.progress);
        return;
      }
      if (message.type === 'call') {
        answerCall(child, message, attempt);
        return;
      }
      slot.pending.delete(message.id);
      release(slot, attempt);
      if (slot.pending.size === 0) idle(slot, child);
      if (message.type === 'done') job.resolve(JSON.parse(message.reportJson) as AuditReport);
      else if (message.type === 'task-done') job.resolve(JSON.parse(message.resultJson) as unknown);
      else job.reject(deserializeError(message.error));
      drain();
    });
    child.on('error', (error) => {
      failure = error;
    });
    // 'close', not 'exit': V8's last words on stderr (out of heap) are read by then.
    child.on('close', (code, signal) => {
      if (slot.child !== child) return;
      slot.child = null;
      if (slot.watch) clearInterval(slot.watch);
      slot.watch = null;
      slot.cpuReadMs = null;
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
        stop ? stop.budget : outOfHeap ? 'memory' : null,
      );
      drain();
    });
    slot.child = child;
    return child;
  }

  /** Once loaded, a process runs at the pool's lower priority, relative to this process's own (19 is the lowest there is). */
  function lowerPriority(child: ChildProcess): void {
    if (!options.niceness || child.pid === undefined) return;
    try {
      setPriority(child.pid, Math.min(19, getPriority() + options.niceness));
    } catch {
      // Not permitted or already gone: it runs at this process's priority.
    }
  }

  function answerCall(child: ChildProcess, message: Extract<ThreadMessage, { type: 'call' }>, attempt: Attempt): void {
    const send = (reply: PoolMessage) => {
      if (child.connected) child.send(reply);
    };
    const { job } = attempt;
    const calls: Readonly<Record<string, (...args: never[]) => Promise<unknown>>> = {
      ...(job.work.type === 'task' ? job.work.calls : undefined),
      ...(attempt.gate ? gateCalls(attempt.gate) : {}),
    };
    const method = Object.hasOwn(calls, message.method) ? calls[message.method] : undefined;
    const answered = method
      ? (method as (...args: unknown[]) => Promise<unknown>)(...message.args)
      : Promise.reject(new Error(`The pool answers no call "${message.method}".`));
    answered.then(
      (result) => send({ type: 'reply', id: message.id, call: message.call, result }),
      (error: unknown) => send({ type: 'reply', id: message.id, call: message.call, error: serializeError(error) }),
    );
  }

  /** How long a job may take in its process before the pool takes the process as hung: its deadline plus the grace. */
  function answerWithinMs(attempt: Attempt): number {
    const { work } = attempt.job;
    return (work.type === 'audit' ? auditDeadlineMs(work.timeout, attempt.pages) + attempt.queuedMs : work.deadlineMs) + hangGraceMs;
  }

  /** (Re)arms the watchdog from the attempt's start: the deadline follows the pages the audit actually queued. */
  function armWatchdog(slot: Slot, child: ChildProcess, id: number, attempt: Attempt): void {
    if (attempt.watchdog) clearTimeout(attempt.watchdog);
    const within = answerWithinMs(attempt);
    attempt.watchdog = setTimeout(() => {
      if (slot.pending.has(id)) kill(slot, child, `its process did not answer within ${Math.ceil(within / 1000)} s`, 'time');
    }, Math.max(0, attempt.startedAt + within - performance.now()));
    attempt.watchdog.unref();
  }

  /** Where a job runs now, or null when it must wait. */
  function choose(lane: Lane, tenant: string): Slot | null {
    const open = lane.slots.filter((slot) => slot.pending.size < lane.perProcess && !slot.stop);
    const fewest = (slots: Slot[]) => slots.reduce<Slot | null>((best, slot) => (best === null || slot.pending.size < best.pending.size ? slot : best), null);
    const free = open.filter((slot) => slot.pending.size === 0);
    // A warm process first: starting one costs 1–4 s on busy cores.
    const idleSlot = free.find((slot) => slot.child !== null) ?? free[0] ?? null;
    if (!lane.tenantAware) return idleSlot;
    const own = fewest(open.filter((slot) => slot.tenants.has(tenant)));
    if (own && own.pending.size < SPREAD_AT) return own;
    if (idleSlot) return idleSlot;
    if (own) return own;
    if (lane.slots.length < lane.max) return newSlot(lane);
    // Every process is taken by other tenants' audits: share the least busy one (the bound is then their CPU budget).
    return fewest(open);
  }

  function run(slot: Slot, job: Job): void {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = null;
    const child = slot.child ?? spawn(slot);
    const id = nextId++;
    const send = (message: PoolMessage) => {
      if (child.connected) child.send(message);
    };
    let abortTimer: NodeJS.Timeout | null = null;
    const abort = () => {
      send({ type: 'abort', id, reason: String(job.signal?.reason ?? 'aborted') });
      // A process spinning in a conversion never reads the abort: past the grace it is killed (its other jobs run again).
      abortTimer = setTimeout(() => {
        if (slot.pending.has(id)) kill(slot, child, `a cancelled ${job.noun} in it did not stop within ${ABORT_GRACE_MS / 1000} s`, null);
      }, ABORT_GRACE_MS);
      abortTimer.unref();
    };
    job.signal?.addEventListener('abort', abort, { once: true });
    const attempt: Attempt = {
      job,
      startedAt: performance.now(),
      pages: 1,
      cpuMs: 0,
      watchdog: null,
      queuedMs: 0,
      gate: job.work.gate ? createGateLeases(job.work.gate) : null,
      detach: () => {
        attempt.gate?.close();
        if (attempt.watchdog) clearTimeout(attempt.watchdog);
        if (abortTimer) clearTimeout(abortTimer);
        job.signal?.removeEventListener('abort', abort);
      },
    };
    slot.pending.set(id, attempt);
    slot.tenants.set(job.tenant, (slot.tenants.get(job.tenant) ?? 0) + 1);
    armWatchdog(slot, child, id, attempt);
    child.ref();
    child.channel?.ref();
    watch(slot, child);
    const { work } = job;
    const gated = work.gate !== undefined;
    send(work.type === 'audit' ? { type: 'audit', id, url: work.url, options: work.options, gated } : { type: 'task', id, task: work.task, input: work.input, gated });
  }

  /** Runs the job in the lane now when a process has room (taken synchronously: two jobs never take one place), else queues it. */
  function place(lane: Lane, job: Job): void {
    if (closed) return job.reject(new AuditError('audit-interrupted', 'The audit pool is closed.'));
    if (job.signal?.aborted) return job.reject(job.signal.reason);
    const slot = choose(lane, job.tenant);
    if (!slot) {
      lane.waiting.push(job);
      job.signal?.addEventListener('abort', () => {
        const index = lane.waiting.indexOf(job);
        if (index < 0) return;
        lane.waiting.splice(index, 1);
        job.reject(job.signal!.reason);
      }, { once: true });
      return;
    }
    try {
      run(slot, job);
    } catch (error) {
      job.reject(error as Error);
    }
  }

  /** Jobs of the tenant with the fewest in flight go first; among them, the oldest. */
  function nextWaiting(lane: Lane): Job | undefined {
    const inFlight = (tenant: string) => lane.slots.reduce((sum, slot) => sum + (slot.tenants.get(tenant) ?? 0), 0);
    let best: { index: number; load: number } | null = null;
    for (const [index, job] of lane.waiting.entries()) {
      const load = inFlight(job.tenant);
      if (best === null || load < best.load) best = { index, load };
    }
    return best === null ? undefined : lane.waiting.splice(best.index, 1)[0];
  }

  /** Places waiting jobs while processes have room. */
  function drain(): void {
    for (const lane of lanes) {
      while (lane.waiting.length > 0 && !closed) {
        const job = nextWaiting(lane)!;
        if (job.signal?.aborted) {
          job.reject(job.signal.reason);
          continue;
        }
        const slot = choose(lane, job.tenant);
        if (!slot) {
          lane.waiting.unshift(job);
          break;
        }
        run(slot, job);
      }
    }
  }

  function submit<T>(work: Work, placement: { tenant?: string; signal?: AbortSignal; noun: string }): Promise<T> {
    if (closed) return Promise.reject(new AuditError('audit-interrupted', 'The audit pool is closed.'));
    return new Promise<T>((resolve, reject) =>
      place(main, { work, tenant: placement.tenant ?? '', noun: placement.noun, signal: placement.signal, resolve: resolve as (value: unknown) => void, reject, retried: false }),
    );
  }

  if (options.warm) {
    for (const slot of main.slots) {
      // Idle from the start: it keeps no caller alive.
      const child = spawn(slot);
      child.unref();
      child.channel?.unref();
    }
  }

  return {
    audit(url, auditOptions = {}) {
      if ('resolver' in auditOptions) {
        return Promise.reject(new AuditError('invalid-options', 'A resolver cannot be passed to an audit process.', { field: 'resolver' }));
      }
      const { onProgress, onQueued: _onQueued, signal, tenant, gate, ...childOptions } = auditOptions;
      const timeout = withinLimits('timeout', childOptions.timeout, DEFAULTS.timeout);
      return submit<AuditReport>({ type: 'audit', url, options: childOptions, onProgress, timeout, ...(gate ? { gate } : {}) }, { tenant, signal, noun: 'audit' });
    },
    runTask<T>(task: string, input: unknown, taskOptions: PoolTaskOptions) {
      const { tenant, signal, deadlineMs, calls, noun = 'task', gate } = taskOptions;
      return submit<T>({ type: 'task', task, input, deadlineMs, calls, ...(gate ? { gate } : {}) }, { tenant, signal, noun });
    },
    stats() {
      const running = lanes.reduce((sum, { slots, waiting }) => sum + waiting.length + slots.reduce((inLane, slot) => inLane + slot.pending.size, 0), 0);
      return { running, processesReplaced, auditsRetried };
    },
    async close() {
      closed = true;
      for (const lane of lanes) {
        for (const job of lane.waiting.splice(0)) job.reject(new AuditError('audit-interrupted', 'The audit pool is closed.'));
        for (const slot of lane.slots) if (slot.idleTimer) clearTimeout(slot.idleTimer);
      }
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
