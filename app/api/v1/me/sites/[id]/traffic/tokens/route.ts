import { publicOrigin } from '@/lib/net/public-origin';
import { withApiKey } from '@/lib/http/route';
import { createTrafficIngestToken as createOperation, listTrafficIngestTokens as listOperation } from '@/lib/openapi/operations';
import { createTrafficIngestToken } from '@/lib/services/create-traffic-ingest-token';
import { listTrafficIngestTokens } from '@/lib/services/list-traffic-ingest-tokens';

export const GET = withApiKey(listOperation, ({ auth, params }) => listTrafficIngestTokens(auth, params.id));
export const POST = withApiKey(createOperation, ({ auth, params, body, request }) => createTrafficIngestToken(auth, params.id, { name: body.name, origin: publicOrigin(request) }));
