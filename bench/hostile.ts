// `npm run bench:hostile` (issue 44, "Tests and proof"): what a scan of each of the probe's hostile pages costs the
// service, against a scan of an ordinary page, measured from the service's process tree. A benchmark, not a test: it
// prints figures and ratios, with the machine's load beside them, and asserts nothing.
//
// The REAL service (`npm start`'s bin/launch.mjs, started as the tests start it: tests/helpers/server.ts) on PGlite
// (BENCH_HOSTILE_DATABASE=postgres: a fresh database on 127.0.0.1:5432, whose own CPU is then outside the tree),
// with AGENTGAUGE_ALLOW_PRIVATE_TARGETS and AGENTGAUGE_PUBLIC_SCAN_PRIVATE_TARGETS for the fixture origins and the
// service's default budgets otherwise. The fixture sites are served by this process on 127.0.0.1, one port per page
// kind, each one page at `/` (nothing else: robots.txt, the sitemap and the rest answer 404 alike for every kind):
//   ordinary     a documentation article of the same size as the 62 KB hostile page (headings, prose, lists, a
//                table, code), so the ratio compares shapes, not bytes;
//   quotes       the probe's <main><h1> + <blockquote>×500 + `x<br>`×10,000 (62 KB; 10 MB of Markdown unbounded);
//   quotes-long  its 163 KB variant, `x<br>`×30,000 (the probe's anonymous public scan and journey-run batch);
//   lists        the probe's nested lists, <ul><li>×250 around `x<br>`×1,800 (13.6 KB; 1.8 MB of Markdown).
// (tests/fixtures/hostile-pages.ts builds the pages, for the tests and for this bench.)
//
// For each page kind and each surface, BENCH_HOSTILE_RUNS (default 3) times, in interleaved rounds (ordinary, quotes,
// quotes-long, lists, then again), so that load from other work on the machine falls on every kind alike:
//   site scan     POST /api/v1/me/sites/{id}/scan with an organization's API key, polled every 100 ms until settled;
//   public scan   POST /api/v1/scan, anonymous (answers when the audit is done);
//   journey batch POST /api/v1/me/sites/{id}/journeys/{journeyId}/runs {"agent":"builtin","runs":3} for a journey
//                 whose answer no page holds (the probe's), polled every 100 ms until the batch is settled.
// Per measurement: the CPU time of the service's whole process tree (utime + stime of the web process and every
// descendant, reaped ones through their parent: bench/process-cpu.ts) from the request to the settled answer, the
// wall time, and the peak resident memory of the web process and of the largest audit process, sampled (VmRSS)
// every 50 ms. Medians are printed with the ratio hostile ÷ ordinary per surface; the issue's bound is 5×.
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { readFileSync } from 'node:fs';
import { seedOrganization } from '../tests/helpers/api-fixtures';
import { request } from '../tests/helpers/http';
import { addFixtureSite } from '../tests/helpers/scan-sites';
import { startServer, type TestServer } from '../tests/helpers/server';
import { html, serveSite, type FixtureSite } from '../tests/helpers/site';
import { HOSTILE_PAGES, ordinaryArticlePage } from '../tests/fixtures/hostile-pages';
import { median } from './median';
import { processTree, treeCpuMs } from './process-cpu';

const RUNS = Number(process.env.BENCH_HOSTILE_RUNS ?? 3);
const DATABASE = process.env.BENCH_HOSTILE_DATABASE === 'postgres' ? 'postgres' : 'pglite';
const SURFACES = (process.env.BENCH_HOSTILE_SURFACES ?? 'site,public,journey').split(',') as Surface[];
const SETTLE_TIMEOUT_MS = 300_000;
const SAMPLE_MS = 50;
/** The issue's bound: a hostile page's scan costs at most this many times an ordinary one's CPU. */
const BOUND = 5;
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

type Surface = 'site' | 'public' | 'journey';
const SURFACE_NAMES: Record<Surface, string> = { site: 'site scan', public: 'public scan', journey: 'journey batch (3 runs)' };

const KINDS = [
  { id: 'ordinary', page: ordinaryArticlePage(HOSTILE_PAGES.quotes.length) },
  { id: 'quotes', page: HOSTILE_PAGES.quotes },
  { id: 'quotes-long', page: HOSTILE_PAGES.quotesLong },
  { id: 'lists', page: HOSTILE_PAGES.lists },
] as const;
type KindId = (typeof KINDS)[number]['id'];

interface Sample {
  cpuMs: number;
  /** Of cpuMs, the web process's own (the rest: the audit processes, live and reaped). */
  webCpuMs: number;
  wallMs: number;
  webPeakMb: number;
  auditPeakMb: number;
  /** Audit processes seen during the measurement (started ones included). */
  auditProcesses: number;
  outcome: string;
}

const residentMb = (pid: number, field: 'VmRSS' | 'VmHWM'): number => {
  try {
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0; // exited meanwhile
  }
};
/** Whether a report names the conversion budget (a page over it says "Converted the first N of M characters"). */
const budgetNamed = (report: string) => (report.includes('Converted the first') ? ', budget named' : '');

/** CPU milliseconds of one process itself (utime + stime; its reaped children are counted with the audit processes). */
function ownCpuMs(pid: number): number {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');

/** CPU, wall time and peak memory of the service's process tree while `work` runs. */
async function measure(server: TestServer, work: () => Promise<string>): Promise<Sample> {
  let webPeak = 0;
  let auditPeak = 0;
  const audits = new Set<number>();
  let sampling = true;
  const sample = () => {
    for (const { pid } of processTree(server.pid)) {
      // VmHWM for the web process would carry its peak from before this measurement; its VmRSS is sampled instead.
      const rss = residentMb(pid, 'VmRSS');
      if (pid === server.pid) webPeak = Math.max(webPeak, rss);
      else {
        audits.add(pid);
        auditPeak = Math.max(auditPeak, rss);
      }
    }
  };
  const sampler = (async () => {
    while (sampling) {
      sample();
      await pause(SAMPLE_MS);
    }
  })();
  const cpuBefore = treeCpuMs(server.pid);
  const webBefore = ownCpuMs(server.pid);
  const started = performance.now();
  let outcome: string;
  try {
    outcome = await work();
  } finally {
    sampling = false;
    await sampler;
  }
  const wallMs = performance.now() - started;
  const cpuMs = treeCpuMs(server.pid) - cpuBefore;
  const webCpuMs = ownCpuMs(server.pid) - webBefore;
  sample();
  return { cpuMs, webCpuMs, wallMs, webPeakMb: webPeak, auditPeakMb: auditPeak, auditProcesses: audits.size, outcome };
}

async function main(): Promise<void> {
  const benchStarted = Date.now();
  const sites = Object.fromEntries(await Promise.all(KINDS.map(async (kind) => [kind.id, await serveSite({ '/': html(kind.page) })] as const))) as Record<KindId, FixtureSite>;
  const ids = {} as { key: string; sites: Record<KindId, string> };
  console.log(`bench:hostile — ${new Date().toISOString()}, Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, load average ${load()}`);
  console.log(`Pages: ${KINDS.map((kind) => `${kind.id} ${(kind.page.length / 1000).toFixed(1)} KB`).join(', ')}; ${RUNS} runs each, interleaved; database ${DATABASE}.`);
  const server = await startServer({
    database: DATABASE,
    env: {
      AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
      // A test bed's setting: anonymous public scans of the 127.0.0.1 fixtures.
      AGENTGAUGE_PUBLIC_SCAN_PRIVATE_TARGETS: '1',
      AGENTGAUGE_PUBLIC_SCAN_PER_CALLER: '100000',
      AGENTGAUGE_PUBLIC_SCAN_PER_TARGET: '100000',
      AGENTGAUGE_SCANS_PER_TARGET: '100000',
      AGENTGAUGE_SCANS_PER_OWN_SITE: '100000',
      AGENTGAUGE_SCANS_PER_ORGANIZATION: '100000',
      AGENTGAUGE_AGENT_RUNS_PER_ORGANIZATION: '100000',
      AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
      // The raw view only (no local browser): the figures are the engine's, not Chromium's.
      AGENTGAUGE_RENDER: process.env.BENCH_HOSTILE_RENDER === '1' ? '1' : '0',
    },
    seed: async (db) => {
      const organization = await seedOrganization(db, { name: 'Bench hostile pages', subscription: 'active' });
      const siteIds = {} as Record<KindId, string>;
      for (const kind of KINDS) siteIds[kind.id] = (await addFixtureSite(db, organization.id, sites[kind.id])).id;
      Object.assign(ids, { key: organization.key, sites: siteIds });
    },
  });
  const post = (path: string, json?: unknown) => request(server.baseUrl, path, { key: ids.key, method: 'POST', ...(json === undefined ? {} : { json }) });

  async function siteScan(kind: KindId): Promise<string> {
    const queued = await post(`/api/v1/me/sites/${ids.sites[kind]}/scan`);
    if (queued.status !== 202) throw new Error(`site scan of ${kind}: ${queued.status} ${queued.text}`);
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    for (;;) {
      const scan = await request(server.baseUrl, `/api/v1/me/scans/${queued.body.scanId}`, { key: ids.key });
      if (scan.body.status === 'succeeded') return `succeeded, score ${scan.body.report?.score}${budgetNamed(scan.text)}`;
      if (scan.body.status === 'failed') return `failed: ${scan.body.error}`;
      if (Date.now() > deadline) throw new Error(`site scan of ${kind} still ${scan.body.status}`);
      await pause(100);
    }
  }

  async function publicScan(kind: KindId): Promise<string> {
    const answer = await request(server.baseUrl, '/api/v1/scan', { json: { domain: sites[kind].origin } });
    return answer.status === 200 ? `200, score ${answer.body.score}${budgetNamed(answer.text)}` : `${answer.status}: ${answer.body.message ?? answer.text}`;
  }

  const journeys = {} as Record<KindId, string>;
  async function journeyBatch(kind: KindId): Promise<string> {
    const runs = `/api/v1/me/sites/${ids.sites[kind]}/journeys/${journeys[kind]}/runs`;
    const started = await post(runs, { agent: 'builtin', runs: 3 });
    if (started.status !== 202) throw new Error(`journey batch of ${kind}: ${started.status} ${started.text}`);
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    for (;;) {
      const listed = await request(server.baseUrl, runs, { key: ids.key });
      const batch = listed.body.batches?.find((entry: { batchId: string }) => entry.batchId === started.body.batchId);
      if (batch?.settled) {
        const statuses = (batch.runs as Array<{ status: string; verdict: string | null }>).map((run) => `${run.status}${run.verdict ? ` ${run.verdict}` : ''}`);
        return [...new Set(statuses)].join(', ');
      }
      if (Date.now() > deadline) throw new Error(`journey batch of ${kind} not settled`);
      await pause(100);
    }
  }

  const work: Record<Surface, (kind: KindId) => Promise<string>> = { site: siteScan, public: publicScan, journey: journeyBatch };
  const samples = new Map<string, Sample[]>();
  const loads: string[] = [];
  try {
    // The service at rest: what its own timers (the queue's polls, the metrics) cost per second, counted in every figure.
    await pause(3_000);
    const idle = await measure(server, () => pause(5_000).then(() => 'idle'));
    const restMsPerSecond = idle.cpuMs / 5;
    console.log(`Service at rest: ${restMsPerSecond.toFixed(1)} ms of CPU per second (its queue polls, PGlite, timers); web process ${idle.webPeakMb.toFixed(0)} MB resident.`);
    for (const kind of KINDS) {
      const created = await post(`/api/v1/me/sites/${ids.sites[kind.id]}/journeys`, { name: 'deep', question: 'What does the deep page say?', answer: ['an answer no page holds'] });
      if (created.status !== 201) throw new Error(`journey of ${kind.id}: ${created.status} ${created.text}`);
      journeys[kind.id] = created.body.id ?? created.body.journeyId;
    }
    // Warm-up: the audit pools start their processes on first use, and the web process compiles its routes.
    for (const surface of SURFACES) await work[surface]('ordinary');
    for (let round = 1; round <= RUNS; round++) {
      for (const surface of SURFACES) {
        for (const kind of KINDS) {
          const measured = await measure(server, () => work[surface](kind.id));
          const key = `${surface}/${kind.id}`;
          samples.set(key, [...(samples.get(key) ?? []), measured]);
          loads.push(load());
          console.log(
            `  round ${round} ${SURFACE_NAMES[surface].padEnd(22)} ${kind.id.padEnd(11)} CPU ${(measured.cpuMs / 1000).toFixed(2).padStart(6)} s (web ${(measured.webCpuMs / 1000).toFixed(2)}), ` +
              `wall ${(measured.wallMs / 1000).toFixed(2).padStart(6)} s, web ${measured.webPeakMb.toFixed(0)} MB, largest audit process ${measured.auditPeakMb.toFixed(0)} MB ` +
              `(${measured.auditProcesses} seen); ${measured.outcome}; load ${load()}`,
          );
        }
      }
    }
    const webHwm = residentMb(server.pid, 'VmHWM');
    const auditHwm = processTree(server.pid).filter(({ pid }) => pid !== server.pid).map(({ pid }) => residentMb(pid, 'VmHWM'));

    console.log(
      `\nMedians of ${RUNS} runs. CPU: the service's whole process tree; ratio: hostile ÷ ordinary; net ratio: the same with the service's CPU at rest ` +
        `over each measurement's wall time taken out of both; of it web: the web process's own share; peak RSS: the highest sample of any run.`,
    );
    const header = ['surface', 'page', 'CPU s', 'ratio', 'net ratio', 'of it web s', 'wall s', 'ratio', 'web peak MB', 'audit peak MB', 'outcome (last run)'];
    const rows: string[][] = [];
    for (const surface of SURFACES) {
      const base = samples.get(`${surface}/ordinary`)!;
      const baseCpu = median(base.map((entry) => entry.cpuMs));
      const baseWall = median(base.map((entry) => entry.wallMs));
      /** CPU less what the service spends at rest over the same wall time: the scan's own cost. */
      const net = (entries: Sample[]) => median(entries.map((entry) => entry.cpuMs - (restMsPerSecond * entry.wallMs) / 1000));
      const baseNet = net(base);
      for (const kind of KINDS) {
        const runs = samples.get(`${surface}/${kind.id}`)!;
        const cpu = median(runs.map((entry) => entry.cpuMs));
        const wall = median(runs.map((entry) => entry.wallMs));
        const cpuRatio = cpu / baseCpu;
        rows.push([
          SURFACE_NAMES[surface],
          kind.id,
          (cpu / 1000).toFixed(2),
          kind.id === 'ordinary' ? '—' : `${cpuRatio.toFixed(2)}×${cpuRatio > BOUND ? ' OVER' : ''}`,
          kind.id === 'ordinary' ? '—' : `${(net(runs) / baseNet).toFixed(2)}×`,
          (median(runs.map((entry) => entry.webCpuMs)) / 1000).toFixed(2),
          (wall / 1000).toFixed(2),
          kind.id === 'ordinary' ? '—' : `${(wall / baseWall).toFixed(2)}×`,
          Math.max(...runs.map((entry) => entry.webPeakMb)).toFixed(0),
          Math.max(...runs.map((entry) => entry.auditPeakMb)).toFixed(0),
          runs.at(-1)!.outcome,
        ]);
      }
    }
    const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
    const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
    console.log(line(header));
    console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
    for (const row of rows) console.log(line(row));
    console.log(`\nPeak RSS over the whole run (VmHWM): web process ${webHwm.toFixed(0)} MB; audit processes alive at the end: ${auditHwm.map((mb) => `${mb.toFixed(0)} MB`).join(', ') || 'none'}.`);
    console.log(`Load average during the measurements (1-minute): ${Math.min(...loads.map((entry) => Number(entry.split(' ')[0])))}–${Math.max(...loads.map((entry) => Number(entry.split(' ')[0])))}; at the end ${load()}.`);
    console.log(`The bound: a hostile page's scan at most ${BOUND}× an ordinary one's CPU. Took ${((Date.now() - benchStarted) / 1000).toFixed(0)} s.`);
  } finally {
    await server.stop();
    await Promise.all(Object.values(sites).map((site) => site.close()));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
