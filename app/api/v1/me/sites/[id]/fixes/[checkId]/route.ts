import { withApiKey } from '@/lib/http/route';
import { getSiteFix } from '@/lib/openapi/operations';
import { getFixGuide } from '@/lib/services/get-fix-guide';

export const GET = withApiKey(getSiteFix, ({ auth, params }) => getFixGuide(auth.organizationId, params.id, params.checkId));
