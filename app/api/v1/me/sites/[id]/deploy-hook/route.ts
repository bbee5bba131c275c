import { withApiKey } from '@/lib/http/route';
import { publicOrigin } from '@/lib/net/public-origin';
import { deleteDeployHook as deleteOperation, getDeployHook as getOperation, setDeployHook as setOperation } from '@/lib/openapi/operations';
import { deleteDeployHook } from '@/lib/services/delete-deploy-hook';
import { getDeployHook } from '@/lib/services/get-deploy-hook';
import { setDeployHook } from '@/lib/services/set-deploy-hook';

export const GET = withApiKey(getOperation, ({ auth, params, request }) => getDeployHook(auth, params.id, publicOrigin(request)));
export const POST = withApiKey(setOperation, ({ auth, params, body, request }) => setDeployHook(auth, params.id, body, publicOrigin(request)));
export const DELETE = withApiKey(deleteOperation, ({ auth, params }) => deleteDeployHook(auth, params.id));
