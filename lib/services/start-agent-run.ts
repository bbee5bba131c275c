// POST /api/v1/me/sites/{id}/agent-runs: the goal becomes (or reuses) one of the site's agent tasks; a queued run
// and its job are recorded in one transaction. A model-driven run takes one unit of the model budget; the built-in
// agent needs no model and spends none.
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { fromPrisma } from 'pg-boss';
import { authorize, type Actor } from '@/lib/auth/authorize';
import { getDb } from '@/lib/db';
import { BUILTIN_AGENT_VERSION } from '@/lib/agents/builtin-agent';
import { MODEL_AGENT_VERSION } from '@/lib/agents/model-agent';
import { agentModelSettings, AGENT_MODEL_ENV_HELP } from '@/lib/agents/model-client';
import type { AgentKind } from '@/lib/agents/types';
import { takeModelBudget } from '@/lib/answers/model-budget';
import { ApiError } from '@/lib/errors/api-errors';
import { hostKeyOf } from '@/lib/net/host';
import { AGENT_RUN_QUEUE, modelJobOptions, prepareModelQueues } from '@/lib/services/model-jobs';
import { organizationGroup } from '@/lib/jobs/config';
import { getQueue } from '@/lib/jobs/queue';
import { assertQueueableTarget } from '@/lib/rate-limit/runnable-target';
import { takeWorkQuota } from '@/lib/rate-limit/scan-quota';
import type { AgentRunStarted } from '@/lib/schemas/me';
import { findOwnedSite } from './find-owned-site';

const TRANSACTION = { maxWait: 15_000, timeout: 15_000 };

export async function startAgentRun(
  actor: Actor,
  siteId: string,
  body: { goal: string; agent?: AgentKind },
  origin = '',
): Promise<z.input<typeof AgentRunStarted>> {
  authorize(actor, 'agent-run:start');
  const { organizationId } = actor;
  const site = await findOwnedSite(organizationId, siteId);
  const settings = agentModelSettings();
  const agent: AgentKind = body.agent ?? (settings ? 'model' : 'builtin');
  if (agent === 'model' && !settings) {
    throw new ApiError('agent-model-unavailable', `No agent model is configured. ${AGENT_MODEL_ENV_HELP} Or send "agent": "builtin".`);
  }
  // Refused targets and exhausted quotas spend nothing: the target is vetted first, the units taken in the transaction.
  const target = await assertQueueableTarget(site.url);
  const queue = await getQueue();
  await prepareModelQueues(queue);
  const db = await getDb();
  const { runId, taskId } = await db.$transaction(async (tx) => {
    const task =
      (await tx.agentTask.findFirst({ where: { siteId: site.id, goal: body.goal }, orderBy: { createdAt: 'asc' } })) ??
      (await tx.agentTask.create({ data: { organizationId, siteId: site.id, goal: body.goal } }));
    const run = await tx.agentRun.create({
      data: {
        organizationId,
        siteId: site.id,
        taskId: task.id,
        batchId: randomUUID(),
        status: 'queued',
        goal: body.goal,
        model: agent === 'model' ? settings!.model : null,
        agentVersion: agent === 'model' ? MODEL_AGENT_VERSION : BUILTIN_AGENT_VERSION,
      },
    });
    await takeWorkQuota(tx, 'agentRuns', organizationId, hostKeyOf(new URL(site.url)), target);
    if (agent === 'model') await takeModelBudget(tx, organizationId, 1);
    await queue.send(AGENT_RUN_QUEUE, { runId: run.id }, { ...modelJobOptions(), ...organizationGroup(organizationId), id: run.id, db: fromPrisma(tx) });
    return { runId: run.id, taskId: task.id };
  }, TRANSACTION);
  return {
    runId,
    taskId,
    siteId: site.id,
    status: 'queued',
    agent,
    pollUrl: `/api/v1/me/sites/${site.id}/agent-runs?run_id=${runId}`,
    replayUrl: `${origin}/replay/${runId}`,
  };
}
