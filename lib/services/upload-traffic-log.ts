// POST /api/v1/me/sites/{id}/traffic: an access log in, kept for the worker without being read here (lib/traffic/
// stage-batch.ts), then queued on the traffic queue. The plan's size limit answers 413 before the body is read when
// Content-Length declares more, and as soon as more arrives otherwise.
import type { z } from 'zod';
import { authorize, type Actor } from '@/lib/auth/authorize';
import { refuseDeclaredOversize } from '@/lib/net/bounded-body';
import { getQueue } from '@/lib/jobs/queue';
import type { QueuedTrafficBatch } from '@/lib/schemas/me/traffic';
import { sendTrafficJob } from '@/lib/traffic/queue';
import { uploadLimits } from '@/lib/traffic/settings';
import { stageBatch } from '@/lib/traffic/stage-batch';
import { findOwnedSite } from './find-owned-site';
import { idempotencyKeyOf } from './traffic-idempotency';
import type { LogFormat } from '@/lib/schemas/vocabulary/traffic';

export async function uploadTrafficLog(actor: Actor, siteId: string, input: { request: Request; format: LogFormat | undefined }): Promise<z.input<typeof QueuedTrafficBatch>> {
  authorize(actor, 'traffic:upload');
  const site = await findOwnedSite(actor.organizationId, siteId);
  const limits = uploadLimits(actor.paid ? 'pro' : 'free');
  refuseDeclaredOversize(input.request, limits.bytes, `the operator raises it with ${limits.env}`);
  const { batchId } = await stageBatch(input.request, {
    organizationId: actor.organizationId,
    siteId: site.id,
    source: 'upload',
    format: input.format ?? null,
    idempotencyKey: idempotencyKeyOf(input.request),
    limits,
  });
  await sendTrafficJob(await getQueue(), batchId);
  return { batchId, status: 'queued' };
}
