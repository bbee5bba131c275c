// The job that carries out an Answers pass: asks every stored question, stores each answer with its analysis, then
// settles the pass. Questions already answered are kept (a retried job continues where the last attempt stopped).
import type { Prisma } from '@/lib/db/generated/client';
import { getDb } from '@/lib/db';
import { siteIdentityOf } from '@/lib/services/suggest-questions';
import { announceAnswersPassFinished } from '@/lib/webhooks/announce';
import { analyzeCitations } from './citations';
import { answerEngineSettings, createAnswerEngine, ANSWERS_ENV_HELP } from './engine';

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

  for (const result of pass.results) {
    if (result.answer !== null || result.error !== null) continue;
    let data: Prisma.AnswersResultUpdateInput;
    try {
      const reply = await engine.ask(result.question);
      const analysis = analyzeCitations(site, reply.answer, reply.citedUrls);
      data = {
        answer: reply.answer,
        citations: reply.citations as Prisma.InputJsonValue,
        citedDomains: analysis.citedDomains,
        competitors: analysis.competitors as unknown as Prisma.InputJsonValue,
        cited: analysis.cited,
        mentioned: analysis.mentioned,
        rank: analysis.rank,
      };
    } catch (error) {
      data = { error: error instanceof Error ? error.message : String(error) };
    }
    await db.answersResult.update({ where: { id: result.id }, data });
  }
  const results = await db.answersResult.findMany({ where: { passId } });
  const answered = results.filter((result) => result.answer !== null);
  if (answered.length === 0) return finish(passId, 'failed', results[0]?.error ?? 'No question was answered.', results.length, 0);
  return finish(passId, 'succeeded', null, results.length, answered.filter((result) => result.cited).length);
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
