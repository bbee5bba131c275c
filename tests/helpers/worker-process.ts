// `npm run worker` processes for tests: bin/launch.mjs worker (as `npm run worker` runs it) in a child process against a running test server's database
// (DATABASE_URL, or the PGlite folder the server shares over its socket).
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface WorkerProcess {
  child: ChildProcess;
  /** Everything the worker printed (stdout and stderr). */
  output(): string;
  exited: Promise<number | null>;
}

/** Starts a worker with `env` on top of this process's environment and the database settings; resolves once started. */
export async function startWorker(databaseEnv: Record<string, string>, env: Record<string, string> = {}): Promise<WorkerProcess> {
  const worker = spawnWorker(databaseEnv, env);
  const deadline = Date.now() + 60_000;
  while (!/scan worker \d+ started/.test(worker.output())) {
    if (worker.child.exitCode !== null || Date.now() > deadline) throw new Error(`worker did not start:\n${worker.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return worker;
}

/** Spawns a worker as startWorker does, without waiting for it to start (for a worker expected to fail). */
export function spawnWorker(databaseEnv: Record<string, string>, env: Record<string, string> = {}): WorkerProcess {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete childEnv.DATA_DIR;
  delete childEnv.DATABASE_URL;
  Object.assign(childEnv, databaseEnv);
  const child = spawn(process.execPath, ['bin/launch.mjs', 'worker'], { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** SIGTERM, then SIGKILL after 10 s; resolves when the worker has exited. */
export async function stopWorker(worker: WorkerProcess): Promise<void> {
  if (worker.child.exitCode !== null || worker.child.signalCode !== null) return;
  const killer = setTimeout(() => worker.child.kill('SIGKILL'), 10_000);
  worker.child.kill('SIGTERM');
  await worker.exited;
  clearTimeout(killer);
}
