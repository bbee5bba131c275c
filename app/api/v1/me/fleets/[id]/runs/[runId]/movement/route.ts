import { withApiKey } from '@/lib/http/route';
import { getFleetMovement as operation } from '@/lib/openapi/operations';
import { getFleetMovement } from '@/lib/services/get-fleet-movement';

export const GET = withApiKey(operation, ({ auth, params }) => getFleetMovement(auth, params.id, params.runId));
