// `npm run bench:cli`: whole-process timings of the `agentgauge` CLI as CI runs it, next to two peers (afdocs and
// aiseo-audit, dev dependencies) on the same local fixture site in the same run (issues 57 and 65). The CLI runs from
// the repository's build (`npm run build:cli`, with the engine's start-up snapshot and code cache it makes) and from
// the packed tarball as users install it (`npm run pack:cli`, what GET /cli/latest.tgz serves, unpacked), and its
// audit runs two ways: warm (a HOME and temporary folder kept through the run, so Node's compile cache and the CLI's
// own caches persist, as on a developer's machine) and fresh (a new, empty HOME and temporary folder for every run, as
// on a fresh CI runner); both builds' audits also from the code-cached script (AGENTGAUGE_NO_SNAPSHOT=1, what a run
// the snapshot does not fit starts from), and the package's from a copy without its snapshot and code cache (as on a
// runner whose Node is not the packer's). The peers run as on a fresh runner too. Each round starts every command once, in turn, so a change in the machine's load during the
// run touches all of them alike; the ratios are taken round by round. Wall time is measured around the child process
// (spawn to exit; the folders are made and removed outside it); CPU time and peak RSS are the kernel's own accounting
// of the finished child, read through GNU time (`/usr/bin/time -f '%M %U %S'`) when it is installed. Last, start-up
// profiles of the repository build's audit (the snapshot's process, and the code-cached script) and --version
// (bench/cli-startup.ts).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { snapshotStart } from '../bin/cli/snapshot-start.js';
import { describeStartup, startupProfile } from './cli-startup.js';
import { startFixtureSite } from './fixture-site.js';
import { median } from './median.js';

const ROUNDS = Number(process.env.BENCH_CLI_ROUNDS ?? 11);
const WARMUP_ROUNDS = 2;
const GNU_TIME = '/usr/bin/time';
const TARGETS = { auditSeconds: 0.3, lightSeconds: 0.1, auditPeakMb: 120, peerRatio: 4, coldOverWarm: 1.1 };
/** Set for the rows that start the audit from the code-cached script rather than the start-up snapshot. */
const FROM_SCRIPT = { AGENTGAUGE_NO_SNAPSHOT: '1' };

const root = fileURLToPath(new URL('..', import.meta.url));

/** Where a command's HOME and temporary folder are: kept through the bench run, or new for each run. */
type Home = 'kept' | 'fresh';

interface Command {
  label: string;
  argv: string[];
  /** Exit codes that mean the command did its work (a peer may exit 1 when its own checks fail). */
  okCodes: number[];
  home: Home;
  /** Variables the command runs with besides the bench's (environment() below). */
  env?: Record<string, string>;
}

interface Run {
  seconds: number;
  cpuSeconds: number | null;
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

const work = mkdtempSync(join(os.tmpdir(), 'bench-cli-'));
const withGnuTime = existsSync(GNU_TIME);

/**
 * The warm commands' HOME and temporary folder, new to each bench run and kept through it: agentgauge's compile cache
 * folder is under it ($TMPDIR/agentgauge-compile-cache), filled by the first warm-up round, as by a user's first run.
 */
const keptHome = join(work, 'kept-home');
mkdirSync(keptHome);

/**
 * The process's environment as a CI job's would be: none of the caller's compile cache settings or tsx's Node options,
 * HOME and the temporary folder where `home` says.
 */
function environment(home: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { NODE_OPTIONS: _tsx, NODE_COMPILE_CACHE: _cache, NODE_DISABLE_COMPILE_CACHE: _off, AGENTGAUGE_NO_SNAPSHOT: _snapshot, ...env } = process.env;
  return { ...env, HOME: home, TMPDIR: home, NO_COLOR: '1', ...extra };
}

function runOnce(command: Command, index: number): Promise<Run> {
  const usageFile = join(work, `usage-${index}`);
  const argv = withGnuTime ? [GNU_TIME, '-f', '%M %U %S', '-o', usageFile, ...command.argv] : command.argv;
  const home = command.home === 'kept' ? keptHome : mkdtempSync(join(work, 'fresh-home-'));
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(argv[0]!, argv.slice(1), { cwd: root, env: environment(home, command.env), stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', (code) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (command.home === 'fresh') rmSync(home, { recursive: true, force: true });
      const [peakKb, user, system] = withGnuTime ? readFileSync(usageFile, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number) : [];
      resolve({
        seconds,
        cpuSeconds: user !== undefined && system !== undefined ? user + system : null,
        peakMb: peakKb !== undefined && Number.isFinite(peakKb) ? peakKb / 1024 : null,
        code,
      });
    });
  });
}

/** `items` in an order of their own for `seed`, the same in every bench run (a Fisher-Yates shuffle on mulberry32). */
function shuffled<T>(items: T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const order = [...items];
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');

/** The checkout's build as `npm run build:cli` makes it (with the engine's code cache it ships); its launcher. */
function buildCheckout(): string {
  const built = spawnSync(process.execPath, [join(root, 'bin/build-cli.mjs')], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) process.exit(built.status ?? 1);
  return join(root, 'bin', 'agentgauge');
}

/**
 * The tarball as `npm run pack:cli` packs it (what GET /cli/latest.tgz serves: dist/pack/), unpacked into the bench's
 * folder as `npx <tarball>` or `npm i -g <tarball>` would install it; its launcher.
 */
function packCli(): string {
  const packed = spawnSync(process.execPath, [join(root, 'bin/pack-cli.mjs')], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (packed.status !== 0) process.exit(packed.status ?? 1);
  const tarball = packed.stdout.trim().split('\n').at(-1)!;
  const folder = join(work, 'installed');
  mkdirSync(folder);
  const unpacked = spawnSync('tar', ['-xzf', tarball, '-C', folder], { stdio: 'inherit' });
  if (unpacked.status !== 0) process.exit(unpacked.status ?? 1);
  return join(folder, 'package', 'bin', 'agentgauge');
}

/**
 * A copy of the package at `launcher` without the start-up snapshot and code cache it ships: what a runner whose Node
 * is not the packer's runs (both are named by the runtime that made them, and ignored by any other). Its launcher.
 */
function withoutShippedCache(launcher: string): string {
  const folder = join(work, 'package-without-cache');
  cpSync(dirname(dirname(launcher)), folder, { recursive: true });
  const chunks = join(folder, 'dist', 'chunks');
  for (const name of readdirSync(chunks)) if (/\.(?:v8cache|snapshot|snapshot\.json)$/.test(name)) rmSync(join(chunks, name));
  return join(folder, 'bin', 'agentgauge');
}

/**
 * The command line and environment of the process a plain local audit of the checkout's build starts from its
 * snapshot (what bin/cli/snapshot-start.ts execs), for the start-up profile of that process; null when this run would
 * not start one.
 */
function snapshotProcess(): { argv: string[]; env: NodeJS.ProcessEnv } | null {
  const script = /chunks\/(engine-[A-Z0-9]+\.cjs)/.exec(readFileSync(join(root, 'dist', 'snapshot-start.cjs'), 'utf8'))?.[1];
  if (!script) return null;
  const start = snapshotStart(join(root, 'dist', 'chunks', script), [], environment(keptHome), []);
  return 'argv' in start ? start : null;
}

const medianOf = (runs: Run[], figure: (run: Run) => number | null): number | null => {
  const values = runs.flatMap((run) => {
    const value = figure(run);
    return value === null ? [] : [value];
  });
  return values.length > 0 ? median(values) : null;
};

async function main(): Promise<void> {
  // BENCH_CLI_LAUNCHER measures another build of the CLI (its bin/agentgauge, e.g. an earlier commit's package folder)
  // in the package's place, against the same peers; otherwise this checkout's tarball, packed first.
  const checkout = buildCheckout();
  const launcher = process.env.BENCH_CLI_LAUNCHER || packCli();
  const site = await startFixtureSite(root);
  const repo = [process.execPath, checkout];
  const packed = [process.execPath, launcher];
  const auditArgs = ['audit', site.url, '--local', '--allow-private-targets', '--json'];
  const commands: Command[] = [
    { label: 'repo build: audit <url> --local --json', argv: [...repo, ...auditArgs], okCodes: [0], home: 'kept' },
    { label: '  the same, fresh code cache folder', argv: [...repo, ...auditArgs], okCodes: [0], home: 'fresh' },
    { label: 'packed: audit <url> --local --json', argv: [...packed, ...auditArgs], okCodes: [0], home: 'kept' },
    { label: '  the same, first run on a fresh runner', argv: [...packed, ...auditArgs], okCodes: [0], home: 'fresh' },
    { label: '  the same, fresh, no snapshot/code cache', argv: [process.execPath, withoutShippedCache(launcher), ...auditArgs], okCodes: [0], home: 'fresh' },
    { label: 'repo build: audit, code-cached script', argv: [...repo, ...auditArgs], okCodes: [0], home: 'kept', env: FROM_SCRIPT },
    { label: 'packed: audit, code-cached script', argv: [...packed, ...auditArgs], okCodes: [0], home: 'kept', env: FROM_SCRIPT },
    { label: 'repo build: checks', argv: [...repo, 'checks'], okCodes: [0], home: 'kept' },
    { label: 'repo build: --version', argv: [...repo, '--version'], okCodes: [0], home: 'kept' },
    { label: 'repo build: --help', argv: [...repo, '--help'], okCodes: [0], home: 'kept' },
    { label: 'packed: checks', argv: [...packed, 'checks'], okCodes: [0], home: 'kept' },
    { label: 'packed: --version', argv: [...packed, '--version'], okCodes: [0], home: 'kept' },
    { label: 'afdocs check <url> --request-delay 0', argv: [process.execPath, peerBin('afdocs'), 'check', site.url, '--request-delay', '0', '--format', 'json'], okCodes: [0, 1], home: 'fresh' },
    { label: 'aiseo-audit <url> --json', argv: [process.execPath, peerBin('aiseo-audit'), site.url, '--json'], okCodes: [0, 1], home: 'fresh' },
  ];
  const [repoWarm, repoFresh, warm, cold, uncached, repoScript, packedScript, ...rest] = commands as [Command, Command, Command, Command, Command, Command, Command, ...Command[]];
  const light = rest.slice(0, 5);
  const [afdocs, aiseo] = rest.slice(5) as [Command, Command];
  const audits = [repoWarm, repoFresh, warm, cold];

  const load = () => os.loadavg().map((value) => value.toFixed(2)).join(' ');
  console.log(`bench:cli  node ${process.version}, ${os.availableParallelism()} CPUs, load average ${load()} at the start`);
  console.log(`fixture: the docs site of tests/fixtures/web at ${site.url}`);
  console.log(`agentgauge: the repository's build ${checkout} (npm run build:cli) and the packed CLI ${launcher}`);
  console.log(`${ROUNDS} rounds after ${WARMUP_ROUNDS} warm-up rounds; each round runs every command once, in turn, in an order of its own`);
  console.log('warm: HOME and TMPDIR kept through the run (compile caches persist); fresh: a new, empty HOME and TMPDIR every run');
  console.log(`CPU and peak RSS: ${withGnuTime ? `${GNU_TIME} (the child's user + system time, maximum resident set)` : `not measured (${GNU_TIME} is not installed)`}\n`);

  const runs = new Map<Command, Run[]>(commands.map((command) => [command, []]));
  let index = 0;
  for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round += 1) {
    // A new order each round, so no command always runs right after the same one (one that leaves the machine busy,
    // as a peer's exit or the fixture server's work after an audit, would weigh on the same command every round).
    const order = shuffled(commands, round);
    for (const command of order) {
      const run = await runOnce(command, (index += 1));
      if (!command.okCodes.includes(run.code ?? -1)) {
        throw new Error(`${command.label} exited with ${run.code}: ${command.argv.join(' ')}`);
      }
      if (round >= WARMUP_ROUNDS) runs.get(command)!.push(run);
    }
  }

  const seconds = (command: Command) => median(runs.get(command)!.map((run) => run.seconds));
  const auditMet = (command: Command) =>
    seconds(command) <= TARGETS.auditSeconds && (medianOf(runs.get(command)!, (run) => run.peakMb) ?? 0) < TARGETS.auditPeakMb;
  const targets = new Map<Command, string>([
    ...audits.map((command): [Command, string] => [command, `≤ ${TARGETS.auditSeconds} s, peak < ${TARGETS.auditPeakMb} MB ${verdict(auditMet(command))}`]),
    [uncached, `for comparison: the first run without the package's snapshot and code cache`],
    [repoScript, 'for comparison: the warm audit without the snapshot'],
    [packedScript, 'for comparison: the warm audit without the snapshot'],
    ...light.map((command): [Command, string] => [command, `≤ ${TARGETS.lightSeconds} s ${verdict(seconds(command) <= TARGETS.lightSeconds)}`]),
  ]);
  const columns = ['median s', 'min s', 'max s', 'cpu s', 'peak MB'];
  console.log(`${'command'.padEnd(40)} ${'home'.padEnd(5)} ${columns.map((name) => name.padStart(8)).join(' ')}  target`);
  for (const command of commands) {
    const own = runs.get(command)!;
    const wall = own.map((run) => run.seconds);
    const cpu = medianOf(own, (run) => run.cpuSeconds);
    const peak = medianOf(own, (run) => run.peakMb);
    const figures = [median(wall).toFixed(3), Math.min(...wall).toFixed(3), Math.max(...wall).toFixed(3), cpu?.toFixed(2) ?? '-', peak?.toFixed(0) ?? '-'];
    console.log(`${command.label.padEnd(40)} ${command.home.padEnd(5)} ${figures.map((figure) => figure.padStart(8)).join(' ')}  ${targets.get(command) ?? ''}`);
  }

  /** The median of the rounds' ratios of a's figure to b's. */
  const ratio = (a: Command, b: Command, figure: (run: Run) => number | null): number | null => {
    const pairs = runs.get(a)!.flatMap((run, round) => {
      const [top, bottom] = [figure(run), figure(runs.get(b)![round]!)];
      return top === null || bottom === null || bottom === 0 ? [] : [top / bottom];
    });
    return pairs.length > 0 ? median(pairs) : null;
  };
  const times = (value: number | null) => (value === null ? '-' : `${value.toFixed(2)}×`).padStart(7);
  const wallOf = (run: Run) => run.seconds;
  const cpuOf = (run: Run) => run.cpuSeconds;

  console.log(`\nfirst run on a fresh runner / warm run of the audit (median of the ${ROUNDS} rounds' ratios; target ≤ ${TARGETS.coldOverWarm}×)`);
  for (const [label, fresh, kept] of [['repo build', repoFresh, repoWarm], ['packed', cold, warm]] as const) {
    const coldWall = ratio(fresh, kept, wallOf)!;
    console.log(`  ${label.padEnd(10)} wall ${times(coldWall)}  ${verdict(coldWall <= TARGETS.coldOverWarm)}   cpu ${times(ratio(fresh, kept, cpuOf))}`);
  }
  console.log(`  (packed, without its snapshot and code cache, as on a runner whose Node is not the packer's: wall ${times(ratio(uncached, warm, wallOf))}, cpu ${times(ratio(uncached, warm, cpuOf))})`);

  console.log(`\nthe warm audit from the start-up snapshot / from the code-cached script (median of the ${ROUNDS} rounds' ratios)`);
  for (const [label, snapshot, script] of [['repo build', repoWarm, repoScript], ['packed', warm, packedScript]] as const) {
    console.log(`  ${label.padEnd(10)} wall ${times(ratio(snapshot, script, wallOf))}   cpu ${times(ratio(snapshot, script, cpuOf))}`);
  }

  console.log(`\nratios: peer wall time / agentgauge audit wall time (median of the ${ROUNDS} rounds' ratios; target ≥ ${TARGETS.peerRatio}×), and of CPU time`);
  for (const peer of [afdocs, aiseo]) {
    console.log(`  ${peer.label}`);
    for (const ours of audits) {
      const wall = ratio(peer, ours, wallOf)!;
      const label = ours.label.startsWith('  ') ? `${commands[commands.indexOf(ours) - 1]!.label.split(':')[0]}, ${ours.home}` : `${ours.label.split(':')[0]}, ${ours.home}`;
      console.log(`    against ${label.padEnd(28)} wall ${times(wall)} ${verdict(wall >= TARGETS.peerRatio).padEnd(6)}  cpu ${times(ratio(peer, ours, cpuOf))}`);
    }
    for (const ours of [repoScript, packedScript]) {
      const label = `${ours.label.split(':')[0]}, code-cached script`;
      console.log(`    against ${label.padEnd(28)} wall ${times(ratio(peer, ours, wallOf))} ${'(for comparison)'.padEnd(6)}  cpu ${times(ratio(peer, ours, cpuOf))}`);
    }
  }

  // Where the time goes, for the next regression: profiled runs apart from the measured ones.
  const profileEnv = environment(keptHome);
  console.log('');
  const fromSnapshot = snapshotProcess();
  if (fromSnapshot) {
    const label = "repo build, audit <url> --local --json: the snapshot's process (from its start; the launcher that execs it not included)";
    // Its environment as the launcher gives it (the C library's memory settings: bin/cli/snapshot-malloc.ts).
    console.log(describeStartup(label, await startupProfile([...fromSnapshot.argv, ...auditArgs], fromSnapshot.env)));
  }
  // The profiler's options make the launcher start the audit from the code-cached script (snapshot-start.ts).
  console.log(describeStartup('repo build, audit <url> --local --json, warm, from the code-cached script', await startupProfile([...repo, ...auditArgs], profileEnv)));
  console.log(describeStartup('repo build, --version', await startupProfile([...repo, '--version'], profileEnv)));
  site.stop();
  rmSync(work, { recursive: true, force: true });
  console.log(`\nload average ${load()} at the end`);
}

await main();
