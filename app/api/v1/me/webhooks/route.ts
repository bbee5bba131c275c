import { withApiKey } from '@/lib/http/route';
import { createWebhook as createOperation, listWebhooks as listOperation } from '@/lib/openapi/operations';
import { createWebhook } from '@/lib/services/create-webhook';
import { listWebhooks } from '@/lib/services/list-webhooks';

export const GET = withApiKey(listOperation, ({ auth, query }) => listWebhooks(auth, query));
export const POST = withApiKey(createOperation, ({ auth, body }) => createWebhook(auth, body));
