// Paid tier (/api/v1/me/*): request parameters and closed response objects, following seed-api.md.
import { z } from 'zod';
import { FreeJson, IdParams, NextOffset, NextStep, PaginationQuery, Timestamp, Uuid } from './common';
import { ARTIFACT_KINDS } from '@/lib/artifacts/kinds';
import { CATEGORIES } from '@/engine/types';
import { CHECK_STATUSES, Finding, FullReport } from './report';

const Score = z.number().min(0).max(100);

// --- Sites -------------------------------------------------------------------------------------------------------

export const SitesQuery = PaginationQuery;

export const SiteSummary = z
  .object({
    id: Uuid,
    host: z.string(),
    url: z.string().meta({ description: 'The start page scanned.' }),
    createdAt: Timestamp,
    latestScore: Score.nullable().meta({ description: 'Score of the latest finished scan, or null.' }),
    previousScore: Score.nullable().meta({ description: 'Score of the finished scan before it, or null.' }),
    latestScannedAt: Timestamp.nullable(),
  })
  .meta({
    id: 'SiteSummary',
    description: 'Decision on fields the contract leaves open: id, host, start page, creation time, latest and previous scores.',
  });

export const SiteList = z
  .object({
    sites: z.array(SiteSummary).meta({ description: 'Oldest first.' }),
    nextOffset: NextOffset.meta({
      description: 'Offset of the next page, or null on the last page and always null in the unpaged response.',
    }),
  })
  .meta({ id: 'SiteList' });

export const CreateSiteRequest = z
  .strictObject({
    url: z
      .string({ error: 'must be a string.' })
      .min(1, { error: 'must not be empty.' })
      .max(2048, { error: 'must be at most 2048 characters.' })
      .meta({
        description:
          'The start page to scan: an http(s) URL, or a domain name (https:// is assumed). Query and fragment are dropped.',
        example: 'https://example.com/',
      }),
  })
  .meta({ id: 'CreateSiteRequest' });

// --- Report, history, scans -----------------------------------------------------------------------------------

export const SiteReport = FullReport.extend({
  siteId: Uuid,
  host: z.string(),
  scanId: Uuid,
}).meta({ id: 'SiteReport', description: 'Latest full report of one site, pages included.' });

export const HistoryQuery = PaginationQuery;

export const ScanSummary = z
  .object({
    id: Uuid,
    score: Score.nullable(),
    originScore: Score.nullable(),
    pageCount: z.int().min(0),
    engine: z.string().nullable(),
    scannedAt: Timestamp,
    trigger: z.string().meta({ description: 'What started the scan (e.g. api, schedule, dashboard).' }),
  })
  .meta({ id: 'ScanSummary' });

export const HistoryEntry = ScanSummary.extend({ finishedAt: Timestamp }).meta({ id: 'HistoryEntry' });

export const History = z
  .object({ siteId: Uuid, host: z.string(), scans: z.array(HistoryEntry).meta({ description: 'Newest first.' }), nextOffset: NextOffset })
  .meta({ id: 'History' });

export const ScanStarted = z
  .object({
    scanId: Uuid,
    siteId: Uuid,
    status: z.literal('queued'),
    pollUrl: z.string().meta({ description: 'Path to poll: /api/v1/me/scans/{scanId}.' }),
  })
  .meta({ id: 'ScanStarted' });

export const SCAN_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;

export const ScanPoll = z
  .object({
    scanId: Uuid,
    siteId: Uuid,
    status: z.enum(SCAN_STATUSES).meta({ description: 'Decision: failed is the one state the contract does not show.' }),
    pollAfterSeconds: z.int().min(1).optional().meta({ description: 'Present while queued or running.' }),
    report: FullReport.optional().meta({ description: 'Present when succeeded.' }),
    error: z.string().optional().meta({ description: 'Present when failed: why.' }),
  })
  .meta({ id: 'ScanPoll' });

export const VerificationRecord = z
  .object({
    id: z.string(),
    checkId: z.string(),
    status: z.string().meta({ description: 'Observed outcomes: pending, measuring, verified, expired.' }),
    source: z.string(),
    baselineScore: z.number(),
    observedScore: z.number().nullable(),
    gained: z.number().nullable(),
    advisedAt: z.string(),
    lastCheckedAt: z.string().nullable(),
    verifiedAt: z.string().nullable(),
    advisedScanId: z.string(),
    verifiedScanId: z.string().nullable(),
  })
  .meta({ id: 'VerificationRecord' });

// --- Fixes, artifacts ---------------------------------------------------------------------------------------------

const FixFields = {
  checkId: z.string(),
  name: z.string(),
  category: z.enum(CATEGORIES),
  gain: z.number().min(0).meta({
    description: 'Points of overall score the fix returns if the check reached 100: weight × (100 − site score) ÷ total applicable weight, one decimal.',
  }),
  headline: z.string().meta({ description: 'The fix in one sentence.' }),
  status: z.enum(CHECK_STATUSES),
  score: Score.meta({ description: 'The check\'s site score (page checks: mean over measured pages).' }),
  applicable: z.boolean(),
  findingCount: z.int().min(0).meta({ description: 'Open (warn, fail, error) findings, origin and pages together.' }),
  guideUrl: z.string().meta({ description: 'Path of the full fix: /api/v1/me/sites/{id}/fixes/{checkId}.' }),
  artifactKinds: z.array(z.string()).meta({ description: 'Generated files that address this check (GET .../artifacts/{kind}).' }),
};

export const FixItem = z
  .object(FixFields)
  .meta({
    id: 'FixItem',
    description:
      'Decision on open fields: besides checkId, gain and headline, the check\'s name, category, status, score, applicability, open finding count, the path of its guide and the files that fix it.',
  });

export const Fixes = z
  .object({
    siteId: Uuid,
    host: z.string(),
    scanId: Uuid.nullable().meta({ description: 'The finished scan the fixes come from; null before the first one.' }),
    fixes: z.array(FixItem).meta({
      description: 'Applicable, scored checks below 100, largest gain first (informational checks are never listed).',
    }),
    nextStep: NextStep,
  })
  .meta({ id: 'Fixes' });

export const FixParams = IdParams.extend({
  checkId: z.string().regex(/^[a-z0-9-]{1,64}$/, { error: 'must be a check id such as robots-txt.' }),
});

export const PageFindings = z
  .object({
    url: z.string(),
    score: Score,
    status: z.enum(CHECK_STATUSES),
    findings: z.array(Finding),
  })
  .meta({ id: 'PageFindings', description: 'One measured page\'s result for a page check.' });

export const FixDetail = z
  .object({
    siteId: Uuid,
    host: z.string(),
    scanId: Uuid.meta({ description: 'The finished scan the fix is built from.' }),
    ...FixFields,
    informational: z.boolean(),
    findings: z.array(Finding).meta({ description: 'Every finding of the check at the origin (page checks: the start page).' }),
    pageFindings: z.array(PageFindings).meta({ description: 'Page checks: every measured page with its findings; empty for origin checks.' }),
    guide: z.string().meta({ description: 'How the check is measured, what passes and the specifications, as Markdown.' }),
    fix: z.string().meta({ description: 'The whole fix as one prose block a developer or a coding agent can follow.' }),
    verification: VerificationRecord.nullable().meta({
      description: 'The open verification record this read advised (null when the check already scores 100): the next finished scan measures it.',
    }),
  })
  .meta({ id: 'FixDetail' });

export const ArtifactParams = IdParams.extend({
  kind: z.string().regex(/^[a-z0-9-]{1,64}$/, { error: 'must be an artifact kind such as llms-txt.' }).meta({
    description: `One of ${ARTIFACT_KINDS.join(', ')}; another value gives 404 naming the valid kinds.`,
  }),
});

export const Artifact = z
  .object({
    kind: z.enum(ARTIFACT_KINDS),
    path: z.string().meta({ description: 'Where to serve the file on the site, e.g. /llms.txt.' }),
    contentType: z.string().meta({ description: 'The Content-Type to serve it with.' }),
    headers: z.record(z.string(), z.string()).meta({ description: 'Every response header to serve it with (Content-Type included).' }),
    body: z.string().meta({ description: 'The whole file, UTF-8 text.' }),
    filename: z.string().meta({ description: 'A file name to save it under.' }),
    siteId: Uuid,
    generatedFrom: Uuid.meta({ description: 'The finished scan whose report and pages the file is generated from.' }),
  })
  .meta({
    id: 'Artifact',
    description:
      'Decision on the layout the contract leaves open: the generated file as UTF-8 text in `body`, with the path, Content-Type and headers to serve it at. Generated from the site\'s latest finished scan (its pages, titles and descriptions), never by fetching the site. Reading it records advice for the check it addresses (verification records).',
  });

// --- Comparison ----------------------------------------------------------------------------------------------------

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

// --- Verifications, Answers, agent runs ----------------------------------------------------------------------

export const Verifications = z
  .object({ siteId: z.string(), host: z.string(), verifications: z.array(VerificationRecord), nextOffset: NextOffset, nextStep: NextStep })
  .meta({ id: 'Verifications' });

export const AnswersQuery = PaginationQuery.extend({ pass_id: Uuid.optional() });

export const AnswersPass = z
  .object({
    id: z.string(),
    engine: z.string(),
    model: z.string().nullable(),
    status: z.string().meta({ description: 'Values not fixed by the contract.' }),
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

export const AgentRunsQuery = PaginationQuery.extend({ run_id: Uuid.optional() });

export const AgentRun = z
  .object({
    id: z.string(),
    taskId: z.string(),
    batchId: z.string(),
    status: z.string().meta({ description: 'Values not fixed by the contract.' }),
    verdict: z.string().nullable(),
    reasons: z.array(z.string()),
    goal: z.string().nullable(),
    stepCount: z.number(),
    answer: z.string().nullable(),
    evidence: z.array(z.object({ url: z.string(), quote: z.string() })),
    model: z.string().nullable(),
    agentVersion: z.string().nullable(),
    createdAt: z.string(),
    publishedAt: z.string().nullable().meta({ description: 'null for unpublished runs.' }),
    error: z.string().nullable(),
    replayUrl: z.string(),
  })
  .meta({ id: 'AgentRun' });

export const AgentRuns = z
  .object({ siteId: z.string(), host: z.string(), runs: z.array(AgentRun), nextOffset: NextOffset, nextStep: NextStep })
  .meta({ id: 'AgentRuns' });

export const ScanParams = z.strictObject({ id: Uuid.meta({ description: 'Scan id (UUID).' }) });

// --- Triggers of Answers passes and agent runs (additions to the v1 contract) -----------------------------------

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

export const AGENT_KIND_VALUES = ['builtin', 'model'] as const;

export const StartAgentRunRequest = z
  .strictObject({
    goal: z
      .string({ error: 'must be a string.' })
      .trim()
      .min(3, { error: 'must be at least 3 characters.' })
      .max(500, { error: 'must be at most 500 characters.' })
      .meta({ description: 'What the agent should do or find on the site, in plain words.' }),
    agent: z
      .enum(AGENT_KIND_VALUES, { error: 'must be "builtin" or "model".' })
      .optional()
      .meta({ description: 'builtin needs no model; model uses the configured agent model. Default: model when configured, else builtin.' }),
  })
  .meta({ id: 'StartAgentRunRequest' });

export const AgentRunStarted = z
  .object({
    runId: Uuid,
    taskId: Uuid,
    siteId: Uuid,
    status: z.literal('queued'),
    agent: z.enum(AGENT_KIND_VALUES),
    pollUrl: z.string().meta({ description: 'Path to read the run: /api/v1/me/sites/{id}/agent-runs?run_id={runId}.' }),
    replayUrl: z.string(),
  })
  .meta({ id: 'AgentRunStarted' });

export const AgentRunParams = z.strictObject({
  id: Uuid.meta({ description: 'Site id (UUID).' }),
  runId: Uuid.meta({ description: 'Agent run id (UUID).' }),
});
