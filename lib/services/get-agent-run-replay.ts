// One of the organization's runs with its steps, for the dashboard's replay viewer (published or not). A stored read.
import { getDb } from '@/lib/db';
import { findOwnedSite } from './find-owned-site';

/** The run's stored steps as they are (free-form JSON: lib/views/agent-run-story.ts reads them), null for an unknown run. */
export async function getAgentRunSteps(organizationId: string, siteId: string, runId: string): Promise<unknown[] | null> {
  const site = await findOwnedSite(organizationId, siteId);
  const db = await getDb();
  const run = await db.agentRun.findFirst({ where: { id: runId, siteId: site.id }, select: { steps: true } });
  if (!run) return null;
  return Array.isArray(run.steps) ? run.steps : [];
}
