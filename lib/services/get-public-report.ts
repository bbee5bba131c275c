import type { z } from 'zod';
import { ApiError } from '@/lib/errors/api-errors';
import type { PublicReport } from '@/lib/schemas/report';
import { fullReportOf } from '@/lib/views/report-view';
import { newestPublicReport } from './public-measurement';
import { benchmarkOfStored } from '@/lib/editions/benchmark';

/** Why a host has no public report, said without "scan it first": its scans may be private (issue 63 point 3). */
export function noPublicReport(host: string): string {
  return `No public report exists for ${host}: a host's report is public only from a public scan (POST /api/v1/scan) or a scan its proven owner made public, and a private address never is.`;
}

/** The newest public measurement of a canonical host (a public scan, or a site scan its owner made public); never
 *  contacts the host. */
export async function getPublicReport(host: string): Promise<z.input<typeof PublicReport>> {
  const found = await newestPublicReport(host);
  if (!found) throw new ApiError('not-found', noPublicReport(host));
  // A site's journeys are its owner's own questions: a published report leaves them out.
  const { journeys: _journeys, ...report } = fullReportOf(found.report);
  return { host, ...report, benchmark: await benchmarkOfStored(found.report) };
}
