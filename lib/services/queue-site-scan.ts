// POST /api/v1/me/sites/{id}/scan: records a queued scan and its job in one transaction, so a scan row never exists
// without the job that will run it (nor a job without its row). "One active scan per site" is the database's
// partial unique index scans_one_active_per_site: of two concurrent requests, the second insert fails.
import type { z } from 'zod';
import { fromPrisma } from 'pg-boss';
import { getDb } from '@/lib/db';
import { ApiError } from '@/lib/http/errors';
import { hostKeyOf } from '@/lib/http/host';
import { SCAN_QUEUE } from '@/lib/jobs/config';
import { getQueue, scanJobOptions } from '@/lib/jobs/queue';
import { assertQueueableTarget } from '@/lib/rate-limit/runnable-target';
import { takeScanQuota } from '@/lib/rate-limit/scan-quota';
import type { ScanStarted } from '@/lib/schemas/me';
import { findOwnedSite } from './find-owned-site';

/** Who started a scan; stored as the scan's trigger. */
export type ScanTrigger = 'api' | 'mcp' | 'dashboard' | 'schedule';

// On the embedded database transactions take the single session in turns, so allow for waiting behind others.
const TRANSACTION = { maxWait: 15_000, timeout: 15_000 };

export async function queueSiteScan(organizationId: string, siteId: string, trigger: ScanTrigger): Promise<z.input<typeof ScanStarted>> {
  const site = await findOwnedSite(organizationId, siteId);
  await assertQueueableTarget(site.url);
  // Started before the transaction: connecting the queue must not wait inside it.
  const queue = await getQueue();
  const db = await getDb();
  let scanId: string;
  try {
    scanId = await db.$transaction(async (tx) => {
      const scan = await tx.scan.create({ data: { organizationId, siteId: site.id, trigger, status: 'queued' } });
      await takeScanQuota(tx, organizationId, hostKeyOf(new URL(site.url)));
      await queue.send(SCAN_QUEUE, { scanId: scan.id }, { ...scanJobOptions(), id: scan.id, db: fromPrisma(tx) });
      await tx.scan.update({ where: { id: scan.id }, data: { jobId: scan.id } });
      return scan.id;
    }, TRANSACTION);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('scan-active', `A scan of ${site.host} is already queued or running.`);
    throw error;
  }
  return { scanId, siteId: site.id, status: 'queued', pollUrl: `/api/v1/me/scans/${scanId}` };
}

/** The scan row's only unique constraint besides its random primary key is the one-active-scan index. */
function isUniqueViolation(error: unknown): boolean {
  const record = error as { code?: unknown; cause?: unknown } | null;
  if (!record || typeof record !== 'object') return false;
  if (record.code === 'P2002' || record.code === '23505') return true;
  return record.cause !== undefined && record.cause !== error && isUniqueViolation(record.cause);
}
