// One of the organization's runs with its steps, for the dashboard's replay viewer (published or not). A stored read.
import { getDb } from '@/lib/db';
import type { AgentStep } from '@/lib/agents/types';
import { findOwnedSite } from './find-owned-site';

export async function getAgentRunSteps(organizationId: string, siteId: string, runId: string): Promise<AgentStep[] | null> {
  const site = await findOwnedSite(organizationId, siteId);
  const db = await getDb();
  const run = await db.agentRun.findFirst({ where: { id: runId, siteId: site.id }, select: { steps: true } });
  return run && Array.isArray(run.steps) ? (run.steps as unknown as AgentStep[]) : run ? [] : null;
}
