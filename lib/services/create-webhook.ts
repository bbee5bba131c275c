// POST /api/v1/me/webhooks: registers an endpoint. Its URL is vetted with the engine's SSRF rules (the same as a
// site's; every delivery is vetted again on every hop), and the signing secret is generated here and returned once.
import type { z } from 'zod';
import { vetUrl } from '@/engine/index';
import { getDb } from '@/lib/db';
import { ApiError } from '@/lib/errors/api-errors';
import { targetRefusedMessage } from '@/lib/net/target-refusal';
import type { CreatedWebhookEndpoint, WebhookEvent } from '@/lib/schemas/me/webhooks';
import { privateTargetsAllowed } from '@/lib/settings/settings';
import { generateSigningSecret } from '@/lib/webhooks/signing';

import { webhookView } from './webhook-view';
import { authorize, type Actor } from '@/lib/auth/authorize';

/** Endpoints one organization may have: enough for every team's receiver, few enough to bound fan-out per event. */
export const WEBHOOK_ENDPOINT_LIMIT = 10;

function endpointUrlOf(input: string): string {
  const vetting = vetUrl(input.trim(), { allowPrivateTargets: privateTargetsAllowed() });
  if (!vetting.ok) {
    if (vetting.rule === 'invalid-url') throw new ApiError('invalid-body', 'Field "url" must be an absolute http(s) URL.');
    throw new ApiError('target-refused', targetRefusedMessage(vetting.message, vetting.rule));
  }
  vetting.url.hash = '';
  return vetting.url.href;
}

export async function createWebhook(
  actor: Actor,
  input: { url: string; events: WebhookEvent[] },
): Promise<z.input<typeof CreatedWebhookEndpoint>> {
  authorize(actor, 'webhook:manage');
  const url = endpointUrlOf(input.url);
  const secret = generateSigningSecret();
  const db = await getDb();
  const endpoint = await db.$transaction(async (tx) => {
    const existing = await tx.webhookEndpoint.count({ where: { organizationId: actor.organizationId } });
    if (existing >= WEBHOOK_ENDPOINT_LIMIT) {
      throw new ApiError('webhook-limit', `The organization already has ${WEBHOOK_ENDPOINT_LIMIT} webhook endpoints, the most it may have; delete one first.`);
    }
    return tx.webhookEndpoint.create({ data: { organizationId: actor.organizationId, url, events: input.events, secret } });
  });
  return { ...webhookView(endpoint), secret };
}
