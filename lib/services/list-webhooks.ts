// GET /api/v1/me/webhooks: the organization's endpoints, newest first (secrets are never shown again).
import type { z } from 'zod';
import { getDb } from '@/lib/db';
import { PAGE_LIMIT } from '@/lib/schemas/common';
import type { WebhookEndpoints } from '@/lib/schemas/me/webhooks';

import { webhookView } from './webhook-view';
import { authorize, type Actor } from '@/lib/auth/authorize';

export async function listWebhooks(actor: Actor, page: { limit?: number; offset?: number }): Promise<z.input<typeof WebhookEndpoints>> {
  authorize(actor, 'webhook:read');
  const limit = page.limit ?? PAGE_LIMIT.default;
  const offset = page.offset ?? 0;
  const db = await getDb();
  const rows = await db.webhookEndpoint.findMany({
    where: { organizationId: actor.organizationId },
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    skip: offset,
    take: limit + 1,
  });
  return { webhooks: rows.slice(0, limit).map(webhookView), nextOffset: rows.length > limit ? offset + limit : null };
}
