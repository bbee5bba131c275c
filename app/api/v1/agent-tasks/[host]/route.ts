import { publicOrigin } from '@/lib/net/public-origin';
import { publicRoute } from '@/lib/http/route';
import { listPublishedAgentTasks } from '@/lib/openapi/operations';
import { listPublishedAgentRuns } from '@/lib/services/list-published-agent-runs';

export const GET = publicRoute(listPublishedAgentTasks, ({ params, query, request }) =>
  listPublishedAgentRuns(params.host, query, publicOrigin(request)),
);
