import { readOptionalJsonBody } from '@/lib/fleets/read-upload';
import { withApiKey } from '@/lib/http/route';
import { listFleetRuns as listOperation, startFleetRun as startOperation } from '@/lib/openapi/operations';
import { StartFleetRunBody } from '@/lib/schemas/me/fleets';
import { listFleetRuns } from '@/lib/services/list-fleet-runs';
import { startFleetRun } from '@/lib/services/start-fleet-run';

export const GET = withApiKey(listOperation, ({ auth, params, query }) => listFleetRuns(auth, params.id, query));
// The body is optional (renderSample has a default): read here.
export const POST = withApiKey(startOperation, async ({ auth, params, request }) => startFleetRun(auth, params.id, await readOptionalJsonBody(request, StartFleetRunBody)), { ownBody: true });
