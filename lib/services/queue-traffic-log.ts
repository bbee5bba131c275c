// What an upload and a drain's push do alike once they know whose log it is: refuse a body the plan's size limit
// cannot take (413 before reading it when Content-Length declares more), stage it for the worker without reading it
// here (lib/traffic/stage-batch.ts), and queue it on the traffic queue.
import type { z } from 'zod';
import { refuseDeclaredOversize } from '@/lib/net/bounded-body';
import { getQueue } from '@/lib/jobs/queue';
import type { QueuedTrafficBatch } from '@/lib/schemas/me/traffic';
import type { LogFormat } from '@/lib/schemas/vocabulary/traffic';
import { sendTrafficJob } from '@/lib/traffic/queue';
import { uploadLimits } from '@/lib/traffic/settings';
import { stageBatch } from '@/lib/traffic/stage-batch';
import { idempotencyKeyOf } from './traffic-idempotency';

export async function queueTrafficLog(
  request: Request,
  batch: { organizationId: string; siteId: string; source: 'upload' | 'drain'; format: LogFormat | undefined; paid: boolean },
): Promise<z.input<typeof QueuedTrafficBatch>> {
  const limits = uploadLimits(batch.paid ? 'pro' : 'free');
  refuseDeclaredOversize(request, limits.bytes, `the operator raises it with ${limits.env}`);
  const { batchId } = await stageBatch(request, {
    organizationId: batch.organizationId,
    siteId: batch.siteId,
    source: batch.source,
    format: batch.format ?? null,
    idempotencyKey: idempotencyKeyOf(request),
    limits,
  });
  await sendTrafficJob(await getQueue(), batchId);
  return { batchId, status: 'queued' };
}
