// The service's processes as `npm start` and `npm run worker` run them (bin/launch.mjs start|worker), in a child
// process whose database settings are only the ones given (this process's DATA_DIR and DATABASE_URL are left out).
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// BENCH_SERVICE_ROOT: another checkout (built) whose service a bench runs against this one's harness and fixtures, so
// that a build before a change and the build after it meet the same generated web (bench:fleet's before/after runs).
const ROOT = process.env.BENCH_SERVICE_ROOT || fileURLToPath(new URL('../..', import.meta.url));

export interface LaunchedProcess {
  child: ChildProcess;
  /** Everything it printed (stdout and stderr). */
  output(): string;
  /** Its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
}

/** `detached`: in a process group of its own (to signal the group). */
export function spawnLaunched(command: 'start' | 'worker', env: Record<string, string>, options: { detached?: boolean } = {}): LaunchedProcess {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  delete childEnv.DATA_DIR;
  delete childEnv.DATABASE_URL;
  Object.assign(childEnv, env);
  const child = spawn(process.execPath, ['bin/launch.mjs', command], { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'], detached: options.detached ?? false });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}
