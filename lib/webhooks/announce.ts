// Where work finishes, one call announces it: these read the finished row, build the event's data and emit it (and
// the owners' alert mail for scheduled scans). They never throw: a failure to announce is logged and never fails
// the scan, verification, run or pass it is about.
import { describeJourneyChanges } from '@/lib/compare/compare-journeys';
import { compareReports, hasRegressed } from '@/lib/compare/compare-reports';
import { getDb } from '@/lib/db';
import { errorMessage, logger } from '@/lib/observability/logger';
import { NEWEST_FIRST, reportOf } from '@/lib/scans/finished-scans';
import { emitEvent } from './emit';
import { alertOwners } from './owner-mail';
import type { ScanTrigger } from '@/lib/scans/trigger';

/** The trigger of scans a schedule started (the scheduler queues them with it). */
export const SCHEDULED_TRIGGER: ScanTrigger = 'schedule';

async function guarded(what: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    logger.error({ err: error }, `Announcing ${what} failed: ${errorMessage(error)}`);
  }
}

/** scan.succeeded or scan.failed, then site.regressed when the comparison with the previous finished scan regressed. */
export function announceScanFinished(scanId: string): Promise<void> {
  return guarded(`scan ${scanId}`, async () => {
    const db = await getDb();
    const scan = await db.scan.findUnique({ where: { id: scanId }, include: { site: { select: { id: true, host: true } } } });
    if (!scan || (scan.status !== 'succeeded' && scan.status !== 'failed')) return;
    const finishedAt = scan.finishedAt ?? new Date();
    const scheduled = scan.trigger === SCHEDULED_TRIGGER;
    const status = scan.status;
    await emitEvent(scan.organizationId, {
      type: status === 'succeeded' ? 'scan.succeeded' : 'scan.failed',
      subject: scan.id,
      occurredAt: finishedAt,
      data: { siteId: scan.siteId, host: scan.site.host, scanId: scan.id, status, trigger: scan.trigger, score: scan.score, error: scan.error, finishedAt: finishedAt.toISOString() },
    });
    if (status === 'failed') {
      if (scheduled) {
        await alertOwners(scan.organizationId, {
          subject: `Scheduled scan of ${scan.site.host} failed`,
          lines: [`The scheduled scan of ${scan.site.host} failed:`, scan.error ?? 'no reason was recorded.'],
          path: `/sites/${scan.siteId}`,
        });
      }
      return;
    }
    if (!scan.report) return;
    const previous = await db.scan.findFirst({
      where: { siteId: scan.siteId, status: 'succeeded', id: { not: scan.id }, finishedAt: { lte: finishedAt } },
      orderBy: NEWEST_FIRST,
    });
    if (!previous?.report) return;
    const comparison = compareReports(reportOf(previous), reportOf(scan));
    // Not measured is never a regression (engine/measured.ts): no site.regressed and no alert mail for our own limits.
    if (!hasRegressed(comparison)) return;
    await emitEvent(scan.organizationId, {
      type: 'site.regressed',
      subject: scan.id,
      occurredAt: finishedAt,
      data: {
        siteId: scan.siteId,
        host: scan.site.host,
        beforeScanId: previous.id,
        afterScanId: scan.id,
        trigger: scan.trigger,
        scoreDelta: comparison.scoreDelta,
        regressedChecks: comparison.regressedChecks,
        lostJourneys: comparison.journeys.lost,
        comparable: comparison.comparable,
        warnings: comparison.warnings,
      },
    });
    if (scheduled) {
      const checks = comparison.regressedChecks.length > 0 ? `Regressed checks: ${comparison.regressedChecks.join(', ')}.` : 'No single check regressed.';
      const lost = comparison.journeys.lost;
      await alertOwners(scan.organizationId, {
        subject: `${scan.site.host} regressed (${comparison.scoreDelta} points${lost.length > 0 ? `; journeys lost: ${describeJourneyChanges(lost)}` : ''})`,
        lines: [
          `The scheduled scan of ${scan.site.host} scored ${comparison.scoreDelta} points against the previous finished scan.`,
          checks,
          // Each journey an agent could answer before and cannot now, with what stopped it (not part of the score).
          ...lost.map((change) => `Journey "${change.journey}" (${change.question}): ${change.profile} found the answer before and cannot now. ${change.reason}`),
          ...(comparison.comparable ? [] : [`Read before trusting the delta: ${comparison.warnings.join(' ')}`]),
        ],
        path: `/sites/${scan.siteId}/compare?before=${previous.id}&after=${scan.id}`,
      });
    }
  });
}

/** verification.verified / verification.expired for each record that just moved there. */
export function announceVerifications(type: 'verification.verified' | 'verification.expired', recordIds: string[]): Promise<void> {
  return guarded(`${type} ${recordIds.length} record(s)`, async () => {
    if (recordIds.length === 0) return;
    const db = await getDb();
    const records = await db.verificationRecord.findMany({ where: { id: { in: recordIds } }, include: { site: { select: { host: true } } } });
    for (const record of records) {
      await emitEvent(record.organizationId, {
        type,
        subject: record.id,
        occurredAt: (type === 'verification.verified' ? record.verifiedAt : record.lastCheckedAt) ?? new Date(),
        data: {
          siteId: record.siteId,
          host: record.site.host,
          verificationId: record.id,
          checkId: record.checkId,
          status: type === 'verification.verified' ? 'verified' : 'expired',
          baselineScore: record.baselineScore,
          observedScore: record.observedScore,
          gained: record.gained,
          verifiedScanId: record.verifiedScanId,
        },
      });
    }
  });
}

export function announceAgentRunFinished(runId: string): Promise<void> {
  return guarded(`agent run ${runId}`, async () => {
    const db = await getDb();
    const run = await db.agentRun.findUnique({ where: { id: runId }, include: { site: { select: { host: true } } } });
    if (!run) return;
    await emitEvent(run.organizationId, {
      type: 'agent_run.finished',
      subject: run.id,
      occurredAt: run.finishedAt ?? new Date(),
      data: { siteId: run.siteId, host: run.site.host, runId: run.id, taskId: run.taskId, status: run.status, verdict: run.verdict, stepCount: run.stepCount, error: run.error },
    });
  });
}

export function announceAnswersPassFinished(passId: string): Promise<void> {
  return guarded(`answers pass ${passId}`, async () => {
    const db = await getDb();
    const pass = await db.answersPass.findUnique({ where: { id: passId }, include: { site: { select: { host: true } } } });
    if (!pass) return;
    await emitEvent(pass.organizationId, {
      type: 'answers_pass.finished',
      subject: pass.id,
      occurredAt: pass.finishedAt ?? new Date(),
      data: {
        siteId: pass.siteId,
        host: pass.site.host,
        passId: pass.id,
        status: pass.status,
        engine: pass.engine,
        questionsAsked: pass.questionsAsked,
        questionsCited: pass.questionsCited,
        error: pass.error,
      },
    });
  });
}
