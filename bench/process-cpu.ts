// CPU time of a process and everything it started, read from /proc (Linux): what a worker spent on its scans, its
// audit processes and any browser it runs for the rendered view included. A descendant that exits is counted on in its
// parent's cutime/cstime once reaped, so the total only grows.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

export interface ProcStat {
  pid: number;
  parent: number;
  /** utime + stime + cutime + cstime, in clock ticks. */
  ticks: number;
}

function readStat(pid: number): ProcStat | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null; // exited meanwhile
  }
  // The command name (field 2) is in parentheses and may hold spaces: the other fields follow the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  return { pid, parent: Number(fields[1]), ticks };
}

/** The process `root` and its live descendants, from /proc (Linux); empty when `root` is not running. */
export function processTree(root: number): ProcStat[] {
  const stats = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readStat(Number(name)))
    .filter((stat): stat is ProcStat => stat !== null);
  const children = new Map<number, ProcStat[]>();
  for (const stat of stats) children.set(stat.parent, [...(children.get(stat.parent) ?? []), stat]);
  const rootStat = stats.find((stat) => stat.pid === root);
  const tree: ProcStat[] = [];
  const pending = rootStat ? [rootStat] : [];
  while (pending.length > 0) {
    const stat = pending.pop()!;
    tree.push(stat);
    pending.push(...(children.get(stat.pid) ?? []));
  }
  return tree;
}

/** CPU milliseconds the process `root` and its live descendants have used so far (reaped ones through their parent). */
export function treeCpuMs(root: number): number {
  const tree = processTree(root);
  if (tree.length === 0) throw new Error(`process ${root} is not running`);
  const ticks = tree.reduce((sum, stat) => sum + stat.ticks, 0);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** The whole machine's busy CPU time (ms) since boot, from /proc/stat: every process, PostgreSQL's included. */
export function machineCpuMs(): number {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal: all but idle and iowait.
  const busy = fields.slice(0, 8).reduce((sum, value, index) => (index === 3 || index === 4 ? sum : sum + value), 0);
  return (busy * 1000) / TICKS_PER_SECOND;
}

/** The process's peak resident set (VmHWM), in MiB. */
export function peakRssMiB(pid: number): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}
