import { withApiKey } from '@/lib/http/route';
import { cancelFleetRun as cancelOperation, getFleetRun as getOperation } from '@/lib/openapi/operations';
import { cancelFleetRun } from '@/lib/services/cancel-fleet-run';
import { getFleetRun } from '@/lib/services/get-fleet-run';

export const GET = withApiKey(getOperation, ({ auth, params }) => getFleetRun(auth, params.id, params.runId));
export const DELETE = withApiKey(cancelOperation, ({ auth, params }) => cancelFleetRun(auth, params.id, params.runId));
