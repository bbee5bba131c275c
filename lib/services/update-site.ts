// PATCH /api/v1/me/sites/{id}, the dashboard's address form, schedule selector, public-report and index switches:
// changes the fields of a site that may change. Every change is the 'site:update' rule (a write: a read-only token may
// not even switch a schedule off); switching a schedule on is also the 'site:schedule' rule (paid, like every stored
// scan), any change of publicReport the 'site:publish' rule (owners and admins: it shows the site's scans to everyone),
// and any change of indexOptIn the 'site:index-opt-in' rule (owners and admins: it names the site in the published
// index). A new address follows the rule of adding a site (siteStartUrl); the site keeps its scans, whose history
// names the address each measured. A new host switches the public report and the index opt-in off: the earlier scans
// measured another host, and the owner opted in for that one. Switching publicReport or indexOptIn on needs the
// organization's proof that it controls the host (issue 52 point 3: 403 ownership-unverified); switching off never does.
import type { z } from 'zod';
import { authorize, type Actor } from '@/lib/auth/authorize';
import type { Site } from '@/lib/db/generated/client';
import { getDb, isUniqueViolation, type PrismaClient } from '@/lib/db';
import { ApiError } from '@/lib/errors/api-errors';
import { hostKeyOf } from '@/lib/net/host';
import { requireVerifiedOwnership } from '@/lib/ownership/verified';
import { schedulerNow } from '@/lib/schedules/clock';
import { firstDueAt, isSchedule } from '@/lib/schedules/schedule';
import type { SiteSummary, UpdateSiteRequest } from '@/lib/schemas/me';
import { siteStartUrl } from './create-site';
import { findOwnedSite } from './find-owned-site';
import { getOrganizationSite } from './get-organization-site';
import { publicReportBodies } from '@/lib/net/public-report-bodies';

export async function updateSite(actor: Actor, siteId: string, input: z.output<typeof UpdateSiteRequest>): Promise<z.input<typeof SiteSummary>> {
  authorize(actor, 'site:update');
  if (input.schedule) authorize(actor, 'site:schedule');
  if (input.publicReport !== undefined) authorize(actor, 'site:publish');
  if (input.indexOptIn !== undefined) authorize(actor, 'site:index-opt-in');
  const { organizationId } = actor;
  const site = await findOwnedSite(organizationId, siteId);
  if (input.publicReport === true || input.indexOptIn === true) {
    // Asked before anything changes (a refusal changes nothing), of the host the site has once the change is made.
    const url = input.url === undefined ? null : siteStartUrl(input.url);
    await requireVerifiedOwnership(organizationId, url ? { ...site, url: url.href, host: hostKeyOf(url) } : site);
  }
  const db = await getDb();
  if (input.url !== undefined) await changeAddress(db, site, input.url);
  if (input.schedule !== undefined && input.schedule !== site.schedule) {
    // A changed schedule gets a new due time in its coming period; the same schedule sent again keeps its time.
    const nextScanAt = isSchedule(input.schedule) ? firstDueAt(input.schedule, schedulerNow()) : null;
    await db.site.updateMany({ where: { id: site.id, organizationId }, data: { schedule: input.schedule, nextScanAt } });
  }
  if (input.publicReport !== undefined) {
    await db.site.updateMany({ where: { id: site.id, organizationId }, data: { publicReport: input.publicReport } });
    // This process's next public read of the host sees the change (another instance's within its 5 s entry).
    publicReportBodies.invalidate(site.host);
  }
  if (input.indexOptIn !== undefined) {
    // Read at every public read of the index (lib/editions/opt-in.ts): the host is named, or not, from the next one on.
    await db.site.updateMany({ where: { id: site.id, organizationId }, data: { indexOptIn: input.indexOptIn } });
  }
  return getOrganizationSite(organizationId, site.id);
}

async function changeAddress(db: PrismaClient, site: Site, input: string): Promise<void> {
  const url = siteStartUrl(input);
  if (url.href === site.url) return;
  const host = hostKeyOf(url);
  const moved = host !== site.host;
  try {
    await db.site.updateMany({
      where: { id: site.id, organizationId: site.organizationId },
      data: { url: url.href, host, ...(moved ? { publicReport: false, indexOptIn: false } : {}) },
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('site-exists', `The organization already has a site on ${host}.`);
    throw error;
  }
  if (moved && site.publicReport) publicReportBodies.invalidate(site.host);
}
