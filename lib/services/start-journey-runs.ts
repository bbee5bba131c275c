// POST /api/v1/me/sites/{id}/journeys/{journeyId}/runs: the journey as k agent runs (issue 33 point 4), one batch.
// Each run is an agent run like POST .../agent-runs queues (its task is the journey's question), browsing as one agent
// profile from the journey's start; the run job judges whether it found the journey's answer. The k runs take k units
// of the organization's agent-run quota, one use of the target's quota (one batch, as one audit: takeWorkQuota) and,
// with the model, k units of the model budget, all in one transaction: a refused batch spends nothing.
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { fromPrisma } from 'pg-boss';
import { authorize, type Actor } from '@/lib/auth/authorize';
import { getDb } from '@/lib/db';
import { BUILTIN_AGENT_VERSION } from '@/lib/agents/builtin-agent';
import { DEFAULT_RUN_PROFILE, JOURNEY_RUNS } from '@/lib/rate-limit/journey-run-limits';
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
import type { JourneyRunsStarted, StartJourneyRunsRequest } from '@/lib/schemas/me/journeys';
import { findOwnedSite } from './find-owned-site';
import { findOwnedJourney } from './journey-view';

const TRANSACTION = { maxWait: 15_000, timeout: 15_000 };

export async function startJourneyRuns(
  actor: Actor,
  siteId: string,
  journeyId: string,
  body: z.output<typeof StartJourneyRunsRequest>,
  origin = '',
): Promise<z.input<typeof JourneyRunsStarted>> {
  authorize(actor, 'agent-run:start');
  const { organizationId } = actor;
  const site = await findOwnedSite(organizationId, siteId);
  const journey = await findOwnedJourney(organizationId, site.id, journeyId);
  const settings = agentModelSettings();
  const agent: AgentKind = body.agent ?? (settings ? 'model' : 'builtin');
  if (agent === 'model' && !settings) {
    throw new ApiError('agent-model-unavailable', `No agent model is configured. ${AGENT_MODEL_ENV_HELP} Or send "agent": "builtin".`);
  }
  // The built-in agent is deterministic: one run tells what k would.
  const k = body.runs ?? (agent === 'model' ? JOURNEY_RUNS.default : 1);
  const profile = body.profile ?? DEFAULT_RUN_PROFILE;
  const target = await assertQueueableTarget(site.url);
  const queue = await getQueue();
  await prepareModelQueues(queue);
  const db = await getDb();
  const batchId = randomUUID();
  const runIds = await db.$transaction(async (tx) => {
    await takeWorkQuota(tx, 'agentRuns', organizationId, hostKeyOf(new URL(site.url)), target, k);
    const task =
      (await tx.agentTask.findFirst({ where: { siteId: site.id, goal: journey.question }, orderBy: { createdAt: 'asc' } })) ??
      (await tx.agentTask.create({ data: { organizationId, siteId: site.id, goal: journey.question, name: journey.name } }));
    const ids: string[] = [];
    for (let index = 0; index < k; index++) {
      const run = await tx.agentRun.create({
        data: {
          organizationId,
          siteId: site.id,
          taskId: task.id,
          batchId,
          journeyId: journey.id,
          profile,
          status: 'queued',
          goal: journey.question,
          model: agent === 'model' ? settings!.model : null,
          agentVersion: agent === 'model' ? MODEL_AGENT_VERSION : BUILTIN_AGENT_VERSION,
        },
      });
      await queue.send(AGENT_RUN_QUEUE, { runId: run.id }, { ...modelJobOptions(), ...organizationGroup(organizationId), id: run.id, db: fromPrisma(tx) });
      ids.push(run.id);
    }
    if (agent === 'model') await takeModelBudget(tx, organizationId, k);
    return ids;
  }, TRANSACTION);
  return {
    batchId,
    journeyId: journey.id,
    siteId: site.id,
    agent,
    profile,
    k,
    runs: runIds.map((runId) => ({ runId, replayUrl: `${origin}/replay/${runId}` })),
    pollUrl: `/api/v1/me/sites/${site.id}/journeys/${journey.id}/runs`,
  };
}
