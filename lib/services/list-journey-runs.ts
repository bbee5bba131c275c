// GET /api/v1/me/sites/{id}/journeys/{journeyId}/runs: the journey's agent-run batches, newest first, each with
// pass^k, tokens, steps and time, and every run with its replay and, where it failed, the step and the finding. A
// stored read: it never starts a run or calls a model.
import type { z } from 'zod';
import type { AgentRun } from '@/lib/db/generated/client';
import { getDb } from '@/lib/db';
import { journeyBatchSummary, type JourneyRunFailure } from '@/lib/agents/journey-run';
import { PAGE_LIMIT } from '@/lib/schemas/common';
import type { JourneyAgentRun, JourneyRunBatch, JourneyRunBatches } from '@/lib/schemas/me/journeys';
import { findOwnedSite } from './find-owned-site';
import { findOwnedJourney } from './journey-view';

export async function listJourneyRuns(
  organizationId: string,
  siteId: string,
  journeyId: string,
  query: { limit?: number; offset?: number },
  origin = '',
): Promise<z.input<typeof JourneyRunBatches>> {
  const site = await findOwnedSite(organizationId, siteId);
  const journey = await findOwnedJourney(organizationId, site.id, journeyId);
  const limit = query.limit ?? PAGE_LIMIT.default;
  const offset = query.offset ?? 0;
  const db = await getDb();
  // A batch's runs are created in one transaction, so its first run's time orders the batches.
  const heads = await db.agentRun.groupBy({
    by: ['batchId'],
    where: { journeyId: journey.id },
    _min: { createdAt: true },
    orderBy: [{ _min: { createdAt: 'desc' } }, { batchId: 'desc' }],
    skip: offset,
    take: limit + 1,
  });
  const page = heads.slice(0, limit);
  const rows = await db.agentRun.findMany({
    where: { journeyId: journey.id, batchId: { in: page.map((head) => head.batchId) } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  const batches = page.map((head) => batchView(rows.filter((row) => row.batchId === head.batchId), origin));
  return {
    siteId: site.id,
    journeyId: journey.id,
    name: journey.name,
    question: journey.question,
    batches,
    nextOffset: heads.length > limit ? offset + limit : null,
    nextStep:
      batches.length === 0
        ? `Run the journey as agents with POST /api/v1/me/sites/${site.id}/journeys/${journey.id}/runs.`
        : batches.some((batch) => !batch.settled)
          ? 'Some runs are still going; read again in a few seconds.'
          : 'Each run links its replay; a failed run names the step where it failed and the finding that explains it.',
  };
}

function batchView(runs: AgentRun[], origin: string): z.input<typeof JourneyRunBatch> {
  const first = runs[0]!;
  const summary = journeyBatchSummary(runs);
  return {
    batchId: first.batchId,
    agent: first.model ? 'model' : 'builtin',
    model: first.model,
    profile: first.profile,
    ...summary,
    createdAt: first.createdAt.toISOString(),
    runs: runs.map((run) => runView(run, origin)),
  };
}

function runView(run: AgentRun, origin: string): z.input<typeof JourneyAgentRun> {
  return {
    runId: run.id,
    status: run.status,
    verdict: run.verdict,
    found: run.found,
    answer: run.answer,
    tokens: run.tokens,
    steps: run.stepCount,
    durationMs: run.durationMs,
    failure: (run.failure as unknown as JourneyRunFailure | null) ?? null,
    replayUrl: `${origin}/replay/${run.id}`,
  };
}
