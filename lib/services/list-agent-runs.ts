// GET /api/v1/me/sites/{id}/agent-runs: every run of the site, published or not (newest first), or one run by
// run_id (pagination then ignored). A stored read: it never starts a run or calls a model.
import type { z } from 'zod';
import { getDb } from '@/lib/db';
import { ApiError } from '@/lib/errors/api-errors';
import { PAGE_LIMIT } from '@/lib/schemas/common';
import type { AgentRuns } from '@/lib/schemas/me';
import { agentRunView } from '@/lib/views/agent-run-view';
import { findOwnedSite } from './find-owned-site';

export async function listAgentRuns(
  organizationId: string,
  siteId: string,
  query: { limit?: number; offset?: number; run_id?: string },
  origin = '',
): Promise<z.input<typeof AgentRuns>> {
  const site = await findOwnedSite(organizationId, siteId);
  const db = await getDb();
  if (query.run_id) {
    const run = await db.agentRun.findFirst({ where: { id: query.run_id, siteId: site.id } });
    if (!run) throw new ApiError('not-found', `No agent run with id ${query.run_id} exists for ${site.host}.`);
    const nextStep =
      run.status === 'queued' || run.status === 'running'
        ? `The run is ${run.status}; read it again in a few seconds.`
        : run.publishedAt
          ? `The run is public at ${origin}/replay/${run.id}; unpublish it with POST /api/v1/me/sites/${site.id}/agent-runs/${run.id}/unpublish.`
          : `Publish the run with POST /api/v1/me/sites/${site.id}/agent-runs/${run.id}/publish to show it at /replay/${run.id}.`;
    return { siteId: site.id, host: site.host, runs: [agentRunView(run, origin)], nextOffset: null, nextStep };
  }
  const limit = query.limit ?? PAGE_LIMIT.default;
  const offset = query.offset ?? 0;
  const rows = await db.agentRun.findMany({
    where: { siteId: site.id },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    skip: offset,
    take: limit + 1,
  });
  return {
    siteId: site.id,
    host: site.host,
    runs: rows.slice(0, limit).map((run) => agentRunView(run, origin)),
    nextOffset: rows.length > limit ? offset + limit : null,
    nextStep:
      rows.length === 0
        ? `Give an agent a goal with POST /api/v1/me/sites/${site.id}/agent-runs.`
        : 'Read one run with run_id; publish the runs you want to show at /replay/{runId}.',
  };
}
