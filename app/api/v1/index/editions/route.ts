import { publicRoute } from '@/lib/http/route';
import { listIndexEditions as operation } from '@/lib/openapi/operations';
import { enforceIndexReadLimit } from '@/lib/rate-limit/index-reads';
import { listIndexEditions } from '@/lib/services/list-index-editions';

export const GET = publicRoute(operation, async ({ clientIp, query }) => {
  await enforceIndexReadLimit(clientIp);
  return listIndexEditions(query);
});
