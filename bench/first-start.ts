// `npm run bench:first-start`: the time a new user waits for the service (issue 35 point 6). A fresh clone of this
// checkout's HEAD, with node_modules in place as `npm ci` leaves it (hard-linked from this checkout, so the figure
// starts where `npm ci` ends and downloads nothing), then `npm start` on a fresh data folder until the log says
// "listening" (the first start: the service bundles, the web build, the migrations), stopped with SIGTERM, and
// started again (the warm restart: everything built). Goals on the 2-core reference machine, quiet: first start
// ≤ 90 s, restart ≤ 10 s. Prints the load average, since on a busy machine the wall times mean little, and (on Linux)
// the CPU time the start used until it listened (user + sys of npm start's process tree, its finished children
// included), which moves far less with the load.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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

/** Clock ticks a second in /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds (user + sys) of a process and its descendants, with the children each has waited for (cutime,
 * cstime): what the tree has used so far. Linux only (/proc); null elsewhere.
 */
function treeCpuSeconds(rootPid: number): number | null {
  if (!existsSync('/proc/self/stat')) return null;
  const processes = new Map<number, { parent: number; ticks: number }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // After the command's name in parentheses: state, ppid, …; utime, stime, cutime, cstime are fields 14–17.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      processes.set(Number(name), { parent: Number(fields[1]), ticks });
    } catch {
      // The process exited between the listing and the read.
    }
  }
  let ticks = 0;
  for (const [pid, { ticks: own }] of processes) {
    let ancestor = pid;
    while (ancestor !== rootPid && processes.has(ancestor)) ancestor = processes.get(ancestor)!.parent;
    if (ancestor === rootPid) ticks += own;
  }
  return ticks / TICKS_PER_SECOND;
}

type Start = { seconds: number; cpuSeconds: number | null };

/**
 * Seconds from `npm start` to its "listening" log line, and the CPU time its process tree used until then; the
 * process is stopped (SIGTERM) and waited for after.
 */
async function startUntilListening(cwd: string, env: NodeJS.ProcessEnv): Promise<Start> {
  const started = performance.now();
  const child = spawn('npm', ['start'], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const measured = new Promise<Start>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Agent Gauge listening on/.test(output)) resolve({ seconds: (performance.now() - started) / 1000, cpuSeconds: treeCpuSeconds(child.pid!) });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`npm start exited ${code} before listening:\n${output.slice(-2000)}`)));
  });
  const start = await measured;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return start;
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
  const verdict = ({ seconds, cpuSeconds }: Start, target: number) =>
    `${seconds.toFixed(1)} s (goal ≤ ${target} s: ${seconds <= target ? 'ok' : 'MISSED'})` +
    (cpuSeconds === null ? '' : `, CPU ${cpuSeconds.toFixed(1)} s (user + sys)`);
  console.log(`first start (npm ci done → listening): ${verdict(first, TARGETS.firstStartSeconds)}`);
  console.log(`warm restart (→ listening):            ${verdict(restart, TARGETS.restartSeconds)}`);
  console.log(`load average after: ${os.loadavg().map((load) => load.toFixed(2)).join(' ')}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
