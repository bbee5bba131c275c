// POST /api/v1/ingest/traffic/{siteId}: a log drain (Cloudflare Logpush, Vercel) pushes a batch with the site's ingest
// token. The same staging and queue as an upload; the organization's plan decides the size limit.
import type { z } from 'zod';
import { hasPaidAccess } from '@/lib/auth/paid-access';
import { getDb } from '@/lib/db';
import { refuseDeclaredOversize } from '@/lib/net/bounded-body';
import { getQueue } from '@/lib/jobs/queue';
import type { QueuedTrafficBatch } from '@/lib/schemas/me/traffic';
import { authenticateIngest } from '@/lib/traffic/ingest-tokens';
import { sendTrafficJob } from '@/lib/traffic/queue';
import { uploadLimits } from '@/lib/traffic/settings';
import { stageBatch } from '@/lib/traffic/stage-batch';
import { idempotencyKeyOf } from './traffic-idempotency';
import type { LogFormat } from '@/lib/schemas/vocabulary/traffic';

export async function ingestTrafficLog(input: { request: Request; siteId: string; format: LogFormat | undefined }): Promise<z.input<typeof QueuedTrafficBatch>> {
  const ingest = await authenticateIngest(input.request.headers.get('authorization'), input.siteId);
  const db = await getDb();
  const subscription = await db.subscription.findUnique({ where: { organizationId: ingest.organizationId }, select: { status: true, currentPeriodEnd: true } });
  const limits = uploadLimits(hasPaidAccess(subscription) ? 'pro' : 'free');
  refuseDeclaredOversize(input.request, limits.bytes, `the operator raises it with ${limits.env}`);
  const { batchId } = await stageBatch(input.request, {
    organizationId: ingest.organizationId,
    siteId: ingest.siteId,
    source: 'drain',
    format: input.format ?? null,
    idempotencyKey: idempotencyKeyOf(input.request),
    limits,
  });
  await sendTrafficJob(await getQueue(), batchId);
  return { batchId, status: 'queued' };
}
