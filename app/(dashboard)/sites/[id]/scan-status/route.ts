// JSON for the dashboard's scan polling (React Query): the scan's state, its score and grade, not its report.
import { ApiError } from '@/lib/errors/api-errors';
import { Uuid } from '@/lib/schemas/common';
import type { ScanPollState } from '@/lib/schemas/me';
import { getScan } from '@/lib/services/get-scan';
import { sessionJson } from '../session-json';

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id: siteId } = await params;
  const scanId = new URL(request.url).searchParams.get('scan') ?? '';
  return sessionJson('scans', async (organizationId): Promise<ScanPollState> => {
    if (!Uuid.safeParse(scanId).success || !Uuid.safeParse(siteId).success) throw new ApiError('not-found', 'No such scan.');
    const scan = await getScan(organizationId, scanId);
    if (scan.siteId !== siteId) throw new ApiError('not-found', `No scan with id ${scanId} exists for this site.`);
    // The poller needs the state and the new score, not the whole report (the page re-renders it).
    const { report, ...state } = scan;
    return { ...state, score: report?.score ?? null, grade: report?.grade ?? null };
  });
}
