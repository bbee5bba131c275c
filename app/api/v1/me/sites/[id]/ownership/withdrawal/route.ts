import { withApiKey } from '@/lib/http/route';
import { withdrawSiteHost } from '@/lib/openapi/operations';
import { withdrawHost } from '@/lib/services/withdraw-host';

export const POST = withApiKey(withdrawSiteHost, ({ auth, params }) => withdrawHost(auth, params.id));
