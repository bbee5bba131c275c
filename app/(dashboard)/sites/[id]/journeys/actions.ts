'use server';

import { revalidatePath } from 'next/cache';
import { AccessDeniedError, requireMembership } from '@/lib/auth/require-member';
import { ApiError } from '@/lib/errors/api-errors';
import { parseInput } from '@/lib/net/validate';
import { IdParams } from '@/lib/schemas/common';
import { CreateJourneyRequest, JourneyParams, StartJourneyRunsRequest, UpdateJourneyRequest } from '@/lib/schemas/me';
import { createJourney } from '@/lib/services/create-journey';
import { deleteJourney } from '@/lib/services/delete-journey';
import { startJourneyRuns } from '@/lib/services/start-journey-runs';
import { updateJourney } from '@/lib/services/update-journey';
import { refusalMessage } from '@/lib/web/refusal-message';
import { refusalAsPage } from '../../load';

export interface JourneyFormState {
  message: string | null;
  error: string | null;
}

function text(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
}

/** The form's answer: one string per line, or the whole field as a pattern when "pattern" is ticked. */
function answerOf(formData: FormData): unknown {
  const raw = text(formData, 'answer');
  if (formData.get('pattern') === 'on') return { pattern: raw.trim() };
  const lines = raw
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.length === 1 ? lines[0] : lines;
}

/** Creates a journey, or changes one when the form carries its id; the services own every rule. */
export async function saveJourneyAction(_previous: JourneyFormState, formData: FormData): Promise<JourneyFormState> {
  try {
    const { membership } = await requireMembership();
    const journeyId = text(formData, 'journeyId');
    const fields = { name: text(formData, 'name').trim(), question: text(formData, 'question'), answer: answerOf(formData) };
    const start = text(formData, 'start').trim();
    if (journeyId) {
      const { id: siteId } = parseInput(JourneyParams, { id: formData.get('siteId'), journeyId }, 'path');
      const body = parseInput(UpdateJourneyRequest, { ...fields, start: start || null }, 'body');
      await updateJourney(membership, siteId, journeyId, body);
      revalidatePath(`/sites/${siteId}/journeys`);
      return { message: `Saved "${body.name}".`, error: null };
    }
    const { id: siteId } = parseInput(IdParams, { id: formData.get('siteId') }, 'path');
    const body = parseInput(CreateJourneyRequest, { ...fields, ...(start ? { start } : {}) }, 'body');
    await createJourney(membership, siteId, body);
    revalidatePath(`/sites/${siteId}/journeys`);
    return { message: `Added "${body.name}".`, error: null };
  } catch (error) {
    if (error instanceof ApiError || error instanceof AccessDeniedError) return { message: null, error: refusalMessage(error) };
    throw error;
  }
}

export async function deleteJourneyAction(formData: FormData): Promise<void> {
  const { membership } = await requireMembership();
  try {
    const { id: siteId, journeyId } = parseInput(JourneyParams, { id: formData.get('siteId'), journeyId: formData.get('journeyId') }, 'path');
    await deleteJourney(membership, siteId, journeyId);
    revalidatePath(`/sites/${siteId}/journeys`);
  } catch (error) {
    refusalAsPage(error);
  }
}

export interface RunJourneyState {
  message: string | null;
  error: string | null;
  /** The profile chosen, given back so the form keeps it. */
  profile?: string;
}

/** Runs the journey as agent runs (k of the model's, or the built-in agent's one) as one profile; the service owns
 *  every rule, and a refusal (a quota, the plan) is said in the form, which keeps the profile chosen. */
export async function runJourneyAction(_previous: RunJourneyState, formData: FormData): Promise<RunJourneyState> {
  const profile = text(formData, 'profile') || undefined;
  try {
    const { membership } = await requireMembership();
    const { id: siteId, journeyId } = parseInput(JourneyParams, { id: formData.get('siteId'), journeyId: formData.get('journeyId') }, 'path');
    const started = await startJourneyRuns(membership, siteId, journeyId, parseInput(StartJourneyRunsRequest, profile ? { profile } : {}, 'body'));
    revalidatePath(`/sites/${siteId}/journeys`);
    const runs = started.k === 1 ? 'one run' : `${started.k} runs`;
    return { message: `Queued ${runs} as ${started.profile}; the result appears here as it comes in.`, error: null, profile };
  } catch (error) {
    if (error instanceof ApiError || error instanceof AccessDeniedError) return { message: null, error: refusalMessage(error), profile };
    throw error;
  }
}
