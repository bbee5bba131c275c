// POST /api/v1/me/sites/{id}/scan: records a queued scan and its job in one transaction, so a scan row never exists
// without the job that will run it (nor a job without its row). "One active scan per site" is the database's
// partial unique index scans_one_active_per_site: of two concurrent requests, the second insert fails.
import type { z } from 'zod';
import { fromPrisma, type PgBoss } from 'pg-boss';
import { authorize, type Actor } from '@/lib/auth/authorize';
import { getDb, isUniqueViolation, type Prisma } from '@/lib/db';
import type { Site } from '@/lib/db/generated/client';
import { ApiError } from '@/lib/errors/api-errors';
import { hostKeyOf } from '@/lib/net/host';
import { organizationGroup, SCAN_QUEUE } from '@/lib/jobs/config';
import { getQueue, scanJobOptions } from '@/lib/jobs/queue';
import { assertQueueableTarget } from '@/lib/rate-limit/runnable-target';
import { takeScanQuota, type TargetStanding } from '@/lib/rate-limit/scan-quota';
import type { ScanStarted } from '@/lib/schemas/me';
import { findOwnedSite } from './find-owned-site';
import type { ScanTrigger } from '@/lib/scans/trigger';

// On the embedded database transactions take the single session in turns, so allow for waiting behind others.
export const SCAN_TRANSACTION = { maxWait: 15_000, timeout: 15_000 };

export async function queueSiteScan(actor: Actor, siteId: string, trigger: ScanTrigger): Promise<z.input<typeof ScanStarted>> {
  authorize(actor, 'scan:start');
  const { organizationId } = actor;
  const site = await findOwnedSite(organizationId, siteId);
  const target = await assertQueueableTarget(site.url);
  // Started before the transaction: connecting the queue must not wait inside it.
  const queue = await getQueue();
  const db = await getDb();
  let scanId: string;
  try {
    scanId = await db.$transaction((tx) => queueScanInTransaction(tx, queue, site, trigger, target), SCAN_TRANSACTION);
  } catch (error) {
    if (isActiveScanConflict(error)) throw new ApiError('scan-active', `A scan of ${site.host} is already queued or running.`);
    throw error;
  }
  return { scanId, siteId: site.id, status: 'queued', pollUrl: `/api/v1/me/scans/${scanId}` };
}

/**
 * The scan row, its quota units and its job, inside the caller's transaction: all three commit or none does (the
 * scheduler adds its own due-time update to the same transaction). Throws the quota's 429 ApiError, or a unique
 * violation when the site already has an active scan (see isActiveScanConflict).
 */
export async function queueScanInTransaction(
  tx: Prisma.TransactionClient,
  queue: PgBoss,
  site: Pick<Site, 'id' | 'organizationId' | 'url'>,
  trigger: ScanTrigger,
  target: TargetStanding,
): Promise<string> {
  const scan = await tx.scan.create({ data: { organizationId: site.organizationId, siteId: site.id, trigger, status: 'queued' } });
  await takeScanQuota(tx, site.organizationId, hostKeyOf(new URL(site.url)), target);
  await queue.send(SCAN_QUEUE, { scanId: scan.id }, { ...scanJobOptions(), ...organizationGroup(site.organizationId), id: scan.id, db: fromPrisma(tx) });
  await tx.scan.update({ where: { id: scan.id }, data: { jobId: scan.id } });
  return scan.id;
}

/** The scan row's only unique constraint besides its random primary key is the one-active-scan index. */
export function isActiveScanConflict(error: unknown): boolean {
  return isUniqueViolation(error);
}

