'use server';

import { revalidatePath } from 'next/cache';
import { AccessDeniedError, requireMembership } from '@/lib/auth/require-member';
import { ApiError } from '@/lib/http/errors';
import { startAnswersPass } from '@/lib/services/start-answers-pass';

export interface StartPassState {
  message: string | null;
  error: string | null;
}

/** Queues a pass with the owner's questions (one per line), or suggested ones when the box is empty. */
export async function startPassAction(_previous: StartPassState, formData: FormData): Promise<StartPassState> {
  try {
    const { membership } = await requireMembership();
    const siteId = String(formData.get('siteId') ?? '');
    const questions = String(formData.get('questions') ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.length >= 3)
      .slice(0, 20);
    const started = await startAnswersPass(membership.organizationId, siteId, questions.length ? { questions } : {});
    revalidatePath(`/sites/${siteId}/answers`);
    return { message: `Pass queued with ${started.questions.length} questions; refresh in a minute to see the answers.`, error: null };
  } catch (error) {
    if (error instanceof ApiError || error instanceof AccessDeniedError) return { message: null, error: error.message };
    throw error;
  }
}
