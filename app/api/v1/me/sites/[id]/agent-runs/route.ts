import { publicOrigin } from '@/lib/net/public-origin';
import { withApiKey } from '@/lib/http/route';
import { listSiteAgentRuns, startAgentRun } from '@/lib/openapi/operations';
import { listAgentRuns } from '@/lib/services/list-agent-runs';
import { startAgentRun as queueAgentRun } from '@/lib/services/start-agent-run';

export const GET = withApiKey(listSiteAgentRuns, ({ auth, params, query, request }) =>
  listAgentRuns(auth.organizationId, params.id, query, publicOrigin(request)),
);

export const POST = withApiKey(startAgentRun, ({ auth, params, body, request }) =>
  queueAgentRun(auth, params.id, body, publicOrigin(request)),
);
