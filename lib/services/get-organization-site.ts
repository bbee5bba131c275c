// GET /api/v1/me/sites/{id}: one site of the organization, in the same shape as an entry of the site list.
import type { z } from 'zod';
import { ApiError } from '@/lib/errors/api-errors';
import type { SiteSummary } from '@/lib/schemas/me';
import { findSiteSummary } from './list-organization-sites';

export async function getOrganizationSite(organizationId: string, siteId: string): Promise<z.input<typeof SiteSummary>> {
  const summary = await findSiteSummary(organizationId, siteId);
  // Same 404 body whether the site is missing or another organization's (findOwnedSite's wording).
  if (!summary) throw new ApiError('not-found', `No site with id ${siteId} exists in this organization.`);
  return summary;
}
