import { withApiKey } from '@/lib/http/route';
import { startSiteScan } from '@/lib/openapi/operations';
import { queueSiteScan } from '@/lib/services/queue-site-scan';

export const POST = withApiKey(startSiteScan, ({ auth, params }) => queueSiteScan(auth, params.id, 'api'));
