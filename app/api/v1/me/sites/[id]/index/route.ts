import { withApiKey } from '@/lib/http/route';
import { getSiteIndexStanding as operation } from '@/lib/openapi/operations';
import { getSiteIndexStanding } from '@/lib/services/get-site-index-standing';

export const GET = withApiKey(operation, ({ auth, params }) => getSiteIndexStanding(auth, params.id));
