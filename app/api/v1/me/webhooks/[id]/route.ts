import { withApiKey } from '@/lib/http/route';
import { deleteWebhook as operation } from '@/lib/openapi/operations';
import { deleteWebhook } from '@/lib/services/delete-webhook';

export const DELETE = withApiKey(operation, ({ auth, params }) => deleteWebhook(auth, params.id));
