'use server';

// The site page's "Deploy hook" card: set the hook up or change it, and remove it. Each goes through the one service
// the API calls, with the shared request schema.
import { revalidatePath } from 'next/cache';
import type { DeployHookFormState } from '@/components/site/deploy-hook-forms';
import { requireMembership } from '@/lib/auth/require-member';
import { pagePublicOrigin } from '@/lib/net/public-origin';
import { parseInput } from '@/lib/net/validate';
import { IdParams } from '@/lib/schemas/common';
import { SetDeployHookBody } from '@/lib/schemas/me/deploy-hooks';
import { deleteDeployHook } from '@/lib/services/delete-deploy-hook';
import { setDeployHook } from '@/lib/services/set-deploy-hook';
import { refusalAsPage, serviceErrorMessage } from '../load';

function siteIdOf(formData: FormData): string {
  return parseInput(IdParams, { id: formData.get('siteId') }, 'path').id;
}

export async function setDeployHookAction(_previous: DeployHookFormState, formData: FormData): Promise<DeployHookFormState> {
  const { membership } = await requireMembership();
  try {
    const id = siteIdOf(formData);
    const secret = String(formData.get('secret') ?? '').trim();
    const input = parseInput(SetDeployHookBody, { provider: formData.get('provider'), ...(secret ? { secret } : {}) }, 'body');
    const hook = await setDeployHook(membership, id, input, await pagePublicOrigin());
    revalidatePath(`/sites/${id}`);
    const waiting = hook.ready ? '' : ' Create the webhook in Vercel with the URL above, then save the secret Vercel shows.';
    return { error: null, message: `Saved.${waiting}`, secret: hook.secret };
  } catch (error) {
    return { error: serviceErrorMessage(error), message: null, secret: null };
  }
}

export async function deleteDeployHookAction(formData: FormData): Promise<void> {
  const { membership } = await requireMembership();
  let id: string;
  try {
    id = siteIdOf(formData);
    await deleteDeployHook(membership, id);
  } catch (error) {
    refusalAsPage(error);
  }
  revalidatePath(`/sites/${id}`);
}
