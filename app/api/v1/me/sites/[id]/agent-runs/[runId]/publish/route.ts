import { publicOrigin } from '@/lib/net/public-origin';
import { withApiKey } from '@/lib/http/route';
import { publishAgentRun } from '@/lib/openapi/operations';
import { setAgentRunPublished } from '@/lib/services/publish-agent-run';

export const POST = withApiKey(publishAgentRun, ({ auth, params, query, request }) =>
  setAgentRunPublished(auth, params.id, params.runId, true, publicOrigin(request), query.confirm === 'true'),
);
