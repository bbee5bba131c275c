// Called once a site scan succeeded (by the scan worker): every open verification record of the site advised
// before this scan is measured against it. Idempotent, so an at-least-once job may call it twice.
import type { Prisma } from '@/lib/db/generated/client';
import { getDb } from '@/lib/db';
import { siteScoreOf } from '@/lib/fixes/check-results';
import { announceVerifications } from '@/lib/webhooks/announce';
import { reportOf } from './finished-scans';
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
  for (const record of records) {
    const result = report.results.find((candidate) => candidate.id === record.checkId);
    if (!result) continue; // this scan did not measure the check: the record waits for one that does
    const observedScore = siteScoreOf(result);
    const improved = observedScore > record.baselineScore;
    const data: Prisma.VerificationRecordUncheckedUpdateManyInput = improved
      ? {
          status: 'verified',
          observedScore,
          gained: round1(observedScore - record.baselineScore),
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
