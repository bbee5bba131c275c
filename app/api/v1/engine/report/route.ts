import { withApiKey } from '@/lib/http/route';
import { engineReport } from '@/lib/openapi/operations';
import { runEngineReport } from '@/lib/services/run-engine-report';

export const POST = withApiKey(engineReport, ({ auth, body }) => runEngineReport(auth, body));
