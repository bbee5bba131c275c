import { publicRoute } from '@/lib/http/route';
import { getIndexAgentSeries as operation } from '@/lib/openapi/operations';
import { enforceIndexReadLimit } from '@/lib/rate-limit/index-reads';
import { getIndexAgentSeries } from '@/lib/services/get-index-agent-series';

export const GET = publicRoute(operation, async ({ clientIp }) => {
  await enforceIndexReadLimit(clientIp);
  return getIndexAgentSeries();
});
