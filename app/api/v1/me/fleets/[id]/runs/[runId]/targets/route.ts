import { withApiKey } from '@/lib/http/route';
import { listFleetTargets as operation } from '@/lib/openapi/operations';
import { listFleetTargets } from '@/lib/services/list-fleet-targets';

export const GET = withApiKey(operation, ({ auth, params, query }) => listFleetTargets(auth, params.id, params.runId, query));
