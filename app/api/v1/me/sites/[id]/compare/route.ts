import { withApiKey } from '@/lib/http/route';
import { compareSiteScans } from '@/lib/openapi/operations';
import { compareScans } from '@/lib/services/compare-scans';

export const GET = withApiKey(compareSiteScans, ({ auth, params, query }) => compareScans(auth.organizationId, params.id, query));
