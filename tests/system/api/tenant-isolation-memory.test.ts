// One tenant's hostile page never costs the service's web process (issue 44 point 3, the service's side), through the
// real service with its in-process worker, on PGlite, with the probe's page: <main><h1> + <blockquote>×500 +
// `x<br>`×30,000 (163 KB), whose Markdown grows as lines × depth. A journey-run batch (3 built-in runs) on the hostile
// page while /healthz is asked every 250 ms: every answer within 1 s, and the web process grows by less than 300 MB:
// the runs read and convert pages in audit processes. System tier: the server's resident memory, read by its pid. The
// rest of the tenants' isolation is tests/integration/api/tenant-isolation.test.ts.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganization } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { addFixtureSite } from '../../helpers/scan-sites';
import { SERVER_START_TIMEOUT_MS, startServer, type TestServer } from '../../helpers/server';
import { html, serveSite, type FixtureSite } from '../../helpers/site';
import { HOSTILE_PAGES } from '../../fixtures/hostile-pages';

const HOSTILE_PAGE = HOSTILE_PAGES.quotesLong;
/** CPU one audit or task may spend on this server: the hostile page costs more without the engine's own budgets. */
const CPU_SECONDS = 5;

/** Resident memory of a process now (MB). */
function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith('VmRSS:'))!;
  return Math.round(Number(line.replace(/\D+/g, '')) / 1024);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('tenants on one service', () => {
  let server: TestServer;
  let hostile: FixtureSite;
  const ids = {} as { keyA: string; hostileSite: string; deepJourney: string };

  beforeAll(async () => {
    hostile = await serveSite({ '/': html(HOSTILE_PAGE) });
    expect(HOSTILE_PAGE.length).toBeGreaterThan(160_000);
    server = await startServer({
      database: 'pglite',
      env: {
        AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
        AGENTGAUGE_AUDIT_CPU_SECONDS: String(CPU_SECONDS),
        AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
        AGENTGAUGE_WORKER_CONCURRENCY: '2',
        AGENTGAUGE_RENDER: '0',
      },
      seed: async (db) => {
        const a = await seedOrganization(db, { name: 'Hostile pages', subscription: 'active' });
        const hostileSite = await addFixtureSite(db, a.id, hostile);
        const deep = await db.journey.create({
          data: { organizationId: a.id, siteId: hostileSite.id, name: 'deep', question: 'What does the deep page say?', answer: ['an answer it does not hold'] },
        });
        Object.assign(ids, { keyA: a.key, hostileSite: hostileSite.id, deepJourney: deep.id });
      },
    });
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    await server?.stop();
    await hostile?.close();
  });

  const post = (path: string, key: string, json?: unknown) => request(server.baseUrl, path, { key, method: 'POST', ...(json === undefined ? {} : { json }) });

  it('keeps /healthz within 1 s and the web process within 300 MB of growth through a journey-run batch on the hostile page', async () => {
    const before = residentMb(server.pid);
    const started = await post(`/api/v1/me/sites/${ids.hostileSite}/journeys/${ids.deepJourney}/runs`, ids.keyA, { agent: 'builtin', runs: 3 });
    expect(started.status, started.text).toBe(202);
    const latencies: number[] = [];
    let peak = before;
    let settled = false;
    // /healthz every 250 ms, on its own; the batch is read every 2 s beside it.
    const probing = (async () => {
      while (!settled) {
        const asked = Date.now();
        const health = await request(server.baseUrl, '/healthz');
        latencies.push(Date.now() - asked);
        expect(health.status).toBe(200);
        peak = Math.max(peak, residentMb(server.pid));
        await pause(Math.max(0, 250 - (Date.now() - asked)));
      }
    })();
    const deadline = Date.now() + 240_000;
    try {
      while (!settled) {
        if (Date.now() > deadline) throw new Error(`The batch did not settle: ${server.output()}`);
        await pause(2_000);
        const runs = await request(server.baseUrl, `/api/v1/me/sites/${ids.hostileSite}/journeys/${ids.deepJourney}/runs`, { key: ids.keyA });
        settled = runs.body.batches?.find((batch: { batchId: string }) => batch.batchId === started.body.batchId)?.settled === true;
      }
    } finally {
      settled = true;
      await probing;
    }
    console.log(`/healthz during the batch: ${latencies.length} probes, max ${Math.max(...latencies)} ms; web process ${before} MB before, peak ${peak} MB`);
    expect(Math.max(...latencies)).toBeLessThan(1_000);
    expect(peak - before).toBeLessThan(300);
  }, 300_000);
});
