// Dashboard benchmark (`npx tsx bench/web.ts`): requests per second and latency of the signed-in site pages, served
// by the production build (tests/helpers/server.ts) from a seeded organization whose site has a year of weekly
// scans. A bare route handler answers about 1,000 requests per second here (notes/nextjs-offline.md): each figure
// is printed with its ratio to that ceiling and its target.
import os from 'node:os';
import autocannon from 'autocannon';
import { createOrganization } from '../lib/services/admin/create-organization';
import { createUser } from '../lib/services/admin/create-user';
import { seedFinishedScan } from '../tests/helpers/api-fixtures';
import { startServer } from '../tests/helpers/server';
import { sessionCookie } from '../tests/helpers/session-cookie';

const SECRET = 'bench-web-secret-with-enough-entropy-0123456789';
const SCANS = 52;
const CONNECTIONS = 10;
const SECONDS = 5;
const BARE_ROUTE_CEILING_RPS = 1_000;
const TARGET_P50_MS = 300;

async function main(): Promise<void> {
  console.log(`Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  let cookie = '';
  let siteId = '';
  const server = await startServer({
    env: { NEXTAUTH_SECRET: SECRET, AGENTGAUGE_IN_PROCESS_WORKER: '0' },
    seed: async (db) => {
      const organization = await createOrganization({ name: 'Bench Org', plan: 'pro' });
      const user = await createUser({ email: 'bench@web.test', password: 'bench password', organizationId: organization.id });
      cookie = await sessionCookie(db, user, SECRET);
      const site = await db.site.create({ data: { organizationId: organization.id, host: 'bench.example', url: 'https://bench.example/' } });
      siteId = site.id;
      for (let week = 0; week < SCANS; week += 1) {
        const finishedAt = new Date(Date.UTC(2026, 0, 1) + week * 7 * 86_400_000);
        await seedFinishedScan(db, { id: site.id, host: site.host }, organization.id, 40 + (week % 50), finishedAt);
      }
    },
  });
  try {
    const headers = { cookie };
    const paths = ['/sites', `/sites/${siteId}`, `/sites/${siteId}/compare`, `/sites/${siteId}/fixes`, `/sites/${siteId}/verifications`];
    for (const path of paths) {
      const check = await fetch(`${server.baseUrl}${path}`, { headers, redirect: 'manual' });
      if (check.status !== 200) throw new Error(`${path} answered ${check.status}: is the session cookie accepted?`);
      const result = await autocannon({ url: `${server.baseUrl}${path}`, headers, connections: CONNECTIONS, duration: SECONDS });
      const rps = result.requests.average;
      const p50 = result.latency.p50;
      console.log(
        `${path.replace(siteId, '{id}').padEnd(28)} ${rps.toFixed(0).padStart(5)} req/s (${((rps / BARE_ROUTE_CEILING_RPS) * 100).toFixed(0)}% of a bare route), ` +
          `p50 ${p50} ms, p97.5 ${result.latency.p97_5} ms, errors ${result.errors + result.non2xx} — target p50 < ${TARGET_P50_MS} ms: ${p50 < TARGET_P50_MS ? 'ok' : 'MISSED'}`,
      );
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
