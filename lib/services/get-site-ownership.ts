// GET /api/v1/me/sites/{id}/ownership and the site page's ownership card: whether the organization proved it controls
// the site's host, its token and how to prove it (issue 52 point 3).
import type { z } from 'zod';
import { authorize, type Actor } from '@/lib/auth/authorize';
import { ownershipViewOf } from '@/lib/ownership/view';
import type { SiteOwnership } from '@/lib/schemas/me';
import { findOwnedSite } from './find-owned-site';

export async function getSiteOwnership(actor: Actor, siteId: string): Promise<z.input<typeof SiteOwnership>> {
  authorize(actor, 'organization:read');
  return ownershipViewOf(await findOwnedSite(actor.organizationId, siteId));
}
