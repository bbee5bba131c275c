import type { z } from 'zod';
import type { AgentRun as AgentRunRow } from '@/lib/db/generated/client';
import type { AgentRun } from '@/lib/schemas/me';

interface Evidence {
  url: string;
  quote: string;
}

function evidenceOf(value: unknown): Evidence[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is Evidence => typeof item?.url === 'string' && typeof item?.quote === 'string',
  ).map(({ url, quote }) => ({ url, quote }));
}

/** replayUrl is `{origin}/replay/{runId}`, the page that replays the run step by step (published runs only). */
export function agentRunView(run: AgentRunRow, origin = ''): z.input<typeof AgentRun> {
  return {
    id: run.id,
    taskId: run.taskId,
    batchId: run.batchId,
    status: run.status,
    verdict: run.verdict,
    reasons: run.reasons,
    goal: run.goal,
    stepCount: run.stepCount,
    answer: run.answer,
    evidence: evidenceOf(run.evidence),
    model: run.model,
    agentVersion: run.agentVersion,
    createdAt: run.createdAt.toISOString(),
    publishedAt: run.publishedAt?.toISOString() ?? null,
    error: run.error,
    replayUrl: `${origin}/replay/${run.id}`,
  };
}
