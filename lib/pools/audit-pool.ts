// The audits this process runs, and its other work that reads sites' pages (agent runs, journey runs, the analysis of
// answer engines' answers: runTaskInPool), go through audit pools: child processes under memory, CPU and time budgets
// (engine/isolate/audit-pool.ts says why), so no page can end the service or hold its event loop. Remote engine
// audits, site scans and those tasks share one pool (AGENTGAUGE_AUDIT_PROCESSES, default one per core;
// AGENTGAUGE_AUDIT_THREADS is its former name and still read), in which each organization's work gets processes of its
// own while there is room (up to AGENTGAUGE_AUDIT_PROCESSES_MAX, default twice as many). Anonymous public scans run in
// a pool of their own, one process per scan (as many as AGENTGAUGE_PUBLIC_SCAN_CONCURRENCY lets run at once): a page an
// anonymous caller picked never delays an organization's audit, and one that ends its process fails no other scan.
// AGENTGAUGE_AUDIT_HEAP_MB (the old generation of each process, default 256), AGENTGAUGE_AUDIT_MEMORY_MB (its resident
// memory, default the heap budget plus 256; watched on Linux only, see memoryWatchNotice) and
// AGENTGAUGE_AUDIT_CPU_SECONDS (the CPU time one audit or task may spend, default 30) size every process.
import { availableParallelism } from 'node:os';
import { AuditError, createAuditPool, DEFAULT_CPU_BUDGET_MS, DEFAULT_HEAP_BUDGET, DEFAULT_MEMORY_HEADROOM_MB, MEMORY_WATCH_AVAILABLE, type AuditPool, type AuditReport, type PoolAuditOptions, type PoolTaskOptions } from '@/engine/index';
import { auditDuration, auditPoolProcessReplacements, auditPoolQueueLength, auditPoolRetries, auditPoolThreadReplacements, onCollect, type AuditSurface } from '@/lib/observability/metrics';
import { AUDIT_THREAD_BUNDLE } from '@/lib/settings/dist-dir';
import { closeRenderPool, leaseRenderSlot } from './render-pool';
import { findInProject } from '@/lib/settings/project-files';
import { PUBLIC_SCAN_CAPACITY } from '@/lib/rate-limit/audit-slots';
import { closeScannerGate, scannerGate } from '@/lib/rate-limit/politeness';
import { serviceUserAgent } from '@/lib/identity/scanner';
import { positiveIntegerEnv } from '@/lib/settings/settings';

/**
 * How much lower the audit processes' priority is than the web server's or worker's: AGENTGAUGE_AUDIT_NICENESS, default
 * 10 (Linux's scheduler then gives them about a tenth of its weight while it also has work); 0 runs them alike.
 */
function auditProcessNiceness(): number {
  const raw = process.env.AGENTGAUGE_AUDIT_NICENESS?.trim();
  if (raw === undefined || raw === '') return 10;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 19) throw new Error(`AGENTGAUGE_AUDIT_NICENESS must be an integer from 0 to 19 (got "${raw}").`);
  return value;
}

const POOL = Symbol.for('agentgauge.audit-pool');
const PUBLIC_POOL = Symbol.for('agentgauge.audit-pool.public-scans');
type PoolKey = typeof POOL | typeof PUBLIC_POOL;
// On globalThis: the web build and the scan worker load this module separately in one `npm start` process, and the
// budget is meant per process, not per copy.
const COUNTED_BEFORE = Symbol.for('agentgauge.audit-pool.counted-before');
type Counts = { processesReplaced: number; auditsRetried: number };
const globalPool = globalThis as typeof globalThis & { [POOL]?: AuditPool; [PUBLIC_POOL]?: AuditPool; [COUNTED_BEFORE]?: Counts };

function poolFor(key: PoolKey): AuditPool {
  return (globalPool[key] ??= startPool(key));
}

/**
 * Audits `url` in this process's audit pool for `surface` (started on first use), counted in the metrics under it.
 * `options.tenant` names whose audit it is (an organization): see engine/isolate/audit-pool.ts. The scanner's own
 * requests carry the service's User-Agent (lib/identity/scanner.ts) unless the caller names one.
 */
export async function auditInPool(url: string, options: PoolAuditOptions, surface: AuditSurface): Promise<AuditReport> {
  const pool = poolFor(surface === 'public-scan' ? PUBLIC_POOL : POOL);
  const finished = auditDuration.startTimer({ surface });
  const renderSlot = options.render === undefined ? await leaseRenderSlot() : null;
  // Every request passes the scanner's gate, shared with every other audit of every process (lib/rate-limit/politeness.ts).
  const withAgent: PoolAuditOptions = { ...options, userAgent: options.userAgent ?? serviceUserAgent(), gate: options.gate ?? scannerGate() };
  try {
    const report = await pool.audit(url, renderSlot ? { ...withAgent, render: { browser: renderSlot.browser } } : withAgent);
    finished({ outcome: 'succeeded' });
    return report;
  } catch (error) {
    finished({ outcome: error instanceof AuditError ? error.code : (error as Error | null)?.name === 'AbortError' ? 'aborted' : 'error' });
    throw error;
  } finally {
    renderSlot?.release();
  }
}

/**
 * Runs a task of the audit processes (lib/pools/audit-tasks.ts) in the organizations' pool, under the budgets audits
 * run under: the service's page work never runs on this process's event loop.
 */
export function runTaskInPool<T>(task: string, input: unknown, options: PoolTaskOptions): Promise<T> {
  return poolFor(POOL).runTask<T>(task, input, { ...options, gate: options.gate ?? scannerGate() });
}

/** Stops the pools' processes (shutdown); audits still running fail as interrupted. */
export async function closeAuditPool(): Promise<void> {
  const pools = [globalPool[POOL], globalPool[PUBLIC_POOL]];
  delete globalPool[POOL];
  delete globalPool[PUBLIC_POOL];
  // Set with the first pool (startPool): without it, no pool ran and there is nothing to keep.
  const counted = globalPool[COUNTED_BEFORE];
  for (const pool of pools) {
    if (!pool || !counted) continue;
    counted.processesReplaced += pool.stats().processesReplaced;
    counted.auditsRetried += pool.stats().auditsRetried;
  }
  await Promise.all([...pools.map((pool) => pool?.close()), closeRenderPool()]);
  // The audits are over: the places their gate keeps for a next request go now, while the database is still open (a
  // kept place's own timer would find it closed; its rows then expire on their own, as they do if this delete fails).
  await closeScannerGate().catch(() => 0);
}

/** Both pools' audits in flight, replaced processes and retried audits (closed pools' included), for the metrics. */
function poolStats(): Counts & { running: number } {
  const counted = globalPool[COUNTED_BEFORE] ?? { processesReplaced: 0, auditsRetried: 0 };
  return [globalPool[POOL], globalPool[PUBLIC_POOL]].reduce(
    (sum, pool) => {
      const stats = pool?.stats() ?? { running: 0, processesReplaced: 0, auditsRetried: 0 };
      return { running: sum.running + stats.running, processesReplaced: sum.processesReplaced + stats.processesReplaced, auditsRetried: sum.auditsRetried + stats.auditsRetried };
    },
    { running: 0, ...counted },
  );
}

/**
 * The line a service logs once at start where resident memory cannot be watched (it is read from /proc: Linux only),
 * so that an operator on another platform knows which budgets hold; null on Linux.
 */
export function memoryWatchNotice(available = MEMORY_WATCH_AVAILABLE, platform: string = process.platform): string | null {
  if (available) return null;
  return (
    `Resident memory is not watched on ${platform} (it is read from /proc, on Linux only): AGENTGAUGE_AUDIT_MEMORY_MB, ` +
    'AGENTGAUGE_RENDER_MEMORY_MB and AGENTGAUGE_AUDIT_CPU_SECONDS are not enforced. The audit processes\' heap budget (AGENTGAUGE_AUDIT_HEAP_MB), the browser\'s ' +
    'JavaScript heap limit and every deadline still hold.'
  );
}

function startPool(key: PoolKey): AuditPool {
  // Registered with the first pool of the process (a closed pool's counts are kept in COUNTED_BEFORE).
  if (globalPool[COUNTED_BEFORE] === undefined) {
    globalPool[COUNTED_BEFORE] = { processesReplaced: 0, auditsRetried: 0 };
    onCollect(() => {
      const stats = poolStats();
      auditPoolQueueLength.set(stats.running);
      for (const counter of [auditPoolProcessReplacements, auditPoolThreadReplacements]) {
        counter.reset();
        counter.inc(stats.processesReplaced);
      }
      auditPoolRetries.reset();
      auditPoolRetries.inc(stats.auditsRetried);
    });
  }
  // Below this process's priority: requests are answered first, whatever the audits are converting.
  // Warm: the pool is made by its first audit, and the next tenant's should find its process loaded.
  const shared = { ...auditProcessBudgets(), niceness: auditProcessNiceness(), warm: true };
  if (key === PUBLIC_POOL) {
    const { env, default: fallback } = PUBLIC_SCAN_CAPACITY.concurrency;
    const processes = positiveIntegerEnv(env, fallback);
    return createAuditPool({ ...shared, processes, maxProcesses: processes, auditsPerProcess: 1 });
  }
  const processes = auditProcesses();
  return createAuditPool({ ...shared, processes, maxProcesses: Math.max(processes, positiveIntegerEnv('AGENTGAUGE_AUDIT_PROCESSES_MAX', processes * 2)) });
}

/**
 * What every audit process of this service runs under, whichever pool it is in (the organizations', the public
 * scans', the fleets'): its bundle, the heap, resident-memory and CPU budgets.
 */
export function auditProcessBudgets() {
  const heap = { ...DEFAULT_HEAP_BUDGET, oldGenerationMb: positiveIntegerEnv('AGENTGAUGE_AUDIT_HEAP_MB', DEFAULT_HEAP_BUDGET.oldGenerationMb) };
  const memoryMb = positiveIntegerEnv('AGENTGAUGE_AUDIT_MEMORY_MB', heap.oldGenerationMb + heap.youngGenerationMb + DEFAULT_MEMORY_HEADROOM_MB);
  const cpuBudgetMs = positiveIntegerEnv('AGENTGAUGE_AUDIT_CPU_SECONDS', DEFAULT_CPU_BUDGET_MS / 1000) * 1000;
  return { entry: findAuditThreadBundle(), heap, memoryMb, cpuBudgetMs };
}

/** The organizations' pool's processes: AGENTGAUGE_AUDIT_PROCESSES (or its former name), else one per core. */
export function auditProcesses(): number {
  return positiveIntegerEnv('AGENTGAUGE_AUDIT_PROCESSES', positiveIntegerEnv('AGENTGAUGE_AUDIT_THREADS', availableParallelism()));
}

/** dist/audit-thread.mjs of this checkout. */
function findAuditThreadBundle(): string {
  const bundle = findInProject(AUDIT_THREAD_BUNDLE);
  if (bundle) return bundle;
  throw new Error(`${AUDIT_THREAD_BUNDLE} was not found; run "npm run build:cli" in the project directory.`);
}
