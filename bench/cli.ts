// `npm run bench:cli`: whole-process timings of the `agentgauge` CLI as CI runs it, next to two peers (afdocs and
// aiseo-audit, dev dependencies) on the same local fixture site in the same run. Each round starts every command
// once, in turn, so a change in the machine's load during the run touches all of them alike; the ratios are taken
// round by round. Wall time is measured around the child process (spawn to exit); peak RSS is the kernel's own
// accounting of the finished child, read through GNU time (`/usr/bin/time -f %M`) when it is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFixtureSite } from './fixture-site.js';
import { median } from './median.js';

const ROUNDS = Number(process.env.BENCH_CLI_ROUNDS ?? 15);
const WARMUP_ROUNDS = 2;
const GNU_TIME = '/usr/bin/time';
const TARGETS = { auditSeconds: 0.3, lightSeconds: 0.15, auditPeakMb: 120, peerRatio: 3 };

const root = fileURLToPath(new URL('..', import.meta.url));

interface Command {
  label: string;
  argv: string[];
  /** Exit codes that mean the command did its work (a peer may exit 1 when its own checks fail). */
  okCodes: number[];
  /** One of agentgauge's own commands (run with the bench's compile cache). */
  agentgauge?: boolean;
}

interface Run {
  seconds: number;
  peakMb: number | null;
  code: number | null;
}

/** A package's own command, started the way its installed bin would start it: node plus the bin script. */
function peerBin(name: string): string {
  // A dev dependency's manifest, read from node_modules (peers need not export their package.json).
  const manifestPath = join(root, 'node_modules', name, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { bin: string | Record<string, string> };
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[name];
  if (!bin) throw new Error(`${name} declares no "${name}" command`);
  return join(dirname(manifestPath), bin);
}

const timeFile = mkdtempSync(join(os.tmpdir(), 'bench-cli-'));
const withGnuTime = existsSync(GNU_TIME);

/**
 * agentgauge's compile cache, new for each bench run: the engine's code cache is written by the first complete audit
 * (bin/cli/code-cached-script.ts), so one left by another page (the tests' one-line page) would hold less of the code
 * a docs audit runs. Here the first warm-up audit writes it, as a user's first audit of their own site does.
 */
const compileCache = join(timeFile, 'compile-cache');

function runOnce(command: Command, index: number): Promise<Run> {
  const rssFile = join(timeFile, `rss-${index}`);
  const argv = withGnuTime ? [GNU_TIME, '-f', '%M', '-o', rssFile, ...command.argv] : command.argv;
  const { NODE_OPTIONS: _tsxMayHaveSetThis, ...env } = process.env;
  const ownCache = command.agentgauge ? { NODE_COMPILE_CACHE: compileCache } : {};
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(argv[0]!, argv.slice(1), { cwd: root, env: { ...env, ...ownCache, NO_COLOR: '1' }, stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', (code) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const peakKb = withGnuTime ? Number(readFileSync(rssFile, 'utf8').trim().split('\n').at(-1)) : NaN;
      resolve({ seconds, peakMb: Number.isFinite(peakKb) ? peakKb / 1024 : null, code });
    });
  });
}

const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');

function buildCli(): void {
  const built = spawnSync(process.execPath, [join(root, 'bin/build-cli.mjs')], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

async function main(): Promise<void> {
  // BENCH_CLI_LAUNCHER measures another build of the CLI (its bin/agentgauge, e.g. a copy of an earlier commit's bin/
  // and dist/) against the same peers; otherwise this checkout's CLI, built first.
  const launcher = process.env.BENCH_CLI_LAUNCHER || join(root, 'bin/agentgauge');
  if (!process.env.BENCH_CLI_LAUNCHER) buildCli();
  const site = await startFixtureSite(root);
  const agentgauge = [process.execPath, launcher];
  const commands: Command[] = [
    { label: 'agentgauge audit <url> --local --json', argv: [...agentgauge, 'audit', site.url, '--local', '--allow-private-targets', '--json'], okCodes: [0], agentgauge: true },
    { label: 'agentgauge checks', argv: [...agentgauge, 'checks'], okCodes: [0], agentgauge: true },
    { label: 'agentgauge --help', argv: [...agentgauge, '--help'], okCodes: [0], agentgauge: true },
    { label: 'afdocs check <url> --request-delay 0', argv: [process.execPath, peerBin('afdocs'), 'check', site.url, '--request-delay', '0', '--format', 'json'], okCodes: [0, 1] },
    { label: 'aiseo-audit <url> --json', argv: [process.execPath, peerBin('aiseo-audit'), site.url, '--json'], okCodes: [0, 1] },
  ];
  const [audit, checks, help, afdocs, aiseo] = commands as [Command, Command, Command, Command, Command];

  const load = os.loadavg().map((value) => value.toFixed(2)).join(' ');
  console.log(`bench:cli  node ${process.version}, ${os.availableParallelism()} CPUs, load average ${load} at the start`);
  console.log(`fixture: the docs site of tests/fixtures/web at ${site.url}; agentgauge: ${launcher}`);
  console.log(`${ROUNDS} rounds after ${WARMUP_ROUNDS} warm-up rounds; each round runs every command once, in turn`);
  console.log(`peak RSS: ${withGnuTime ? `${GNU_TIME} -f %M (the child's maximum resident set)` : `not measured (${GNU_TIME} is not installed)`}\n`);

  const runs = new Map<Command, Run[]>(commands.map((command) => [command, []]));
  let index = 0;
  for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round += 1) {
    // A different first command each round, so no command always runs right after the same one.
    const order = commands.map((_, i) => commands[(i + round) % commands.length]!);
    for (const command of order) {
      const run = await runOnce(command, (index += 1));
      if (!command.okCodes.includes(run.code ?? -1)) {
        throw new Error(`${command.label} exited with ${run.code}: ${command.argv.join(' ')}`);
      }
      if (round >= WARMUP_ROUNDS) runs.get(command)!.push(run);
    }
  }
  site.stop();
  rmSync(timeFile, { recursive: true, force: true });

  const targets = new Map<Command, string>([
    [audit, `≤ ${TARGETS.auditSeconds} s, peak < ${TARGETS.auditPeakMb} MB`],
    [checks, `≤ ${TARGETS.lightSeconds} s`],
    [help, `≤ ${TARGETS.lightSeconds} s`],
  ]);
  const met = new Map<Command, boolean>([
    [audit, median(runs.get(audit)!.map((r) => r.seconds)) <= TARGETS.auditSeconds && (median(runs.get(audit)!.map((r) => r.peakMb ?? 0)) < TARGETS.auditPeakMb)],
    [checks, median(runs.get(checks)!.map((r) => r.seconds)) <= TARGETS.lightSeconds],
    [help, median(runs.get(help)!.map((r) => r.seconds)) <= TARGETS.lightSeconds],
  ]);
  console.log(`${'command'.padEnd(40)} ${'median s'.padStart(9)} ${'min s'.padStart(7)} ${'max s'.padStart(7)} ${'peak MB'.padStart(8)}  target`);
  for (const command of commands) {
    const seconds = runs.get(command)!.map((run) => run.seconds);
    const peaks = runs.get(command)!.flatMap((run) => (run.peakMb === null ? [] : [run.peakMb]));
    const target = targets.get(command);
    console.log(
      `${command.label.padEnd(40)} ${median(seconds).toFixed(3).padStart(9)} ${Math.min(...seconds).toFixed(3).padStart(7)} ` +
        `${Math.max(...seconds).toFixed(3).padStart(7)} ${(peaks.length ? median(peaks).toFixed(0) : '-').padStart(8)}` +
        (target ? `  ${target} ${verdict(met.get(command)!)}` : ''),
    );
  }

  console.log(`\nratios: peer wall time / agentgauge audit wall time (median of the ${ROUNDS} rounds' ratios; target ≥ ${TARGETS.peerRatio}×)`);
  for (const peer of [afdocs, aiseo]) {
    const ratios = runs.get(peer)!.map((run, round) => run.seconds / runs.get(audit)![round]!.seconds);
    const ratio = median(ratios);
    console.log(`  ${peer.label.padEnd(38)} ${ratio.toFixed(2).padStart(6)}×  ${verdict(ratio >= TARGETS.peerRatio)}`);
  }
}

await main();
