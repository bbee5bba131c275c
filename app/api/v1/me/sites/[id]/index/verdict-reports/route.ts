import { withApiKey } from '@/lib/http/route';
import { reportSiteIndexVerdict } from '@/lib/openapi/operations';
import { reportIndexVerdict } from '@/lib/services/report-index-verdict';

export const POST = withApiKey(reportSiteIndexVerdict, ({ auth, params, body }) => reportIndexVerdict(auth, params.id, body));
