import { withApiKey } from '@/lib/http/route';
import { createSiteJourney as createOperation, listSiteJourneys as listOperation } from '@/lib/openapi/operations';
import { createJourney } from '@/lib/services/create-journey';
import { listJourneys } from '@/lib/services/list-journeys';

export const GET = withApiKey(listOperation, ({ auth, params, query }) => listJourneys(auth, params.id, query));
export const POST = withApiKey(createOperation, ({ auth, params, body }) => createJourney(auth, params.id, body));
