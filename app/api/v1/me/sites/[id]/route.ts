import { withApiKey } from '@/lib/http/route';
import { deleteSite as deleteOperation, updateSite as updateOperation } from '@/lib/openapi/operations';
import { deleteSite } from '@/lib/services/delete-site';
import { updateSite } from '@/lib/services/update-site';

export const DELETE = withApiKey(deleteOperation, ({ auth, params }) => deleteSite(auth, params.id));
export const PATCH = withApiKey(updateOperation, ({ auth, params, body }) => updateSite(auth, params.id, body));
