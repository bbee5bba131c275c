import { withApiKey } from '@/lib/http/route';
import { testWebhook as operation } from '@/lib/openapi/operations';
import { sendWebhookTest } from '@/lib/services/send-webhook-test';

export const POST = withApiKey(operation, ({ auth, params }) => sendWebhookTest(auth, params.id));
