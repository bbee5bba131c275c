// POST .../agent-runs/{runId}/publish and /unpublish: only published runs appear in GET /api/v1/agent-tasks/{host}
// and at /replay/{runId}. Publishing needs a finished run, and the owner's confirmation when the agent did not succeed;
// both are idempotent (publishing again keeps the date).
import type { z } from 'zod';
import { authorize, type Actor } from '@/lib/auth/authorize';
import { getDb } from '@/lib/db';
import { ApiError } from '@/lib/errors/api-errors';
import type { AgentRun } from '@/lib/schemas/me';
import { agentRunView } from '@/lib/views/agent-run-view';
import { findOwnedSite } from './find-owned-site';

export async function setAgentRunPublished(
  actor: Actor,
  siteId: string,
  runId: string,
  published: boolean,
  origin = '',
  /** The owner confirmed publishing a run whose agent did not succeed (a failed replay speaks for the site). */
  confirmUnsuccessful = false,
): Promise<z.input<typeof AgentRun>> {
  authorize(actor, 'agent-run:publish');
  const site = await findOwnedSite(actor.organizationId, siteId);
  const db = await getDb();
  const run = await db.agentRun.findFirst({ where: { id: runId, siteId: site.id } });
  if (!run) throw new ApiError('not-found', `No agent run with id ${runId} exists for ${site.host}.`);
  if (published && run.status !== 'finished') {
    throw new ApiError('run-not-finished', `The run is ${run.status}; only a finished run can be published.`);
  }
  if (published && !run.publishedAt && run.verdict !== 'succeeded' && !confirmUnsuccessful) {
    throw new ApiError(
      'run-not-succeeded',
      `The agent's verdict on this run is ${run.verdict ?? 'none'}; publishing shows everyone a run that did not succeed. Publish again with confirm=true to do it anyway.`,
    );
  }
  const publishedAt = published ? (run.publishedAt ?? new Date()) : null;
  const updated = await db.agentRun.update({ where: { id: run.id }, data: { publishedAt } });
  return agentRunView(updated, origin);
}
