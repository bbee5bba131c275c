import { withApiKey } from '@/lib/http/route';
import { engineAudit } from '@/lib/openapi/operations';
import { runEngineAudit } from '@/lib/services/run-engine-audit';

export const POST = withApiKey(engineAudit, ({ auth, body }) => runEngineAudit(auth, body));
