'use server';

import { revalidatePath } from 'next/cache';
import type { z } from 'zod';
import { requireMembership } from '@/lib/auth/require-member';
import { ApiError } from '@/lib/errors/api-errors';
import { CreateWebhookBody, type WebhookDeliveries } from '@/lib/schemas/me/webhooks';
import { createWebhook } from '@/lib/services/create-webhook';
import { deleteWebhook } from '@/lib/services/delete-webhook';
import { listWebhookDeliveries } from '@/lib/services/list-webhook-deliveries';
import { sendWebhookTest } from '@/lib/services/send-webhook-test';
import { setEmailAlerts } from '@/lib/services/set-email-alerts';
import type { Actor } from '@/lib/auth/authorize';

async function actor(): Promise<Actor> {
  return (await requireMembership()).membership;
}

function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  throw error;
}

export interface CreateWebhookState {
  /** The secret, present once: right after creation. */
  created: { url: string; secret: string } | null;
  error: string | null;
}

export async function createWebhookAction(_previous: CreateWebhookState, formData: FormData): Promise<CreateWebhookState> {
  try {
    // The same schema as POST /api/v1/me/webhooks.
    const parsed = CreateWebhookBody.safeParse({ url: String(formData.get('url') ?? ''), events: formData.getAll('events').map(String) });
    if (!parsed.success) return { created: null, error: parsed.error.issues[0]?.message ?? 'The webhook is invalid.' };
    const created = await createWebhook(await actor(), parsed.data);
    revalidatePath('/webhooks');
    return { created: { url: created.url, secret: created.secret }, error: null };
  } catch (error) {
    return { created: null, error: messageOf(error) };
  }
}

export async function deleteWebhookAction(formData: FormData): Promise<void> {
  await deleteWebhook(await actor(), String(formData.get('webhookId') ?? ''));
  revalidatePath('/webhooks');
}

export type ActionResult = { ok: true; message: string } | { ok: false; error: string };

export async function sendTestAction(webhookId: string): Promise<ActionResult> {
  try {
    await sendWebhookTest(await actor(), webhookId);
    return { ok: true, message: 'Ping queued: it appears in the delivery log below.' };
  } catch (error) {
    return { ok: false, error: messageOf(error) };
  }
}

export async function readDeliveriesAction(webhookId: string): Promise<{ ok: true; page: z.input<typeof WebhookDeliveries> } | { ok: false; error: string }> {
  try {
    return { ok: true, page: await listWebhookDeliveries(await actor(), webhookId, { limit: 20 }) };
  } catch (error) {
    return { ok: false, error: messageOf(error) };
  }
}

export async function setEmailAlertsAction(formData: FormData): Promise<void> {
  await setEmailAlerts(await actor(), formData.get('enabled') === 'on');
  revalidatePath('/webhooks');
}
