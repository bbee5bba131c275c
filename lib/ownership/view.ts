// A site's ownership as the API, the MCP and the site page show it: the organization's row for the host (if any
// check was asked for), its token and the three ways to prove the host.
import type { z } from 'zod';
import type { Site } from '@/lib/db/generated/client';
import { getDb } from '@/lib/db';
import type { SiteOwnership } from '@/lib/schemas/me';
import { ownershipTokenOf } from './token';
import { ownershipWays } from './ways';

export async function ownershipViewOf(site: Site): Promise<z.input<typeof SiteOwnership>> {
  const db = await getDb();
  const [token, row] = await Promise.all([
    ownershipTokenOf(site.organizationId),
    db.hostOwnership.findUnique({ where: { organizationId_host: { organizationId: site.organizationId, host: site.host } } }),
  ]);
  const verified = Boolean(row?.verifiedAt);
  return {
    siteId: site.id,
    host: site.host,
    token,
    verified,
    method: verified ? (row!.method as 'dns' | 'file' | 'meta') : null,
    verifiedAt: row?.verifiedAt?.toISOString() ?? null,
    checkedAt: row?.checkedAt?.toISOString() ?? null,
    nextCheckAt: row?.nextCheckAt?.toISOString() ?? null,
    lostAt: row?.lostAt?.toISOString() ?? null,
    lastError: row?.lastError ?? null,
    held: !verified && (site.publicReport || site.indexOptIn),
    ways: ownershipWays(site, token),
  };
}
