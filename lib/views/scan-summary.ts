import type { z } from 'zod';
import type { Scan } from '@/lib/db/generated/client';
import type { HistoryEntry } from '@/lib/schemas/me';
import { reportOf } from '@/lib/scans/finished-scans';
import { UNVERSIONED_SCORECARD } from '@/engine/light';
import { journeyCounts } from './journey-counts';

/** A finished scan as history and comparisons show it; scannedAt is when the measurement started. The history adds
 *  addressChangedFrom, which needs the scan before it (addressChangeOf). */
export function scanSummary(scan: Scan): Omit<z.input<typeof HistoryEntry>, 'addressChangedFrom'> {
  const report = scan.report ? reportOf(scan) : null;
  const journeys = journeyCounts(report?.journeys);
  const finishedAt = (scan.finishedAt ?? scan.createdAt).toISOString();
  return {
    id: scan.id,
    score: scan.score ?? report?.overallScore ?? null,
    originScore: scan.originScore ?? report?.originScore ?? null,
    pageCount: report?.pageCount ?? scan.pageCount,
    engine: scan.engine ?? report?.engine ?? null,
    // A stored score keeps the scorecard it was computed under; scores from before scorecards were 2026.11's.
    scorecard: (scan.score ?? report?.overallScore ?? null) === null ? null : (report?.scorecard ?? UNVERSIONED_SCORECARD),
    scannedAt: report?.timestamp ?? scan.startedAt?.toISOString() ?? finishedAt,
    trigger: scan.trigger,
    finishedAt,
    url: report?.url ?? null,
    journeys: journeys && { found: journeys.found, of: journeys.of, notMeasured: journeys.notMeasured, pay: journeys.pay },
  };
}

/** The older scan's start page when its origin differs from the newer one's: the site's address changed in between. */
export function addressChangeOf(newer: string | null, older: string | null): string | null {
  if (newer === null || older === null || !URL.canParse(newer) || !URL.canParse(older)) return null;
  return new URL(newer).origin === new URL(older).origin ? null : older;
}
