// `npm run bench:api`: requests per second and p50/p99 latency of the public report read and an authenticated
// site list, next to a bare route handler in the same production build, on PGlite and on PostgreSQL.
// Target: the report read reaches at least half of the bare handler's throughput. Prints figures; not a test.
import os from 'node:os';
import autocannon from 'autocannon';
import { createOrganization } from '../lib/services/admin/create-organization';
import { createKey, minimalReport, seedFinishedScan } from '../tests/helpers/api-fixtures';
import { DATABASE_KINDS, startServer } from '../tests/helpers/server';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const SITES = 10;
const HOST = 'bench.example';

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const check = await fetch(url, { headers });
  if (check.status !== 200) throw new Error(`${url} answered ${check.status}: ${await check.text()}`);
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 }); // warm-up
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

function line(name: string, figures: Figures, bare: Figures): string {
  const ratio = figures.rps / bare.rps;
  return `  ${name.padEnd(34)} ${figures.rps.toFixed(0).padStart(6)} req/s  p50 ${String(figures.p50).padStart(4)} ms  p99 ${String(figures.p99).padStart(5)} ms  errors ${figures.errors}  ratio ${ratio.toFixed(2)}`;
}

async function main(): Promise<void> {
  console.log(`Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  console.log(`autocannon: ${CONNECTIONS} connections, ${SECONDS} s per endpoint after a 2 s warm-up, same machine as the server\n`);
  for (const database of DATABASE_KINDS) {
    let key = '';
    const server = await startServer({
      database,
      env: { AGENTGAUGE_BENCH_ROUTES: '1', AGENTGAUGE_IN_PROCESS_WORKER: '0' },
      seed: async (db) => {
        const organization = await createOrganization({ name: 'Bench Org', plan: 'pro' });
        key = await createKey(db, organization.id);
        for (let index = 0; index < SITES; index += 1) {
          const host = `site-${index}.bench.example`;
          const site = await db.site.create({ data: { organizationId: organization.id, host, url: `https://${host}/` } });
          await seedFinishedScan(db, site, organization.id, 60 + index, new Date(Date.UTC(2026, 10, 1)));
          await seedFinishedScan(db, site, organization.id, 70 + index, new Date(Date.UTC(2026, 10, 8)));
        }
        const report = minimalReport(`https://${HOST}/`, 88, new Date(Date.UTC(2026, 10, 20)));
        await db.publicReport.create({
          data: { host: HOST, url: report.url, score: report.overallScore, engine: report.engine, report: report as never, scannedAt: new Date(report.timestamp) },
        });
      },
    });
    try {
      const bare = await load(`${server.baseUrl}/bench/constant`);
      const report = await load(`${server.baseUrl}/api/v1/report/${HOST}`);
      const sites = await load(`${server.baseUrl}/api/v1/me/sites`, { authorization: `Bearer ${key}` });
      console.log(`${database}:`);
      console.log(line('bare route handler (constant JSON)', bare, bare));
      console.log(line(`GET /api/v1/report/{host}`, report, bare));
      console.log(line(`GET /api/v1/me/sites (${SITES} sites, key)`, sites, bare));
      const verdict = report.rps / bare.rps >= 0.5 ? 'met' : 'MISSED';
      console.log(`  target: report read ≥ 0.5 × bare handler → ${verdict}\n`);
    } finally {
      await server.stop();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
