import type { z } from 'zod';
import { getDb } from '@/lib/db';
import { ApiError } from '@/lib/http/errors';
import type { PublicReport, StoredAuditReport } from '@/lib/schemas/report';
import { fullReportOf } from '@/lib/views/report-view';

/** The newest stored public measurement of a canonical host; never contacts the host. */
export async function getPublicReport(host: string): Promise<z.input<typeof PublicReport>> {
  const db = await getDb();
  const row = await db.publicReport.findFirst({ where: { host }, orderBy: { scannedAt: 'desc' } });
  if (!row) throw new ApiError('not-found', `No public report exists for ${host}; run POST /api/v1/scan first.`);
  return { host: row.host, ...fullReportOf(row.report as unknown as StoredAuditReport) };
}
