import { withApiKey } from '@/lib/http/route';
import { deleteSite as operation } from '@/lib/openapi/operations';
import { deleteSite } from '@/lib/services/delete-site';

export const DELETE = withApiKey(operation, ({ auth, params }) => deleteSite(auth, params.id));
