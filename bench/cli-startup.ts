// The start-up profile `npm run bench:cli` prints (issue 57 point 1), so that the next regression shows where it came
// from: runs of one CLI command under Node's CPU profiler (--cpu-prof, sampling every 250 µs) and a preload of marks
// (bench/cli-startup-marks.cjs): the time to the first request, the modules loaded (ES modules and the engine's
// script, with their sizes), and where the CPU went before and after it, by kind: compiling ES modules, compiling
// (or deserialising the code cache of) the engine's script, loading Node's own modules, running modules' top-level
// code, garbage collection, and the rest (the command's own work). The profiler slows the run by a fifth or so: the
// shares are the figures to read, the times are those of a profiled run.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './median.js';

const MARKS = fileURLToPath(new URL('./cli-startup-marks.cjs', import.meta.url));

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}
interface Marks {
  originUs: number;
  firstRequestMs: number | null;
  exitMs: number;
  modules: Array<{ url: string; bytes: number }>;
}

/** Kinds of work, by the outermost frame of a sample's stack that names one (in this order of precedence). */
const KINDS: Array<[kind: string, test: (frame: ProfileNode['callFrame']) => boolean]> = [
  ['garbage collection', (frame) => frame.functionName === '(garbage collector)'],
  ['engine script: compile / code cache', (frame) => frame.functionName === 'Script' && frame.url === 'node:vm'],
  ['ES modules: compile and link', (frame) => ['compileSourceTextModule', 'ModuleWrap', 'link', 'instantiate', 'syncLink'].includes(frame.functionName) && /esm|^$/.test(frame.url)],
  ["Node's own modules: load", (frame) => frame.functionName === 'compileForInternalLoader'],
  // A module's body, and the engine script's one function expression: the anonymous function at a file's first line.
  ['modules: top-level code', (frame) => frame.functionName === '' && frame.lineNumber === 0 && /dist\/(?:cli\.mjs|chunks\/)/.test(frame.url)],
  ['idle (waiting for the site)', (frame) => frame.functionName === '(idle)'],
];

export interface StartupProfile {
  runs: number;
  firstRequestMs: number;
  exitMs: number;
  modules: Array<{ name: string; bytes: number }>;
  /** Median ms of each kind before the first request and after it. */
  kinds: Array<{ kind: string; beforeMs: number; afterMs: number }>;
}

function runProfiled(argv: string[], env: NodeJS.ProcessEnv, dir: string, marksFile: string): Promise<void> {
  const [node, ...rest] = argv;
  const args = ['-r', MARKS, '--cpu-prof', '--cpu-prof-dir', dir, '--cpu-prof-interval', '250', ...rest];
  return new Promise((resolve, reject) => {
    const child = spawn(node!, args, { env: { ...env, CLI_STARTUP_MARKS: marksFile }, stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 || code === 1 ? resolve() : reject(new Error(`profiled run exited ${code}: ${args.join(' ')}`))));
  });
}

/** ms of each kind in the profile, split at `splitMs` after the process's start (profile time is µs since its start). */
function kindsOf(profile: Profile, splitMs: number, processStartUs: number): Map<string, { before: number; after: number }> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const kindOfNode = new Map<number, string>();
  const kindOf = (id: number): string => {
    const known = kindOfNode.get(id);
    if (known) return known;
    let kind = 'the rest: Node\'s start, the command\'s work';
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!.callFrame;
      const match = KINDS.find(([, test]) => test(frame));
      if (match) kind = match[0];
    }
    kindOfNode.set(id, kind);
    return kind;
  };
  const totals = new Map<string, { before: number; after: number }>();
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index]!;
    time += delta;
    const entry = totals.get(kindOf(id)) ?? { before: 0, after: 0 };
    if ((time - processStartUs) / 1000 < splitMs) entry.before += delta / 1000;
    else entry.after += delta / 1000;
    totals.set(kindOf(id), entry);
  });
  return totals;
}

/** Profiles `runs` runs of `argv` (node, launcher, arguments), after one unmeasured run that fills the caches. */
export async function startupProfile(argv: string[], env: NodeJS.ProcessEnv, runs = 5): Promise<StartupProfile> {
  const work = mkdtempSync(join(os.tmpdir(), 'bench-cli-startup-'));
  try {
    const results: Array<{ marks: Marks; kinds: Map<string, { before: number; after: number }> }> = [];
    for (let run = 0; run <= runs; run += 1) {
      const dir = join(work, `run-${run}`);
      // Beside the profile's folder, which Node makes only after the exit handlers ran.
      const marksFile = join(work, `marks-${run}.json`);
      await runProfiled(argv, env, dir, marksFile);
      if (run === 0) continue;
      const marks = JSON.parse(readFileSync(marksFile, 'utf8')) as Marks;
      const profile = JSON.parse(readFileSync(join(dir, readdirSync(dir).find((name) => name.endsWith('.cpuprofile'))!), 'utf8')) as Profile;
      // The profile's timestamps are µs on the monotonic clock, as is the process's start the marks give.
      results.push({ marks, kinds: kindsOf(profile, marks.firstRequestMs ?? marks.exitMs, marks.originUs) });
    }
    const kindNames = [...new Set(results.flatMap((result) => [...result.kinds.keys()]))];
    const last = results.at(-1)!.marks;
    return {
      runs,
      firstRequestMs: median(results.map((result) => result.marks.firstRequestMs ?? result.marks.exitMs)),
      exitMs: median(results.map((result) => result.marks.exitMs)),
      modules: last.modules.map((module) => ({ name: module.url.replace(/^.*\/(dist\/|bin\/)/, '$1'), bytes: module.bytes })),
      kinds: kindNames.map((kind) => ({
        kind,
        beforeMs: median(results.map((result) => result.kinds.get(kind)?.before ?? 0)),
        afterMs: median(results.map((result) => result.kinds.get(kind)?.after ?? 0)),
      })),
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The profile as the bench prints it. */
export function describeStartup(label: string, profile: StartupProfile): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  const isEngineScript = (module: { name: string }) => /engine-[A-Z0-9]+\.cjs$/.test(module.name);
  const esm = profile.modules.filter((module) => !isEngineScript(module));
  const scripts = profile.modules.filter(isEngineScript);
  const total = (modules: typeof profile.modules) => kb(modules.reduce((sum, module) => sum + module.bytes, 0));
  const lines = [
    `start-up profile: ${label} (median of ${profile.runs} runs under --cpu-prof, after one that fills the caches)`,
    `  first request at ${profile.firstRequestMs.toFixed(0)} ms after the process's start; exit at ${profile.exitMs.toFixed(0)} ms`,
    `  modules loaded: ${esm.length} modules of the CLI (${total(esm)} of source: ES modules, and the launcher's dist/snapshot-start.cjs) and ${scripts.length} code-cached script(s) (${total(scripts)}: ${scripts.map((module) => module.name).join(', ') || 'none'})`,
    `  ${'CPU by kind (ms)'.padEnd(40)} ${'before the first request'.padStart(24)} ${'after'.padStart(8)}`,
    ...profile.kinds
      .sort((a, b) => b.beforeMs + b.afterMs - (a.beforeMs + a.afterMs))
      .map((entry) => `  ${entry.kind.padEnd(40)} ${entry.beforeMs.toFixed(1).padStart(24)} ${entry.afterMs.toFixed(1).padStart(8)}`),
  ];
  return lines.join('\n');
}
