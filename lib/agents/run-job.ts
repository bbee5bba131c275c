// The job that carries out a queued agent run and stores its outcome. A run queued for the model-driven agent
// (model set) needs the agent model configured when it runs; otherwise it fails with the reason. The run itself (every
// request to the site, every page read and converted, the journey's answer pattern) runs in an audit process under
// the audit budgets (lib/agents/agent-task.ts); this process only calls the model for it and stores what it found.
import type { Prisma } from '@/lib/db/generated/client';
import type { JourneyAnswer, JourneyProfileResult, JourneyResult } from '@/engine/index';
import { getDb } from '@/lib/db';
import { stopWhenGone } from '@/lib/jobs/stop-when-gone';
import { runTaskInPool } from '@/lib/pools/audit-pool';
import { AGENT_MODEL_CALL, AUDIT_TASKS } from '@/lib/pools/audit-tasks';
import type { AgentRunTaskInput, AgentRunTaskResult, ModelCompletion } from './agent-task';
import { describeJourneyRunFailure } from './journey-run';
import { agentModelSettings, createChatModel, AGENT_MODEL_ENV_HELP, type ChatMessage, type ToolDefinition } from './model-client';
import { announceAgentRunFinished } from '@/lib/webhooks/announce';
import { agentBudget, agentFetcherSettings } from './settings';

/**
 * Time past the run's own budget its audit process may take before it is taken as hung: robots.txt before the steps
 * and the evidence check after them each wait at most a few requests' timeouts.
 */
const SETTLE_ALLOWANCE_FETCHES = 3;

const FINISHED = new Set(['finished', 'failed']);
const ACTIVE = ['queued', 'running'];

export async function runAgentRunJob(runId: string): Promise<{ status: string }> {
  const db = await getDb();
  const run = await db.agentRun.findUnique({ where: { id: runId }, include: { site: true, journey: true } });
  if (!run) return { status: 'missing' };
  if (FINISHED.has(run.status)) return { status: run.status };
  // Conditional, like every write to the run: a run the sweep ended meanwhile (lib/services/end-orphaned-work.ts)
  // stays ended.
  const claimed = await db.agentRun.updateMany({ where: { id: runId, status: { in: ACTIVE } }, data: { status: 'running' } });
  if (claimed.count === 0) return { status: 'already-settled' };

  const settings = run.model ? agentModelSettings() : null;
  if (run.model && !settings) return fail(runId, `The run was queued for the model-driven agent, but no agent model is configured. ${AGENT_MODEL_ENV_HELP}`, run.journeyId !== null);
  // A journey's run (issue 33 point 4) starts at the journey's start, browses as its profile, and is judged by its answer.
  const journey = run.journey;
  if (run.journeyId && !journey) return fail(runId, 'The journey this run was queued for was removed before it ran.', true);
  const model = settings ? createChatModel(settings) : null;
  const budget = agentBudget();
  const fetcher = agentFetcherSettings();
  const input: AgentRunTaskInput = {
    siteUrl: run.site.url,
    goal: run.goal ?? '',
    budget,
    fetcher,
    model: model?.model ?? null,
    ...(journey?.start ? { start: journey.start } : {}),
    ...(run.profile ? { profile: run.profile } : {}),
    ...(journey ? { answer: journey.answer as JourneyAnswer, scanResult: await latestScanResult(run.siteId, journey.name, run.profile) } : {}),
  };
  // Deleting the site (or the run) ends the run where it is, in its audit process too.
  const gone = stopWhenGone(async () => (await db.agentRun.count({ where: { id: runId } })) === 0);
  try {
    const { outcome, found, failure } = await runTaskInPool<AgentRunTaskResult>(AUDIT_TASKS.agentRun, input, {
      tenant: run.organizationId,
      signal: gone.signal,
      noun: 'agent run',
      deadlineMs: budget.maxMs + SETTLE_ALLOWANCE_FETCHES * fetcher.timeoutMs,
      calls: {
        [AGENT_MODEL_CALL]: async (messages: ChatMessage[], tools: ToolDefinition[], timeoutMs: number): Promise<ModelCompletion> => {
          if (!model) throw new Error('This run has no model.');
          const message = await model.complete(messages, tools, timeoutMs);
          return { message, tokens: model.tokens };
        },
      },
    });
    const steps: Array<Record<string, unknown>> = outcome.steps.map((step) => ({ ...step }));
    if (failure?.step) steps[failure.step - 1]!.failed = `${failure.code ? `${failure.code}: ` : ''}${failure.reason}`;
    const { count } = await db.agentRun.updateMany({
      where: { id: runId, status: { in: ACTIVE } },
      data: {
        status: 'finished',
        verdict: outcome.verdict,
        reasons: failure ? [...outcome.reasons, describeJourneyRunFailure(failure)] : outcome.reasons,
        answer: outcome.answer,
        evidence: outcome.evidence as unknown as Prisma.InputJsonValue,
        steps: steps as unknown as Prisma.InputJsonValue,
        stepCount: outcome.steps.length,
        model: outcome.model,
        agentVersion: outcome.agentVersion,
        finishedAt: new Date(),
        ...(journey
          ? { found, tokens: outcome.tokens, durationMs: outcome.durationMs, failure: (failure ?? undefined) as unknown as Prisma.InputJsonValue | undefined }
          : {}),
      },
    });
    if (count === 1) await announceAgentRunFinished(runId);
    return { status: count === 1 ? 'finished' : 'already-settled' };
  } catch (error) {
    if (gone.signal.aborted) return { status: 'removed' };
    return fail(runId, error instanceof Error ? error.message : String(error), run.journeyId !== null);
  } finally {
    gone.stop();
  }
}

/** A journey's run that failed outright (the model endpoint failed or timed out) did not find the answer. */
async function fail(runId: string, error: string, journey = false): Promise<{ status: string }> {
  const db = await getDb();
  const failure = { step: null, action: null, url: null, code: null, reason: error };
  const { count } = await db.agentRun.updateMany({
    where: { id: runId, status: { in: ACTIVE } },
    data: { status: 'failed', verdict: 'failed', error, reasons: [error], finishedAt: new Date(), ...(journey ? { found: false, failure } : {}) },
  });
  if (count === 1) await announceAgentRunFinished(runId);
  return { status: count === 1 ? 'failed' : 'already-settled' };
}

/** The journey's result for one profile in the site's latest finished scan, null when that scan did not run it. */
async function latestScanResult(siteId: string, journeyName: string, profile: string | null): Promise<JourneyProfileResult | null> {
  if (!profile) return null;
  const db = await getDb();
  const scan = await db.scan.findFirst({ where: { siteId, status: 'succeeded' }, orderBy: [{ finishedAt: 'desc' }, { id: 'desc' }], select: { report: true } });
  const journeys = (scan?.report as { journeys?: JourneyResult[] } | null)?.journeys;
  if (!Array.isArray(journeys)) return null;
  return journeys.find((item) => item?.name === journeyName)?.results?.find((result) => result?.profile === profile) ?? null;
}
