// Spent usage counters are deleted by every worker's pruning timer: counters of windows that started more than two
// days ago go, counters that can still decide a limit (the model budget's day, the current hour) stay; expired A2A
// tasks, dashboard sessions and deploy-hook deliveries past their replay window go with them. PostgreSQL and PGlite,
// on the in-process service started without its worker (AGENTGAUGE_IN_PROCESS_WORKER=0); the test starts the worker
// (lib/server/worker.ts, what `npm run worker` and `npm start` run) in this process when it wants one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganization } from '../../helpers/api-fixtures';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import { DATABASE_KINDS, SERVER_START_TIMEOUT_MS, withDatabase } from '../../helpers/server';
import type { ScanWorker } from '../../../lib/server/worker';

const HOUR_MS = 3_600_000;

function hourStart(msAgo: number): Date {
  return new Date(Math.floor((Date.now() - msAgo) / HOUR_MS) * HOUR_MS);
}

const COUNTERS = [
  { scope: 'scan:target', subject: 'old.example', windowStart: hourStart(72 * HOUR_MS), count: 5 },
  { scope: 'model-budget', subject: 'org-old', windowStart: hourStart(49 * HOUR_MS), count: 40 },
  { scope: 'model-budget', subject: 'org-recent', windowStart: hourStart(30 * HOUR_MS), count: 12 },
  { scope: 'scan:target', subject: 'now.example', windowStart: hourStart(0), count: 2 },
];

describe.each(DATABASE_KINDS)('usage counter pruning on %s', (database) => {
  let server: InProcessService;
  let worker: ScanWorker | undefined;

  beforeAll(async () => {
    server = await startInProcessService({
      database,
      env: { AGENTGAUGE_IN_PROCESS_WORKER: '0', AGENTGAUGE_USAGE_PRUNE_SECONDS: '1' },
      seed: async (db) => {
        await db.usageCounter.createMany({ data: COUNTERS });
        await db.a2aTask.createMany({
          data: [
            { id: 'a2a-task-expired', task: {}, expiresAt: new Date(Date.now() - 1000) },
            { id: 'a2a-task-live', task: {}, expiresAt: new Date(Date.now() + HOUR_MS) },
          ],
        });
        const user = await db.user.create({ data: { email: 'pruned-sessions@example.test' } });
        await db.userSession.createMany({
          data: [
            { id: 'session-expired', userId: user.id, expiresAt: new Date(Date.now() - 1000) },
            { id: 'session-live', userId: user.id, expiresAt: new Date(Date.now() + HOUR_MS) },
          ],
        });
        const organization = await seedOrganization(db, { name: 'Pruned hooks', subscription: 'none' });
        const site = await db.site.create({ data: { organizationId: organization.id, url: 'https://hooked.example/', host: 'hooked.example' } });
        const hook = await db.deployHook.create({ data: { organizationId: organization.id, siteId: site.id, provider: 'generic' } });
        await db.deployHookDelivery.createMany({
          data: [
            { hookId: hook.id, key: 'idempotency-key:expired', answer: {}, expiresAt: new Date(Date.now() - 1000) },
            { hookId: hook.id, key: 'idempotency-key:live', answer: {}, expiresAt: new Date(Date.now() + HOUR_MS) },
          ],
        });
      },
    });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await worker?.stop(5_000);
    await server?.stop();
  });

  const subjects = () =>
    withDatabase(server.databaseEnv, async (db) =>
      (await db.usageCounter.findMany({ where: { subject: { in: COUNTERS.map((counter) => counter.subject) } } }))
        .map((counter) => `${counter.subject}=${counter.count}`)
        .sort(),
    );

  it('keeps every counter while no worker runs, then deletes only those older than two days', async () => {
    expect(await subjects()).toEqual(['now.example=2', 'old.example=5', 'org-old=40', 'org-recent=12']);
    // The worker of the service running now (its modules: a second service in this file loads them afresh).
    const { startScanWorker } = await import('../../../lib/server/worker');
    worker = await startScanWorker();
    await expect.poll(subjects, { timeout: 30_000, interval: 500 }).toEqual(['now.example=2', 'org-recent=12']);
    // The same job deletes A2A tasks past their hour (lib/a2a/task-store.ts never returns them again).
    const tasks = () => withDatabase(server.databaseEnv, (db) => db.a2aTask.findMany({ select: { id: true } }));
    await expect.poll(tasks, { timeout: 10_000, interval: 500 }).toEqual([{ id: 'a2a-task-live' }]);
    // And dashboard sessions past their 30 days (lib/auth/user-sessions.ts never accepts them).
    const sessions = () => withDatabase(server.databaseEnv, (db) => db.userSession.findMany({ select: { id: true } }));
    await expect.poll(sessions, { timeout: 10_000, interval: 500 }).toEqual([{ id: 'session-live' }]);
    // And deploy-hook deliveries whose replay window ended (lib/deploy-hooks/deliveries.ts claims them anew anyway).
    const deliveries = () => withDatabase(server.databaseEnv, (db) => db.deployHookDelivery.findMany({ select: { key: true } }));
    await expect.poll(deliveries, { timeout: 10_000, interval: 500 }).toEqual([{ key: 'idempotency-key:live' }]);
    // Pruning again finds nothing more to delete: an expired task stored now is gone once a later pass has run (each
    // pass prunes the counters before the tasks).
    await withDatabase(server.databaseEnv, (db) => db.a2aTask.create({ data: { id: 'a2a-task-next-pass', task: {}, expiresAt: new Date(Date.now() - 1000) } }));
    await expect.poll(tasks, { timeout: 10_000, interval: 250 }).toEqual([{ id: 'a2a-task-live' }]);
    expect(await subjects()).toEqual(['now.example=2', 'org-recent=12']);
  }, 90_000);
});
