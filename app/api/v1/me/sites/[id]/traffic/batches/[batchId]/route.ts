import { withApiKey } from '@/lib/http/route';
import { getTrafficBatch as operation } from '@/lib/openapi/operations';
import { getTrafficBatch } from '@/lib/services/get-traffic-batch';

export const GET = withApiKey(operation, ({ auth, params }) => getTrafficBatch(auth, params.id, params.batchId));
