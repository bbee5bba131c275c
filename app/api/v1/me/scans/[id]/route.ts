import { withApiKey } from '@/lib/http/route';
import { getScan as operation } from '@/lib/openapi/operations';
import { getScan } from '@/lib/services/get-scan';

export const GET = withApiKey(operation, ({ auth, params }) => getScan(auth.organizationId, params.id));
