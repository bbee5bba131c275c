// PATCH /api/v1/me/sites/{id} and the dashboard's schedule selector: changes the fields of a site that may change
// (today its schedule). Switching a schedule on needs paid access, like every stored scan; switching it off never does.
import type { z } from 'zod';
import { hasPaidAccess } from '@/lib/auth/paid-access';
import { getDb } from '@/lib/db';
import { ApiError } from '@/lib/http/errors';
import { schedulerNow } from '@/lib/schedules/clock';
import { firstDueAt, isSchedule } from '@/lib/schedules/schedule';
import type { SiteSummary, UpdateSiteRequest } from '@/lib/schemas/me';
import { findOwnedSite } from './find-owned-site';
import { findSiteSummary } from './list-organization-sites';

export async function updateSite(
  organizationId: string,
  siteId: string,
  input: z.output<typeof UpdateSiteRequest>,
): Promise<z.input<typeof SiteSummary>> {
  const site = await findOwnedSite(organizationId, siteId);
  const db = await getDb();
  if (input.schedule !== undefined && input.schedule !== site.schedule) {
    if (input.schedule !== null) await requirePaidAccess(organizationId);
    // A changed schedule gets a new due time in its coming period; the same schedule sent again keeps its time.
    const nextScanAt = isSchedule(input.schedule) ? firstDueAt(input.schedule, schedulerNow()) : null;
    await db.site.updateMany({ where: { id: site.id, organizationId }, data: { schedule: input.schedule, nextScanAt } });
  }
  const summary = await findSiteSummary(organizationId, site.id);
  if (!summary) throw new ApiError('not-found', `No site with id ${siteId} exists in this organization.`);
  return summary;
}

async function requirePaidAccess(organizationId: string): Promise<void> {
  const db = await getDb();
  const subscription = await db.subscription.findUnique({ where: { organizationId } });
  if (!hasPaidAccess(subscription)) {
    throw new ApiError('subscription-required', 'Scheduled scans need an active paid subscription.');
  }
}
