// `npm run bench:rendered`: what the rendered view costs, and how its verdicts compare with Lighthouse's, on the
// fixture web in one run (BENCH_RENDERED_ROUNDS rounds, default 2).
// 1. Pages per minute and peak memory of the engine auditing the fixture web's pages one after another, without
//    rendering and with rendering (one shared Chromium); memory is this process plus every browser process it started.
// 2. The CLI's whole-process time with --browser (built first; all checks, and the three checks that read the rendered
//    view) against Lighthouse's agentic-browsing category (lighthouse-agentic.ts: a dev dependency, on this Node, the
//    same Chromium with WebMCP on) on every rendered-view fixture page, in turns: medians per page and over the pages,
//    and the ratio.
// 3. Both verdicts on each page, question by question (agentic-comparison.ts), with every disagreement marked.
// Lighthouse's Chromium gets the same fences ours has: a proxy that drops every connection, loopback included, except
// the fixture's own origin, and no host name resolution, so neither browser reaches anything but the fixture.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { audit, createRenderPool, type AuditReport, type RenderLease } from '../engine/index.js';
import { startConnectionTrap, startRenderedSite } from '../tests/fixtures/web/rendered.js';
import { startFixtureWeb } from '../tests/fixtures/web/index.js';
import { agreement, lighthouseAnswers, NOT_JUDGED_ANSWERS, ourAnswers, QUESTIONS, type AgenticAnswers } from './agentic-comparison.js';
import { runLighthouseAgentic } from './lighthouse-agentic.js';
import { median } from './median.js';
import { processTree } from './process-cpu.js';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ROUNDS = Number(process.env.BENCH_RENDERED_ROUNDS ?? 2);
const GOAL_RATIO = 3;
const RENDERED_CHECKS = 'webmcp,semantic-structure,server-rendered-content';
/** The rendered-view fixture pages (tests/fixtures/web/rendered.ts); the hostile one is timed apart (its render is cut at the budget). */
const PAGES = ['webmcp', 'form-tool', 'client-rendered', 'axe-problems', 'escape', 'hostile'];
const root = fileURLToPath(new URL('..', import.meta.url));

/** RSS of a process and all its descendants, from /proc (Linux). */
function treeRssMb(pid: number): number {
  let kb = 0;
  for (const { pid: member } of processTree(pid)) {
    try {
      const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${member}/status`, 'utf8'));
      kb += Number(match?.[1] ?? 0);
    } catch {
      // Gone.
    }
  }
  return kb / 1024;
}

function peakSampler(pid: number): { stop(): number } {
  let peak = treeRssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRssMb(pid));
  }, 100);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, treeRssMb(pid));
    },
  };
}

function run(argv: string[], env: NodeJS.ProcessEnv): Promise<{ seconds: number; code: number | null; stdout: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(argv[0]!, argv.slice(1), { env, stdio: ['ignore', 'pipe', 'ignore'] });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.on('close', (code) => resolve({ seconds: (performance.now() - started) / 1000, code, stdout }));
  });
}

const seconds = (value: number) => `${value.toFixed(2)} s`;
const ratioLine = (ours: number, theirs: number) => `${(theirs / ours).toFixed(2)}x${theirs / ours >= GOAL_RATIO ? ' (goal met)' : ` (goal ${GOAL_RATIO}x not met)`}`;

interface PageTimes {
  page: string;
  all: number[];
  rendered: number[];
  lighthouse: number[];
  ours: AgenticAnswers;
  theirs: AgenticAnswers;
  lighthouseFailure: string | null;
}

async function throughput(pages: string[], origins: string[]): Promise<void> {
  const pool = createRenderPool({ executablePath: CHROMIUM, browsers: 1, auditsPerBrowser: 1 });
  let lease: RenderLease | null = null;
  for (const mode of ['raw', 'rendered'] as const) {
    // The browser starts only for the rendered run, so the raw run's peak holds no browser.
    if (mode === 'rendered') lease = (await pool.lease())!;
    const sampler = peakSampler(process.pid);
    const started = performance.now();
    let done = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (const page of pages) {
        await audit(page, { allowPrivateTargets: origins, retries: 0, render: lease ? { browser: lease.browser } : null });
        done += 1;
      }
    }
    const minutes = (performance.now() - started) / 60_000;
    console.log(`${mode.padEnd(8)} ${Math.round(done / minutes)} pages/min, peak ${Math.round(sampler.stop())} MB (this process and its browsers; ${done} audits)`);
  }
  lease?.release();
  await pool.close();
}

async function timeAndCompare(page: string, blackholePort: number): Promise<PageTimes> {
  const host = new URL(page).host;
  const cli = [process.execPath, join(root, 'bin', 'agentgauge'), 'audit', page, '--local', '--browser', `--allow-private-targets=${host}`, '--json', '--retries', '0'];
  const env = { ...process.env, CHROME_PATH: CHROMIUM, AGENTGAUGE_BROWSER: CHROMIUM };
  const times: PageTimes = { page: new URL(page).pathname, all: [], rendered: [], lighthouse: [], ours: NOT_JUDGED_ANSWERS, theirs: NOT_JUDGED_ANSWERS, lighthouseFailure: null };
  for (let round = 0; round < ROUNDS; round++) {
    const all = await run(cli, env);
    times.all.push(all.seconds);
    times.ours = all.stdout.trim().startsWith('{') ? ourAnswers(JSON.parse(all.stdout) as AuditReport) : NOT_JUDGED_ANSWERS;
    times.rendered.push((await run([...cli, '--checks', RENDERED_CHECKS], env)).seconds);
    const lighthouse = await runLighthouseAgentic(page, { chromium: CHROMIUM, blackholePort, allowedHost: host });
    times.lighthouse.push(lighthouse.seconds);
    times.theirs = lighthouseAnswers(lighthouse.result);
    times.lighthouseFailure = lighthouse.failure;
  }
  return times;
}

function printTimes(rows: PageTimes[]): void {
  console.log('\npage              agentgauge --browser (all checks / 3 rendered checks)   lighthouse agentic   ratio (3 checks, all checks)');
  for (const row of rows) {
    const [all, rendered, lighthouse] = [median(row.all), median(row.rendered), median(row.lighthouse)];
    console.log(`${row.page.padEnd(18)}${seconds(all).padStart(9)} / ${seconds(rendered).padEnd(40)}${seconds(lighthouse).padEnd(21)}${ratioLine(rendered, lighthouse)}, ${ratioLine(all, lighthouse)}`);
  }
  // The hostile page's render is cut at its 10 s budget: it would flatter the ratio, so the medians leave it out.
  const ordinary = rows.filter((row) => row.page !== '/hostile');
  const [all, rendered, lighthouse] = [ordinary.flatMap((row) => row.all), ordinary.flatMap((row) => row.rendered), ordinary.flatMap((row) => row.lighthouse)].map(median) as [number, number, number];
  console.log(`median over ${ordinary.map((row) => row.page).join(', ')}: all checks ${seconds(all)}, 3 rendered checks ${seconds(rendered)}, lighthouse ${seconds(lighthouse)}: ${ratioLine(rendered, lighthouse)} (3 checks), ${ratioLine(all, lighthouse)} (all checks)`);
}

function printVerdicts(rows: PageTimes[]): void {
  let disagreements = 0;
  for (const row of rows) {
    console.log(`\n${row.page}${row.lighthouseFailure ? ` (lighthouse: ${row.lighthouseFailure})` : ''}`);
    for (const [key, label] of QUESTIONS) {
      const outcome = agreement(row.ours[key], row.theirs[key]);
      if (outcome === 'DISAGREE') disagreements += 1;
      console.log(`  ${label.padEnd(20)} ${outcome.padEnd(15)} ours: ${row.ours[key]}`);
      if (outcome !== 'agree') console.log(`  ${''.padEnd(36)} lighthouse: ${row.theirs[key]}`);
    }
  }
  console.log(`\n${disagreements} disagreements (bench/README.md says who is right in each)`);
}

async function main(): Promise<void> {
  // The CLI measured is this checkout's, built from its sources first.
  const built = spawnSync(process.execPath, [join(root, 'bin', 'build-cli.mjs')], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
  const trap = await startConnectionTrap();
  const blackhole = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => blackhole.listen(0, '127.0.0.1', resolve));
  const web = await startFixtureWeb();
  const rendered = await startRenderedSite({ trapOrigin: trap.origin });
  const renderedPages = PAGES.map((path) => `${rendered.origin}/${path}`);
  const pages = [...Object.values(web.sites).map((site) => site.url), ...renderedPages.slice(0, 4)];
  const origins = [...new Set(pages.map((page) => new URL(page).host))];

  await throughput(pages, origins);
  const rows: PageTimes[] = [];
  for (const page of renderedPages) rows.push(await timeAndCompare(page, (blackhole.address() as net.AddressInfo).port));
  printTimes(rows);
  printVerdicts(rows);

  await Promise.all([web.close(), rendered.close()]);
  await trap.close();
  blackhole.close();
}

await main();
