import { publicOrigin } from '@/lib/net/public-origin';
import { withApiKey } from '@/lib/http/route';
import { listJourneyRuns as listOperation, startJourneyRuns as startOperation } from '@/lib/openapi/operations';
import { listJourneyRuns } from '@/lib/services/list-journey-runs';
import { startJourneyRuns } from '@/lib/services/start-journey-runs';

export const GET = withApiKey(listOperation, ({ auth, params, query, request }) =>
  listJourneyRuns(auth.organizationId, params.id, params.journeyId, query, publicOrigin(request)),
);

export const POST = withApiKey(startOperation, ({ auth, params, body, request }) =>
  startJourneyRuns(auth, params.id, params.journeyId, body, publicOrigin(request)),
);
