import { withApiKey } from '@/lib/http/route';
import { deleteSite as deleteOperation, getSite as getOperation, updateSite as updateOperation } from '@/lib/openapi/operations';
import { deleteSite } from '@/lib/services/delete-site';
import { getOrganizationSite } from '@/lib/services/get-organization-site';
import { updateSite } from '@/lib/services/update-site';

export const GET = withApiKey(getOperation, ({ auth, params }) => getOrganizationSite(auth.organizationId, params.id));
export const DELETE = withApiKey(deleteOperation, ({ auth, params }) => deleteSite(auth, params.id));
export const PATCH = withApiKey(updateOperation, ({ auth, params, body }) => updateSite(auth, params.id, body));
