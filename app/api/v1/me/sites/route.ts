import { withApiKey } from '@/lib/http/route';
import { createSite as createOperation, listSites } from '@/lib/openapi/operations';
import { createSite } from '@/lib/services/create-site';
import { listOrganizationSites } from '@/lib/services/list-organization-sites';

export const GET = withApiKey(listSites, ({ auth, query }) => listOrganizationSites(auth.organizationId, query));

export const POST = withApiKey(createOperation, ({ auth, body }) => createSite(auth, body));
