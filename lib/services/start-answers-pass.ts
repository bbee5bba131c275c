// POST /api/v1/me/sites/{id}/answers/passes: records a queued pass with its questions, takes the model budget (one
// unit per question) and queues the job, all in one transaction: nothing is spent unless the pass is queued. The
// answer engine is only called by the job. Without a configured engine Answers is unavailable (503), never faked.
import type { z } from 'zod';
import { fromPrisma } from 'pg-boss';
import { authorize, type Actor } from '@/lib/auth/authorize';
import { getDb } from '@/lib/db';
import { answerEngineSettings, ANSWERS_ENV_HELP } from '@/lib/answers/engine';
import { takeModelBudget } from '@/lib/answers/model-budget';
import { ApiError } from '@/lib/errors/api-errors';
import { hostKeyOf } from '@/lib/net/host';
import { ANSWERS_PASS_QUEUE, modelJobOptions, prepareModelQueues } from '@/lib/services/model-jobs';
import { organizationGroup } from '@/lib/jobs/config';
import { getQueue } from '@/lib/jobs/queue';
import { assertQueueableTarget } from '@/lib/rate-limit/runnable-target';
import { takeWorkQuota } from '@/lib/rate-limit/scan-quota';
import type { AnswersPassStarted } from '@/lib/schemas/me';
import { findOwnedSite } from './find-owned-site';
import { suggestQuestions } from './suggest-questions';

const TRANSACTION = { maxWait: 15_000, timeout: 15_000 };

export async function startAnswersPass(
  actor: Actor,
  siteId: string,
  body: { questions?: string[] },
): Promise<z.input<typeof AnswersPassStarted>> {
  authorize(actor, 'answers-pass:start');
  const { organizationId } = actor;
  const site = await findOwnedSite(organizationId, siteId);
  const settings = answerEngineSettings();
  if (!settings) throw new ApiError('answers-unavailable', `Answers is not configured on this installation. ${ANSWERS_ENV_HELP}`);
  const questions = body.questions ? [...new Set(body.questions)] : await suggestQuestions(site);
  const target = await assertQueueableTarget(site.url);
  const queue = await getQueue();
  await prepareModelQueues(queue);
  const db = await getDb();
  const passId = await db.$transaction(async (tx) => {
    const pass = await tx.answersPass.create({
      data: { organizationId, siteId: site.id, engine: settings.kind, model: settings.model, status: 'queued' },
    });
    await tx.answersResult.createMany({ data: questions.map((question, position) => ({ passId: pass.id, position, question })) });
    await takeWorkQuota(tx, 'answersPasses', organizationId, hostKeyOf(new URL(site.url)), target);
    await takeModelBudget(tx, organizationId, questions.length);
    await queue.send(ANSWERS_PASS_QUEUE, { passId: pass.id }, { ...modelJobOptions(), ...organizationGroup(organizationId), id: pass.id, db: fromPrisma(tx) });
    return pass.id;
  }, TRANSACTION);
  return {
    passId,
    siteId: site.id,
    status: 'queued',
    engine: settings.kind,
    model: settings.model,
    questions,
    pollUrl: `/api/v1/me/sites/${site.id}/answers?pass_id=${passId}`,
  };
}
