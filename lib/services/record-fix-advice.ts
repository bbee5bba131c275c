// Reading a fix guide or a generated file is advice: it is recorded for the check, and the site's later finished
// scans verify whether the check's score rose (advance-verifications.ts). One open record per site and check.
import type { StoredCheckResult } from '@/lib/schemas/report';
import type { Scan, Site, VerificationRecord } from '@/lib/db/generated/client';
import { getDb } from '@/lib/db';
import { isUniqueViolation } from '@/lib/db/errors';
import { siteScoreOf } from '@/lib/fixes/check-results';

export type AdviceSource = 'fix-guide' | 'artifact';

export const OPEN_STATUSES = ['pending', 'measuring'] as const;

export interface Advice {
  site: Site;
  scan: Scan;
  result: StoredCheckResult;
  source: AdviceSource;
  headline: string;
  gain: number;
  guide?: string;
  prose?: string;
}

/** The open record for the check (created when there is none); null when the check already scores 100. */
export async function recordFixAdvice(advice: Advice): Promise<VerificationRecord | null> {
  const baselineScore = siteScoreOf(advice.result);
  if (baselineScore >= 100) return null;
  const db = await getDb();
  const { site, scan, result } = advice;
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
