// DELETE /api/v1/me/sites/{id}/deploy-hook: removes the hook; its URL answers 404 from then on.
import { authorize, type Actor } from '@/lib/auth/authorize';
import { getDb } from '@/lib/db';
import { ApiError } from '@/lib/errors/api-errors';
import { findOwnedSite } from './find-owned-site';

export async function deleteDeployHook(actor: Actor, siteId: string): Promise<undefined> {
  authorize(actor, 'deploy-hook:manage');
  const site = await findOwnedSite(actor.organizationId, siteId);
  const { count } = await (await getDb()).deployHook.deleteMany({ where: { siteId: site.id } });
  if (count === 0) throw new ApiError('not-found', `The site ${site.host} has no deploy hook.`);
  return undefined;
}
