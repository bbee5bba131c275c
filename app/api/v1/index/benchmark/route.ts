import { publicRoute } from '@/lib/http/route';
import { getIndexBenchmark as operation } from '@/lib/openapi/operations';
import { enforceIndexReadLimit } from '@/lib/rate-limit/index-reads';
import { getIndexBenchmark } from '@/lib/services/get-index-benchmark';

export const GET = publicRoute(operation, async ({ clientIp, query }) => {
  await enforceIndexReadLimit(clientIp);
  return getIndexBenchmark(query);
});
