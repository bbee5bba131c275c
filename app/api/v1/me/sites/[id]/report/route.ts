import { withApiKey } from '@/lib/http/route';
import { getSiteReport as operation } from '@/lib/openapi/operations';
import { getSiteReport } from '@/lib/services/get-site-report';

export const GET = withApiKey(operation, ({ auth, params }) => getSiteReport(auth.organizationId, params.id));
