import { withApiKey } from '@/lib/http/route';
import { listSiteFixes } from '@/lib/openapi/operations';
import { listFixes } from '@/lib/services/list-fixes';

export const GET = withApiKey(listSiteFixes, ({ auth, params }) => listFixes(auth.organizationId, params.id));
