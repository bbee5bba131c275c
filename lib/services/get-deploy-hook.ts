// GET /api/v1/me/sites/{id}/deploy-hook: the site's deploy hook, its URL and its last call, never its secret.
import type { z } from 'zod';
import { authorize, type Actor } from '@/lib/auth/authorize';
import { getDb } from '@/lib/db';
import { deployHookView } from '@/lib/deploy-hooks/view';
import { ApiError } from '@/lib/errors/api-errors';
import type { DeployHookView } from '@/lib/schemas/me/deploy-hooks';
import { findOwnedSite } from './find-owned-site';

export async function getDeployHook(actor: Actor, siteId: string, origin: string): Promise<z.input<typeof DeployHookView>> {
  authorize(actor, 'organization:read');
  const site = await findOwnedSite(actor.organizationId, siteId);
  const hook = await (await getDb()).deployHook.findUnique({ where: { siteId: site.id } });
  if (!hook) throw new ApiError('not-found', `The site ${site.host} has no deploy hook; POST one to this path.`);
  return deployHookView(hook, origin);
}
