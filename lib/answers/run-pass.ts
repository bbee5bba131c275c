// The job that carries out an Answers pass: asks every stored question, stores each answer with its analysis, then
// settles the pass. Questions already answered are kept (a retried job continues where the last attempt stopped).
// The answer engine is called from here (with its key); what its answers say about the site is read in an audit
// process (lib/answers/analysis-task.ts), as all third-party content is. A pass whose site was deleted stops.
import type { Prisma } from '@/lib/db/generated/client';
import { getDb } from '@/lib/db';
import { stopWhenGone } from '@/lib/jobs/stop-when-gone';
import { runTaskInPool } from '@/lib/pools/audit-pool';
import { AUDIT_TASKS } from '@/lib/pools/audit-tasks';
import { siteIdentityOf } from './site-identity';
import { announceAnswersPassFinished } from '@/lib/webhooks/announce';
import type { CitationAnalysisInput } from './analysis-task';
import type { CitationAnalysis } from './citations';
import { answerEngineSettings, createAnswerEngine, ANSWERS_ENV_HELP } from './engine';

/** How long one answer's analysis may take in its audit process before the process is taken as hung. */
const ANALYSIS_DEADLINE_MS = 10_000;

const FINISHED = new Set(['succeeded', 'failed']);
const ACTIVE = ['queued', 'running'];

export async function runAnswersPass(passId: string): Promise<{ status: string }> {
  const db = await getDb();
  const pass = await db.answersPass.findUnique({ where: { id: passId }, include: { site: true, results: { orderBy: { position: 'asc' } } } });
  if (!pass) return { status: 'missing' };
  if (FINISHED.has(pass.status)) return { status: pass.status };
  // Conditional, like every write to the pass: a pass the sweep ended meanwhile (lib/services/end-orphaned-work.ts)
  // stays ended.
  const claimed = await db.answersPass.updateMany({ where: { id: passId, status: { in: ACTIVE } }, data: { status: 'running' } });
  if (claimed.count === 0) return { status: 'already-settled' };

  const settings = answerEngineSettings();
  if (!settings) return finish(passId, 'failed', `Answers is not configured. ${ANSWERS_ENV_HELP}`);
  const engine = createAnswerEngine(settings);
  const site = await siteIdentityOf(pass.site);

  const gone = stopWhenGone(async () => (await db.answersPass.count({ where: { id: passId } })) === 0);
  try {
    for (const result of pass.results) {
      if (gone.signal.aborted) return { status: 'removed' };
      if (result.answer !== null || result.error !== null) continue;
      await db.answersResult.update({ where: { id: result.id }, data: await answerOf(engine, site, result.question, pass.organizationId, gone.signal) });
    }
  } catch (error) {
    if (gone.signal.aborted) return { status: 'removed' };
    throw error;
  } finally {
    gone.stop();
  }
  const results = await db.answersResult.findMany({ where: { passId } });
  const answered = results.filter((result) => result.answer !== null);
  if (answered.length === 0) return finish(passId, 'failed', results[0]?.error ?? 'No question was answered.', results.length, 0);
  return finish(passId, 'succeeded', null, results.length, answered.filter((result) => result.cited).length);
}

/** One question's answer and its analysis, or the error that stopped it, as the result row stores them. */
async function answerOf(
  engine: ReturnType<typeof createAnswerEngine>,
  site: CitationAnalysisInput['site'],
  question: string,
  organizationId: string,
  signal: AbortSignal,
): Promise<Prisma.AnswersResultUpdateInput> {
  try {
    const reply = await engine.ask(question, signal);
    const input: CitationAnalysisInput = { site, answer: reply.answer, citedUrls: reply.citedUrls };
    const analysis = await runTaskInPool<CitationAnalysis>(AUDIT_TASKS.citationAnalysis, input, {
      tenant: organizationId,
      signal,
      deadlineMs: ANALYSIS_DEADLINE_MS,
      noun: 'citation analysis',
    });
    return {
      answer: reply.answer,
      citations: reply.citations as Prisma.InputJsonValue,
      citedDomains: analysis.citedDomains,
      competitors: analysis.competitors as unknown as Prisma.InputJsonValue,
      cited: analysis.cited,
      mentioned: analysis.mentioned,
      rank: analysis.rank,
    };
  } catch (error) {
    if (signal.aborted) throw error;
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

async function finish(passId: string, status: 'succeeded' | 'failed', error: string | null, asked?: number, cited?: number) {
  const db = await getDb();
  const { count } = await db.answersPass.updateMany({
    where: { id: passId, status: { in: ACTIVE } },
    data: { status, error, questionsAsked: asked ?? 0, questionsCited: cited ?? 0, finishedAt: new Date() },
  });
  if (count === 1) await announceAnswersPassFinished(passId);
  return { status: count === 1 ? status : 'already-settled' };
}
