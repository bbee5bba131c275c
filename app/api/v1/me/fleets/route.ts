import { fleetUploadOf } from '@/lib/fleets/read-upload';
import { refuseOtherMethods } from '@/lib/http/method-not-allowed';
import { withApiKey } from '@/lib/http/route';
import { createFleet as createOperation, listFleets as listOperation } from '@/lib/openapi/operations';
import { createFleet } from '@/lib/services/create-fleet';
import { listFleets } from '@/lib/services/list-fleets';

export const GET = withApiKey(listOperation, ({ auth, query }) => listFleets(auth, query));
// The upload comes as JSON, text/plain or text/csv, up to 16 MiB: read by the service under its cap, not by the JSON
// body reader. The proxy skips this path (proxy.ts: with a proxy, Next buffers a body and cuts it at 10 MB, and a cut
// list was answered 201 with its last targets missing), so this file answers the other methods' 405s itself.
export const POST = withApiKey(createOperation, async ({ auth, query, request }) => createFleet(auth, fleetUploadOf(request, query.name)), { ownBody: true });
export const { PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods();
