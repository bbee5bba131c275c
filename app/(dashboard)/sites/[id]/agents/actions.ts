'use server';

import { revalidatePath } from 'next/cache';
import { AccessDeniedError, requireMembership } from '@/lib/auth/require-member';
import { ApiError } from '@/lib/errors/api-errors';
import { parseInput } from '@/lib/net/validate';
import { refusalMessage } from '@/lib/web/refusal-message';
import { IdParams } from '@/lib/schemas/common';
import { AgentRunParams, StartAgentRunRequest } from '@/lib/schemas/me';
import { setAgentRunPublished } from '@/lib/services/publish-agent-run';
import { startAgentRun } from '@/lib/services/start-agent-run';
import { refusalAsPage } from '../../load';

export interface StartRunState {
  message: string | null;
  error: string | null;
  /** What the user typed and chose, given back with a refusal so the form keeps it (React resets a form after its action). */
  goal?: string;
  agent?: string;
}

export async function startRunAction(_previous: StartRunState, formData: FormData): Promise<StartRunState> {
  try {
    const { membership } = await requireMembership();
    const { id: siteId } = parseInput(IdParams, { id: formData.get('siteId') }, 'path');
    const body = parseInput(StartAgentRunRequest, { goal: formData.get('goal'), agent: formData.get('agent') ?? undefined }, 'body');
    await startAgentRun(membership, siteId, body);
    revalidatePath(`/sites/${siteId}/agents`);
    return { message: 'Run queued; its outcome and steps appear below as it runs.', error: null };
  } catch (error) {
    if (error instanceof ApiError || error instanceof AccessDeniedError) {
      return { message: null, error: refusalMessage(error), goal: String(formData.get('goal') ?? ''), agent: String(formData.get('agent') ?? '') };
    }
    throw error;
  }
}

/** Publishing shows a run to everyone; the service decides who may (owners and admins). */
export async function setPublishedAction(formData: FormData): Promise<void> {
  const { membership } = await requireMembership();
  try {
    const { id: siteId, runId } = parseInput(AgentRunParams, { id: formData.get('siteId'), runId: formData.get('runId') }, 'path');
    await setAgentRunPublished(membership, siteId, runId, formData.get('publish') === '1', '', formData.get('confirmUnsuccessful') === 'on');
    revalidatePath(`/sites/${siteId}/agents`);
  } catch (error) {
    refusalAsPage(error);
  }
}
