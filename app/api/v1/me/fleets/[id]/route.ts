import { withApiKey } from '@/lib/http/route';
import { deleteFleet as deleteOperation, getFleet as getOperation } from '@/lib/openapi/operations';
import { deleteFleet } from '@/lib/services/delete-fleet';
import { getFleet } from '@/lib/services/get-fleet';

export const GET = withApiKey(getOperation, ({ auth, params }) => getFleet(auth, params.id));
export const DELETE = withApiKey(deleteOperation, ({ auth, params }) => deleteFleet(auth, params.id));
