// Fleet runs started as the service comes up, on the embedded database (no DATABASE_URL). The embedded database is
// one session taken in turns (lib/db/embedded-server.ts): a start that asked the queue's own connection for anything
// while its transaction held the session hung for the transaction's two minutes, then answered 500. That happened when
// the in-process worker, starting beside the first requests, re-created the fleets' queue and so emptied pg-boss's
// cache of it. The run's jobs now go on the queue after its rows commit. Runs are started one after another from the
// moment the service listens, so that some land while the worker starts; each answers 202 at once, and every run
// ends with all its targets measured (its jobs did reach the queue). A run whose rows committed but whose jobs never
// reached the queue (its web process died in between) is queued again by the fleet sweep and ends too.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE_ID, SCORECARD_VERSION } from '../../../engine/index';
import { createKey } from '../../helpers/api-fixtures';
import { seedOrganization } from '../../helpers/browser/helpers';
import { reserveLoopbackUrl } from '../../helpers/free-port';
import { withDatabase } from '../../helpers/server';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import { plantMixture, startGeneratedWeb, type GeneratedWeb } from '../../fixtures/generated-web';
import { startRun, waitForRun } from '../../helpers/fleets/fleet-api';

const FLEETS = 10;
const SPACING_MS = 300;
/** Each fleet has sites of its own: a site audited by several runs at once would wait for its per-target quota. */
const SITES_PER_FLEET = 2;

describe('fleet runs started as the embedded service comes up', () => {
  let web: GeneratedWeb;
  let server: InProcessService;
  let key: string;
  const fleetIds: string[] = [];
  let lostRunId: string;

  beforeAll(async () => {
    web = await startGeneratedWeb(plantMixture({ plain: SITES_PER_FLEET * (FLEETS + 1) }, 7));
    const reserved = await reserveLoopbackUrl();
    server = await startInProcessService({
      env: {
        PORT: reserved.port,
        AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
        AGENTGAUGE_DNS_SERVERS: web.dns.address,
        AGENTGAUGE_PUBLIC_URL: reserved.url,
        AGENTGAUGE_FLEET_JITTER_MS: '10',
        AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
        AGENTGAUGE_FLEET_RUNS_PER_DAY_PRO: String(FLEETS),
        AGENTGAUGE_SWEEP_SECONDS: '2',
      },
      // The fleets are stored before the service starts, so the first start needs no upload before it.
      seed: async (db) => {
        const organization = await seedOrganization('Agency', 'pro');
        key = await createKey(db, organization.id);
        for (let index = 0; index <= FLEETS; index += 1) {
          const fleet = await db.fleet.create({
            data: {
              organizationId: organization.id,
              name: `Fleet ${index + 1}`,
              targetCount: SITES_PER_FLEET,
              targets: {
                create: web.sites.slice(index * SITES_PER_FLEET, (index + 1) * SITES_PER_FLEET).map((site, position) => ({
                  position,
                  target: site.url,
                  origin: new URL(site.url).origin,
                  host: site.host,
                  registrableDomain: 'fleet.test',
                  startUrl: site.url,
                })),
              },
            },
          });
          fleetIds.push(fleet.id);
        }
      },
    });
  }, 600_000);
  afterAll(async () => {
    await server?.stop();
    await web?.close();
  });

  it('answers 202 at once to every start, and every run it queued ends with its targets measured', async () => {
    const starts = fleetIds.slice(0, FLEETS).map(async (fleetId, index) => {
      await new Promise((resolve) => setTimeout(resolve, index * SPACING_MS));
      const before = Date.now();
      const answer = await startRun(server.baseUrl, key, fleetId, { renderSample: 0 });
      return { fleetId, answer, tookMs: Date.now() - before };
    });
    const started = await Promise.all(starts);
    for (const { answer, tookMs } of started) {
      expect(answer.status).toBe(202);
      expect(tookMs).toBeLessThan(10_000);
    }
    for (const { fleetId, answer } of started) {
      const run = await waitForRun(server.baseUrl, key, fleetId, answer.body.runId, 120_000);
      expect(run).toMatchObject({ status: 'succeeded', total: SITES_PER_FLEET, done: SITES_PER_FLEET });
      expect(run.counts.scanned).toBe(SITES_PER_FLEET);
    }
  }, 400_000);

  it('queues again a run whose jobs never reached the queue, and it ends with its targets measured', async () => {
    const fleetId = fleetIds[FLEETS]!;
    const organizationId = await withDatabase(server.databaseEnv, async (db) => {
      const fleet = await db.fleet.findUniqueOrThrow({ where: { id: fleetId } });
      // What a start leaves when its process dies between the commit and the queue: the run and its rows, naming a
      // job nobody sent. Created past the sweep's grace period.
      const run = await db.fleetRun.create({
        data: { fleetId, organizationId: fleet.organizationId, total: SITES_PER_FLEET, renderSample: 0, scorecard: SCORECARD_VERSION, engine: ENGINE_ID, createdAt: new Date(Date.now() - 600_000) },
      });
      await db.$executeRaw`
        INSERT INTO fleet_results (run_id, target_id, position, target, origin, host, registrable_domain, start_url, bare, render_sampled, job_id)
        SELECT ${run.id}::uuid, t.id, t.position, t.target, t.origin, t.host, t.registrable_domain, t.start_url, t.bare, false, ${randomUUID()}::uuid
        FROM fleet_targets t WHERE t.fleet_id = ${fleetId}::uuid`;
      lostRunId = run.id;
      return fleet.organizationId;
    });
    expect(organizationId).toEqual(expect.any(String));
    const run = await waitForRun(server.baseUrl, key, fleetId, lostRunId, 120_000);
    expect(run).toMatchObject({ status: 'succeeded', total: SITES_PER_FLEET, done: SITES_PER_FLEET });
    expect(run.counts.scanned).toBe(SITES_PER_FLEET);
  }, 180_000);
});
