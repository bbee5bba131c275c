import { withApiKey } from '@/lib/http/route';
import { getSiteOwnership as readOperation, proveSiteOwnership as proveOperation } from '@/lib/openapi/operations';
import { getSiteOwnership } from '@/lib/services/get-site-ownership';
import { proveSiteOwnership } from '@/lib/services/prove-site-ownership';

export const GET = withApiKey(readOperation, ({ auth, params }) => getSiteOwnership(auth, params.id));
export const POST = withApiKey(proveOperation, ({ auth, params }) => proveSiteOwnership(auth, params.id));
