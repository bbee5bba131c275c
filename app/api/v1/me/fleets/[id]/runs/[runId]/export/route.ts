import { withApiKeyResponse } from '@/lib/http/route';
import { NO_STORE } from '@/lib/http/respond';
import { exportFleetRun as operation } from '@/lib/openapi/operations';
import { exportFleetRun } from '@/lib/services/export-fleet-run';

export const GET = withApiKeyResponse(operation, async ({ auth, params, query }) => {
  const file = await exportFleetRun(auth, params.id, params.runId, query.format);
  return new Response(file.stream, {
    status: 200,
    headers: { 'content-type': file.contentType, 'content-disposition': `attachment; filename="${file.fileName}"`, 'cache-control': NO_STORE },
  });
});
