// `npm run bench:traffic` (issue 55 point 5): one million combined-format lines (BENCH_TRAFFIC_LINES), gzip-compressed,
// read and counted two ways:
//   1. the reader alone (lib/traffic/read-log.ts, as the worker and `agentgauge traffic analyze` run it) in this
//      process, by the ranges alone and then with reverse DNS (issue 61: the Googlebot claims outside Google's ranges
//      looked up at a loopback DNS server with an empty zone, at most AGENTGAUGE_TRAFFIC_REVERSE_DNS_LOOKUPS addresses):
//      lines per second, CPU and this process's peak RSS;
//   2. through the real service: the production server on the embedded database (its in-process worker reads the
//      batch on its reading thread, reverse DNS asked of the same loopback server through AGENTGAUGE_DNS_SERVERS), the log uploaded to POST /api/v1/me/sites/{id}/traffic, the batch polled until done: lines per second
//      from the upload's answer to the batch's end, the server's peak RSS (VmHWM) before and after, and GET /healthz
//      timed every 100 ms from the upload's start to the batch's end (target: every answer under 1 s);
//   3. hostile logs (issue 60), the reader alone in this process and then through the same service: a newline bomb
//      (200 MiB of newlines, about 204 KB of gzip) with and without its line budget, and a log of 60,000 distinct
//      crawler names (spans of the crawler list's `Spider[\s\S]*spider\.com`, with ESC and BEL bytes): CPU seconds of
//      the reading and of the figures, the bytes of the figures' answer, and through the service the CPU of its whole
//      process tree, /healthz's worst answer and the figures' GET (bytes, ms). BENCH_TRAFFIC_PARTS=hostile skips 1 and 2.
// Figures on a shared machine follow its load, which the header prints (and each part again); CPU time is the measure
// to compare, wall time follows the load.
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { loadavg, cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { gzipSync } from 'node:zlib';
import { AGENT_PROFILES } from '../engine/light';
import { figureInputsOf, trafficFigures } from '../lib/traffic/figures';
import { localRanges } from '../lib/traffic/local-ranges';
import { readLog } from '../lib/traffic/read-log';
import { lineBudget, reverseDnsLookups } from '../lib/traffic/settings';
import { serveDns } from '../tests/fixtures/dns-server';
import { treeCpuMs } from './process-cpu';
import { seedOrganization } from '../tests/helpers/api-fixtures';
import { startServer } from '../tests/helpers/server';
import { combinedLine, UA } from '../tests/helpers/traffic/planted-log';

const LINES = Number(process.env.BENCH_TRAFFIC_LINES ?? 1_000_000);
const PARTS = new Set((process.env.BENCH_TRAFFIC_PARTS ?? 'million,hostile').split(','));
const NAMES = 60_000;
const HOST = 'bench.example';
const AGENTS = [UA.chrome, UA.firefox, UA.chrome, UA.chrome, UA.gptbot, UA.chatgptUser, UA.claudebot, UA.perplexityUser, 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)'];
const STATUSES = [200, 200, 200, 200, 304, 403, 404, 429, 500, 301];
const PATHS = ['/', '/docs/', '/pricing', '/robots.txt', '/llms.txt', '/blog/post.html', '/guide.md', '/.well-known/mcp.json', '/app.js', '/img/logo.png'];

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const perSecond = (lines: number, ms: number) => `${Math.round(lines / (ms / 1000)).toLocaleString('en-US')} lines/s`;

function* generatedLines(): Generator<string> {
  const now = Date.now();
  for (let i = 0; i < LINES; i++) {
    const day = new Date(now - (1 + (i % 7)) * 86_400_000).toISOString().slice(0, 10);
    const ip = `${20 + (i % 200)}.${(i >> 8) & 255}.${i & 255}.${(i * 7) & 255}`;
    yield `${combinedLine({ ip, day, second: i % 60, path: PATHS[i % PATHS.length]!, status: STATUSES[(i * 3) % STATUSES.length]!, ua: AGENTS[(i * 7) % AGENTS.length]! })}\n`;
  }
}

async function writeLog(file: string): Promise<void> {
  const batches = (function* () {
    let buffer: string[] = [];
    for (const line of generatedLines()) {
      buffer.push(line);
      if (buffer.length === 10_000) {
        yield buffer.join('');
        buffer = [];
      }
    }
    if (buffer.length > 0) yield buffer.join('');
  })();
  await pipeline(Readable.from(batches), createGzip({ level: 6 }), createWriteStream(file));
}

function summary(latencies: number[]): { p99: number; worst: number } {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p99: Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0), worst: Math.round(sorted.at(-1) ?? 0) };
}

function peakRss(pid: number): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

const load = () => `load average ${loadavg().map((value) => value.toFixed(2)).join(' ')}`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** This process's CPU time (user + system) spent by `work`, in ms. */
async function cpuOf<T>(work: () => Promise<T>): Promise<{ result: T; cpuMs: number }> {
  const before = process.cpuUsage();
  const result = await work();
  const spent = process.cpuUsage(before);
  return { result, cpuMs: (spent.user + spent.system) / 1000 };
}

function newlineBomb(): Buffer {
  return gzipSync(Buffer.alloc(200 * 1024 * 1024, 0x0a), { level: 9 });
}

function namesLog(): Buffer {
  const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const lines = Array.from({ length: NAMES }, (_, n) => combinedLine({ ip: '198.18.0.3', day, second: n, path: `/p${n}`, status: 200, ua: `Mozilla/5.0 Spider-${n}-\u001b]0;owned\u0007.spider.com` }));
  return gzipSync(lines.join('\n'));
}

/**
 * The probe's long User-Agents (issue 84 point 4): lines whose User-Agent is 16 KiB of crawler-like words ("bot crawler
 * spider" repeated), each a distinct string so that no answer is remembered, gzipped to about 42 KB.
 */
function longAgentsLog(): Buffer {
  const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const words = 'Mozilla/5.0 (compatible; ' + 'bot crawler spider '.repeat(840);
  const lines = Array.from({ length: 2_000 }, (_, n) => combinedLine({ ip: '198.18.0.4', day, second: n, path: '/', status: 200, ua: `${words}${n}` }));
  return gzipSync(lines.join('\n'));
}

async function* chunksOf(buffer: Buffer): AsyncGenerator<Uint8Array> {
  for (let start = 0; start < buffer.length; start += 256 * 1024) yield buffer.subarray(start, start + 256 * 1024);
}

/** 3a. The hostile logs through the reader and the figures alone, in this process. */
async function hostileReader(bomb: Buffer, names: Buffer): Promise<void> {
  console.log(`Hostile logs, the reader alone (${load()}):`);
  const options = (budgeted: boolean, bytes: Buffer) => ({
    format: null,
    siteHost: null,
    inflatedLimit: 4096 * 1024 * 1024,
    deadline: Number.POSITIVE_INFINITY,
    lineBudget: budgeted ? lineBudget(bytes.length) : null,
    ranges: localRanges(),
    reverseDns: null,
    pages: null,
    daysAccepted: null,
  });
  const unbudgeted = await cpuOf(() => readLog(chunksOf(bomb), true, options(false, bomb)));
  const budgeted = await cpuOf(() => readLog(chunksOf(bomb), true, options(true, bomb)).catch((error: Error) => error.message));
  console.log(`  newline bomb (${(bomb.length / 1024).toFixed(0)} KB gzip, 200 MiB of newlines): read whole ${seconds(unbudgeted.cpuMs)} CPU; with its line budget ${seconds(budgeted.cpuMs)} CPU, ending "${String(budgeted.result).slice(0, 60)}…"`);
  const reading = await cpuOf(() => readLog(chunksOf(names), true, options(true, names)));
  const profileNames = new Map(AGENT_PROFILES.map((profile) => [profile.id, profile.name]));
  const figures = await cpuOf(async () => trafficFigures({ ...figureInputsOf(reading.result.rows), ranges: localRanges(), predictions: new Map(), profileNames }));
  console.log(
    `  ${NAMES.toLocaleString('en-US')} crawler names (${(names.length / 1024).toFixed(0)} KB gzip): read ${seconds(reading.cpuMs)} CPU into ${reading.result.rows.length} day rows; figures ${seconds(figures.cpuMs)} CPU, ${figures.result.agents.length} agents, ${JSON.stringify(figures.result).length.toLocaleString('en-US')} bytes`,
  );
  const long = longAgentsLog();
  const longReading = await cpuOf(() => readLog(chunksOf(long), true, options(true, long)));
  console.log(`  ${longReading.result.lines.toLocaleString('en-US')} lines of 16 KiB crawler-like User-Agents (${(long.length / 1024).toFixed(0)} KB gzip): read ${seconds(longReading.cpuMs)} CPU (the issue's bound: under 1 s)`);
}

/** 3b. The same through the service: its process tree's CPU, /healthz meanwhile, and the figures' GET. */
async function hostileService(server: { baseUrl: string; pid: number }, key: string, siteId: string, bomb: Buffer, names: Buffer): Promise<void> {
  console.log(`Hostile logs through the service (${load()}):`);
  // Warm: the first upload and read load their routes' code on the web thread; that is start-up, not a log's cost.
  const warm = gzipSync(combinedLine({ ip: '198.18.0.1', day: new Date().toISOString().slice(0, 10), path: '/', status: 200, ua: UA.chrome }));
  await (await fetch(`${server.baseUrl}/api/v1/me/sites/${siteId}/traffic`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'text/plain', 'content-encoding': 'gzip' }, body: new Uint8Array(warm) })).arrayBuffer();
  await (await fetch(`${server.baseUrl}/api/v1/me/sites/${siteId}/traffic`, { headers: { authorization: `Bearer ${key}` } })).arrayBuffer();
  for (const [label, body] of [['newline bomb', bomb], [`${NAMES.toLocaleString('en-US')} crawler names`, names]] as const) {
    const health: number[] = [];
    let probing = true;
    const prober = (async () => {
      while (probing) {
        const at = performance.now();
        await (await fetch(`${server.baseUrl}/healthz`)).arrayBuffer();
        health.push(performance.now() - at);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const cpuBefore = treeCpuMs(server.pid);
    const sent = Date.now();
    const queued = (await (
      await fetch(`${server.baseUrl}/api/v1/me/sites/${siteId}/traffic`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'text/plain', 'content-encoding': 'gzip' },
        body: new Uint8Array(body),
      })
    ).json()) as { batchId: string };
    let batch: { status: string; error: string | null };
    for (;;) {
      batch = (await (await fetch(`${server.baseUrl}/api/v1/me/sites/${siteId}/traffic/batches/${queued.batchId}`, { headers: { authorization: `Bearer ${key}` } })).json()) as typeof batch;
      if (batch.status === 'done' || batch.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    probing = false;
    await prober;
    console.log(
      `  ${label}: ${batch.status} in ${seconds(Date.now() - sent)}, the service's process tree ${seconds(treeCpuMs(server.pid) - cpuBefore)} CPU; GET /healthz meanwhile worst ${Math.round(Math.max(...health))} ms (${health.length} answers)`,
    );
  }
  const cpuBefore = treeCpuMs(server.pid);
  const at = performance.now();
  const answer = await (await fetch(`${server.baseUrl}/api/v1/me/sites/${siteId}/traffic`, { headers: { authorization: `Bearer ${key}` } })).text();
  console.log(`  GET …/traffic of that site: ${answer.length.toLocaleString('en-US')} bytes in ${Math.round(performance.now() - at)} ms, ${seconds(treeCpuMs(server.pid) - cpuBefore)} CPU of the service`);
}

async function main(): Promise<void> {
  console.log(`bench:traffic: ${LINES.toLocaleString('en-US')} combined-format lines; Node ${process.version}, ${cpus().length} CPUs, ${load()}`);
  const dir = mkdtempSync(path.join(tmpdir(), 'agentgauge-bench-traffic-'));
  const file = path.join(dir, 'access.log.gz');
  const million = PARTS.has('million');
  const hostile = PARTS.has('hostile') ? { bomb: newlineBomb(), names: namesLog() } : null;
  if (hostile) await hostileReader(hostile.bomb, hostile.names);
  // Reverse DNS asks a loopback DNS server with an empty zone (every name NXDOMAIN, as most spoofers' addresses are):
  // never the system's resolver, and the lookups' own cost measured without the internet's latency.
  const dns = await serveDns();
  try {
    if (million) {
      const written = Date.now();
      await writeLog(file);
      console.log(`Generated ${file}: ${mib(statSync(file).size)} gzip in ${((Date.now() - written) / 1000).toFixed(1)} s`);
      await readerAlone(file, null);
      await readerAlone(file, dns.address);
    }
    if (million || hostile) await throughService(million ? file : null, hostile, dns.address);
  } finally {
    await dns.close();
  }
}

async function throughService(file: string | null, hostile: { bomb: Buffer; names: Buffer } | null, dnsServer: string): Promise<void> {

  // 2. Through the service.
  let key = '';
  let siteId = '';
  const server = await startServer({
    database: 'pglite',
    env: { AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5', AGENTGAUGE_RENDER: '0', AGENTGAUGE_DNS_SERVERS: dnsServer },
    seed: async (db) => {
      const organization = await seedOrganization(db, { name: 'Bench', subscription: 'active', hosts: [HOST] });
      key = organization.key;
      siteId = organization.sites[0]!.id;
    },
  });
  try {
    if (file) await millionThroughService(server, key, siteId, file);
    if (hostile) await hostileService(server, key, siteId, hostile.bomb, hostile.names);
  } finally {
    await server.stop();
  }
}

/** 1. The reader alone: by the ranges alone, then with reverse DNS for the Googlebot claims outside its ranges. */
async function readerAlone(file: string, dnsServer: string | null): Promise<void> {
  const started = Date.now();
  const reverseDns = dnsServer ? { servers: [dnsServer], lookups: reverseDnsLookups(), timeoutMs: 2_000 } : null;
  const { result: reading, cpuMs } = await cpuOf(() =>
    readLog(createReadStream(file), true, { format: null, siteHost: HOST, inflatedLimit: Number.MAX_SAFE_INTEGER, deadline: Number.POSITIVE_INFINITY, lineBudget: null, ranges: localRanges(), reverseDns, pages: null, daysAccepted: null }),
  );
  const readMs = Date.now() - started;
  console.log(
    `Reader alone, ${dnsServer ? `with reverse DNS (${reading.lookups.toLocaleString('en-US')} addresses looked up)` : 'by the ranges alone'}: ${reading.lines.toLocaleString('en-US')} lines (${reading.accepted.toLocaleString('en-US')} accepted, ${reading.rows.length.toLocaleString('en-US')} day rows) in ${(readMs / 1000).toFixed(1)} s, ${seconds(cpuMs)} CPU: ${perSecond(reading.lines, readMs)}; this process's peak RSS ${mib(process.resourceUsage().maxRSS * 1024)}`,
  );
}

/** 2. The million lines through the service. */
async function millionThroughService(server: { baseUrl: string; pid: number }, key: string, siteId: string, file: string): Promise<void> {
  const rssBefore = peakRss(server.pid);
  let health: number[] = [];
  let probing = true;
  const prober = (async () => {
    while (probing) {
      const at = performance.now();
      const answer = await fetch(`${server.baseUrl}/healthz`).catch(() => null);
      await answer?.arrayBuffer();
      health.push(performance.now() - at);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  // The same probe on the idle service first: on a busy machine its answers are slow without any upload.
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const idle = summary(health);
  console.log(`GET /healthz on the idle service (10 s): ${health.length} answers, p99 ${idle.p99} ms, worst ${idle.worst} ms`);
  health = [];
  const uploadStart = Date.now();
  const response = await fetch(`${server.baseUrl}/api/v1/me/sites/${siteId}/traffic`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'text/plain', 'content-encoding': 'gzip', 'content-length': String(statSync(file).size) },
    body: Readable.toWeb(createReadStream(file)) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  const queued = (await response.json()) as { batchId: string };
  const uploadMs = Date.now() - uploadStart;
  let batch: { status: string; lines: number; accepted: number; error: string | null };
  for (;;) {
    batch = (await (await fetch(`${server.baseUrl}/api/v1/me/sites/${siteId}/traffic/batches/${queued.batchId}`, { headers: { authorization: `Bearer ${key}` } })).json()) as typeof batch;
    if (batch.status === 'done' || batch.status === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const workMs = Date.now() - uploadStart - uploadMs;
  probing = false;
  await prober;
  const { p99, worst } = summary(health);
  console.log(`Service: upload answered 202 in ${(uploadMs / 1000).toFixed(1)} s; the worker read the batch (${batch.status}${batch.error ? `: ${batch.error}` : ''}, ${batch.lines.toLocaleString('en-US')} lines, ${batch.accepted.toLocaleString('en-US')} accepted) in ${(workMs / 1000).toFixed(1)} s: ${perSecond(batch.lines, workMs)}`);
  console.log(`Server process (web and in-process worker) peak RSS: ${mib(rssBefore)} before the upload, ${mib(peakRss(server.pid))} after`);
  console.log(`GET /healthz during upload and reading: ${health.length} answers, p99 ${p99} ms, worst ${worst} ms (target: under 1000 ms) ${worst < 1000 ? 'ok' : 'MISSED'}`);
}

await main();
