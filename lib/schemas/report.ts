// Shapes of audit results: the remote engine's report and the stored (full) report.
import { z } from 'zod';
import { CATEGORIES, REQUESTABLE_PROFILES } from '@/engine/index';
import { Score, Timestamp } from './common';

export const FINDING_STATUSES = ['pass', 'warn', 'fail', 'info', 'error'] as const;
export const CHECK_STATUSES = ['pass', 'warn', 'fail', 'error'] as const;

export const Finding = z
  .object({
    status: z.enum(FINDING_STATUSES).meta({
      description: 'Decision on a value the contract leaves open: one of pass, warn, fail, info, error.',
    }),
    message: z.string().meta({ description: 'One sentence.' }),
    detail: z.string().nullable().meta({ description: 'Evidence (URL, HTTP status, header, line, excerpt) or null.' }),
    hint: z.string().nullable().meta({ description: 'What the site owner should change, or null.' }),
  })
  .meta({ id: 'Finding' });

export const Grade = z
  .object({
    min: z.number().meta({ description: 'Lowest overall score of this grade band.' }),
    label: z.string().meta({ example: 'B' }),
    color: z.string().meta({ description: 'CSS color for the band.', example: '#4d7c0f' }),
  })
  .meta({ id: 'Grade' });


export const CheckResult = z
  .object({
    id: z.string().meta({ description: 'Permanent check id, e.g. robots-txt.' }),
    name: z.string(),
    description: z.string(),
    category: z.enum(CATEGORIES),
    scope: z.enum(['origin', 'page']),
    status: z.enum(CHECK_STATUSES).meta({
      description: 'pass at 100, warn at 1–99, fail at 0; error when the check could not measure (score 0).',
    }),
    score: Score.meta({
      description: 'Number from 0 to 100. Kept even when the check is not applicable: read `applicable` first.',
    }),
    siteScore: Score.nullable().meta({ description: 'Page checks: mean over measured pages; null for origin checks.' }),
    applicable: z.boolean(),
    informational: z.boolean().meta({ description: 'Informational checks weigh 0 in the overall score.' }),
    weight: z.number().min(0).meta({ description: 'Effective weight in the overall score (0 when not applicable).' }),
    findings: z.array(Finding),
    duration: z.number().min(0).meta({ description: 'Milliseconds spent in the check.' }),
  })
  .meta({
    id: 'CheckResult',
    description:
      'One check. Decision on fields the contract leaves open: score is a number 0–100, findings an array of Finding, duration milliseconds, and the other fields listed here are always present.',
  });

const EngineId = z
  .string()
  .regex(/^[^@\s]+@[^@\s]+$/)
  .meta({ description: 'Engine name and version, `<engine_name>@<version>`.', example: 'agentgauge@6.0.0' });

export const AuditReport = z
  .object({
    url: z.url(),
    timestamp: Timestamp,
    engine: EngineId,
    overallScore: Score,
    duration: z.number().min(0).meta({ description: 'Milliseconds.' }),
    grade: Grade,
    results: z.array(CheckResult),
  })
  .meta({ id: 'AuditReport', description: 'Result of a remote audit. Not stored.' });

export const PageCheckResult = z
  .object({
    id: z.string(),
    status: z.enum(CHECK_STATUSES),
    score: Score,
    applicable: z.boolean(),
    findings: z.array(Finding),
    duration: z.number().min(0),
  })
  .meta({ id: 'PageCheckResult' });

export const PageReport = z
  .object({
    url: z.string(),
    httpStatus: z.int().nullable(),
    score: Score,
    results: z.array(PageCheckResult),
  })
  .meta({ id: 'PageReport' });

export const CategoryScore = z
  .object({ category: z.enum(CATEGORIES), score: Score.nullable(), weight: z.number().min(0) })
  .meta({ id: 'CategoryScore' });

export const FullReport = z
  .object({
    url: z.string().meta({ description: 'The start page measured.' }),
    score: Score.meta({ description: 'Overall score, 0 to 100.' }),
    originScore: Score,
    grade: Grade,
    engine: EngineId,
    scannedAt: Timestamp,
    duration: z.number().min(0),
    profile: z.enum(REQUESTABLE_PROFILES),
    resolvedProfiles: z.array(
      z.object({ profile: z.enum(['base', 'docs', 'api', 'mcp', 'agent', 'commerce']), evidence: z.array(z.string()) }),
    ),
    scope: z.enum(['page', 'site']).meta({ description: 'page: the start page only; site: several pages.' }),
    checksScope: z.literal('origin'),
    pageCount: z.int().min(0).meta({ description: 'Pages measured.' }),
    discoveredUrls: z.int().min(0).meta({ description: 'URLs discovered, not pages measured.' }),
    categories: z.array(CategoryScore),
    results: z.array(CheckResult).meta({ description: 'Every check, informational ones included.' }),
    pages: z.array(PageReport),
  })
  .meta({
    id: 'FullReport',
    description:
      'A stored measurement. Decision on the fields the contract leaves open: the engine report in full (every check with its findings, category scores and measured pages), with `score` for the overall score and `scannedAt` for when it was measured.',
  });

export const PublicReport = FullReport.extend({
  host: z.string().meta({ description: 'Canonical host (lower case, punycode).', example: 'example.com' }),
}).meta({
  id: 'PublicReport',
  description:
    'The most recent public measurement of a host: score, grade and every finding. Decision: same fields as a stored site report, plus the canonical host.',
});

