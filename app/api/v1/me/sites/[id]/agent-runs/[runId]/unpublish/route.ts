import { publicOrigin } from '@/lib/net/public-origin';
import { withApiKey } from '@/lib/http/route';
import { unpublishAgentRun } from '@/lib/openapi/operations';
import { setAgentRunPublished } from '@/lib/services/publish-agent-run';

export const POST = withApiKey(unpublishAgentRun, ({ auth, params, request }) =>
  setAgentRunPublished(auth, params.id, params.runId, false, publicOrigin(request)),
);
