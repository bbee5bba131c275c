import { withApiKey } from '@/lib/http/route';
import { listSiteAnswers } from '@/lib/openapi/operations';
import { listAnswers } from '@/lib/services/list-answers';

export const GET = withApiKey(listSiteAnswers, ({ auth, params, query }) => listAnswers(auth.organizationId, params.id, query));
