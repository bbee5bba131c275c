// Scheduled scans (issue 14.1) on the in-process service, whose worker runs the scheduler, on PGlite and PostgreSQL:
// PATCH of a site's schedule, a verification record advanced by a scheduled scan, and a due scan deferred by a quota
// and queued once the quota allows. The scheduler's clock is moved with AGENTGAUGE_SCHEDULER_CLOCK_OFFSET_SECONDS
// (lib/schedules/clock.ts, read at every tick), so a due time a day away is reached without sleeping; every offset is
// computed from the nextScanAt the API answered. Two worker processes racing for one due time are
// tests/system/api/schedules-two-workers.test.ts's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganization } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { conformanceOf, type Conformance } from '../../helpers/openapi';
import { clearOfWindowEnd } from '../../helpers/quota';
import { addFixtureSite } from '../../helpers/scan-sites';
import { DAY_MS, SCHEDULED_PAGE, SCHEDULER_SECONDS, scheduleCalls, seedAcmeSite, waitFor } from '../../helpers/schedules/schedule-calls';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import { DATABASE_KINDS } from '../../helpers/server';
import { html, serveSite, type FixtureSite } from '../../helpers/site';
import { measuredVerifications } from '../../helpers/verifications';

/** Tests that wait for scans: the machine may be busy. */
const WORKER_TEST_TIMEOUT_MS = 180_000;
const SERVICE_ENV = {
  AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
  AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
  AGENTGAUGE_SCHEDULER_SECONDS: String(SCHEDULER_SECONDS),
  // Changed while the service runs (read at every tick and every quota check); named here so that the service's stop
  // takes them back. An empty quota setting is its default.
  AGENTGAUGE_SCHEDULER_CLOCK_OFFSET_SECONDS: '0',
  AGENTGAUGE_SCANS_PER_ORGANIZATION: '',
};

/** A one-page site that has no llms.txt until the test serves one. */
async function startOwnerSite(): Promise<FixtureSite & { serveLlmsTxt(body: string): void }> {
  let llmsTxt: string | null = null;
  const site = await serveSite({
    '/': html(SCHEDULED_PAGE),
    '/llms.txt': (_req, res) => {
      res.writeHead(llmsTxt === null ? 404 : 200, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(llmsTxt ?? 'Not found');
    },
  });
  return Object.assign(site, { serveLlmsTxt: (body: string) => void (llmsTxt = body) });
}

/**
 * The scans from the first scheduled one to the deferral count against one hourly quota window (the last test needs
 * them all in it). In this tier the shared clock is moved to the next window instead of waiting for it.
 */
const QUOTA_BLOCK_NEEDS_MS = 180_000;

describe.each(DATABASE_KINDS)('scheduled scans on %s', (database) => {
  let server: InProcessService;
  let conformance: Conformance;
  let site: Awaited<ReturnType<typeof startOwnerSite>>;
  let key: string;
  let otherKey: string;
  let siteId: string;
  let otherSiteId: string;
  /** The PATCH test's own organization and site: its schedules never meet the scheduler tests' scans. */
  let patchKey: string;
  let patchSiteId: string;

  beforeAll(async () => {
    site = await startOwnerSite();
    server = await startInProcessService({
      database,
      env: SERVICE_ENV,
      seed: async (db) => {
        ({ key, siteId } = await seedAcmeSite(db, site));
        const other = await seedOrganization(db, { name: 'Other', subscription: 'active' });
        otherKey = other.key;
        otherSiteId = (await addFixtureSite(db, other.id, site)).id;
        const patching = await seedOrganization(db, { name: 'Patching', subscription: 'active' });
        patchKey = patching.key;
        patchSiteId = (await addFixtureSite(db, patching.id, site)).id;
      },
    });
    conformance = conformanceOf((await request(server.baseUrl, '/.well-known/openapi.json')).body);
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await site?.close();
  });

  const { patch, listedSite, scheduledScans } = scheduleCalls(() => ({ baseUrl: server.baseUrl, databaseEnv: server.databaseEnv, key, siteId }));
  const patching = scheduleCalls(() => ({ baseUrl: server.baseUrl, databaseEnv: server.databaseEnv, key: patchKey, siteId: patchSiteId }));

  /** The scheduler's clock set to stand `leadMs` after `due` (the system tier starts workers with this offset). */
  function schedulerPast(due: string, leadMs = 60_000): void {
    const offsetSeconds = Math.ceil((Date.parse(due) + leadMs - Date.now()) / 1000);
    process.env.AGENTGAUGE_SCHEDULER_CLOCK_OFFSET_SECONDS = String(Math.max(0, offsetSeconds));
  }

  it('PATCH sets, keeps and clears a schedule; bad input and other organizations get the documented errors', async () => {
    const before = Date.now();
    const daily = await patching.patch(patchSiteId, { schedule: 'daily' });
    expect(daily.status, daily.text).toBe(200);
    conformance.assertResponse('PATCH', '/api/v1/me/sites/{id}', 200, daily.body);
    expect(daily.body).toMatchObject({ id: patchSiteId, host: `127.0.0.1:${site.port}`, schedule: 'daily', latestScore: null });
    // The first due time is spread over the coming day.
    const due = Date.parse(daily.body.nextScanAt);
    expect(due).toBeGreaterThanOrEqual(before - 1000);
    expect(due).toBeLessThanOrEqual(Date.now() + DAY_MS);

    // The same schedule again keeps its due time; an empty body changes nothing.
    expect((await patching.patch(patchSiteId, { schedule: 'daily' })).body.nextScanAt).toBe(daily.body.nextScanAt);
    expect((await patching.patch(patchSiteId, {})).body).toEqual(daily.body);
    expect(await patching.listedSite()).toEqual(daily.body);

    const weekly = await patching.patch(patchSiteId, { schedule: 'weekly' });
    expect(weekly.body.schedule).toBe('weekly');
    expect(Date.parse(weekly.body.nextScanAt)).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);
    const off = await patching.patch(patchSiteId, { schedule: null });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ schedule: null, nextScanAt: null });

    const hourly = await patching.patch(patchSiteId, { schedule: 'hourly' });
    expect(hourly.status).toBe(400);
    expect(hourly.body).toEqual({ error: 'invalid-body', message: 'Field "schedule" must be "daily", "weekly" or null.' });
    const unknown = await patching.patch(patchSiteId, { schedule: 'daily', name: 'x' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('invalid-body');
    const foreign = await patching.patch(otherSiteId, { schedule: 'daily' });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: 'not-found', message: `No site with id ${otherSiteId} exists in this organization.` });
    expect((await patching.patch(patchSiteId, { schedule: 'daily' }, '')).status).toBe(401);
    // The other organization's own site is untouched by all of this.
    const theirs = await request(server.baseUrl, '/api/v1/me/sites', { key: otherKey });
    expect(theirs.body.sites[0]).toMatchObject({ id: otherSiteId, schedule: null, nextScanAt: null });
  });

  describe('after a first scheduled scan', () => {
    // Where tests/system/api/schedules-two-workers.test.ts leaves its site: a daily schedule whose first due scan has
    // run and whose due time moved one day on. These scans and the deferral count against one hourly quota window.
    beforeAll(async () => {
      await clearOfWindowEnd(QUOTA_BLOCK_NEEDS_MS);
      const set = await patch(siteId, { schedule: 'daily' });
      const due: string = set.body.nextScanAt;
      schedulerPast(due);
      await waitFor('the first scheduled scan to succeed', async () => {
        const scans = await scheduledScans();
        return scans.length > 0 && scans.every((row) => row.status === 'succeeded') ? scans : null;
      });
      expect(await listedSite()).toMatchObject({ schedule: 'daily', nextScanAt: new Date(Date.parse(due) + DAY_MS).toISOString() });
    }, WORKER_TEST_TIMEOUT_MS + QUOTA_BLOCK_NEEDS_MS);
    // The scheduler's clock back to now, for whatever runs after these tests.
    afterAll(() => {
      process.env.AGENTGAUGE_SCHEDULER_CLOCK_OFFSET_SECONDS = '0';
    });

    it('advances a verification record from a scheduled scan as from a manual one', async () => {
      const artifact = await request(server.baseUrl, `/api/v1/me/sites/${siteId}/artifacts/llms-txt`, { key });
      expect(artifact.status).toBe(200);
      site.serveLlmsTxt(artifact.body.body);
      const before = (await scheduledScans()).length;
      const due: string = (await listedSite()).nextScanAt;
      schedulerPast(due);
      const second = await waitFor('the next scheduled scan', async () => {
        const scans = await scheduledScans();
        return scans.length === before + 1 && scans[before]!.status === 'succeeded' ? scans[before] : null;
      });
      const records = await measuredVerifications(server.baseUrl, siteId, key);
      const llms = records.body.verifications.find((record: { checkId: string }) => record.checkId === 'llms-txt');
      expect(llms).toMatchObject({ status: 'verified', verifiedScanId: second!.id });
    }, WORKER_TEST_TIMEOUT_MS);

    it('defers a due scan that meets a quota and queues it once the quota allows: never lost, never twice', async () => {
      const due: string = (await listedSite()).nextScanAt;
      // The scans of this organization so far count in the hour: a limit of that many refuses the next (the system
      // tier gives the limit to the one worker it starts; here the service's scheduler has it until the deferral).
      const before = (await scheduledScans()).length;
      process.env.AGENTGAUGE_SCANS_PER_ORGANIZATION = String(before);
      schedulerPast(due);
      const deferred = await waitFor('the due time to be deferred', async () => {
        const listed = await listedSite();
        return listed.nextScanAt !== due ? listed : null;
      });
      expect(Date.parse(deferred.nextScanAt)).toBeGreaterThan(Date.parse(due));
      expect(Date.parse(deferred.nextScanAt)).toBeLessThan(Date.parse(due) + DAY_MS);
      expect(await scheduledScans()).toHaveLength(before);
      expect(server.output()).toMatch(/scheduled scans: 0 queued, 1 deferred, 0 skipped/);
      process.env.AGENTGAUGE_SCANS_PER_ORGANIZATION = '';

      schedulerPast(deferred.nextScanAt);
      const third = await waitFor('the deferred scan', async () => {
        const scans = await scheduledScans();
        return scans.length === before + 1 && scans[before]!.status === 'succeeded' ? scans[before] : null;
      });
      expect(third!.trigger).toBe('schedule');
      // Several more scheduler ticks queue nothing more.
      await new Promise((resolve) => setTimeout(resolve, 4 * SCHEDULER_SECONDS * 1000));
      expect(await scheduledScans()).toHaveLength(before + 1);
    }, WORKER_TEST_TIMEOUT_MS);
  });
});
