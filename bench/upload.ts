// `npm run bench:upload` (issue 52 point 1): a fleet upload of the largest allowed size (16 MiB of text/plain, URLs
// with paths on 1,000 origins: every line normalised, the repeats then rejected) to the production server on
// PostgreSQL, while GET /healthz and another organization's GET /api/v1/me/sites are timed in a loop. Prints the
// slowest of each during the upload beside their idle figures (goal: under 1 s), the upload's time, and the CPU seconds
// the web process spent (read from /proc/<pid>/stat: every thread of it, not its audit processes) beside what the
// same parse costs in this process. BENCH_UPLOAD_ROUNDS (default 3) uploads, one after another.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { normalizeTarget } from '../lib/fleets/normalize-target';
import { plainLines } from '../lib/fleets/parse-upload';
import { FLEET_UPLOAD_MAX_BYTES } from '../lib/fleets/settings';
import { seedOrganization } from '../tests/helpers/api-fixtures';
import { startServer, type TestServer } from '../tests/helpers/server';

const ROUNDS = Number(process.env.BENCH_UPLOAD_ROUNDS ?? 3);

function maxSizeList(): string {
  const lines: string[] = [];
  let size = 0;
  for (let index = 0; size < FLEET_UPLOAD_MAX_BYTES - 400; index++) {
    const line = `https://site-${index % 1000}.example.com/catalogue/section-${index}/page-${index}?ref=bench-upload-${'x'.repeat(60)}\n`;
    lines.push(line);
    size += line.length;
  }
  lines.push(`#${'.'.repeat(FLEET_UPLOAD_MAX_BYTES - size - 2)}\n`);
  return lines.join('');
}

function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function post(server: TestServer, key: string, body: Buffer): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      { host: hostname, port, path: '/api/v1/me/fleets?name=Bench', method: 'POST', agent: false, headers: { authorization: `Bearer ${key}`, 'content-type': 'text/plain', 'content-length': body.length } },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode!, text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

async function timed(url: string, key?: string): Promise<number> {
  const started = performance.now();
  const answer = await fetch(url, { headers: key ? { authorization: `Bearer ${key}` } : {} });
  await answer.arrayBuffer();
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  return performance.now() - started;
}

async function loop(url: string, key: string | undefined, done: Promise<unknown>): Promise<number[]> {
  let finished = false;
  void done.finally(() => (finished = true));
  const latencies: number[] = [];
  while (!finished) {
    latencies.push(await timed(url, key));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return latencies;
}

async function idle(url: string, key?: string): Promise<number> {
  const latencies: number[] = [];
  for (let index = 0; index < 10; index++) latencies.push(await timed(url, key));
  return Math.max(...latencies);
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;

async function main(): Promise<void> {
  console.log(`bench:upload: ${cpus().length} cores, load ${loadavg().map((value) => value.toFixed(1)).join(' ')}, ${ROUNDS} rounds`);
  const text = maxSizeList();
  const body = Buffer.from(text);
  const before = process.cpuUsage();
  const lines = plainLines(text);
  for (const line of lines) normalizeTarget(line.text, false);
  const spent = process.cpuUsage(before);
  console.log(`the list: ${body.length.toLocaleString('en-US')} bytes, ${lines.length.toLocaleString('en-US')} lines on 1,000 origins; its parse costs ${ms((spent.user + spent.system) / 1000)} of CPU in this process`);
  const keys: string[] = [];
  let readerKey = '';
  const server = await startServer({
    database: 'postgres',
    env: { AGENTGAUGE_FLEET_UPLOADS_PER_KEY: String(ROUNDS + 2) },
    seed: async (db) => {
      keys.push((await seedOrganization(db, { name: 'Uploader', subscription: 'active' })).key);
      readerKey = (await seedOrganization(db, { name: 'Reader', subscription: 'active', hosts: Array.from({ length: 20 }, (_, index) => `reader-${index}.example`) })).key;
    },
  });
  try {
    const health = `${server.baseUrl}/healthz`;
    const sites = `${server.baseUrl}/api/v1/me/sites`;
    // A first upload warms the audit processes (their code loads once), as a running service has them.
    await post(server, keys[0]!, Buffer.from('warm.example\n'));
    const idleHealth = await idle(health);
    const idleSites = await idle(sites, readerKey);
    console.log(`idle: slowest /healthz ${ms(idleHealth)}, slowest GET /api/v1/me/sites (another organization) ${ms(idleSites)}`);
    for (let round = 1; round <= ROUNDS; round++) {
      const cpuBefore = cpuMs(server.pid);
      const started = performance.now();
      const uploading = post(server, keys[0]!, body);
      const [answer, healthLatencies, sitesLatencies] = await Promise.all([uploading, loop(health, undefined, uploading), loop(sites, readerKey, uploading)]);
      const tookMs = performance.now() - started;
      const webCpu = cpuMs(server.pid) - cpuBefore;
      if (answer.status !== 201) throw new Error(`the upload answered ${answer.status}: ${answer.text.slice(0, 300)}`);
      console.log(
        `round ${round}: 201 in ${ms(tookMs)} (load ${loadavg()[0]!.toFixed(1)}); slowest /healthz ${ms(Math.max(...healthLatencies))} of ${healthLatencies.length}, ` +
          `slowest GET /api/v1/me/sites ${ms(Math.max(...sitesLatencies))} of ${sitesLatencies.length}; web process CPU ${(webCpu / 1000).toFixed(2)} s (the probes' requests included)`,
      );
    }
    // The upload alone, without the probes' requests: what it costs the web process beyond its idle rate.
    const idleBefore = cpuMs(server.pid);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const idlePerMs = (cpuMs(server.pid) - idleBefore) / 5_000;
    const cpuBefore = cpuMs(server.pid);
    const started = performance.now();
    const alone = await post(server, keys[0]!, body);
    const tookMs = performance.now() - started;
    const spent = cpuMs(server.pid) - cpuBefore;
    if (alone.status !== 201) throw new Error(`the upload answered ${alone.status}: ${alone.text.slice(0, 300)}`);
    console.log(
      `alone: 201 in ${ms(tookMs)}; web process CPU ${(spent / 1000).toFixed(2)} s, ${((spent - idlePerMs * tookMs) / 1000).toFixed(2)} s beyond its idle ${Math.round(idlePerMs * 1000)} ms per second`,
    );
  } finally {
    await server.stop();
  }
}

await main();
