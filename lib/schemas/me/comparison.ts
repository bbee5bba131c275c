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
