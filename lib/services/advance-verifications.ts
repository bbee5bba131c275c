// Called once a site scan succeeded (by the scan worker): every open verification record of the site advised
// before this scan is measured against it. Idempotent, so an at-least-once job may call it twice. A record is
// verified when the check's score rose or its change returned points; `gained` is in points of the overall score.
import { gainedBetween, isCheckId } from '@/engine/light';
import type { Prisma } from '@/lib/db/generated/client';
import type { StoredAuditReport } from '@/lib/schemas/report';
import { getDb } from '@/lib/db';
import { siteScoreOf } from '@/lib/schemas/check-results';
import { announceVerifications } from '@/lib/webhooks/announce';
import { reportOf } from '@/lib/scans/finished-scans';
import { OPEN_STATUSES } from './record-fix-advice';

export interface AdvanceSummary {
  verified: number;
  measuring: number;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

export async function advanceVerifications(scanId: string): Promise<AdvanceSummary> {
  const db = await getDb();
  const scan = await db.scan.findUnique({ where: { id: scanId } });
  const summary: AdvanceSummary = { verified: 0, measuring: 0 };
  if (!scan || scan.status !== 'succeeded' || !scan.report || !scan.finishedAt) return summary;
  const report = reportOf(scan);
  const records = await db.verificationRecord.findMany({
    where: {
      siteId: scan.siteId,
      status: { in: [...OPEN_STATUSES] },
      advisedScanId: { not: scan.id },
      advisedScan: { finishedAt: { lt: scan.finishedAt } },
    },
  });
  const verifiedIds: string[] = [];
  const advisedReports = await reportsOf(records.map((record) => record.advisedScanId));
  for (const record of records) {
    const result = report.results.find((candidate) => candidate.id === record.checkId);
    if (!result) continue; // this scan did not measure the check: the record waits for one that does
    const observedScore = siteScoreOf(result);
    // The points of overall score the check's change returned: the advised report with the check as this scan
    // measured it (engine/fix-gains.ts), so it is the listed gain within a point when nothing else changed.
    const advised = advisedReports.get(record.advisedScanId);
    const gained = advised && isCheckId(record.checkId) ? gainedBetween(advised, report, record.checkId) : round1(observedScore - record.baselineScore);
    const improved = observedScore > record.baselineScore || gained > 0;
    const data: Prisma.VerificationRecordUncheckedUpdateManyInput = improved
      ? {
          status: 'verified',
          observedScore,
          gained,
          verifiedScanId: scan.id,
          verifiedAt: scan.finishedAt,
          lastCheckedAt: scan.finishedAt,
        }
      : { status: 'measuring', observedScore, lastCheckedAt: scan.finishedAt };
    // Only a still-open record moves: a concurrent run of this job cannot verify it twice.
    const updated = await db.verificationRecord.updateMany({ where: { id: record.id, status: { in: [...OPEN_STATUSES] } }, data });
    if (updated.count > 0) summary[improved ? 'verified' : 'measuring'] += 1;
    if (updated.count > 0 && improved) verifiedIds.push(record.id);
  }
  await announceVerifications('verification.verified', verifiedIds);
  return summary;
}

/** The stored reports of the advised scans, read once each. */
async function reportsOf(scanIds: readonly string[]): Promise<Map<string, StoredAuditReport>> {
  const ids = [...new Set(scanIds)];
  if (ids.length === 0) return new Map();
  const db = await getDb();
  const scans = await db.scan.findMany({ where: { id: { in: ids } } });
  return new Map(scans.filter((scan) => scan.report).map((scan) => [scan.id, reportOf(scan)]));
}
