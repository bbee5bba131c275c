import { refuseOtherMethods } from '@/lib/http/method-not-allowed';
import { withApiKey } from '@/lib/http/route';
import { getSiteTraffic as getOperation, uploadTrafficLog as uploadOperation } from '@/lib/openapi/operations';
import { getSiteTraffic } from '@/lib/services/get-site-traffic';
import { uploadTrafficLog } from '@/lib/services/upload-traffic-log';

export const GET = withApiKey(getOperation, ({ auth, params, query }) => getSiteTraffic(auth, params.id, query));
// The log is the body, read (and never parsed) by the service as a stream; the proxy skips this path so that Next does
// not buffer it (proxy.ts), and this file answers the other methods' 405s itself.
export const POST = withApiKey(uploadOperation, ({ auth, params, query, request }) => uploadTrafficLog(auth, params.id, { request, format: query.format }), { ownBody: true });
export const { PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods();
