// `npm run bench:action`: what a CI job waits for before its first verdict, end to end, next to afdocs on the same page.
//   agentgauge: from a fresh shallow clone of this repository's committed HEAD (what a runner has of an action: no
//     node_modules, no build), the action's own scripts as a runner runs them (action/install.sh, action/audit.sh)
//     auditing the start page of the fixture web's docs site, until audit.sh exits with the verdict. The clone itself
//     is timed apart (a runner downloads an action as a tarball, not through git), and shown with the total.
//   afdocs: `npx --yes afdocs@<the dev dependency's version> check <the same page>` from an empty npm cache (a new
//     cache folder each run), so it downloads and installs afdocs as a fresh CI job would.
// Each round runs both, in turn (the first alternating), so a change in the machine's load touches both alike; the
// ratio is taken round by round. Prints medians (with min and max) of BENCH_ACTION_ROUNDS rounds (default 5) after
// one warm-up round, next to the targets: ≤ 5 s to the first verdict, ≥ 3× faster than afdocs.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFixtureSite } from './fixture-site.js';
import { median } from './median.js';

const ROUNDS = Math.max(5, Number(process.env.BENCH_ACTION_ROUNDS ?? 5));
const WARMUP_ROUNDS = 1;
const TARGETS = { verdictSeconds: 5, peerRatio: 3 };

const root = fileURLToPath(new URL('..', import.meta.url));
const work = mkdtempSync(join(os.tmpdir(), 'bench-action-'));
const afdocsVersion = (JSON.parse(readFileSync(join(root, 'node_modules', 'afdocs', 'package.json'), 'utf8')) as { version: string }).version;

interface Timed {
  seconds: number;
  code: number | null;
  output: string;
}

/** Runs one command to its exit; wall seconds from spawn to exit. */
function timed(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ seconds: Number(process.hrtime.bigint() - started) / 1e9, code, output }));
  });
}

/** This process's environment without tsx's loader and the caller's Agent Gauge settings. */
function baseEnv(): NodeJS.ProcessEnv {
  const { NODE_OPTIONS: _tsx, AGENTGAUGE_API_KEY: _key, AGENTGAUGE_URL: _url, ...env } = process.env;
  return { ...env, NO_COLOR: '1' };
}

interface ActionRun {
  /** Clone and scripts. */
  total: number;
  clone: number;
  /** From the fresh clone to the verdict: install.sh and audit.sh. */
  steps: number;
  score: string;
}

async function actionRun(url: string, index: number): Promise<ActionRun> {
  const job = join(work, `job-${index}`);
  mkdirSync(join(job, 'temp'), { recursive: true });
  const files = { path: join(job, 'path'), output: join(job, 'output'), summary: join(job, 'summary.md') };
  for (const file of Object.values(files)) writeFileSync(file, '');
  const env: NodeJS.ProcessEnv = { ...baseEnv(), GITHUB_PATH: files.path, GITHUB_OUTPUT: files.output, GITHUB_STEP_SUMMARY: files.summary, RUNNER_TEMP: join(job, 'temp') };
  const action = join(job, 'action');

  const clone = await timed('git', ['clone', '--quiet', '--depth', '1', `file://${root}`, action], { cwd: job, env });
  if (clone.code !== 0) throw new Error(`git clone failed: ${clone.output}`);
  const started = process.hrtime.bigint();
  const install = await timed('bash', ['--noprofile', '--norc', '-eo', 'pipefail', join(action, 'action/install.sh')], {
    cwd: job,
    env: { ...env, AGENTGAUGE_ACTION_PATH: action },
  });
  if (install.code !== 0) throw new Error(`action/install.sh failed: ${install.output}`);
  const onPath = readFileSync(files.path, 'utf8').trim();
  const audit = await timed('bash', ['--noprofile', '--norc', '-eo', 'pipefail', join(action, 'action/audit.sh')], {
    cwd: job,
    env: { ...env, PATH: `${onPath}:${env.PATH}`, INPUT_URLS: url, INPUT_ALLOW_PRIVATE_TARGETS: 'true', INPUT_FORMAT: 'text', INPUT_SUMMARY: 'true' },
  });
  const steps = Number(process.hrtime.bigint() - started) / 1e9;
  const outputs = Object.fromEntries(readFileSync(files.output, 'utf8').split('\n').filter(Boolean).map((line) => line.split(/=(.*)/s).slice(0, 2)));
  if (audit.code !== 0 || outputs['exit-code'] !== '0') throw new Error(`action/audit.sh did not reach a verdict: ${audit.output}`);
  rmSync(job, { recursive: true, force: true });
  return { total: clone.seconds + steps, clone: clone.seconds, steps, score: outputs.score ?? '' };
}

async function afdocsRun(url: string, index: number): Promise<number> {
  const cache = join(work, `npm-cache-${index}`);
  const cwd = mkdtempSync(join(work, 'afdocs-'));
  const run = await timed('npx', ['--yes', `afdocs@${afdocsVersion}`, 'check', url, '--request-delay', '0', '--format', 'json'], {
    cwd,
    env: { ...baseEnv(), npm_config_cache: cache, npm_config_update_notifier: 'false', npm_config_audit: 'false', npm_config_fund: 'false' },
  });
  // afdocs exits 1 when its own checks fail; anything else is a run that did not finish.
  if (run.code !== 0 && run.code !== 1) throw new Error(`npx afdocs exited ${run.code}: ${run.output.slice(-2000)}`);
  rmSync(cache, { recursive: true, force: true });
  rmSync(cwd, { recursive: true, force: true });
  return run.seconds;
}

const spread = (values: number[]) =>
  `${median(values).toFixed(2).padStart(7)} ${Math.min(...values).toFixed(2).padStart(7)} ${Math.max(...values).toFixed(2).padStart(7)}`;
const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');

async function main(): Promise<void> {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
  const site = await startFixtureSite(root);
  const load = os.loadavg().map((value) => value.toFixed(2)).join(' ');
  console.log(`bench:action  node ${process.version}, ${os.availableParallelism()} CPUs, load average ${load} at the start`);
  console.log(`page: the start page of the fixture web's docs site, ${site.url}; action: a shallow clone of HEAD ${head}`);
  console.log(`afdocs ${afdocsVersion} through npx from an empty npm cache; ${ROUNDS} rounds after ${WARMUP_ROUNDS} warm-up round\n`);

  const ours: ActionRun[] = [];
  const peer: number[] = [];
  try {
    for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round += 1) {
      const both = round % 2 === 0 ? [true, false] : [false, true];
      let action: ActionRun | null = null;
      let afdocs = 0;
      for (const isOurs of both) {
        if (isOurs) action = await actionRun(site.url, round);
        else afdocs = await afdocsRun(site.url, round);
      }
      if (round < WARMUP_ROUNDS) continue;
      ours.push(action!);
      peer.push(afdocs);
      console.log(`round ${round}: action ${action!.steps.toFixed(2)} s from the clone (clone ${action!.clone.toFixed(2)} s, score ${action!.score}), npx afdocs ${afdocs.toFixed(2)} s`);
    }
  } finally {
    site.stop();
    rmSync(work, { recursive: true, force: true });
  }

  const steps = ours.map((run) => run.steps);
  const totals = ours.map((run) => run.total);
  const ratio = (ours: number[]) => peer.map((seconds, round) => seconds / ours[round]!);
  console.log(`\n${'wall seconds'.padEnd(60)} ${'median'.padStart(7)} ${'min'.padStart(7)} ${'max'.padStart(7)}  target`);
  console.log(`${'fresh clone to first verdict (install.sh + audit.sh)'.padEnd(60)} ${spread(steps)}  ≤ ${TARGETS.verdictSeconds} s ${verdict(median(steps) <= TARGETS.verdictSeconds)}`);
  console.log(`${'git clone --depth 1 of HEAD'.padEnd(60)} ${spread(ours.map((run) => run.clone))}`);
  console.log(`${'clone, then to first verdict'.padEnd(60)} ${spread(totals)}`);
  console.log(`${`npx afdocs@${afdocsVersion} check, empty npm cache`.padEnd(60)} ${spread(peer)}`);
  console.log(`${'ratio afdocs / action from the clone (round by round)'.padEnd(60)} ${spread(ratio(steps))}  ≥ ${TARGETS.peerRatio}× ${verdict(median(ratio(steps)) >= TARGETS.peerRatio)}`);
  console.log(`${'ratio afdocs / action with its clone (round by round)'.padEnd(60)} ${spread(ratio(totals))}`);
}

await main();
