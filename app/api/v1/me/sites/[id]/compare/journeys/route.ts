import { withApiKey } from '@/lib/http/route';
import { compareSiteJourneys } from '@/lib/openapi/operations';
import { compareScanJourneys } from '@/lib/services/compare-scans';

export const GET = withApiKey(compareSiteJourneys, ({ auth, params, query }) => compareScanJourneys(auth.organizationId, params.id, query));
