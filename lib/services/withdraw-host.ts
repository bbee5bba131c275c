// POST /api/v1/me/sites/{id}/ownership/withdrawal: a proven owner takes its host out of the index and out of public
// reports, whoever opted it in (issue 52 point 3). Every site on the host, of every organization, has its
// publicReport and indexOptIn switched off; opting in again is each organization's own choice and needs its own proof
// (verification adds proof, it does not replace consent).
import type { z } from 'zod';
import { authorize, type Actor } from '@/lib/auth/authorize';
import { getDb } from '@/lib/db';
import { requireVerifiedOwnership } from '@/lib/ownership/verified';
import type { HostWithdrawal } from '@/lib/schemas/me';
import { findOwnedSite } from './find-owned-site';
import { publicReportBodies } from '@/lib/net/public-report-bodies';

export async function withdrawHost(actor: Actor, siteId: string): Promise<z.input<typeof HostWithdrawal>> {
  authorize(actor, 'site:withdraw-host');
  const site = await findOwnedSite(actor.organizationId, siteId);
  await requireVerifiedOwnership(actor.organizationId, site);
  const db = await getDb();
  const { count } = await db.site.updateMany({
    where: { host: site.host, OR: [{ publicReport: true }, { indexOptIn: true }] },
    data: { publicReport: false, indexOptIn: false },
  });
  publicReportBodies.invalidate(site.host);
  return { host: site.host, withdrawnSites: count };
}
