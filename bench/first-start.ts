// `npm run bench:first-start`: the time a new user waits for the service (issue 35 point 6). A fresh clone of this
// checkout's HEAD, with node_modules in place as `npm ci` leaves it (hard-linked from this checkout, so the figure
// starts where `npm ci` ends and downloads nothing), then `npm start` on a fresh data folder until the log says
// "listening" (the first start: the service bundles, the web build, the migrations), stopped with SIGTERM, and
// started again (the warm restart: everything built). Goals on the 2-core reference machine, quiet: first start
// ≤ 90 s, restart ≤ 10 s. Prints the load average, since on a busy machine the figures mean little.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const TARGETS = { firstStartSeconds: 90, restartSeconds: 10 };
const root = fileURLToPath(new URL('..', import.meta.url));

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${result.status}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Seconds from `npm start` to its "listening" log line; the process is stopped (SIGTERM) and waited for after. */
async function startUntilListening(cwd: string, env: NodeJS.ProcessEnv): Promise<number> {
  const started = performance.now();
  const child = spawn('npm', ['start'], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const seconds = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Agent Gauge listening on/.test(output)) resolve((performance.now() - started) / 1000);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`npm start exited ${code} before listening:\n${output.slice(-2000)}`)));
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return seconds;
}

const work = mkdtempSync(join(os.tmpdir(), 'bench-first-start-'));
try {
  console.log(`bench:first-start  ${os.cpus().length} cores, load average ${os.loadavg().map((load) => load.toFixed(2)).join(' ')}`);
  const clone = join(work, 'clone');
  run('git', ['clone', '--quiet', '--no-hardlinks', root, clone], root);
  // As `npm ci` leaves it: the same node_modules, hard-linked (postinstall's generated client included).
  run('cp', ['-al', join(root, 'node_modules'), join(clone, 'node_modules')], root);
  run('npm', ['run', '--silent', 'db:generate'], clone);
  const env = { ...process.env, PORT: String(await freePort()), HOST: '127.0.0.1', DATA_DIR: join(work, 'data'), NEXT_TELEMETRY_DISABLED: '1' };
  const first = await startUntilListening(clone, env);
  const restart = await startUntilListening(clone, env);
  const verdict = (seconds: number, target: number) => `${seconds.toFixed(1)} s (goal ≤ ${target} s: ${seconds <= target ? 'ok' : 'MISSED'})`;
  console.log(`first start (npm ci done → listening): ${verdict(first, TARGETS.firstStartSeconds)}`);
  console.log(`warm restart (→ listening):            ${verdict(restart, TARGETS.restartSeconds)}`);
  console.log(`load average after: ${os.loadavg().map((load) => load.toFixed(2)).join(' ')}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
