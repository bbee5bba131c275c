// MCP tools for the published index (issue 48): the same operations, services and per-caller limit as the REST
// reads GET /api/v1/index and GET /api/v1/index/sites.
import { getIndex, listIndexSites as listIndexSitesOperation } from '@/lib/openapi/operations';
import { enforceIndexReadLimit } from '@/lib/rate-limit/index-reads';
import { getIndexEdition } from '@/lib/services/get-index-edition';
import { listIndexSites } from '@/lib/services/list-index-sites';
import { defineTool } from './define-tool';

const READ = { readOnlyHint: true, openWorldHint: false } as const;

export const getIndexTool = defineTool({
  name: 'get_index',
  title: 'The current edition of the index',
  description:
    'The published index of agent readiness: its method first (where the list came from, deduplication, what reachable, blocked and unknown mean, the render sample), then the population\'s figures (target counts, score quantiles, each check\'s pass rate, each agent profile\'s read rate). It names no site. The error not-found means no edition is published yet.',
  access: 'public',
  operation: getIndex,
  annotations: READ,
  run: async (_input, { clientIp }) => {
    await enforceIndexReadLimit(clientIp);
    return getIndexEdition();
  },
});

export const listIndexSitesTool = defineTool({
  name: 'list_index_sites',
  title: 'The opted-in leaderboard of the index',
  description:
    'Ranked sites of the current edition (or `edition`) whose owners opted in, best first, with rank and percentile overall and in their category; `category` keeps one category. Every other site counts in the ranks without its name. Paginate with limit and offset (pass nextOffset back).',
  access: 'public',
  operation: listIndexSitesOperation,
  annotations: READ,
  run: async ({ query }, { clientIp }) => {
    await enforceIndexReadLimit(clientIp);
    return listIndexSites(query);
  },
});
