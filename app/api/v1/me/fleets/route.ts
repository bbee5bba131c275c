import { readFleetUpload } from '@/lib/fleets/read-upload';
import { withApiKey } from '@/lib/http/route';
import { createFleet as createOperation, listFleets as listOperation } from '@/lib/openapi/operations';
import { createFleet } from '@/lib/services/create-fleet';
import { listFleets } from '@/lib/services/list-fleets';

export const GET = withApiKey(listOperation, ({ auth, query }) => listFleets(auth, query));
// The upload comes as JSON, text/plain or text/csv: read here, not by the JSON body reader.
export const POST = withApiKey(createOperation, async ({ auth, query, request }) => createFleet(auth, await readFleetUpload(request, query.name)), { ownBody: true });
