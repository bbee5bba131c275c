// Comparison of two finished scans (origin checks only).
import { z } from 'zod';
import { NextStep, Score, Uuid } from '../common';
import { Finding } from '../report';
import { ScanSummary } from './scans';

export const CompareQuery = z.strictObject({
  before_scan_id: Uuid.optional(),
  after_scan_id: Uuid.optional(),
});

const CheckSide = z
  .object({ score: Score.nullable(), applicable: z.boolean(), openFindings: z.array(Finding) })
  .meta({ id: 'CheckSide' });

export const CHECK_CHANGES = ['added', 'removed', 'applicability_changed', 'improved', 'regressed', 'unchanged', 'findings_changed'] as const;

export const CheckChange = z
  .object({
    checkId: z.string(),
    name: z.string(),
    before: CheckSide.nullable(),
    after: CheckSide.nullable(),
    scoreDelta: z.number().nullable(),
    change: z.enum(CHECK_CHANGES),
    resolved: z.boolean(),
    resolvedFindings: z.array(Finding),
    newFindings: z.array(Finding),
  })
  .meta({ id: 'CheckChange' });

export const Comparison = z
  .object({
    siteId: z.string(),
    host: z.string(),
    before: ScanSummary,
    after: ScanSummary,
    scoreDelta: z.number(),
    comparable: z.boolean().meta({ description: 'Read with warnings before interpreting scoreDelta.' }),
    warnings: z.array(z.string()).meta({ description: 'Engine, coverage or applicability changes.' }),
    checksScope: z.literal('origin'),
    changes: z.array(CheckChange),
    resolvedChecks: z.array(z.string()),
    regressedChecks: z.array(z.string()),
    nextStep: NextStep,
  })
  .meta({ id: 'Comparison' });

// Journeys gained and lost (issue 33): the seed's Comparison is closed, so they have their own read beside it.
export const JourneyProfileChange = z
  .object({
    journey: z.string().meta({ description: "The journey's name." }),
    question: z.string(),
    profile: z.string().meta({ description: 'The agent profile id (claude-code, cursor, codex, chatgpt, gemini, perplexity, mcp-fetch, browser).' }),
    reason: z.string().meta({ description: 'In the later scan: where this agent found the answer (gained), or what stopped it (lost).' }),
    code: z.string().nullable().meta({ description: "The later scan's finding code where lost (journey.blocked, journey.truncated, ...); null where gained." }),
  })
  .meta({ id: 'JourneyProfileChange' });

export const JourneyComparison = z
  .object({
    siteId: Uuid,
    host: z.string(),
    beforeScanId: Uuid,
    afterScanId: Uuid,
    gained: z.array(JourneyProfileChange).meta({ description: 'Journeys an agent profile answers in the later scan and did not in the earlier one.' }),
    lost: z.array(JourneyProfileChange).meta({
      description:
        'Journeys an agent profile answered in the earlier scan and cannot now. Judged only where both scans ran the journey for that profile and both results were measured: a result the scan\'s own limits stopped (journey.not-measured) is never lost or gained.',
    }),
  })
  .meta({ id: 'JourneyComparison', description: 'Journeys gained and lost between two finished scans, per journey and agent profile. Journeys are not part of the score.' });
