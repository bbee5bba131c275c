import type { z } from 'zod';
import type { VerificationRecord as VerificationRow } from '@/lib/db/generated/client';
import type { VerificationRecord } from '@/lib/schemas/me';

export function verificationView(row: VerificationRow): z.input<typeof VerificationRecord> {
  return {
    id: row.id,
    checkId: row.checkId,
    status: row.status,
    source: row.source,
    baselineScore: row.baselineScore,
    observedScore: row.observedScore,
    gained: row.gained,
    advisedAt: row.advisedAt.toISOString(),
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    advisedScanId: row.advisedScanId,
    verifiedScanId: row.verifiedScanId,
  };
}
