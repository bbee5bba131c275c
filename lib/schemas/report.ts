// Shapes of audit results: the remote engine's report and the stored (full) report.
//
// The engine's TypeScript types (engine/types.ts) define the report; the schemas below serialize it and are checked
// against those types at compile time (the assertions at the end), so the two cannot drift. Stored reports are the
// engine's as they sit in the database: findings of reports stored before finding codes existed have no `code`.
import { z } from 'zod';
import {
  AGENT_PROFILE_IDS,
  CATEGORIES,
  CHECK_IDS,
  CHECK_SCOPES,
  CHECK_STATUSES,
  FINDING_STATUSES,
  FINDING_VIEWS,
  JOURNEY_CODES,
  JOURNEY_STEP_VERDICTS,
  PROFILE_NAMES,
  REPORT_SCOPES,
  REQUESTABLE_PROFILES,
} from '@/engine/light';
import type {
  AuditReport as EngineAuditReport,
  CategoryScore as EngineCategoryScore,
  CheckResult as EngineCheckResult,
  Finding as EngineFinding,
  FindingCode,
  Grade as EngineGrade,
  JourneyProfileResult as EngineJourneyProfileResult,
  JourneyResult as EngineJourneyResult,
  PageCheckResult as EnginePageCheckResult,
  PageReport as EnginePageReport,
  ResolvedProfile,
} from '@/engine/index';
import { Score, Timestamp } from './common';
import type { Holds, Same } from './same-type';
import { AgentViews, PartialSample, ScoreBreakdown } from './agent-views';
import { Benchmark } from './benchmark';
import { CanaryProbe, CapabilityOutcome, DetectedPlatform } from './capabilities';

export { CHECK_STATUSES, FINDING_STATUSES };

const FINDING_FIELDS = {
  status: z.enum(FINDING_STATUSES).meta({
    description: 'One of pass, warn, fail, info, error.',
  }),
  message: z.string().meta({ description: 'One sentence.' }),
  detail: z.string().nullable().meta({ description: 'Evidence (URL, HTTP status, header, line, excerpt) or null.' }),
  hint: z.string().nullable().meta({ description: 'What the site owner should change, or null.' }),
};

/** The contract's closed Finding (comparisons): exactly status, message, detail and hint. */
export const Finding = z.object(FINDING_FIELDS).meta({ id: 'Finding' });

export const FindingCodeSchema = z.templateLiteral([z.enum(CHECK_IDS), '.', z.string()]);

/** A finding in a report: the contract's four fields, with the finding's stable code and (sometimes) its subject. */
export const ReportFinding = z
  .object({
    code: FindingCodeSchema.optional().meta({
      description:
        'Stable identifier `<check-id>.<kebab-name>`, e.g. `llms-txt.missing-summary`: rewording a message never changes it, so key on it rather than on the message. Every code each check can emit is listed, with its meaning, in `x-finding-codes` (and by `agentgauge checks --json`). Absent only in reports stored before codes existed.',
      example: 'llms-txt.missing-summary',
    }),
    subject: z.string().optional().meta({
      description:
        'The URL or token the finding is about, present where a check reports one code for several of them (each probe path, AI token, card location, ...). A finding is identified by its code and subject. Three or more findings that say the same thing about different URLs are one finding without a subject whose detail lists the URLs; comparisons then match that code by code alone.',
      example: 'GPTBot',
    }),
    view: z.enum(FINDING_VIEWS).optional().meta({
      description:
        'Which view of the page the finding comes from: `raw` (the HTML and resources as fetched, what a crawler that runs no JavaScript reads) or `rendered` (the page after its scripts ran in a browser, what a browsing agent sees: WebMCP tools registered at run time, the accessibility tree, content added by script). Absent only in reports of engines before 6.2.0.',
      example: 'rendered',
    }),
    ...FINDING_FIELDS,
  })
  .meta({
    id: 'ReportFinding',
    description:
      'One finding of a check: its stable `code`, the `subject` it is about (when there is one), the `view` it comes from (raw or rendered), then its status, message, evidence (detail) and what to change (hint).',
  });

export const Grade = z
  .object({
    min: z.number().meta({ description: 'Lowest overall score of this grade band.' }),
    label: z.string().meta({ example: 'B' }),
    color: z.string().meta({ description: 'CSS color for the band.', example: '#4d7c0f' }),
  })
  .meta({ id: 'Grade' });

export const CheckResult = z
  .object({
    id: z.enum(CHECK_IDS).meta({ description: 'Permanent check id, e.g. robots-txt.' }),
    name: z.string(),
    description: z.string(),
    category: z.enum(CATEGORIES),
    scope: z.enum(CHECK_SCOPES),
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
    findings: z.array(ReportFinding),
    duration: z.number().min(0).meta({ description: 'Milliseconds spent in the check.' }),
    capability: CapabilityOutcome.optional().meta({
      description:
        'The capability this check looks for (llms-txt, web-bot-auth, markdown-negotiation, openapi, mcp-server, a2a-agent-card, agent-skills, oauth-discovery and commerce-protocols): yes, no or could not ask, the evidence level, who supplied it. Page checks: the start page\'s. Absent for the other checks and in reports scored before scorecard 2026.12.2.',
    }),
  })
  .meta({
    id: 'CheckResult',
    description:
      'One check: score is a number 0–100, findings an array of ReportFinding, duration milliseconds, and the other fields listed here are always present.',
  });

const EngineId = z
  .string()
  .regex(/^[^@\s]+@[^@\s]+$/)
  .meta({ description: 'Engine name and version, `<engine_name>@<version>`.', example: 'agentgauge@6.1.0' });

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
    id: z.enum(CHECK_IDS),
    status: z.enum(CHECK_STATUSES),
    score: Score,
    applicable: z.boolean(),
    findings: z.array(ReportFinding),
    duration: z.number().min(0),
    capability: CapabilityOutcome.optional().meta({ description: 'The capability on this page (markdown-negotiation).' }),
  })
  .meta({ id: 'PageCheckResult' });

export const PageReport = z
  .object({
    url: z.string(),
    httpStatus: z.int().nullable(),
    score: Score,
    results: z.array(PageCheckResult),
    broken: z
      .boolean()
      .optional()
      .meta({ description: 'true when the page answered 404, 410 or a 5xx to the scanner and to a browser alike: its checks are kept but left out of the site means, and http-semantics reports it. Absent otherwise.' }),
  })
  .meta({ id: 'PageReport' });

export const CategoryScore = z
  .object({ category: z.enum(CATEGORIES), score: Score.nullable(), weight: z.number().min(0) })
  .meta({ id: 'CategoryScore' });

const JourneyStep = z
  .object({
    url: z.string().meta({ description: 'The URL fetched.' }),
    finalUrl: z.string().meta({ description: 'Where it ended, after redirects.' }),
    status: z.int().nullable().meta({ description: 'The HTTP status this profile received; null when no response came.' }),
    verdict: z.enum(JOURNEY_STEP_VERDICTS).meta({
      description:
        'answer: the answer is in what the profile keeps; read: no answer, its links were followed; beyond-truncation: the answer is on the page past the profile\'s cut; javascript-only: only a script holds it; blocked: an error status, a challenge, a page that refuses the agent while a browser gets the content, or no answer from the site; broken-link: the page answers 404, 410 or a 5xx to this agent and a browser alike (broken for everyone, never a refusal); pay: HTTP 402, the page asks this agent to pay; off-site: it led to another origin (reported, never read as the site\'s page); not-measured: the scan\'s own limits.',
    }),
    kept: z.int().min(0).meta({ description: 'Characters of text the profile keeps from the page.' }),
    excerpt: z.string().meta({ description: 'The quoted answer where found; else the start of what the profile kept (at most 200 characters), or why it received nothing.' }),
  })
  .meta({ id: 'JourneyStep' });

const JourneyProfileRun = z
  .object({
    profile: z.enum(AGENT_PROFILE_IDS),
    found: z.boolean(),
    hops: z.int().min(0).nullable().meta({ description: 'Links followed from the start page to the answer (0: the start page); null when not found.' }),
    url: z.string().nullable().meta({ description: 'The page with the answer, after redirects; null when not found.' }),
    quote: z.string().nullable().meta({ description: 'The sentence holding the answer; null when not found.' }),
    reason: z.string().meta({ description: 'Where the answer was found, or what stopped this agent, in one sentence.' }),
    code: z.enum(JOURNEY_CODES).nullable().meta({
      description:
        'Why not found: journey.truncated, journey.javascript, journey.blocked, journey.pay, journey.broken-link (a page on its path answers 404, 410 or a 5xx to everyone), journey.unreachable or journey.not-found; journey.not-measured when the scan\'s own limits (a timeout, the request budget, no browser) stopped it, which is never counted as a journey lost; null when found.',
    }),
    path: z.array(z.string()).meta({ description: 'The URLs this profile fetched, in order (at most 12).' }),
    steps: z.array(JourneyStep).optional().meta({ description: 'What this profile received at each URL of path, in the same order. Absent in reports stored before it existed.' }),
  })
  .meta({ id: 'JourneyProfileRun' });

const JourneyRun = z
  .object({ name: z.string(), question: z.string(), results: z.array(JourneyProfileRun) })
  .meta({ id: 'JourneyRun', description: 'One journey and its result for each agent profile.' });

export const FullReport = z
  .object({
    url: z.string().meta({ description: 'The start page measured.' }),
    score: Score.meta({ description: 'Overall score, 0 to 100.' }),
    originScore: Score,
    grade: Grade,
    engine: EngineId,
    scorecard: z.string().meta({
      description:
        'The scorecard the score was computed under (weights, caps and bonus rules), beside the engine version: `2026.12.3` (`2026.12.2`, `2026.12.1` and `2026.12` for reports scored before its corrections); reports scored before scorecards existed name `2026.11` (the hand-set weighted mean).',
      example: '2026.12.3',
    }),
    scannedAt: Timestamp,
    scopeLabel: z.string().nullable().meta({
      description:
        'Each number with its scope, where a site scan measured more than the start page: "Start page 62 · Site 60 over 5 pages" (`originScore`, then `score` over `pageCount` pages; docs/checks-and-scorecard.md says how pages combine). null for a one-page report, whose score is the start page\'s.',
      example: 'Start page 62 · Site 60 over 5 pages',
    }),
    duration: z.number().min(0),
    profile: z.enum(REQUESTABLE_PROFILES),
    resolvedProfiles: z.array(z.object({ profile: z.enum(['base', ...PROFILE_NAMES]), evidence: z.array(z.string()) })),
    scope: z.enum(REPORT_SCOPES).meta({ description: 'page: the start page only; site: several pages.' }),
    checksScope: z.literal('origin'),
    pageCount: z.int().min(0).meta({ description: 'Pages measured.' }),
    discoveredUrls: z.int().min(0).meta({ description: 'URLs discovered, not pages measured.' }),
    categories: z.array(CategoryScore),
    results: z.array(CheckResult).meta({ description: 'Every check, informational ones included.' }),
    pages: z.array(PageReport),
    rendered: z.boolean().optional().meta({
      description:
        'Whether the rendered view was measured (pages rendered in a browser). false: only the raw view, and the checks that read the rendered page said so. Absent in reports of engines before 6.2.0.',
    }),
    scoring: ScoreBreakdown.optional().meta({ description: 'How the score was made: Access (the agent views, half the score), cost and coverage, bonus, and the cap where one lowered the score. Absent before engine 6.3.0.' }),
    agents: AgentViews.optional().meta({ description: 'What each agent profile receives, per page, with its verdict. Absent before engine 6.3.0.' }),
    partialSample: PartialSample.optional().meta({ description: 'Present when the score comes from a partial sample: the fetches that failed or were challenged.' }),
    canary: CanaryProbe.optional().meta({
      description: 'The host asked for a path that cannot exist: a host that answers 2xx there proves no file by a 200. Absent when http-semantics did not run and in reports scored before scorecard 2026.12.2.',
    }),
    platforms: z.array(DetectedPlatform).optional().meta({ description: "Platforms the start page's response shows (site builders, docs platforms, CDNs, frameworks), with the evidence. Absent in reports scored before scorecard 2026.12.2." }),
    journeys: z
      .array(JourneyRun)
      .optional()
      .meta({ description: "The site's journeys (issue 33), run for every user-triggered agent profile on this scan. Not part of the score. Absent when the scan ran none, and in public reports (a site's journeys are its owner's questions)." }),
  })
  .meta({
    id: 'FullReport',
    description:
      'A stored measurement: the engine report in full (every check with its findings, category scores and measured pages), with `score` for the overall score and `scannedAt` for when it was measured.',
  });

/**
 * The engine's report in full, with the engine's field names (`overallScore`, `timestamp`): what `agentgauge audit`
 * prints locally, served by POST /api/v1/engine/report so the CLI prints the same on the service (issue 51). The
 * contract's Audit report (POST /api/v1/engine/audit) stays the closed object above.
 */
export const EngineReport = AuditReport.extend({
  ...FullReport.pick({
    originScore: true,
    profile: true,
    resolvedProfiles: true,
    scope: true,
    checksScope: true,
    pageCount: true,
    discoveredUrls: true,
    categories: true,
    pages: true,
    rendered: true,
    scoring: true,
    agents: true,
    partialSample: true,
    journeys: true,
  }).shape,
  scorecard: FullReport.shape.scorecard,
  requests: z.int().min(0).optional().meta({ description: 'Requests the audit sent on the wire (every attempt and redirect hop, the agent profiles\' included).' }),
}).meta({
  id: 'EngineReport',
  description:
    'The remote audit\'s report in full, as the engine makes it and as `agentgauge audit` prints it locally: the Audit report\'s fields with the scorecard, the score\'s parts and cap, the agent views, the pages, the categories and the journeys asked for. Not stored.',
});

/**
 * Where a stored report stands in the index (issue 48): on the report bodies the contract leaves open (site report,
 * scan result, public report). The remote engine's Audit report is closed, so it has none (GET /api/v1/index/benchmark).
 */
export const ReportBenchmark = Benchmark.nullable().meta({
  description:
    'Where this report stands in the current edition of the index (its percentile overall and in its category, the population, each check\'s pass share in its category); null before any edition is published. The remote engine\'s Audit report is a closed object with exactly its documented fields and has no benchmark: ask GET /api/v1/index/benchmark.',
});

/** The stored report with its benchmark: the scan result's `report`. */
export const BenchmarkedReport = FullReport.extend({ benchmark: ReportBenchmark }).meta({
  id: 'BenchmarkedReport',
  description: 'A stored measurement (FullReport) with where it stands in the index (benchmark).',
});

export const PublicReport = FullReport.extend({
  host: z.string().meta({ description: 'Canonical host (lower case, punycode).', example: 'example.com' }),
  benchmark: ReportBenchmark,
}).meta({
  id: 'PublicReport',
  description:
    'The most recent public measurement of a host: score, grade and every finding, with the same fields as a stored site report plus the canonical host.',
});

// --- Types of the API's report bodies (equal to the stored engine types below, see the assertions) ------------------

export type Finding = z.output<typeof Finding>;
export type ReportFinding = z.output<typeof ReportFinding>;
export type Grade = z.output<typeof Grade>;
export type CheckResult = z.output<typeof CheckResult>;
export type PageCheckResult = z.output<typeof PageCheckResult>;
export type PageReport = z.output<typeof PageReport>;
export type FullReport = z.output<typeof FullReport>;

// --- Stored reports: the engine's types, with findings that may predate codes ---------------------------------------

export type StoredFinding = Omit<EngineFinding, 'code' | 'view'> & { code?: FindingCode; view?: EngineFinding['view'] };
export type StoredCheckResult = Omit<EngineCheckResult, 'findings'> & { findings: StoredFinding[] };
export type StoredPageCheckResult = Omit<EnginePageCheckResult, 'findings'> & { findings: StoredFinding[] };
export type StoredPageReport = Omit<EnginePageReport, 'results'> & { results: StoredPageCheckResult[] };
/** A journey's result for one profile as stored: reports stored before `steps` existed have none. */
export type StoredJourneyProfileResult = Omit<EngineJourneyProfileResult, 'steps'> & { steps?: EngineJourneyProfileResult['steps'] };
export type StoredJourneyResult = Omit<EngineJourneyResult, 'results'> & { results: StoredJourneyProfileResult[] };
export type StoredAuditReport = Omit<EngineAuditReport, 'results' | 'pages' | 'journeys'> & {
  results: StoredCheckResult[];
  pages: StoredPageReport[];
  journeys?: StoredJourneyResult[];
};

// --- The schemas describe exactly the engine's types (a compile error here means one of them drifted) --------------

/** Never used: it only compiles while every schema's output is exactly its engine type. */
export type SchemasMatchEngineTypes = [
  Holds<Same<z.output<typeof ReportFinding>, StoredFinding>>,
  Holds<Same<z.output<typeof CheckResult>, StoredCheckResult>>,
  Holds<Same<z.output<typeof PageCheckResult>, StoredPageCheckResult>>,
  Holds<Same<z.output<typeof PageReport>, StoredPageReport>>,
  Holds<Same<z.output<typeof Grade>, EngineGrade>>,
  Holds<Same<z.output<typeof CategoryScore>, EngineCategoryScore>>,
  Holds<Same<z.output<typeof FullReport>['resolvedProfiles'][number], ResolvedProfile>>,
  Holds<Same<z.output<typeof AuditReport>, Pick<StoredAuditReport, keyof z.output<typeof AuditReport>>>>,
  Holds<
    // `requests` (how many requests the audit sent) is kept in fleet rows, not served in report bodies.
    // `scopeLabel` is the view's words for two of the report's numbers (engine/score-scope.ts), not stored.
    Same<Omit<z.output<typeof FullReport>, 'score' | 'scannedAt' | 'scorecard' | 'scopeLabel'>, Omit<StoredAuditReport, 'overallScore' | 'timestamp' | 'siteFacts' | 'scorecard' | 'requests'>>
  >,
  Holds<Same<z.output<typeof FullReport>['scorecard'], NonNullable<StoredAuditReport['scorecard']>>>,
  // The remote report in full is the engine's report but what only site scans gather (siteFacts); its scorecard is always named.
  Holds<Same<Omit<z.output<typeof EngineReport>, 'scorecard'>, Omit<StoredAuditReport, 'siteFacts' | 'scorecard'>>>,
];
