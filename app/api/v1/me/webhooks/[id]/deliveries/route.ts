import { withApiKey } from '@/lib/http/route';
import { listWebhookDeliveries as operation } from '@/lib/openapi/operations';
import { listWebhookDeliveries } from '@/lib/services/list-webhook-deliveries';

export const GET = withApiKey(operation, ({ auth, params, query }) =>
  listWebhookDeliveries(auth, params.id, query),
);
