import { getDb, isUniqueViolation } from '@/lib/db';
import { ApiError } from '@/lib/errors/api-errors';
import { hostKeyOf } from '@/lib/net/host';
import { siteStartUrl } from '../create-site';
import { AdminError } from './errors';
import { findOrganizationOrThrow } from './find-organization';

export interface AddedSite {
  id: string;
  organizationId: string;
  url: string;
  host: string;
  createdAt: Date;
}

/** The site's start URL and host key, by the same rules as every other way of adding a site (createSite's). */
export function normalizeSiteUrl(input: string): { url: string; host: string } {
  if (!input.trim()) throw new AdminError('invalid-input', 'the site URL is empty');
  try {
    const url = siteStartUrl(input);
    return { url: url.href, host: hostKeyOf(url) };
  } catch (error) {
    if (error instanceof ApiError) throw new AdminError('invalid-input', `"${input}" cannot be a site: ${error.message}`);
    throw error;
  }
}

export async function addSite(input: { organizationId: string; url: string; name?: string }): Promise<AddedSite> {
  const organization = await findOrganizationOrThrow(input.organizationId);
  const { url, host } = normalizeSiteUrl(input.url);
  const db = await getDb();
  try {
    const site = await db.site.create({
      data: { organizationId: organization.id, url, host, name: input.name?.trim() || null },
    });
    return { id: site.id, organizationId: site.organizationId, url: site.url, host: site.host, createdAt: site.createdAt };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AdminError('conflict', `organization ${organization.id} already has a site on ${host}`);
    throw error;
  }
}
