// JSON for the run page's live progress (React Query), authenticated by the session cookie like the pages. Outside
// /api on purpose: it is the dashboard's, so it has no OpenAPI operation (the API's is GET …/runs/{runId}).
import { getSessionUser } from '@/lib/auth/session';
import { ApiError } from '@/lib/errors/api-errors';
import { errorResponse, jsonResponse, NO_STORE } from '@/lib/http/respond';
import { translateError } from '@/lib/http/translate-error';
import { Uuid } from '@/lib/schemas/common';
import { getFleetRun } from '@/lib/services/get-fleet-run';

const NO_STORE_HEADERS = { 'cache-control': NO_STORE };

export async function GET(_request: Request, { params }: { params: Promise<{ id: string; runId: string }> }) {
  const { id, runId } = await params;
  try {
    const user = await getSessionUser();
    if (!user?.active) throw new ApiError('unauthorized', 'Sign in to read fleet runs.');
    if (!Uuid.safeParse(id).success || !Uuid.safeParse(runId).success) throw new ApiError('not-found', 'No such run.');
    return jsonResponse(await getFleetRun(user.active, id, runId), { headers: NO_STORE_HEADERS });
  } catch (error) {
    return errorResponse(translateError(error), NO_STORE_HEADERS);
  }
}
