// `npm run worker` processes for tests: bin/launch.mjs worker (as `npm run worker` runs it) in a child process against a running test server's database
// (DATABASE_URL, or the PGlite folder the server shares over its socket).
import { spawnLaunched, type LaunchedProcess } from './launched-process';

export type WorkerProcess = LaunchedProcess;

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
  return spawnLaunched('worker', { ...env, ...databaseEnv });
}

/** SIGTERM, then SIGKILL after 10 s; resolves when the worker has exited. */
export async function stopWorker(worker: WorkerProcess): Promise<void> {
  if (worker.child.exitCode !== null || worker.child.signalCode !== null) return;
  const killer = setTimeout(() => worker.child.kill('SIGKILL'), 10_000);
  worker.child.kill('SIGTERM');
  await worker.exited;
  clearTimeout(killer);
}
