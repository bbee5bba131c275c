// Reading a fix guide or a generated file is advice: it is recorded for the check, and the site's later finished
// scans verify whether the check's score rose (advance-verifications.ts). One open record per site and check.
import type { StoredAuditReport, StoredCheckResult } from '@/lib/schemas/report';
import type { Scan, Site, VerificationRecord } from '@/lib/db/generated/client';
import { getDb } from '@/lib/db';
import { isUniqueViolation } from '@/lib/db/errors';
import { isVerifiableAdvice, siteScoreOf } from '@/lib/schemas/check-results';

export type AdviceSource = 'fix-guide' | 'artifact';

export const OPEN_STATUSES = ['pending', 'measuring'] as const;

export interface Advice {
  site: Site;
  scan: Scan;
  /** The advised scan's report, which the result is of. */
  report: StoredAuditReport;
  result: StoredCheckResult;
  source: AdviceSource;
  headline: string;
  gain: number;
  guide?: string;
  prose?: string;
}

/**
 * The record of this advice: the check's open record (created when there is none), or the one already made from
 * this scan (a record is made once per check and scan, so reading the same advice again after it was verified or
 * expired makes no new one); null when the advice is not verifiable.
 */
export async function recordFixAdvice(advice: Advice): Promise<VerificationRecord | null> {
  if (!isVerifiableAdvice(advice.report, advice.result)) return null;
  const baselineScore = siteScoreOf(advice.result);
  const db = await getDb();
  const { site, scan, result } = advice;
  const fromThisScan = await db.verificationRecord.findFirst({
    where: { siteId: site.id, checkId: result.id, advisedScanId: scan.id },
    orderBy: { advisedAt: 'desc' },
  });
  if (fromThisScan) return fromThisScan;
  const fixAdvice = await ignoringRace(() =>
    db.fixAdvice.upsert({
      where: { scanId_checkId: { scanId: scan.id, checkId: result.id } },
      create: {
        organizationId: site.organizationId,
        siteId: site.id,
        scanId: scan.id,
        checkId: result.id,
        headline: advice.headline,
        gain: advice.gain,
        guide: advice.guide ?? null,
        prose: advice.prose ?? null,
        findings: result.findings as never,
      },
      update: advice.guide ? { guide: advice.guide, prose: advice.prose ?? null } : {},
    }),
  );
  const findOpen = () => db.verificationRecord.findFirst({ where: { siteId: site.id, checkId: result.id, status: { in: [...OPEN_STATUSES] } } });
  const open = await findOpen();
  if (open) return open;
  const created = await ignoringRace(() =>
    db.verificationRecord.create({
      data: {
        organizationId: site.organizationId,
        siteId: site.id,
        fixAdviceId: fixAdvice?.id ?? null,
        checkId: result.id,
        status: 'pending',
        source: advice.source,
        baselineScore,
        advisedScanId: scan.id,
      },
    }),
  );
  return created ?? findOpen();
}

/** A concurrent read that created the same row first wins; this one then reads it. */
async function ignoringRace<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}
