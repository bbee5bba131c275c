// POST /api/v1/me/sites/{id}/deploy-hook: sets up the site's deploy hook, or changes it (one per site; its id, and so
// its URL, stays the same). netlify and generic hooks get a new secret, returned once; a vercel hook takes the secret
// Vercel issued, which exists only after the webhook was created with the hook's URL, so it may come in a second call.
import type { z } from 'zod';
import { authorize, type Actor } from '@/lib/auth/authorize';
import { getDb } from '@/lib/db';
import { generateHookSecret, hashHookSecret } from '@/lib/deploy-hooks/providers';
import { deployHookView } from '@/lib/deploy-hooks/view';
import { ApiError } from '@/lib/errors/api-errors';
import type { SetDeployHookResult } from '@/lib/schemas/me/deploy-hooks';
import { findOwnedSite } from './find-owned-site';
import type { DeployHookProvider } from '@/lib/schemas/vocabulary/deploy-hooks';

function secretsFor(provider: DeployHookProvider, given: string | undefined, kept: string | null): { signingSecret: string | null; secretHash: string | null; shown: string | null } {
  if (provider === 'vercel') return { signingSecret: given ?? kept, secretHash: null, shown: null };
  const generated = generateHookSecret();
  return provider === 'netlify' ? { signingSecret: generated, secretHash: null, shown: generated } : { signingSecret: null, secretHash: hashHookSecret(generated), shown: generated };
}

export async function setDeployHook(
  actor: Actor,
  siteId: string,
  input: { provider: DeployHookProvider; secret?: string | undefined },
  origin: string,
): Promise<z.input<typeof SetDeployHookResult>> {
  authorize(actor, 'deploy-hook:manage');
  const site = await findOwnedSite(actor.organizationId, siteId);
  if (input.secret !== undefined && input.provider !== 'vercel') {
    throw new ApiError('invalid-body', 'Field "secret" is for vercel hooks only: netlify and generic hooks get a secret generated here.');
  }
  const db = await getDb();
  const existing = await db.deployHook.findUnique({ where: { siteId: site.id } });
  // A vercel hook set again without a secret keeps the one it has (the provider's webhook did not change).
  const kept = existing?.provider === input.provider ? existing.signingSecret : null;
  const { shown, ...secrets } = secretsFor(input.provider, input.secret, kept);
  const hook = await db.deployHook.upsert({
    where: { siteId: site.id },
    create: { organizationId: site.organizationId, siteId: site.id, provider: input.provider, ...secrets },
    update: { provider: input.provider, ...secrets },
  });
  return { ...deployHookView(hook, origin), secret: shown };
}
