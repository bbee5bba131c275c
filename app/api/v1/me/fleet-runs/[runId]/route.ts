import { withApiKey } from '@/lib/http/route';
import { findFleetRun as operation } from '@/lib/openapi/operations';
import { findFleetRun } from '@/lib/services/get-fleet-run';

export const GET = withApiKey(operation, ({ auth, params }) => findFleetRun(auth, params.runId));
