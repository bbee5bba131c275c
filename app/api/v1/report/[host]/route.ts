import { publicRoute } from '@/lib/http/route';
import { getPublicReport as operation } from '@/lib/openapi/operations';
import { getPublicReport } from '@/lib/services/get-public-report';

export const GET = publicRoute(operation, ({ params }) => getPublicReport(params.host));
