// `npm run bench:embedded-reads`: the default install (PGlite, DATABASE_URL unset) under anonymous reads of one large
// stored public report, through every public path that reads it: MCP get_public_report, the report page, the REST
// API and A2A get-report. For each path it prints the server process's heap after a full GC before and after
// BENCH_READS reads (default 10,000). Target: flat within a few MB (issue 21.1: PGlite 0.4.x kept every row served
// through its socket, ~2× the row per read, until the process died). The heap is read through the inspector of the
// server process (NODE_OPTIONS=--inspect on 127.0.0.1, port chosen by the OS), never through the service itself.
import os from 'node:os';
import { minimalReport } from '../tests/helpers/api-fixtures';
import { startServer, type TestServer } from '../tests/helpers/server';
import type { StoredAuditReport } from '../lib/schemas/report';

const READS = Number(process.env.BENCH_READS ?? 10_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const REPORT_BYTES = 50_000;
/** "Flat within a few MB". */
const TARGET_GROWTH_MB = 5;
const HOST = 'large-report.bench.example';
const MCP_VERSION = '2026-07-28';

/** A stored report of about REPORT_BYTES: one check whose findings name many pages, as a large site's report does. */
function largeReport(): StoredAuditReport {
  const report = minimalReport(`https://${HOST}/`, 61, new Date(Date.UTC(2026, 10, 20)));
  const findings: StoredAuditReport['results'][number]['findings'] = [];
  for (let index = 0; JSON.stringify(findings).length < REPORT_BYTES; index += 1) {
    findings.push({ status: 'warn', message: `Page /docs/section-${index}/article-${index * 7} has no llms.txt entry.`, detail: `https://${HOST}/docs/section-${index}/article-${index * 7}`, hint: 'List the page in llms.txt.' });
  }
  report.results[0]!.findings = findings;
  return report;
}

/** The server's V8 heap, through its inspector: a full GC (twice, for objects freed by finalizers), then the size. */
class ServerHeap {
  private nextId = 1;
  private readonly pending = new Map<number, (result: unknown) => void>();
  private constructor(private readonly socket: WebSocket) {
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
      if (message.id !== undefined) this.pending.get(message.id)?.(message.result);
    });
  }

  static async attach(server: TestServer): Promise<ServerHeap> {
    const url = /Debugger listening on (ws:\/\/127\.0\.0\.1:\d+\/[\w-]+)/.exec(server.output())?.[1];
    if (!url) throw new Error(`the server printed no inspector address:\n${server.output().slice(0, 2000)}`);
    const socket = new WebSocket(url);
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve, { once: true });
      socket.addEventListener('error', reject, { once: true });
    });
    return new ServerHeap(socket);
  }

  private call(method: string): Promise<unknown> {
    const id = this.nextId++;
    this.socket.send(JSON.stringify({ id, method }));
    return new Promise((resolve) => this.pending.set(id, resolve));
  }

  async afterGc(): Promise<number> {
    await this.call('HeapProfiler.collectGarbage');
    await this.call('HeapProfiler.collectGarbage');
    return ((await this.call('Runtime.getHeapUsage')) as { usedSize: number }).usedSize;
  }

  close(): void {
    this.socket.close();
  }
}

interface PublicPath {
  name: string;
  read(base: string): Promise<Response>;
  /** Proof the answer carried the report, not an error. */
  carriesReport(body: string): boolean;
}

const lastFinding = (report: StoredAuditReport) => report.results[0]!.findings.at(-1)!.detail!;

function publicPaths(report: StoredAuditReport): PublicPath[] {
  const marker = lastFinding(report);
  return [
    {
      name: 'MCP tools/call get_public_report',
      read: (base) =>
        fetch(`${base}/mcp`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': MCP_VERSION, 'mcp-method': 'tools/call', 'mcp-name': 'get_public_report' },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'tools/call',
            params: { name: 'get_public_report', arguments: { host: HOST }, _meta: { 'io.modelcontextprotocol/protocolVersion': MCP_VERSION, 'io.modelcontextprotocol/clientCapabilities': {} } },
          }),
        }),
      carriesReport: (body) => body.includes(marker),
    },
    { name: 'GET /report/{host} (page)', read: (base) => fetch(`${base}/report/${HOST}`), carriesReport: (body) => body.includes('docs/section-') },
    { name: 'GET /api/v1/report/{host}', read: (base) => fetch(`${base}/api/v1/report/${HOST}`), carriesReport: (body) => body.includes(marker) },
    {
      name: 'A2A SendMessage get-report',
      read: (base) =>
        fetch(`${base}/a2a`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'a2a-version': '1.0' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'SendMessage', params: { message: { messageId: crypto.randomUUID(), role: 'ROLE_USER', parts: [{ data: { skill: 'get-report', host: HOST } }] } } }),
        }),
      carriesReport: (body) => body.includes(marker) && body.includes('TASK_STATE_COMPLETED'),
    },
  ];
}

async function readMany(base: string, path: PublicPath, count: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      const response = await path.read(base);
      const body = await response.text();
      if (response.status !== 200 || !path.carriesReport(body)) throw new Error(`${path.name} answered ${response.status}: ${body.slice(0, 300)}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function main(): Promise<void> {
  const report = largeReport();
  console.log(`Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  console.log(`PGlite (DATA_DIR, DATABASE_URL unset); one stored public report of ${(JSON.stringify(report).length / 1000).toFixed(1)} KB; ${READS} anonymous reads per path, ${CONCURRENCY} in flight\n`);
  const server = await startServer({
    env: { NODE_OPTIONS: '--inspect=127.0.0.1:0', AGENTGAUGE_IN_PROCESS_WORKER: '0' },
    seed: (db) =>
      db.publicReport.create({ data: { host: HOST, url: report.url, score: report.overallScore, engine: report.engine, report: report as never, scannedAt: new Date(report.timestamp) } }),
  });
  const heap = await ServerHeap.attach(server);
  let missed = 0;
  try {
    for (const path of publicPaths(report)) {
      await readMany(server.baseUrl, path, 200); // warm-up: compiled routes, prepared statements, caches
      const before = await heap.afterGc();
      const started = Date.now();
      await readMany(server.baseUrl, path, READS);
      const seconds = (Date.now() - started) / 1000;
      const after = await heap.afterGc();
      const growth = (after - before) / 1024 / 1024;
      const verdict = growth <= TARGET_GROWTH_MB ? 'ok' : 'MISSED';
      if (verdict === 'MISSED') missed += 1;
      console.log(
        `  ${path.name.padEnd(34)} heap after GC ${mb(before).padStart(6)} MB → ${mb(after).padStart(6)} MB  (${growth >= 0 ? '+' : ''}${growth.toFixed(1)} MB; target ≤ +${TARGET_GROWTH_MB} MB: ${verdict})  ${(READS / seconds).toFixed(0)} reads/s`,
      );
    }
  } finally {
    heap.close();
    await server.stop();
  }
  if (missed > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
