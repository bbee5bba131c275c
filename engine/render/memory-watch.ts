// The browser's memory, bounded for real: V8's heap flag caps a renderer's JavaScript heap, not its DOM, layout,
// decoded images or array buffers, so a hostile page could still take gigabytes. A watch reads the resident memory of
// every process of the browser (the browser, its zygote, GPU and network services, each renderer) from /proc twice a
// second and kills the whole browser the moment one process passes the budget: its renders end as failed, and the
// pool starts a new browser on the next lease. Linux only (where /proc is); elsewhere only the heap flag applies.
import { readdirSync, readFileSync } from 'node:fs';

/**
 * Whether resident memory can be watched on this platform: it is read from /proc, which Linux has. Elsewhere the
 * resident budgets (the rendered view's here, the audit processes' in isolate/audit-pool.ts) are not enforced and only
 * the heap limits hold; a service says so once at start (docs/configuration.md).
 */
export const MEMORY_WATCH_AVAILABLE = process.platform === 'linux';

export const RENDER_MEMORY_ENV = 'AGENTGAUGE_RENDER_MEMORY_MB';
/** Resident memory any one process of the browser may hold (a renderer, in practice). */
export const DEFAULT_RENDER_MEMORY_MB = 512;
const INTERVAL_MS = 500;
const PAGE_BYTES = 4096;

/** The budget from AGENTGAUGE_RENDER_MEMORY_MB (a whole number of MB, at least 64), else the default. */
export function renderMemoryBudgetMb(env: NodeJS.ProcessEnv = process.env): number {
  const raw = Number(env[RENDER_MEMORY_ENV]?.trim());
  return Number.isInteger(raw) && raw >= 64 ? raw : DEFAULT_RENDER_MEMORY_MB;
}

function readParents(): Map<number, number[]> | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  const children = new Map<number, number[]>();
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: the fields after the last ")" are fixed.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = children.get(parent) ?? [];
      list.push(Number(entry));
      children.set(parent, list);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return children;
}

function residentBytes(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE_BYTES;
  } catch {
    return 0;
  }
}

/** The browser process and every process under it. */
export function processTree(root: number): number[] {
  const children = readParents();
  if (!children) return [];
  const tree = [root];
  for (let index = 0; index < tree.length; index++) tree.push(...(children.get(tree[index]!) ?? []));
  return tree;
}

/** The child of this process whose command line holds `argument` (a browser launched without a handle on its process). */
export function childWithArgument(argument: string): number | undefined {
  const children = readParents()?.get(process.pid) ?? [];
  return children.find((child) => {
    try {
      return readFileSync(`/proc/${child}/cmdline`, 'utf8').split('\0').includes(argument);
    } catch {
      return false;
    }
  });
}

export interface MemoryWatch {
  /** Why the browser was killed (its largest process and the budget), or null while it was not. */
  killed(): string | null;
  stop(): void;
}

/** Watches the process tree under `pid`; past `budgetMb` in one process, kills the tree and calls `onKill` once. */
export function watchBrowserMemory(pid: number | undefined, budgetMb: number, onKill: (reason: string) => void = () => undefined): MemoryWatch {
  let reason: string | null = null;
  if (pid === undefined || !MEMORY_WATCH_AVAILABLE) return { killed: () => null, stop: () => undefined };
  const budget = budgetMb * 1024 * 1024;
  const timer = setInterval(() => {
    const tree = processTree(pid);
    if (tree.length === 0) return;
    let largest = 0;
    for (const member of tree) largest = Math.max(largest, residentBytes(member));
    if (largest <= budget) return;
    reason = `the browser was stopped: one of its processes held ${Math.round(largest / 1024 / 1024)} MB, over the ${budgetMb} MB budget (${RENDER_MEMORY_ENV})`;
    clearInterval(timer);
    for (const member of tree.reverse()) {
      try {
        process.kill(member, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    onKill(reason);
  }, INTERVAL_MS);
  timer.unref();
  return { killed: () => reason, stop: () => clearInterval(timer) };
}
