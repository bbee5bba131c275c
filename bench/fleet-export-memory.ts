// Diagnosis for the fleet export's memory (issue 47 point 8): the web process (started as `npm start` runs it, with
// the V8 inspector on a loopback port) streams synthetic runs' exports while this process samples, from outside, its
// resident memory (/proc/<pid>/status) and its V8 heap (the inspector's Runtime.getHeapUsage) every 50 ms, and after
// each export asks the inspector for a full GC and reads the heap again (what the export left behind).
// EXPORT_MEMORY_ROWS (default 100000,300000,1000000), EXPORT_MEMORY_FORMATS (csv,parquet), EXPORT_MEMORY_ENCODINGS
// (gzip,identity: the Accept-Encoding sent), EXPORT_MEMORY_SLOW_MS (0: a pause after every chunk read).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { seedOrganization } from '../tests/helpers/api-fixtures';
import { request } from '../tests/helpers/http';
import { spawnService, stopChild, waitForListening } from '../tests/helpers/server';
import { ADMIN_URL, admin } from './bench-postgres';
import { halfExportBytes, Inspector } from './inspector';

const ROWS = (process.env.EXPORT_MEMORY_ROWS ?? '100000,300000,1000000').split(',').map(Number);
const FORMATS = (process.env.EXPORT_MEMORY_FORMATS ?? 'csv,parquet').split(',');
const ENCODINGS = (process.env.EXPORT_MEMORY_ENCODINGS ?? 'gzip,identity').split(',');
const SLOW_MS = Number(process.env.EXPORT_MEMORY_SLOW_MS ?? 0);

function rssMiB(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}

async function main(): Promise<void> {
  console.log(`Export memory: Node ${process.version}, load ${loadavg().map((n) => n.toFixed(2)).join(' ')}; rows ${ROWS.join(', ')}; formats ${FORMATS.join(', ')}; encodings ${ENCODINGS.join(', ')}; slow ${SLOW_MS} ms`);
  const database = `agentgauge_bench_${randomBytes(5).toString('hex')}`;
  await admin(`CREATE DATABASE ${database}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  const databaseEnv = { DATABASE_URL: url.href };
  Object.assign(process.env, databaseEnv);
  delete process.env.DATA_DIR;
  const { getDb, closeDb } = await import('../lib/db');
  const db = await getDb();
  const organization = await seedOrganization(db, { name: 'Export memory', subscription: 'active' });
  const service = spawnService({ ...databaseEnv, AGENTGAUGE_IN_PROCESS_WORKER: '0', AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1', NODE_OPTIONS: `--inspect=127.0.0.1:0 ${process.env.EXPORT_MEMORY_NODE_OPTIONS ?? ''}` });
  let inspector: Inspector | undefined;
  try {
    const base = await waitForListening(service.child, service.output);
    const pid = service.child.pid!;
    inspector = await Inspector.fromOutput(service.output());
    const uploaded = await request(base, '/api/v1/me/fleets?name=memory', { key: organization.key, body: 'https://site-1.example/\n', headers: { 'content-type': 'text/plain' } });
    if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${uploaded.text}`);
    const fleetId: string = uploaded.body.id;
    const runs = new Map<number, string>();
    for (const rows of ROWS) runs.set(rows, await syntheticRun(db, fleetId, organization.id, rows));
    let midGc = null as { used: number; total: number } | null;
    const exportOnce = async (runId: string, rows: number, format: string, encoding: string, sample?: () => void): Promise<number> => {
      const response = await fetch(`${base}/api/v1/me/fleets/${fleetId}/runs/${runId}/export?format=${format}`, { headers: { authorization: `Bearer ${organization.key}`, 'accept-encoding': encoding } });
      if (response.status !== 200) throw new Error(`export: ${response.status} ${await response.text()}`);
      let bytes = 0;
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.length;
        sample?.();
        // Half-way through: a full GC while the export is paused, and the heap it leaves (live).
        if (sample && midGc === null && bytes > halfExportBytes(format, rows)) {
          await inspector!.collectGarbage();
          midGc = await inspector!.heapMiB();
        }
        if (SLOW_MS > 0) await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
      }
      return bytes;
    };
    // Warm: each format's code loaded once (not counted).
    for (const format of FORMATS) await exportOnce(runs.get(Math.min(...ROWS))!, Math.min(...ROWS), format, 'identity');
    for (const encoding of ENCODINGS) {
      for (const format of FORMATS) {
        for (const rows of ROWS) {
          await inspector.collectGarbage();
          const rssBefore = rssMiB(pid);
          const heapBefore = await inspector.heapMiB();
          let rssPeak = rssBefore;
          let heapPeak = heapBefore;
          let sampling = false;
          midGc = null;
          const sampler = setInterval(() => {
            rssPeak = Math.max(rssPeak, rssMiB(pid));
            if (sampling) return;
            sampling = true;
            void inspector!.heapMiB().then((heap) => {
              sampling = false;
              heapPeak = { used: Math.max(heapPeak.used, heap.used), total: Math.max(heapPeak.total, heap.total) };
            });
          }, 50);
          const t0 = Date.now();
          const bytes = await exportOnce(runs.get(rows)!, rows, format, encoding, () => (rssPeak = Math.max(rssPeak, rssMiB(pid))));
          const seconds = (Date.now() - t0) / 1000;
          clearInterval(sampler);
          const rssEnd = rssMiB(pid);
          await inspector.collectGarbage();
          const heapAfter = await inspector.heapMiB();
          console.log(
            `${format} ${encoding} ${rows} rows: ${(bytes / 1_048_576).toFixed(1)} MiB in ${seconds.toFixed(1)} s; RSS ${rssBefore.toFixed(0)} → peak ${rssPeak.toFixed(0)} (+${(rssPeak - rssBefore).toFixed(0)}) → end ${rssEnd.toFixed(0)} MiB; ` +
              `heap used ${heapBefore.used.toFixed(0)} → peak ${heapPeak.used.toFixed(0)} → after GC ${heapAfter.used.toFixed(0)} MiB, heap used after a GC mid-stream ${(midGc as { used: number } | null)?.used.toFixed(0) ?? '-'} MiB; heap size ${heapBefore.total.toFixed(0)} → peak ${heapPeak.total.toFixed(0)} MiB; RSS after GC ${rssMiB(pid).toFixed(0)} MiB`,
          );
        }
      }
    }
    console.log(`load ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  } finally {
    inspector?.close();
    await stopChild(service.child);
    await closeDb();
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}

/** A finished run of `rows` synthetic rows, as bench/fleet.ts writes them. */
async function syntheticRun(db: Awaited<ReturnType<typeof import('../lib/db')['getDb']>>, fleetId: string, organizationId: string, rows: number): Promise<string> {
  const run = await db.fleetRun.create({ data: { fleetId, organizationId, status: 'succeeded', total: rows, renderSample: 0, scorecard: '2026.12', engine: 'agentgauge@bench', finishedAt: new Date() } });
  await db.$executeRaw`
    INSERT INTO fleet_results (run_id, target_id, position, target, origin, host, registrable_domain, start_url, status, score, grade, scanned_at, duration_ms, requests, category, job_id, check_llms_txt, agent_claude_code)
    SELECT ${run.id}::uuid, gen_random_uuid(), n, 'site-' || n || '.example', 'https://site-' || n || '.example', 'site-' || n || '.example', 'site-' || n || '.example',
      'https://site-' || n || '.example/', 'scanned', n % 101, 'C', now(), 1000 + n % 500, 50 + n % 7, 'docs', gen_random_uuid(),
      (ARRAY['pass', 'warn', 'fail'])[1 + n % 3]::fleet_check_result, (ARRAY['reads', 'partial', 'blocked'])[1 + n % 3]::fleet_agent_read
    FROM generate_series(1, ${rows}) AS n`;
  await db.$executeRaw`ANALYZE fleet_results`;
  return run.id;
}

await main();
