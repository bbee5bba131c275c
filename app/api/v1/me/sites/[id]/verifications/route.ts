import { withApiKey } from '@/lib/http/route';
import { listSiteVerifications } from '@/lib/openapi/operations';
import { listVerifications } from '@/lib/services/list-verifications';

export const GET = withApiKey(listSiteVerifications, ({ auth, params, query }) => listVerifications(auth.organizationId, params.id, query));
