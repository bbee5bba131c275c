import { withApiKey } from '@/lib/http/route';
import { getSiteArtifact } from '@/lib/openapi/operations';
import { getArtifact } from '@/lib/services/get-artifact';

export const GET = withApiKey(getSiteArtifact, ({ auth, params }) => getArtifact(auth.organizationId, params.id, params.kind));
