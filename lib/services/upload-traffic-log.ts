// POST /api/v1/me/sites/{id}/traffic: an access log in, kept for the worker without being read here (lib/traffic/
// stage-batch.ts), then queued on the traffic queue. The plan's size limit answers 413 before the body is read when
// Content-Length declares more, and as soon as more arrives otherwise; uploads are counted per API key (or OAuth
// token) and per organization (429 past either).
import type { z } from 'zod';
import { authorize, type Actor } from '@/lib/auth/authorize';
import type { QueuedTrafficBatch } from '@/lib/schemas/me/traffic';
import type { LogFormat } from '@/lib/schemas/vocabulary/traffic';
import { findOwnedSite } from './find-owned-site';
import { queueTrafficLog } from './queue-traffic-log';

export async function uploadTrafficLog(
  actor: Actor & { credential?: { id: string } },
  siteId: string,
  input: { request: Request; format: LogFormat | undefined },
): Promise<z.input<typeof QueuedTrafficBatch>> {
  authorize(actor, 'traffic:upload');
  const site = await findOwnedSite(actor.organizationId, siteId);
  const sender = { via: 'upload' as const, organizationId: actor.organizationId, credentialId: actor.credential?.id ?? null };
  return queueTrafficLog(input.request, { sender, siteId: site.id, format: input.format, paid: actor.paid });
}
