// GET /api/v1/me/scans/{id}: the scan's state, scoped to the key's organization (another's scan is "not found").
import type { z } from 'zod';
import { getDb } from '@/lib/db';
import { ApiError } from '@/lib/errors/api-errors';
import { pollAfterSeconds } from '@/lib/jobs/config';
import type { ScanPoll } from '@/lib/schemas/me';
import { reportOf } from '@/lib/scans/finished-scans';
import { fullReportOf } from '@/lib/views/report-view';
import { benchmarkOfStored } from '@/lib/editions/benchmark';

/** A failed scan that recorded no reason (rows from before reasons were kept), as every read says it. */
export const UNKNOWN_FAILURE = 'The scan failed for an unknown reason.';

export async function getScan(organizationId: string, scanId: string): Promise<z.input<typeof ScanPoll>> {
  const db = await getDb();
  const scan = await db.scan.findFirst({ where: { id: scanId, organizationId } });
  if (!scan) throw new ApiError('not-found', `No scan with id ${scanId} exists in this organization.`);
  const common = { scanId: scan.id, siteId: scan.siteId };
  switch (scan.status) {
    case 'queued':
    case 'running':
      return { ...common, status: scan.status, pollAfterSeconds: pollAfterSeconds(scan.status) };
    case 'succeeded': {
      const report = reportOf(scan);
      return { ...common, status: 'succeeded', report: { ...fullReportOf(report), benchmark: await benchmarkOfStored(report) } };
    }
    case 'failed':
      return { ...common, status: 'failed', error: scan.error ?? UNKNOWN_FAILURE };
  }
}
