import { withApiKey } from '@/lib/http/route';
import { revokeTrafficIngestToken as operation } from '@/lib/openapi/operations';
import { revokeTrafficIngestToken } from '@/lib/services/revoke-traffic-ingest-token';

export const DELETE = withApiKey(operation, ({ auth, params }) => revokeTrafficIngestToken(auth, params.id, params.tokenId));
