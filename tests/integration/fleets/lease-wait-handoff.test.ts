// A target whose worker died during its audit, then waits too long for its politeness leases in the job's next
// attempt, goes back in line under a new job at once (lib/fleets/settle.ts sendBackInLine): the row is its job's to
// hand on, auditing as the dead attempt left it. Before, only a pending row was handed on; the retried job ended with
// the target open, and the run waited for the fleet sweep's grace period (120 s) and its next pass: the kill test
// (tests/system/fleets/fleet-kill.test.ts) saw a run stand at 47 of 48 past its 180 s wait. The worker is the
// in-process service's own scan worker (lib/server/worker.ts, the one `npm start` runs), started by the test once the
// row looks as a killed attempt leaves it, as an `npm run worker` started then was: the integration tier, as the dead
// attempt is planted in the database and one live worker is all the test needs.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganization } from '../../helpers/api-fixtures';
import { withDatabase } from '../../helpers/server';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import type { ScanWorker } from '../../../lib/server/worker';
import { plantMixture, startGeneratedWeb, type GeneratedWeb } from '../../fixtures/generated-web';
import { startRun, uploadFleet, waitForRun } from '../../helpers/fleets/fleet-api';

interface Row {
  job_id: string;
  status: string;
  claim_token: string | null;
  host: string;
  not_before: Date | null;
}

describe('a target left auditing by a dead attempt', () => {
  let web: GeneratedWeb;
  let server: InProcessService;
  let worker: ScanWorker | null = null;
  let key: string;
  const env = {
    AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
    AGENTGAUGE_PUBLIC_URL: 'http://gauge.test',
    // No worker until the row looks as a killed attempt leaves it.
    AGENTGAUGE_IN_PROCESS_WORKER: '0',
    AGENTGAUGE_FLEET_JITTER_MS: '0',
    AGENTGAUGE_FLEET_LEASE_WAIT_SECONDS: '2',
    AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
    // The sweep's defaults (every 60 s, 120 s of grace): a run that needs it cannot end inside this test's wait.
    AGENTGAUGE_SWEEP_SECONDS: '60',
    AGENTGAUGE_SWEEP_GRACE_SECONDS: '120',
  };

  beforeAll(async () => {
    web = await startGeneratedWeb(plantMixture({ plain: 1 }, 3));
    server = await startInProcessService({
      database: 'postgres',
      env: { ...env, AGENTGAUGE_DNS_SERVERS: web.dns.address },
      seed: async (db) => {
        key = (await seedOrganization(db, { name: 'Agency', subscription: 'active' })).key;
      },
    });
  }, 300_000);
  afterAll(async () => {
    await worker?.stop(5_000);
    await server?.stop();
    await web?.close();
  });

  const rowOf = (runId: string) =>
    withDatabase(server.databaseEnv, async (db) => {
      const [row] = await db.$queryRaw<Row[]>`SELECT job_id::text, status::text, claim_token::text, host, not_before FROM fleet_results WHERE run_id = ${runId}::uuid`;
      return row!;
    });

  it('goes back in line under a new job when its leases do not come, and is audited once they do', async () => {
    const created = await uploadFleet(server.baseUrl, key, web.sites[0]!.url, { name: 'Handed on' });
    expect(created.status).toBe(201);
    const started = await startRun(server.baseUrl, key, created.body.id, { renderSample: 0 });
    expect(started.status).toBe(202);
    const runId: string = started.body.runId;

    // As a worker killed during the audit leaves it: claimed (auditing, its token), and its host's lease held by an
    // attempt that is still alive elsewhere for the next hour.
    const before = await rowOf(runId);
    expect(before.status).toBe('pending');
    const holder = `999999:${randomUUID()}`;
    await withDatabase(server.databaseEnv, async (db) => {
      await db.$executeRaw`UPDATE fleet_results SET status = 'auditing', claim_token = ${randomUUID()}::uuid, claimed_at = now(), attempts = 1 WHERE run_id = ${runId}::uuid`;
      await db.$executeRaw`INSERT INTO fleet_leases (key, slot, holder, expires_at) VALUES (${`host:${before.host}`}, 0, ${holder}, now() + interval '1 hour')`;
    });

    // The service's own worker, in this process, with the service's settings.
    const { startScanWorker } = await import('../../../lib/server/worker');
    worker = await startScanWorker();
    let handed: Row | null = null;
    const deadline = Date.now() + 30_000;
    while (!handed) {
      const row = await rowOf(runId);
      if (row.job_id !== before.job_id) handed = row;
      else if (Date.now() > deadline) throw new Error(`the row is still ${row.status} under its first job`);
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect({ status: handed.status, claimToken: handed.claim_token, waits: handed.not_before !== null }).toEqual({ status: 'pending', claimToken: null, waits: true });
    expect(web.stats.requestsByHost.get(web.sites[0]!.host) ?? 0).toBe(0);

    // The lease's holder ends; the new job audits the target, long before the sweep could have handed it on.
    await withDatabase(server.databaseEnv, (db) => db.$executeRaw`DELETE FROM fleet_leases WHERE holder = ${holder}`);
    const run = await waitForRun(server.baseUrl, key, created.body.id, runId, 60_000);
    expect(run).toMatchObject({ status: 'succeeded', total: 1, done: 1 });
    expect(run.counts).toEqual({ scanned: 1, blocked: 0, unreachable: 0, optedOut: 0, cancelled: 0, error: 0 });
    expect(web.stats.scannerStartPages.get(web.sites[0]!.host)?.length).toBe(1);
  }, 240_000);
});
