// POST /api/v1/me/sites/{id}/ownership, the site page's "Check now" and the MCP tool check_site_ownership: checks the
// three proofs of the site's host now and stores the outcome (issue 52 point 3). A failed check is an answer, not an
// error: the state says why. Each check asked for takes a unit of the organization's limit for the host (issue 60:
// 429 with Retry-After past it, before anything is sent), whichever surface asked.
import type { z } from 'zod';
import { authorize, type Actor } from '@/lib/auth/authorize';
import { proveOwnership } from '@/lib/ownership/prove';
import { recordProof } from '@/lib/ownership/record';
import { ownershipTokenOf } from '@/lib/ownership/token';
import { ownershipViewOf } from '@/lib/ownership/view';
import { takeOwnershipCheck } from '@/lib/rate-limit/ownership-checks';
import type { SiteOwnership } from '@/lib/schemas/me';
import { findOwnedSite } from './find-owned-site';

export async function proveSiteOwnership(actor: Actor, siteId: string): Promise<z.input<typeof SiteOwnership>> {
  authorize(actor, 'site:prove-ownership');
  const site = await findOwnedSite(actor.organizationId, siteId);
  await takeOwnershipCheck(actor.organizationId, site.host);
  const result = await proveOwnership(site, await ownershipTokenOf(actor.organizationId));
  await recordProof(actor.organizationId, site.host, result);
  return ownershipViewOf(site);
}
