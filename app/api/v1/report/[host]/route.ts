import { publicRoute } from '@/lib/http/route';
import { getPublicReport as operation } from '@/lib/openapi/operations';
import { getPublicReport } from '@/lib/services/get-public-report';
import { publicReportBodies } from '@/lib/services/public-report-bodies';

export const GET = publicRoute(operation, ({ params }) => getPublicReport(params.host), {
  store: publicReportBodies,
  key: ({ params }) => params.host,
});
