import { publicRoute } from '@/lib/http/route';
import { getIndexEditionByNumber } from '@/lib/openapi/operations';
import { enforceIndexReadLimit } from '@/lib/rate-limit/index-reads';
import { getIndexEdition } from '@/lib/services/get-index-edition';

export const GET = publicRoute(getIndexEditionByNumber, async ({ clientIp, params }) => {
  await enforceIndexReadLimit(clientIp);
  return getIndexEdition(params.edition);
});
