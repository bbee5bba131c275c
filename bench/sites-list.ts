// Cost of a growing site list (issue 26, point 5): the dashboard's sites page (50 a page) and GET /api/v1/me/sites
// (unpaged, as its contract says) for organizations with 5, 200 and 2,000 sites, each site with two finished scans,
// on the production build and PostgreSQL. Prints the median time and the body size of each; per site the API's cost
// should stay flat (one statement, no query per site) and the page's should not grow with the organization.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { PrismaClient } from '../lib/db';
import { median } from './median';
import { seedOrganization } from '../tests/helpers/api-fixtures';
import { startServer } from '../tests/helpers/server';
import { ownerSessionCookie } from '../tests/helpers/session-cookie';

const SIZES = [5, 200, 2000];
const ROUNDS = 15;
const SECRET = randomBytes(32).toString('base64url');

interface Seeded {
  size: number;
  key: string;
  cookie: string;
}

async function seed(db: PrismaClient, size: number): Promise<Seeded> {
  const organization = await seedOrganization(db, { name: `Bench ${size}`, subscription: 'active' });
  const sites = Array.from({ length: size }, (_, index) => ({
    id: crypto.randomUUID(),
    organizationId: organization.id,
    host: `site-${size}-${index}.example`,
    url: `https://site-${size}-${index}.example/`,
  }));
  await db.site.createMany({ data: sites });
  await db.scan.createMany({
    data: sites.flatMap((site, index) =>
      [0, 1].map((n) => ({
        organizationId: organization.id,
        siteId: site.id,
        status: 'succeeded' as const,
        trigger: 'bench',
        score: 50 + ((index + n) % 50),
        finishedAt: new Date(Date.UTC(2026, 0, 1 + n)),
      })),
    ),
  });
  // A live server-side session (issue 21.5): a cookie naming none is sent to the sign-in page.
  const cookie = await ownerSessionCookie(db, organization.id, `bench-${size}@sites.test`, SECRET);
  return { size, key: organization.key, cookie };
}

async function measure(url: string, headers: Record<string, string>): Promise<{ medianMs: number; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let round = 0; round < ROUNDS + 2; round += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    if (round >= 2) times.push(performance.now() - started); // two warm-up requests
    bytes = body.byteLength;
  }
  return { medianMs: median(times), bytes };
}

async function main(): Promise<void> {
  console.log(`Sites list bench: node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg().map((load) => load.toFixed(2)).join(' ')}`);
  const seeded: Seeded[] = [];
  const server = await startServer({
    database: 'postgres',
    env: { NEXTAUTH_SECRET: SECRET, AGENTGAUGE_IN_PROCESS_WORKER: '0' },
    seed: async (db) => {
      for (const size of SIZES) seeded.push(await seed(db, size));
    },
  });
  try {
    for (const { size, key, cookie } of seeded) {
      const page = await measure(`${server.baseUrl}/sites`, { cookie });
      const api = await measure(`${server.baseUrl}/api/v1/me/sites`, { authorization: `Bearer ${key}` });
      console.log(
        `${String(size).padStart(5)} sites: dashboard /sites ${page.medianMs.toFixed(1)} ms, ${(page.bytes / 1024).toFixed(0)} KiB; ` +
          `API unpaged ${api.medianMs.toFixed(1)} ms, ${(api.bytes / 1024).toFixed(0)} KiB (${((api.medianMs * 1000) / size).toFixed(0)} µs per site)`,
      );
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
