// The job that carries out a queued agent run and stores its outcome. A run queued for the model-driven agent
// (model set) needs the agent model configured when it runs; otherwise it fails with the reason.
import type { Prisma } from '@/lib/db/generated/client';
import { getDb } from '@/lib/db';
import { agentModelSettings, createChatModel, AGENT_MODEL_ENV_HELP } from './model-client';
import { runAgent } from './run-agent';
import { announceAgentRunFinished } from '@/lib/webhooks/announce';
import { agentBudget, agentFetcherSettings } from './settings';

const FINISHED = new Set(['finished', 'failed']);
const ACTIVE = ['queued', 'running'];

export async function runAgentRunJob(runId: string): Promise<{ status: string }> {
  const db = await getDb();
  const run = await db.agentRun.findUnique({ where: { id: runId }, include: { site: true } });
  if (!run) return { status: 'missing' };
  if (FINISHED.has(run.status)) return { status: run.status };
  // Conditional, like every write to the run: a run the sweep ended meanwhile (lib/services/end-orphaned-work.ts)
  // stays ended.
  const claimed = await db.agentRun.updateMany({ where: { id: runId, status: { in: ACTIVE } }, data: { status: 'running' } });
  if (claimed.count === 0) return { status: 'already-settled' };

  const settings = run.model ? agentModelSettings() : null;
  if (run.model && !settings) return fail(runId, `The run was queued for the model-driven agent, but no agent model is configured. ${AGENT_MODEL_ENV_HELP}`);
  try {
    const outcome = await runAgent({
      siteUrl: run.site.url,
      goal: run.goal ?? '',
      model: settings ? createChatModel(settings) : null,
      budget: agentBudget(),
      fetcher: agentFetcherSettings(),
    });
    const { count } = await db.agentRun.updateMany({
      where: { id: runId, status: { in: ACTIVE } },
      data: {
        status: 'finished',
        verdict: outcome.verdict,
        reasons: outcome.reasons,
        answer: outcome.answer,
        evidence: outcome.evidence as unknown as Prisma.InputJsonValue,
        steps: outcome.steps as unknown as Prisma.InputJsonValue,
        stepCount: outcome.steps.length,
        model: outcome.model,
        agentVersion: outcome.agentVersion,
        finishedAt: new Date(),
      },
    });
    if (count === 1) await announceAgentRunFinished(runId);
    return { status: count === 1 ? 'finished' : 'already-settled' };
  } catch (error) {
    return fail(runId, error instanceof Error ? error.message : String(error));
  }
}

async function fail(runId: string, error: string): Promise<{ status: string }> {
  const db = await getDb();
  const { count } = await db.agentRun.updateMany({
    where: { id: runId, status: { in: ACTIVE } },
    data: { status: 'failed', verdict: 'failed', error, reasons: [error], finishedAt: new Date() },
  });
  if (count === 1) await announceAgentRunFinished(runId);
  return { status: count === 1 ? 'failed' : 'already-settled' };
}
