// The runner of `npm run bench:engine:peer` (bench/engine-peer.ts bundles it and the two pools). Arguments: the path
// of tests/fixtures/web/serve.ts, this checkout and the peer checkout.
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startFixtureProcess } from './fixture-process.js';
import { median } from './median.js';
import { processTree, treeCpuMs } from './process-cpu.js';

const WARMUP_RUNS = 5;
const MEASURED_RUNS = 30;
const WINDOWS = 6;
const WINDOW_SECONDS = 3;
const CONCURRENCY = 32;
const OPTIONS = { allowPrivateTargets: true } as const;

interface Pool {
  audit(url: string, options: typeof OPTIONS): Promise<unknown>;
  close(): Promise<void>;
}
interface Side {
  name: string;
  pool: Pool;
}

const [serve, self, peer] = process.argv.slice(2) as [string, string, string];

async function poolOf(checkout: string): Promise<Pool> {
  const module = (await import(pathToFileURL(path.join(checkout, 'dist/bench/peer-pool.mjs')).href)) as {
    createAuditPool(options: Record<string, unknown>): Pool;
  };
  const entry = path.join(checkout, 'dist/audit-thread.mjs');
  // 6.2.0's pool took its entry as `threadEntry` (audits in a worker thread); later ones as `entry` (a process).
  return module.createAuditPool({ entry, threadEntry: entry });
}

const fixture = await startFixtureProcess(serve, 10);
const { sites } = fixture.urls;

// CPU of this process (a peer's audit thread included) and of its audit processes, the fixture web's left out.
const ownCpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
const auditProcessesCpuMs = () =>
  processTree(process.pid)
    .filter((stat) => stat.parent === process.pid && stat.pid !== fixture.pid)
    .reduce((sum, stat) => sum + treeCpuMs(stat.pid), 0);
const cpuMs = () => ownCpuMs() + auditProcessesCpuMs();

const sides: [Side, Side] = [
  { name: 'this', pool: await poolOf(self) },
  { name: 'peer', pool: await poolOf(peer) },
];
/** Run by run the order flips, so neither side always follows the other. */
const inTurn = (index: number): Side[] => (index % 2 === 0 ? sides : [sides[1], sides[0]]);
/** Audits of the docs site completed in one window with CONCURRENCY in flight, and the CPU they took. */
interface Measured {
  audits: number;
  ms: number;
  cpuMs: number;
}
async function throughputWindow(side: Side): Promise<Measured> {
  const cpuBefore = cpuMs();
  const started = performance.now();
  const end = started + WINDOW_SECONDS * 1000;
  let audits = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        await side.pool.audit(sites.docs!, OPTIONS);
        audits += 1;
      }
    }),
  );
  return { audits, ms: performance.now() - started, cpuMs: cpuMs() - cpuBefore };
}
const ratio = (mine: number, theirs: number) => `×${(mine / theirs).toFixed(2)}`;

try {
  console.log(`agentgauge engine against a peer — Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg().map((v) => v.toFixed(2)).join(' ')}`);
  console.log(`  this: ${self}\n  peer: ${peer}`);
  console.log(`\nStart-page audit wall time, median of ${MEASURED_RUNS} runs each after ${WARMUP_RUNS} warm-up runs, the two engines alternating`);
  console.log(`  ${'site'.padEnd(6)} ${'this'.padStart(9)} ${'peer'.padStart(9)}  this / peer`);
  for (const [site, url] of Object.entries(sites)) {
    for (let run = 0; run < WARMUP_RUNS; run += 1) for (const side of sides) await side.pool.audit(url, OPTIONS);
    const times = new Map<Side, number[]>(sides.map((side) => [side, []]));
    for (let run = 0; run < MEASURED_RUNS; run += 1) {
      for (const side of inTurn(run)) {
        const started = performance.now();
        await side.pool.audit(url, OPTIONS);
        times.get(side)!.push(performance.now() - started);
      }
    }
    const [mine, theirs] = sides.map((side) => median(times.get(side)!)) as [number, number];
    console.log(`  ${site.padEnd(6)} ${`${mine.toFixed(1)} ms`.padStart(9)} ${`${theirs.toFixed(1)} ms`.padStart(9)}  ${ratio(mine, theirs)}`);
  }

  console.log(`\nAudits per second on the docs site at ${CONCURRENCY} in flight: ${WINDOWS} windows of ${WINDOW_SECONDS} s each, alternating, after one unmeasured window each`);
  // The first window at this concurrency grows each side's heap and compiles its busy paths: both run slower in it.
  for (const side of sides) await throughputWindow(side);
  const totals = new Map<Side, Measured>(sides.map((side) => [side, { audits: 0, ms: 0, cpuMs: 0 }]));
  for (let index = 0; index < WINDOWS; index += 1) {
    const line: string[] = [];
    for (const side of inTurn(index)) {
      const { audits, ms, cpuMs: cpu } = await throughputWindow(side);
      const total = totals.get(side)!;
      total.audits += audits;
      total.ms += ms;
      total.cpuMs += cpu;
      line.push(`${side.name} ${((audits / ms) * 1000).toFixed(1)}/s (${(cpu / audits).toFixed(1)} ms CPU)`);
    }
    console.log(`  window ${index + 1}: ${line.join(', ')}`);
  }
  const [mine, theirs] = sides.map((side) => totals.get(side)!) as [Measured, Measured];
  const rate = (total: Measured) => (total.audits / total.ms) * 1000;
  console.log(`  all windows: this ${rate(mine).toFixed(1)} audits/s, peer ${rate(theirs).toFixed(1)}: ${ratio(rate(mine), rate(theirs))}`);
  console.log(`  CPU per audit (this process and its audit processes): this ${(mine.cpuMs / mine.audits).toFixed(1)} ms, peer ${(theirs.cpuMs / theirs.audits).toFixed(1)} ms: ${ratio(mine.cpuMs / mine.audits, theirs.cpuMs / theirs.audits)}`);
} finally {
  await Promise.all(sides.map((side) => side.pool.close()));
  fixture.stop();
}
