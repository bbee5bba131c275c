import { withApiKey } from '@/lib/http/route';
import { getFleetRunSummary as operation } from '@/lib/openapi/operations';
import { getFleetRunSummary } from '@/lib/services/get-fleet-run-summary';

export const GET = withApiKey(operation, ({ auth, params }) => getFleetRunSummary(auth, params.id, params.runId));
