// JSON for the dashboard's scan polling (React Query), authenticated by the session cookie like the pages.
// Outside /api on purpose: it is not part of the public API, so it has no OpenAPI operation.
import { getSessionUser } from '@/lib/auth/session';
import { ApiError } from '@/lib/http/errors';
import { errorResponse, jsonResponse, NO_STORE } from '@/lib/http/respond';
import { translateError } from '@/lib/http/translate-error';
import { Uuid } from '@/lib/schemas/common';
import type { ScanPollState } from '@/lib/schemas/me';
import { getScan } from '@/lib/services/get-scan';

const NO_STORE_HEADERS = { 'cache-control': NO_STORE };

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id: siteId } = await params;
  const scanId = new URL(request.url).searchParams.get('scan') ?? '';
  try {
    const user = await getSessionUser();
    if (!user?.active) throw new ApiError('unauthorized', 'Sign in to read scans.');
    if (!Uuid.safeParse(scanId).success || !Uuid.safeParse(siteId).success) throw new ApiError('not-found', 'No such scan.');
    const scan = await getScan(user.active.organizationId, scanId);
    if (scan.siteId !== siteId) throw new ApiError('not-found', `No scan with id ${scanId} exists for this site.`);
    // The poller needs the state and the new score, not the whole report (the page re-renders it).
    const { report, ...state } = scan;
    const body: ScanPollState = { ...state, score: report?.score ?? null, grade: report?.grade ?? null };
    return jsonResponse(body, { headers: NO_STORE_HEADERS });
  } catch (error) {
    // The API's answers: a database outage is a 503 with Retry-After, like every API read.
    return errorResponse(translateError(error), NO_STORE_HEADERS);
  }
}
