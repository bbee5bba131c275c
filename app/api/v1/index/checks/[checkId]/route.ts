import { publicRoute } from '@/lib/http/route';
import { getIndexCheckSeries as operation } from '@/lib/openapi/operations';
import { enforceIndexReadLimit } from '@/lib/rate-limit/index-reads';
import { getIndexCheckSeries } from '@/lib/services/get-index-check-series';

export const GET = publicRoute(operation, async ({ clientIp, params }) => {
  await enforceIndexReadLimit(clientIp);
  return getIndexCheckSeries(params.checkId);
});
