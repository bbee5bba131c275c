// One attempt at a queued site scan, as the worker runs it. The queue delivers a job at least once, so every write
// here is conditional: an attempt claims the scan with a lease (its startedAt), and only the attempt holding the
// latest lease can settle it. A retried or duplicated attempt therefore never stores a second report.
import { AuditError, NOT_TLS_ADVICE } from '@/engine/index';
import type { AuditReport, Journey } from '@/engine/index';
import { getDb, type Prisma, type PrismaClient } from '@/lib/db';
import { pageLimitFor } from '@/lib/jobs/config';
import { onScanSucceeded } from '@/lib/services/on-scan-succeeded';
import { errorMessage, logger } from '@/lib/observability/logger';
import { auditInPool } from '@/lib/pools/audit-pool';
import { privateTargetsAllowed } from '@/lib/settings/settings';
import { goneAbort, stopWhenGone } from '@/lib/jobs/stop-when-gone';
import { announceScanFinished } from '@/lib/webhooks/announce';

export interface ScanAttempt {
  /** 1 for the first attempt. */
  number: number;
  /** No retry follows this attempt: a failure settles the scan as failed. */
  final: boolean;
  /** Aborted when the worker gives the attempt up (shutdown, timeout). */
  signal?: AbortSignal;
}

/** What the attempt did: settled the scan, left it for a retry (by throwing), found nothing to do, or stopped because the scan was deleted. */
export type ScanAttemptOutcome = 'succeeded' | 'failed' | 'already-settled' | 'superseded' | 'removed';

const ACTIVE: Array<'queued' | 'running'> = ['queued', 'running'];

export async function runSiteScan(scanId: string, attempt: ScanAttempt): Promise<ScanAttemptOutcome> {
  const db = await getDb();
  const lease = await claim(db, scanId);
  if (!lease) return 'already-settled';
  const scan = await db.scan.findUniqueOrThrow({ where: { id: scanId }, include: { site: { include: { journeys: { orderBy: { createdAt: 'asc' } } } }, organization: true } });
  let report: AuditReport;
  // Deleting the site deletes the scan: the audit then stops where it is, in its audit process too.
  const gone = stopWhenGone(async () => (await db.scan.count({ where: { id: scanId } })) === 0, attempt.signal);
  try {
    report = await auditInPool(scan.site.url, {
      maxPages: pageLimitFor(scan.organization.plan),
      allowPrivateTargets: privateTargetsAllowed(),
      signal: gone.signal,
      // The organization's audits get audit processes of their own while the pool has room (docs/operations.md).
      tenant: scan.organizationId,
      // Titles, descriptions and robots.txt text, so generated files need no second fetch of the site.
      collectSiteFacts: true,
      // The site's journeys (issue 33) run for every user-triggered agent profile; not part of the score.
      journeys: scan.site.journeys.map((journey) => ({ name: journey.name, question: journey.question, answer: journey.answer as Journey['answer'], ...(journey.start ? { start: journey.start } : {}) })),
    }, 'site-scan');
    // An audit cut short by the abort still returns a report (the pages it did not get count as unreachable): the
    // attempt was given up, so it ends like a failed one and the retry measures the site again.
    if (gone.signal.aborted) throw gone.signal.reason;
  } catch (error) {
    // Nothing is left to settle, and no retry should run.
    if (goneAbort(gone, attempt.signal)) return 'removed';
    const reason = failureReason(error, attempt);
    if (!attempt.signal?.aborted && isPermanent(error)) return (await settleFailed(db, scanId, lease, reason)) ? 'failed' : 'superseded';
    if (attempt.final) await settleFailed(db, scanId, lease, reason);
    else await requeue(db, scanId, lease, reason);
    throw error;
  } finally {
    gone.stop();
  }
  if (!(await settleSucceeded(db, scanId, lease, report))) return 'superseded';
  try {
    await onScanSucceeded(scanId);
  } catch (error) {
    logger.error({ err: error, scanId }, `After scan ${scanId} succeeded: ${errorMessage(error)}`);
  }
  return 'succeeded';
}

/** Settles a scan whose job failed on every attempt (also when no attempt lived to see its own failure). */
export async function giveUpSiteScan(scanId: string, reason: string): Promise<boolean> {
  const db = await getDb();
  const { count } = await db.scan.updateMany({
    where: { id: scanId, status: { in: ACTIVE } },
    data: { status: 'failed', error: reason, finishedAt: new Date() },
  });
  if (count === 1) await announceScanFinished(scanId);
  return count === 1;
}

/** Marks the scan running under a new lease; null when it is already settled. */
async function claim(db: PrismaClient, scanId: string): Promise<Date | null> {
  const lease = new Date();
  const { count } = await db.scan.updateMany({
    where: { id: scanId, status: { in: ACTIVE } },
    data: { status: 'running', startedAt: lease, error: null },
  });
  return count === 1 ? lease : null;
}

function held(scanId: string, lease: Date): Prisma.ScanWhereInput {
  return { id: scanId, status: 'running', startedAt: lease };
}

async function settleSucceeded(db: PrismaClient, scanId: string, lease: Date, report: AuditReport): Promise<boolean> {
  const { count } = await db.scan.updateMany({
    where: held(scanId, lease),
    data: {
      status: 'succeeded',
      engine: report.engine,
      score: report.overallScore,
      originScore: report.originScore,
      pageCount: report.pageCount,
      discoveredUrls: report.discoveredUrls,
      report: report as unknown as Prisma.InputJsonValue,
      error: null,
      finishedAt: new Date(),
    },
  });
  return count === 1;
}

async function settleFailed(db: PrismaClient, scanId: string, lease: Date, reason: string): Promise<boolean> {
  const { count } = await db.scan.updateMany({
    where: held(scanId, lease),
    data: { status: 'failed', error: reason, finishedAt: new Date() },
  });
  if (count === 1) await announceScanFinished(scanId);
  return count === 1;
}

/** Back to queued while the retry waits, with the reason this attempt failed. */
async function requeue(db: PrismaClient, scanId: string, lease: Date, reason: string): Promise<void> {
  await db.scan.updateMany({ where: held(scanId, lease), data: { status: 'queued', error: reason } });
}

/**
 * Refusals, bad input, an https address on a port without TLS, and an audit the pool stopped as hopeless (it ran
 * alone in its process and passed a budget: `rule` names it) fail the same way every time; anything else (unreachable,
 * a crash, an audit interrupted beside others) may pass on a retry.
 */
function isPermanent(error: unknown): boolean {
  if (!(error instanceof AuditError)) return false;
  if (error.code === 'target-unreachable') return error.message.includes(NOT_TLS_ADVICE);
  return error.code !== 'audit-interrupted' || error.rule !== undefined;
}

function failureReason(error: unknown, attempt: ScanAttempt): string {
  if (attempt.signal?.aborted) return `The worker gave the scan up before it finished (it was stopping, or the attempt ran out of time; attempt ${attempt.number}).`;
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof AuditError) {
    if (error.code === 'target-refused') return `The site's address is not allowed${error.rule ? ` (rule: ${error.rule})` : ''}: ${message}`;
    if (error.code === 'target-unreachable') return `The site could not be reached (attempt ${attempt.number}): ${message}`;
    if (error.code === 'audit-interrupted') return error.rule ? `${message} It was not retried: it would end the same way.` : `${message} (attempt ${attempt.number})`;
    return message;
  }
  return `The scan crashed (attempt ${attempt.number}): ${message}`;
}
