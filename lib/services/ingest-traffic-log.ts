// POST /api/v1/ingest/traffic/{siteId}: a log drain (Cloudflare Logpush, Vercel) pushes a batch with the site's ingest
// token. The same staging and queue as an upload; the organization's plan decides the size limit, and posts are
// counted per token and per organization (429 past either).
import type { z } from 'zod';
import { hasPaidAccess } from '@/lib/auth/paid-access';
import { getDb } from '@/lib/db';
import type { QueuedTrafficBatch } from '@/lib/schemas/me/traffic';
import type { LogFormat } from '@/lib/schemas/vocabulary/traffic';
import { authenticateIngest } from '@/lib/traffic/ingest-tokens';
import { queueTrafficLog } from './queue-traffic-log';

export async function ingestTrafficLog(input: { request: Request; siteId: string; format: LogFormat | undefined }): Promise<z.input<typeof QueuedTrafficBatch>> {
  const ingest = await authenticateIngest(input.request.headers.get('authorization'), input.siteId);
  const db = await getDb();
  const subscription = await db.subscription.findUnique({ where: { organizationId: ingest.organizationId }, select: { status: true, currentPeriodEnd: true } });
  const sender = { via: 'drain' as const, organizationId: ingest.organizationId, tokenId: ingest.tokenId };
  return queueTrafficLog(input.request, { sender, siteId: ingest.siteId, format: input.format, paid: hasPaidAccess(subscription) });
}
