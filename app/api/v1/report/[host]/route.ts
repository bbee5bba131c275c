import { refuseOtherMethods } from '@/lib/http/method-not-allowed';
import { publicRoute } from '@/lib/http/route';
import { getPublicReport as operation } from '@/lib/openapi/operations';
import { getPublicReport } from '@/lib/services/get-public-report';
import { publicReportBodies } from '@/lib/net/public-report-bodies';

export const GET = publicRoute(operation, ({ params }) => getPublicReport(params.host), {
  store: publicReportBodies,
  key: ({ params }) => params.host,
});

// proxy.ts skips this path (see there), so the JSON 405s for other methods come from here.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods();
