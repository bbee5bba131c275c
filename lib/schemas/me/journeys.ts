// Journeys of a site (issue 33): the questions an owner cares about and how to recognise their answers. The shape is
// the engine's (engine/journeys/journey.ts), the same one the CLI's config file reads.
import { z } from 'zod';
import { AGENT_PROFILE_IDS, JOURNEY_LIMITS, journeySchemas } from '@/engine/light';
import { DEFAULT_RUN_PROFILE, JOURNEY_RUNS } from '@/lib/rate-limit/journey-run-limits';
import { NextOffset, NextStep, Timestamp, Uuid } from '../common';

const shape = journeySchemas(z);

/** Journeys one site may hold (the plan limit lives with the others: lib/auth/authorize.ts JOURNEYS_PER_SITE). */
export { JOURNEY_LIMITS };

export const JourneyParams = z.strictObject({
  id: Uuid.meta({ description: 'Site id (UUID).' }),
  journeyId: Uuid.meta({ description: 'Journey id (UUID).' }),
});

export const JourneyAnswer = shape.answer;

export const CreateJourneyRequest = shape.journey.meta({ id: 'CreateJourneyRequest' });

export const UpdateJourneyRequest = z
  .strictObject({
    name: shape.name.optional(),
    question: shape.question.optional(),
    answer: shape.answer.optional(),
    start: shape.start.nullable().optional().meta({ description: 'A path on the site where the agent starts; null starts at the site\'s start page.' }),
  })
  .meta({ id: 'UpdateJourneyRequest', description: 'Fields left out stay as they are.' });

export const SiteJourney = z
  .object({
    id: z.string(),
    name: z.string(),
    question: z.string(),
    answer: JourneyAnswer,
    start: z.string().nullable().meta({ description: 'A path on the site, or null for the site\'s start page.' }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  })
  .meta({ id: 'Journey' });

export const SuggestedJourney = z
  .object({
    name: z.string(),
    question: z.string(),
    answer: JourneyAnswer,
    source: z
      .object({ url: z.string(), quote: z.string() })
      .meta({ description: 'Where the last scan read the candidate answer, and the sentence it was read in.' }),
  })
  .meta({
    id: 'SuggestedJourney',
    description: 'A journey proposed from what the last scan read, with a candidate answer quoted from its page. Nothing runs until it is saved (POST it, edited or not).',
  });

export const SiteJourneys = z
  .object({
    siteId: z.string(),
    host: z.string(),
    journeys: z.array(SiteJourney),
    limit: z.int().meta({ description: 'Journeys the site may hold.' }),
    total: z.int().min(0).meta({ description: 'Journeys the site holds.' }),
    suggestions: z.array(SuggestedJourney).meta({
      description: 'Up to five journeys proposed from the last finished scan while the site has none; empty once it has one, or before its first scan.',
    }),
    nextOffset: NextOffset,
    nextStep: NextStep,
  })
  .meta({ id: 'SiteJourneys' });

// ── A journey as agent runs (issue 33 point 4) ───────────────────────────────

/** Profiles an agent run can browse as: every user-triggered profile but the browsing one (it needs a browser). */
export const RUN_PROFILE_VALUES = AGENT_PROFILE_IDS.filter((id) => id !== 'browser') as [string, ...string[]];

export const StartJourneyRunsRequest = z
  .strictObject({
    agent: z
      .enum(['builtin', 'model'], { error: 'must be "builtin" or "model".' })
      .optional()
      .meta({ description: 'model uses the configured agent model (AGENT_MODEL_*); builtin needs none. Default: model when configured, else builtin.' }),
    runs: z
      .number({ error: 'must be an integer.' })
      .int({ error: 'must be an integer.' })
      .min(1, { error: `must be 1 to ${JOURNEY_RUNS.max}.` })
      .max(JOURNEY_RUNS.max, { error: `must be 1 to ${JOURNEY_RUNS.max}.` })
      .optional()
      .meta({ description: `k, the number of runs (pass^k: all k found the answer). Default ${JOURNEY_RUNS.default} with the model, 1 with the built-in agent (it is deterministic).` }),
    profile: z
      .enum(RUN_PROFILE_VALUES, { error: `must be one of ${RUN_PROFILE_VALUES.join(', ')}.` })
      .optional()
      .meta({ description: `The agent profile the runs browse as: its headers, its view of each page and its robots.txt rule, as in the scan's journey results. Default ${DEFAULT_RUN_PROFILE}.` }),
  })
  .meta({ id: 'StartJourneyRunsRequest' });

export const JourneyRunsStarted = z
  .object({
    batchId: Uuid,
    journeyId: Uuid,
    siteId: Uuid,
    agent: z.enum(['builtin', 'model']),
    profile: z.string(),
    k: z.number().int(),
    runs: z.array(z.object({ runId: Uuid, replayUrl: z.string() })),
    pollUrl: z.string().meta({ description: 'Path to read the batch: /api/v1/me/sites/{id}/journeys/{journeyId}/runs.' }),
  })
  .meta({ id: 'JourneyRunsStarted' });

const JourneyRunFailure = z
  .object({
    step: z.number().int().nullable().meta({ description: 'The step where the run failed, counted from 1 as the replay numbers them; null when it failed before its first step.' }),
    action: z.string().nullable(),
    url: z.string().nullable(),
    code: z.string().nullable().meta({ description: "The finding that explains it: the latest scan's journey code for this profile (journey.blocked, journey.javascript, journey.truncated, journey.unreachable, journey.not-found), or journey.blocked for a refused run; null when none does." }),
    reason: z.string(),
  })
  .meta({ id: 'JourneyRunFailure' });

export const JourneyAgentRun = z
  .object({
    runId: Uuid,
    status: z.string().meta({ description: 'queued, running, finished or failed.' }),
    verdict: z.string().nullable(),
    found: z.boolean().nullable().meta({ description: "Whether the run's verified answer holds the journey's answer; null until the run settles." }),
    answer: z.string().nullable(),
    tokens: z.number().int().nullable().meta({ description: 'Model tokens the run spent, as the endpoint reported them; null for the built-in agent.' }),
    steps: z.number().int(),
    durationMs: z.number().int().nullable(),
    failure: JourneyRunFailure.nullable(),
    replayUrl: z.string(),
  })
  .meta({ id: 'JourneyAgentRun' });

export const JourneyRunBatch = z
  .object({
    batchId: Uuid,
    agent: z.enum(['builtin', 'model']),
    model: z.string().nullable(),
    profile: z.string().nullable(),
    k: z.number().int(),
    settled: z.boolean().meta({ description: 'Every run finished or failed.' }),
    passes: z.number().int().meta({ description: 'Runs that found the answer.' }),
    passK: z.boolean().nullable().meta({ description: 'pass^k: true when all k runs found the answer; null until every run settled.' }),
    tokens: z.number().int().nullable().meta({ description: 'Tokens of all runs together; null when no run reported any.' }),
    steps: z.number().int(),
    durationMs: z.number().int().meta({ description: 'Time of all settled runs together.' }),
    createdAt: Timestamp,
    runs: z.array(JourneyAgentRun),
  })
  .meta({ id: 'JourneyRunBatch' });

export const JourneyRunBatches = z
  .object({
    siteId: Uuid,
    journeyId: Uuid,
    name: z.string(),
    question: z.string(),
    batches: z.array(JourneyRunBatch),
    nextOffset: NextOffset,
    nextStep: NextStep,
  })
  .meta({ id: 'JourneyRunBatches' });
