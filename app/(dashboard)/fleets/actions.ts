'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import type { Actor } from '@/lib/auth/authorize';
import { requireMembership } from '@/lib/auth/require-member';
import { ApiError } from '@/lib/errors/api-errors';
import { cancelFleetRun } from '@/lib/services/cancel-fleet-run';
import { createFleet } from '@/lib/services/create-fleet';
import { deleteFleet } from '@/lib/services/delete-fleet';
import { startFleetRun } from '@/lib/services/start-fleet-run';
import { refusalMessage } from '@/lib/web/refusal-message';

async function actor(): Promise<Actor> {
  return (await requireMembership()).membership;
}

function messageOf(error: unknown): string {
  if (error instanceof ApiError) return refusalMessage(error);
  throw error;
}

export interface CreateFleetState {
  created: { id: string; name: string; targetCount: number; rejected: Array<{ line: number; target: string; reason: string }> } | null;
  error: string | null;
}

/** The upload form: a file (.csv read as CSV, anything else one target a line) or the pasted list, and a name. */
export async function createFleetAction(_previous: CreateFleetState, formData: FormData): Promise<CreateFleetState> {
  try {
    const file = formData.get('file');
    const pasted = String(formData.get('targets') ?? '');
    const upload = file instanceof File && file.size > 0 ? { text: await file.text(), csv: /\.csv$/i.test(file.name), fileName: file.name } : { text: pasted, csv: false, fileName: null };
    const name = String(formData.get('name') ?? '').trim() || upload.fileName?.replace(/\.[^.]+$/, '') || 'Fleet';
    // Parsed where every upload is, outside this process's event loop (lib/services/create-fleet.ts).
    const created = await createFleet(await actor(), { mediaType: upload.csv ? 'text/csv' : 'text/plain', name: name.slice(0, 200), read: async () => upload.text });
    revalidatePath('/fleets');
    return { created: { id: created.id, name: created.name, targetCount: created.targetCount, rejected: created.rejected }, error: null };
  } catch (error) {
    return { created: null, error: messageOf(error) };
  }
}

export interface StartRunState {
  error: string | null;
}

export async function startRunAction(_previous: StartRunState, formData: FormData): Promise<StartRunState> {
  const fleetId = String(formData.get('fleetId') ?? '');
  const sample = Number(formData.get('renderSample') ?? '2') / 100;
  let runId: string;
  try {
    runId = (await startFleetRun(await actor(), fleetId, { renderSample: Number.isFinite(sample) ? Math.min(1, Math.max(0, sample)) : undefined })).runId;
  } catch (error) {
    return { error: messageOf(error) };
  }
  redirect(`/fleets/${fleetId}/runs/${runId}`);
}

export async function cancelRunAction(formData: FormData): Promise<void> {
  const fleetId = String(formData.get('fleetId') ?? '');
  const runId = String(formData.get('runId') ?? '');
  await cancelFleetRun(await actor(), fleetId, runId);
  revalidatePath(`/fleets/${fleetId}/runs/${runId}`);
}

export async function deleteFleetAction(formData: FormData): Promise<void> {
  await deleteFleet(await actor(), String(formData.get('fleetId') ?? ''));
  revalidatePath('/fleets');
  redirect('/fleets');
}
