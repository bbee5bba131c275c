// PATCH /api/v1/me/sites/{id} and the dashboard's schedule selector: changes the fields of a site that may change
// (today its schedule). Switching a schedule on is the 'site:schedule' rule (paid, like every stored scan);
// switching it off is allowed to every member.
import type { z } from 'zod';
import { authorize, type Actor } from '@/lib/auth/authorize';
import { getDb } from '@/lib/db';
import { ApiError } from '@/lib/http/errors';
import { schedulerNow } from '@/lib/schedules/clock';
import { firstDueAt, isSchedule } from '@/lib/schedules/schedule';
import type { SiteSummary, UpdateSiteRequest } from '@/lib/schemas/me';
import { findOwnedSite } from './find-owned-site';
import { findSiteSummary } from './list-organization-sites';

export async function updateSite(actor: Actor, siteId: string, input: z.output<typeof UpdateSiteRequest>): Promise<z.input<typeof SiteSummary>> {
  if (input.schedule) authorize(actor, 'site:schedule');
  const { organizationId } = actor;
  const site = await findOwnedSite(organizationId, siteId);
  const db = await getDb();
  if (input.schedule !== undefined && input.schedule !== site.schedule) {
    // A changed schedule gets a new due time in its coming period; the same schedule sent again keeps its time.
    const nextScanAt = isSchedule(input.schedule) ? firstDueAt(input.schedule, schedulerNow()) : null;
    await db.site.updateMany({ where: { id: site.id, organizationId }, data: { schedule: input.schedule, nextScanAt } });
  }
  const summary = await findSiteSummary(organizationId, site.id);
  if (!summary) throw new ApiError('not-found', `No site with id ${siteId} exists in this organization.`);
  return summary;
}

