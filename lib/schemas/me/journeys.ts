// Journeys of a site (issue 33): the questions an owner cares about and how to recognise their answers. The shape is
// the engine's (engine/journeys/journey.ts), the same one the CLI's config file reads.
import { z } from 'zod';
import { JOURNEY_LIMITS, journeySchemas } from '@/engine/light';
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
