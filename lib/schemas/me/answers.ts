// Answers passes (stored question/answer/citation runs) and their trigger.
import { z } from 'zod';
import { FreeJson, NextOffset, NextStep, PaginationQuery, Uuid } from '../common';

export const AnswersQuery = PaginationQuery.extend({ pass_id: Uuid.optional() });

export const AnswersPass = z
  .object({
    id: z.string(),
    engine: z.string(),
    model: z.string().nullable(),
    status: z.string().meta({ description: 'queued, running, then succeeded or failed (error says why).' }),
    questionsAsked: z.number().nullable(),
    questionsCited: z.number().nullable(),
    error: z.string().nullable(),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: 'AnswersPass' });

export const AnswersResult = z
  .object({
    id: z.string(),
    question: z.string(),
    answer: z.string().nullable(),
    cited: z.boolean().nullable(),
    mentioned: z.boolean().nullable(),
    rank: z.number().nullable(),
    citations: FreeJson,
    citedDomains: FreeJson,
    competitors: FreeJson,
    error: z.string().nullable(),
  })
  .meta({ id: 'AnswersResult' });

export const Answers = z
  .object({
    siteId: z.string(),
    host: z.string(),
    passes: z.array(AnswersPass),
    selectedPass: AnswersPass.nullable(),
    results: z.array(AnswersResult),
    nextOffset: NextOffset,
    nextStep: NextStep,
  })
  .meta({ id: 'Answers' });

export const MAX_PASS_QUESTIONS = 20;

export const StartAnswersPassRequest = z
  .strictObject({
    questions: z
      .array(
        z
          .string({ error: 'must be a string.' })
          .trim()
          .min(3, { error: 'must be at least 3 characters.' })
          .max(500, { error: 'must be at most 500 characters.' }),
      )
      .min(1, { error: 'must hold at least one question.' })
      .max(MAX_PASS_QUESTIONS, { error: `must hold at most ${MAX_PASS_QUESTIONS} questions.` })
      .optional()
      .meta({ description: 'The owner\'s own questions. Omitted: questions suggested from the site\'s latest report.' }),
  })
  .meta({ id: 'StartAnswersPassRequest' });

export const AnswersPassStarted = z
  .object({
    passId: Uuid,
    siteId: Uuid,
    status: z.literal('queued'),
    engine: z.string(),
    model: z.string(),
    questions: z.array(z.string()).meta({ description: 'The questions the pass will ask, in order.' }),
    pollUrl: z.string().meta({ description: 'Path to read the pass: /api/v1/me/sites/{id}/answers?pass_id={passId}.' }),
  })
  .meta({ id: 'AnswersPassStarted' });
