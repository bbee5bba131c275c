// `npm start` and `npm run worker` as an operator runs them (npm → node, no relaying wrapper), in a process group of
// their own as a terminal, systemd or a container starts them, and the ways such a process gets stopped (issue 26,
// point 1). tests/system/api/stop-signals.test.ts tries each way once; bench/drain.ts tries each many times under load.
// Both judge a stop by stopProblems, so "drained cleanly" means the same in both.
import { currentTestFile, noteServerStart } from './server-starts';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { logLines, type LogLine } from './logs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** systemd's default (KillMode=control-group), a container whose PID 1 is npm (`docker stop`), a process manager
 *  that knows node's pid, and Ctrl-C in a terminal (SIGINT to the foreground group). */
export const STOP_WAYS = ['SIGTERM to the process group', 'SIGTERM to npm alone', 'SIGTERM to node alone', 'SIGINT to the process group'] as const;
export type StopWay = (typeof STOP_WAYS)[number];

/** The line each process logs once when a stop begins (`npm start`, then `npm run worker`). */
export const WEB_DRAIN_LINE = /^SIG(TERM|INT): draining/;
export const WORKER_DRAIN_LINE = /^Scan worker \d+: SIG(TERM|INT), finishing running scans/;

export interface NpmProcess {
  npm: ChildProcess;
  /** What the process printed on stdout: JSON log lines (npm itself prints nothing there with --silent). */
  stdout(): string;
  /** npm's exit code. */
  exited: Promise<number | null>;
}

/** `npm --silent <args>` in this checkout, detached (a process group of its own), with `env` over this process's. */
export function npmRun(args: string[], env: Record<string, string>): NpmProcess {
  if (args[0] === 'start') noteServerStart(currentTestFile('main'));
  const npm = spawn('npm', ['--silent', ...args], {
    cwd: ROOT,
    env: { ...process.env, AGENTGAUGE_NO_BUILD: '1', HOST: '127.0.0.1', NEXT_TELEMETRY_DISABLED: '1', DATA_DIR: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let stdout = '';
  npm.stdout!.on('data', (chunk) => (stdout += chunk));
  npm.stderr!.resume();
  const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
  return { npm, stdout: () => stdout, exited };
}

/** Resolves with the first match of `pattern` in what the process printed; throws if it exits or the time runs out. */
export async function waitForOutput(run: NpmProcess, pattern: RegExp, timeoutMs = 120_000): Promise<RegExpExecArray> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = pattern.exec(run.stdout());
    if (match) return match;
    if (run.npm.exitCode !== null || Date.now() > deadline) throw new Error(`never logged ${pattern}:\n${run.stdout()}`);
    await sleep(50);
  }
}

export function logOf(run: NpmProcess): LogLine[] {
  return logLines(run.stdout().split('\n').filter((line) => line.startsWith('{')).join('\n'));
}

/** node's pid, from its first log line (npm's own pid is run.npm.pid). */
export function nodePidOf(run: NpmProcess): number {
  const pid = logOf(run)[0]?.pid;
  if (typeof pid !== 'number' || pid === run.npm.pid) throw new Error(`no node process behind npm ${run.npm.pid}:\n${run.stdout()}`);
  return pid;
}

/** Stops the process `way`; returns node's pid, to check afterwards that it is gone. */
export function sendStop(run: NpmProcess, way: StopWay): number {
  const nodePid = nodePidOf(run);
  if (way === 'SIGTERM to the process group') process.kill(-run.npm.pid!, 'SIGTERM');
  else if (way === 'SIGINT to the process group') process.kill(-run.npm.pid!, 'SIGINT');
  else process.kill(way === 'SIGTERM to npm alone' ? run.npm.pid! : nodePid, 'SIGTERM');
  return nodePid;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * What was wrong with a stop, once npm has exited: [] when it drained cleanly (npm exited 0 after node, node is gone,
 * the drain began once, no second signal cut it short, nothing was cut off at the end of the budget, and node's
 * last line is "Stopped").
 */
export async function stopProblems(run: NpmProcess, nodePid: number, drainLine: RegExp): Promise<string[]> {
  const code = await run.exited;
  const problems: string[] = [];
  if (code !== 0) problems.push(`npm exited ${code}`);
  // npm exits when node has; a node still running now serves as an orphan.
  if (isAlive(nodePid)) problems.push(`node ${nodePid} still running after npm exited`);
  const messages = logOf(run).map((line) => line.msg);
  const drains = messages.filter((message) => drainLine.test(message)).length;
  if (drains !== 1) problems.push(`${drains} drain lines`);
  for (const message of messages) {
    if (/ again: exiting without waiting|were still running after .* cut off|Still stopping|Stopping failed/.test(message)) problems.push(message);
  }
  if (messages.at(-1) !== 'Stopped') {
    const last = logOf(run).at(-1);
    const request = last && typeof last.path === 'string' ? ` (${String(last.method)} ${last.path} ${String(last.status)}, ${String(last.ms)} ms)` : '';
    problems.push(`last line: ${messages.at(-1)}${request}; before it: ${messages.slice(-4, -1).join(' | ')}`);
  }
  return problems;
}

/** Kills npm's whole process group (clean-up after a failure). */
export function killGroup(run: NpmProcess): void {
  try {
    process.kill(-run.npm.pid!, 'SIGKILL');
  } catch {
    // already gone
  }
}
