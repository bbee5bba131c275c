import type { PrismaClient } from '@/lib/db';
import { isUniqueViolation } from '@/lib/db/errors';
import { AdminError } from './errors';
import { findOrganizationOrThrow } from './find-organization';

export interface AddedSite {
  id: string;
  organizationId: string;
  url: string;
  host: string;
  createdAt: Date;
}

/** The site's canonical URL and host: https:// assumed when no scheme is given; no credentials, query or fragment. */
export function normalizeSiteUrl(input: string): { url: string; host: string } {
  const raw = input.trim();
  if (!raw) throw new AdminError('invalid-input', 'the site URL is empty');
  let parsed: URL;
  try {
    parsed = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`);
  } catch {
    throw new AdminError('invalid-input', `"${input}" is not a URL`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new AdminError('invalid-input', `a site URL must use http or https, not ${parsed.protocol.replace(':', '')}`);
  }
  if (parsed.username || parsed.password) throw new AdminError('invalid-input', 'a site URL must not contain credentials');
  if (!parsed.hostname) throw new AdminError('invalid-input', `"${input}" has no host`);
  parsed.search = '';
  parsed.hash = '';
  return { url: parsed.href, host: parsed.host.toLowerCase() };
}

export async function addSite(db: PrismaClient, input: { organizationId: string; url: string; name?: string }): Promise<AddedSite> {
  const organization = await findOrganizationOrThrow(db, input.organizationId);
  const { url, host } = normalizeSiteUrl(input.url);
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
