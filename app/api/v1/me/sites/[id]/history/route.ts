import { withApiKey } from '@/lib/http/route';
import { getSiteHistory } from '@/lib/openapi/operations';
import { listScanHistory } from '@/lib/services/list-scan-history';

export const GET = withApiKey(getSiteHistory, ({ auth, params, query }) => listScanHistory(auth.organizationId, params.id, query));
