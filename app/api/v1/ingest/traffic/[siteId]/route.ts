import { refuseOtherMethods } from '@/lib/http/method-not-allowed';
import { withServiceCredential } from '@/lib/http/route';
import { ingestTrafficLog as operation } from '@/lib/openapi/operations';
import { ingestTrafficLog } from '@/lib/services/ingest-traffic-log';

// A log drain's push: the ingest token is checked by the service, the body streamed by it (the proxy skips this path).
export const POST = withServiceCredential(operation, ({ params, query, request }) => ingestTrafficLog({ request, siteId: params.siteId, format: query.format }));
// The proxy skips this path, so this file answers the other methods' JSON 405s itself (GET too: the refuser answers any method).
export const { PUT, PATCH, DELETE, OPTIONS, POST: GET } = refuseOtherMethods();
