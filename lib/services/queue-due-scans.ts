// The scheduler every worker runs on a timer: queues a scan of each site whose schedule is due, through the same
// transaction as POST /api/v1/me/sites/{id}/scan (scan row, quota units and job commit together). Any number of
// workers may run it at once: a due site is claimed with FOR UPDATE SKIP LOCKED in the transaction that queues its
// scan and moves its due time, so each due time is queued once; a quota refusal rolls all of it back and defers the
// site with a conditional UPDATE, so a due scan is never lost and never queued twice.
import { AuditError } from '@/engine/index';
import { hasPaidAccess } from '@/lib/auth/paid-access';
import { getDb } from '@/lib/db';
import { ApiError } from '@/lib/errors/api-errors';
import { errorMessage, logger } from '@/lib/observability/logger';
import { assertQueueableTarget } from '@/lib/rate-limit/runnable-target';
import type { TargetStanding } from '@/lib/rate-limit/scan-quota';
import { schedulerNow } from '@/lib/schedules/clock';
import { CATCH_UP_SPREAD_MS, isSchedule, jitter, nextDueAt } from '@/lib/schedules/schedule';
import { SCAN_TRANSACTION, isActiveScanConflict, queueScanInTransaction } from '@/lib/services/queue-site-scan';
import { getQueue } from '@/lib/jobs/queue';

interface DueSite {
  id: string;
  organizationId: string;
  url: string;
  host: string;
  schedule: string;
  nextScanAt: Date;
}

export interface ScheduleTick {
  queued: number;
  /** Refused by a quota: due again after the quota's Retry-After. */
  deferred: number;
  /** Already being scanned, or the organization has no paid access: moved to the next period. */
  skipped: number;
}

type Outcome = 'queued' | 'deferred' | 'skipped' | 'none';

/** Queues every due scan (at most `limit` per call, so one tick never runs unbounded). */
export async function queueDueScans(limit = 200): Promise<ScheduleTick> {
  const tick: ScheduleTick = { queued: 0, deferred: 0, skipped: 0 };
  for (let handled = 0; handled < limit; handled++) {
    const outcome = await queueNextDueScan(schedulerNow());
    if (outcome === 'none') break;
    tick[outcome]++;
  }
  if (tick.queued + tick.deferred + tick.skipped > 0) logger.info({ scheduler: tick }, `scheduled scans: ${tick.queued} queued, ${tick.deferred} deferred, ${tick.skipped} skipped`);
  return tick;
}

async function queueNextDueScan(now: Date): Promise<Outcome> {
  const queue = await getQueue();
  const db = await getDb();
  // Set inside the transaction; read after it failed (a closure assignment TypeScript's narrowing cannot see).
  const claim: { site: DueSite | null } = { site: null };
  try {
    return await db.$transaction(async (tx) => {
      const [due] = await tx.$queryRaw<DueSite[]>`
        SELECT id, organization_id AS "organizationId", url, host, schedule, next_scan_at AS "nextScanAt"
        FROM sites WHERE schedule IS NOT NULL AND next_scan_at <= ${now}
        ORDER BY next_scan_at LIMIT 1 FOR UPDATE SKIP LOCKED`;
      if (!due || !isSchedule(due.schedule)) return 'none';
      claim.site = due;
      await tx.site.update({ where: { id: due.id }, data: { nextScanAt: nextDueAt(due.schedule, due.nextScanAt, now) } });
      const subscription = await tx.subscription.findUnique({ where: { organizationId: due.organizationId } });
      // Paid access ended: the schedule stays (it resumes when the plan does) but queues nothing.
      if (!hasPaidAccess(subscription, now)) return 'skipped';
      // A target the SSRF rules refuse now (its name moved to a private address) spends no unit: skip this period.
      const target = await queueableStanding(due.url);
      if (!target) return 'skipped';
      await queueScanInTransaction(tx, queue, due, 'schedule', target);
      return 'queued';
    }, SCAN_TRANSACTION);
  } catch (error) {
    const site = claim.site;
    if (!site) throw error;
    if (error instanceof ApiError && error.status === 429) {
      await moveDueTime(site, new Date(now.getTime() + (error.retryAfter ?? 60) * 1000 + jitter(CATCH_UP_SPREAD_MS)));
      return 'deferred';
    }
    if (isActiveScanConflict(error) && isSchedule(site.schedule)) {
      await moveDueTime(site, nextDueAt(site.schedule, site.nextScanAt, now));
      return 'skipped';
    }
    logger.error({ err: error, siteId: site.id }, `scheduled scan of ${site.host}: ${errorMessage(error)}`);
    throw error;
  }
}

/** How the target stands (lib/rate-limit/runnable-target.ts), or null when the SSRF rules refuse it now. */
async function queueableStanding(url: string): Promise<TargetStanding | null> {
  try {
    return await assertQueueableTarget(url);
  } catch (error) {
    if (error instanceof AuditError) return null;
    throw error;
  }
}

/** Moves a due time only if no other worker moved it since it was read (the claim was rolled back). */
async function moveDueTime(site: DueSite, nextScanAt: Date): Promise<void> {
  const db = await getDb();
  await db.site.updateMany({ where: { id: site.id, nextScanAt: site.nextScanAt }, data: { nextScanAt } });
}
