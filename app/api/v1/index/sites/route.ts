import { publicRoute } from '@/lib/http/route';
import { listIndexSites as operation } from '@/lib/openapi/operations';
import { enforceIndexReadLimit } from '@/lib/rate-limit/index-reads';
import { listIndexSites } from '@/lib/services/list-index-sites';

export const GET = publicRoute(operation, async ({ clientIp, query }) => {
  await enforceIndexReadLimit(clientIp);
  return listIndexSites(query);
});
