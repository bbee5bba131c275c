'use server';

import { revalidatePath } from 'next/cache';
import { AccessDeniedError, canManageKeys, requireMembership } from '@/lib/auth/require-member';
import { ApiError } from '@/lib/http/errors';
import { setAgentRunPublished } from '@/lib/services/publish-agent-run';
import { startAgentRun } from '@/lib/services/start-agent-run';

export interface StartRunState {
  message: string | null;
  error: string | null;
}

export async function startRunAction(_previous: StartRunState, formData: FormData): Promise<StartRunState> {
  try {
    const { membership } = await requireMembership();
    const siteId = String(formData.get('siteId') ?? '');
    const goal = String(formData.get('goal') ?? '').trim();
    const agent = formData.get('agent') === 'model' ? 'model' : 'builtin';
    if (goal.length < 3 || goal.length > 500) return { message: null, error: 'Describe the goal in 3 to 500 characters.' };
    await startAgentRun(membership.organizationId, siteId, { goal, agent });
    revalidatePath(`/sites/${siteId}/agents`);
    return { message: 'Run queued; refresh in a few seconds to see its steps.', error: null };
  } catch (error) {
    if (error instanceof ApiError || error instanceof AccessDeniedError) return { message: null, error: error.message };
    throw error;
  }
}

/** Publishing shows a run to everyone, so only owners and admins may do it (as with an organization API key). */
export async function setPublishedAction(formData: FormData): Promise<void> {
  const { membership } = await requireMembership();
  if (!canManageKeys(membership)) throw new AccessDeniedError('Only owners and admins of the organization can publish agent runs.');
  const siteId = String(formData.get('siteId') ?? '');
  const runId = String(formData.get('runId') ?? '');
  await setAgentRunPublished(membership.organizationId, siteId, runId, formData.get('publish') === '1');
  revalidatePath(`/sites/${siteId}/agents`);
}
