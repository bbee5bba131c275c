// The run page's export links (CSV, Parquet), authenticated by the session cookie; the API's is GET …/export.
import { getSessionUser } from '@/lib/auth/session';
import { ApiError } from '@/lib/errors/api-errors';
import { errorResponse, NO_STORE } from '@/lib/http/respond';
import { translateError } from '@/lib/http/translate-error';
import { Uuid } from '@/lib/schemas/common';
import { exportFleetRun } from '@/lib/services/export-fleet-run';

export async function GET(request: Request, { params }: { params: Promise<{ id: string; runId: string }> }) {
  const { id, runId } = await params;
  const format = new URL(request.url).searchParams.get('format') === 'parquet' ? 'parquet' : 'csv';
  try {
    const user = await getSessionUser();
    if (!user?.active) throw new ApiError('unauthorized', 'Sign in to export fleet runs.');
    if (!Uuid.safeParse(id).success || !Uuid.safeParse(runId).success) throw new ApiError('not-found', 'No such run.');
    const file = await exportFleetRun(user.active, id, runId, format);
    return new Response(file.stream, { headers: { 'content-type': file.contentType, 'content-disposition': `attachment; filename="${file.fileName}"`, 'cache-control': NO_STORE } });
  } catch (error) {
    return errorResponse(translateError(error), { 'cache-control': NO_STORE });
  }
}
