// What an upload and a drain's push do alike once they know whose log it is: refuse a body the plan's size limit
// cannot take (413 before reading it when Content-Length declares more), take one unit of the sender's and the
// organization's batch limits (429 with Retry-After past them; given back when the batch is refused), stage the body
// for the worker without reading it here (lib/traffic/stage-batch.ts), and queue it on the traffic queue.
import type { z } from 'zod';
import { refuseDeclaredOversize } from '@/lib/net/bounded-body';
import { getQueue } from '@/lib/jobs/queue';
import { trafficBatchCounters, type TrafficSender } from '@/lib/rate-limit/traffic-batches';
import { withUploadUnits } from '@/lib/rate-limit/upload-units';
import type { QueuedTrafficBatch } from '@/lib/schemas/me/traffic';
import type { LogFormat } from '@/lib/schemas/vocabulary/traffic';
import { sendTrafficJob } from '@/lib/traffic/queue';
import { uploadLimits } from '@/lib/traffic/settings';
import { bodyEncoding, stageBatch } from '@/lib/traffic/stage-batch';
import { idempotencyKeyIn } from '@/lib/net/idempotency-key';

export async function queueTrafficLog(
  request: Request,
  batch: { sender: TrafficSender; siteId: string; format: LogFormat | undefined; paid: boolean },
): Promise<z.input<typeof QueuedTrafficBatch>> {
  const { organizationId } = batch.sender;
  const limits = uploadLimits(batch.paid ? 'pro' : 'free');
  refuseDeclaredOversize(request, limits.bytes, `the operator raises it with ${limits.env}`);
  bodyEncoding(request);
  return withUploadUnits(trafficBatchCounters(batch.sender), async () => {
    const { batchId } = await stageBatch(request, {
      organizationId,
      siteId: batch.siteId,
      source: batch.sender.via,
      format: batch.format ?? null,
      idempotencyKey: idempotencyKeyIn(request.headers),
      limits,
    });
    await sendTrafficJob(await getQueue(), { id: batchId, organizationId });
    return { batchId, status: 'queued' as const };
  });
}
