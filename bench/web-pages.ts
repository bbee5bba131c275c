// Page-weight benchmark (first half of `npm run bench:web`): the production build serving the dashboard overview,
// a site page, the public report page and the home page. Per page: server response time (time to first byte and to
// the last byte, sequential and with 10 requests in flight), the HTML's transferred bytes (compressed as a browser
// asks for it) and the JavaScript the page ships (every <script src>, compressed and raw). bench/web.ts then
// measures the signed-in pages' throughput. A page the build lacks is reported with its status.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { audit } from '../engine/index';
import type { PrismaClient } from '../lib/db';
import { createOrganization } from '../lib/services/admin/create-organization';
import { createUser } from '../lib/services/admin/create-user';
import { startServer } from '../tests/helpers/server';
import { sessionCookie } from '../tests/helpers/session-cookie';
import { html, serveSite, text } from '../tests/helpers/site';

const WARMUP = 3;
const SEQUENTIAL = 30;
const CONCURRENT_TOTAL = 50;
const CONCURRENCY = 10;
const ACCEPT_ENCODING = 'gzip, br';
const SECRET = randomBytes(32).toString('base64url');

interface Fetched {
  status: number;
  ttfbMs: number;
  totalMs: number;
  transferred: number;
  body: Buffer;
  encoding: string | undefined;
}

/** One GET with raw byte counting (fetch would hide the compressed size). */
function get(url: string, headers: Record<string, string>): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get(url, { headers: { 'accept-encoding': ACCEPT_ENCODING, ...headers } }, (res) => {
      const ttfbMs = performance.now() - started;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const body = encoding === 'gzip' ? gunzipSync(raw) : encoding === 'br' ? brotliDecompressSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, ttfbMs, totalMs: performance.now() - started, transferred: raw.length, body, encoding });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

function scriptSources(page: string): string[] {
  return [...new Set([...page.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&')))];
}

async function seed(db: PrismaClient, measuredUrl: string) {
  const organization = await createOrganization({ name: 'Bench', plan: 'pro' });
  const user = await createUser({ organizationId: organization.id, email: 'bench@agentgauge.test', password: 'bench-password', role: 'owner' });
  const report = await audit(measuredUrl, { allowPrivateTargets: true, maxPages: 1 });
  const host = new URL(measuredUrl).host;
  const site = await db.site.create({ data: { organizationId: organization.id, url: measuredUrl, host } });
  for (let index = 0; index < 10; index += 1) {
    const finishedAt = new Date(Date.now() - (10 - index) * 86_400_000);
    await db.scan.create({
      data: {
        organizationId: organization.id,
        siteId: site.id,
        status: 'succeeded',
        trigger: 'schedule',
        engine: report.engine,
        score: report.overallScore,
        originScore: report.originScore,
        pageCount: report.pageCount,
        discoveredUrls: report.discoveredUrls,
        report: { ...report, timestamp: finishedAt.toISOString() } as never,
        startedAt: finishedAt,
        finishedAt,
      },
    });
  }
  await db.publicReport.create({ data: { host, url: report.url, score: report.overallScore, engine: report.engine, report: report as never } });
  return { userId: user.id, siteId: site.id, host };
}

async function measurePage(baseUrl: string, label: string, path: string, headers: Record<string, string>): Promise<void> {
  const url = `${baseUrl}${path}`;
  for (let index = 0; index < WARMUP; index += 1) await get(url, headers);
  const sequential: Fetched[] = [];
  for (let index = 0; index < SEQUENTIAL; index += 1) sequential.push(await get(url, headers));
  const first = sequential[0]!;
  console.log(`\n${label}  ${path}  (HTTP ${first.status})`);
  if (first.status !== 200) {
    console.log('  not measured: the page does not answer 200 in this build');
    return;
  }
  const ttfb = sequential.map((result) => result.ttfbMs);
  const total = sequential.map((result) => result.totalMs);
  console.log(
    `  sequential (${SEQUENTIAL}): TTFB p50 ${ms(percentile(ttfb, 50))}, p95 ${ms(percentile(ttfb, 95))}; ` +
      `complete p50 ${ms(percentile(total, 50))}, p95 ${ms(percentile(total, 95))}`,
  );

  const concurrent: number[] = [];
  const started = performance.now();
  let issued = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (issued < CONCURRENT_TOTAL) {
        issued += 1;
        concurrent.push((await get(url, headers)).totalMs);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `  ${CONCURRENCY} in flight (${CONCURRENT_TOTAL} requests): p50 ${ms(percentile(concurrent, 50))}, ` +
      `p95 ${ms(percentile(concurrent, 95))}, ${(CONCURRENT_TOTAL / seconds).toFixed(1)} pages/s`,
  );
  console.log(`  HTML: ${kib(first.transferred)} transferred (${first.encoding ?? 'identity'}), ${kib(first.body.length)} uncompressed`);

  let scriptsTransferred = 0;
  let scriptsRaw = 0;
  const sources = scriptSources(first.body.toString('utf8'));
  for (const source of sources) {
    const script = await get(new URL(source, baseUrl).href, {});
    scriptsTransferred += script.transferred;
    scriptsRaw += script.body.length;
  }
  console.log(`  JavaScript: ${sources.length} files, ${kib(scriptsTransferred)} transferred, ${kib(scriptsRaw)} uncompressed`);
}

async function main(): Promise<void> {
  const begun = performance.now();
  console.log(`Web page bench: node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg().map((load) => load.toFixed(2)).join(' ')}`);
  const fixture = await serveSite({
    '/': html('<!doctype html><html lang="en"><head><title>Bench fixture</title></head><body><main><h1>Bench</h1></main></body></html>'),
    '/robots.txt': text('User-agent: *\nAllow: /\n'),
  });
  let seeded: Awaited<ReturnType<typeof seed>> | undefined;
  let cookie = '';
  const server = await startServer({
    // Private targets allowed: the measured fixture and its report host (127.0.0.1:PORT) live on this machine.
    env: { NEXTAUTH_SECRET: SECRET, AGENTGAUGE_IN_PROCESS_WORKER: '0', AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1' },
    seed: async (db) => {
      seeded = await seed(db, fixture.url);
      cookie = await sessionCookie(db, { id: seeded.userId, email: 'bench@agentgauge.test' }, SECRET);
    },
  });
  try {
    const signedIn = { cookie };
    await measurePage(server.baseUrl, 'Overview', '/sites', signedIn);
    await measurePage(server.baseUrl, 'Site', `/sites/${seeded!.siteId}`, signedIn);
    await measurePage(server.baseUrl, 'Public report', `/report/${encodeURIComponent(seeded!.host)}`, {});
    await measurePage(server.baseUrl, 'Home (scan form)', '/', {});
  } finally {
    await server.stop();
    await fixture.close();
  }
  console.log(`\nDone in ${((performance.now() - begun) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
