import { publicRoute } from '@/lib/http/route';
import { getIndex } from '@/lib/openapi/operations';
import { enforceIndexReadLimit } from '@/lib/rate-limit/index-reads';
import { getIndexEdition } from '@/lib/services/get-index-edition';

export const GET = publicRoute(getIndex, async ({ clientIp }) => {
  await enforceIndexReadLimit(clientIp);
  return getIndexEdition();
});
