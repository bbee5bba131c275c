'use server';

import { revalidatePath } from 'next/cache';
import { AccessDeniedError, requireMembership } from '@/lib/auth/require-member';
import { ApiError } from '@/lib/errors/api-errors';
import { parseInput } from '@/lib/net/validate';
import { refusalMessage } from '@/lib/web/refusal-message';
import { IdParams } from '@/lib/schemas/common';
import { StartAnswersPassRequest } from '@/lib/schemas/me';
import { startAnswersPass } from '@/lib/services/start-answers-pass';

export interface StartPassState {
  message: string | null;
  error: string | null;
  /** The questions typed, given back with a refusal so the form keeps them (React resets a form after its action). */
  questions?: string;
}

/** Queues a pass with the owner's questions (one per line), or suggested ones when the box is empty. */
export async function startPassAction(_previous: StartPassState, formData: FormData): Promise<StartPassState> {
  try {
    const { membership } = await requireMembership();
    const { id: siteId } = parseInput(IdParams, { id: formData.get('siteId') }, 'path');
    const questions = String(formData.get('questions') ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const body = parseInput(StartAnswersPassRequest, questions.length ? { questions } : {}, 'body');
    const started = await startAnswersPass(membership, siteId, body);
    revalidatePath(`/sites/${siteId}/answers`);
    return { message: `Pass queued with ${started.questions.length} questions; its answers appear below as it runs.`, error: null };
  } catch (error) {
    if (error instanceof ApiError || error instanceof AccessDeniedError) {
      return { message: null, error: refusalMessage(error), questions: String(formData.get('questions') ?? '') };
    }
    throw error;
  }
}
