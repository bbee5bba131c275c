import { withApiKey } from '@/lib/http/route';
import { getFleetTargetReport as operation } from '@/lib/openapi/operations';
import { getFleetTargetReport } from '@/lib/services/get-fleet-target-report';

export const GET = withApiKey(operation, ({ auth, params }) => getFleetTargetReport(auth, params.id, params.runId, params.origin));
