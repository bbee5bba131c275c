// Scheduled scans (issue 14.1) as both tiers' schedule tests drive them: a site's schedule set through the API, the
// site as the list shows it, the scans the scheduler started as the database holds them (in the order they were
// queued), and a wait for the scheduler, which acts on its own ticks rather than on a request.
import type { PrismaClient } from '../../../lib/db';
import { seedOrganization } from '../api-fixtures';
import { request } from '../http';
import { until } from '../poll';
import { addFixtureSite } from '../scan-sites';
import { withDatabase } from '../server';

export const DAY_MS = 24 * 3_600_000;
/** How often the scheduler looks for due sites: "several more ticks" are a second's wait. */
export const SCHEDULER_SECONDS = 0.25;

/** The owner's one-page site: enough text to be measured as a page, so a scheduled scan succeeds. */
export const SCHEDULED_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Acme tools</title>' +
  '<meta name="description" content="Hand tools from Acme."></head><body><main><h1>Acme tools</h1>' +
  '<p>Hand tools and workshop guides from Acme, with enough text to be measured as a page.</p></main></body></html>';

/** A server's seed: Acme, whose site (the fixture's) the tests schedule. */
export async function seedAcmeSite(db: PrismaClient, site: { url: string; port: number }): Promise<{ key: string; siteId: string }> {
  const acme = await seedOrganization(db, { name: 'Acme', subscription: 'active' });
  return { key: acme.key, siteId: (await addFixtureSite(db, acme.id, site)).id };
}

/** Read when called: the server, key and site are the ones the test's beforeAll started and seeded. */
export interface ScheduleTarget {
  baseUrl: string;
  databaseEnv: Record<string, string>;
  key: string;
  siteId: string;
}

export function scheduleCalls(target: () => ScheduleTarget) {
  const patch = (id: string, json: unknown, as = target().key) => request(target().baseUrl, `/api/v1/me/sites/${id}`, { method: 'PATCH', key: as, json });
  const listedSite = async () =>
    (await request(target().baseUrl, '/api/v1/me/sites', { key: target().key })).body.sites.find((entry: { id: string }) => entry.id === target().siteId);
  const scheduledScans = () =>
    withDatabase(target().databaseEnv, (db) => db.scan.findMany({ where: { siteId: target().siteId, trigger: 'schedule' }, orderBy: { createdAt: 'asc' } }));
  return { patch, listedSite, scheduledScans };
}

/** The probe's first truthy answer (the scheduler acts on its own ticks: read every 250 ms). */
export async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 60_000): Promise<T> {
  return (await until(`waiting for ${what}`, probe, Boolean, timeoutMs, 250)) as T;
}
