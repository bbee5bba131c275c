// The route registry: every operation of the API, one entry per method and path (seed-api.md).
// A test fails when a route file under app/api has no entry here.
import { IdParams, PaginationQuery } from '@/lib/schemas/common';
import { EngineAuditRequest } from '@/lib/schemas/engine';
import {
  AgentRun,
  AgentRunParams,
  AgentRunStarted,
  AgentRuns,
  AgentRunsQuery,
  Answers,
  AnswersPassStarted,
  AnswersQuery,
  Artifact,
  ArtifactParams,
  CompareQuery,
  Comparison,
  CreateSiteRequest,
  FixDetail,
  FixParams,
  Fixes,
  History,
  HistoryQuery,
  ScanParams,
  ScanPoll,
  ScanStarted,
  SiteList,
  SiteReport,
  SiteSummary,
  SitesQuery,
  StartAgentRunRequest,
  StartAnswersPassRequest,
  Verifications,
} from '@/lib/schemas/me';
import { ARTIFACT_KINDS } from '@/lib/artifacts/kinds';
import { AgentTasksParams, AgentTasksQuery, PublishedAgentRuns, ReportParams, ScanRequest } from '@/lib/schemas/public';
import { AuditReport, PublicReport } from '@/lib/schemas/report';
import { describePublicScanLimits } from '@/lib/rate-limit/policy';
import { PUBLIC_REPORT_SERVER_CACHE_SECONDS } from '@/lib/services/public-report-bodies';
import { z } from 'zod';
import { defineOperation } from './define-operation';

const PUBLIC_REPORT_CACHE = 'public, max-age=60, stale-while-revalidate=300';

export const publicScan = defineOperation({
  operationId: 'publicScan',
  method: 'POST',
  path: '/api/v1/scan',
  tag: 'Public',
  summary: 'Run a sample scan of a domain\'s start page',
  description: [
    'Measures the start page of the domain (https://<domain>/ unless the value carries an http(s) scheme) with all 26 checks,',
    'stores the result as the host\'s latest public report and returns it: score, grade and every finding.',
    'Only public hosts on ports 80 and 443 are measured: a refused target gives 400 `target-refused` naming the rule, before any traffic is sent.',
    'A target that cannot be reached (DNS, connection, TLS or timeout on the start page) gives 422 `target-unreachable`; nothing is stored then.',
    'The measurement runs in one of the server\'s audit threads under a heap budget (AGENTGAUGE_AUDIT_HEAP_MB, default 256 MB); an audit interrupted because that thread outgrew its budget gives 503 `service-unavailable` with Retry-After: 5, and nothing is stored.',
    `Rate limits: ${describePublicScanLimits()}; over a limit gives 429 with Retry-After. Body at most 8 KiB (413).`,
  ].join(' '),
  auth: 'public',
  body: ScanRequest,
  response: { status: 200, description: 'The measurement, also stored as the host\'s public report.', schema: PublicReport },
  errors: [400, 413, 422, 429, 503],
  cacheControl: 'no-store',
});

export const getPublicReport = defineOperation({
  operationId: 'getPublicReport',
  method: 'GET',
  path: '/api/v1/report/{host}',
  tag: 'Public',
  summary: 'Latest stored public report of a host',
  description:
    'Returns the most recent stored public measurement of the host. Sends no traffic to the host and is not rate limited. Responses carry an ETag; send it back in If-None-Match to get 304. 404 when the host has never been scanned publicly. ' +
    `The service keeps the serialized response in memory for up to ${PUBLIC_REPORT_SERVER_CACHE_SECONDS} seconds: a report stored by a public scan on the same instance is served from the next request on, one stored by another instance sharing the database within ${PUBLIC_REPORT_SERVER_CACHE_SECONDS} seconds, well inside the Cache-Control max-age of 60 seconds that shared caches may already apply. 404 answers are never kept.`,
  auth: 'public',
  params: ReportParams,
  response: { status: 200, description: 'The latest public report.', schema: PublicReport },
  errors: [400, 404, 503],
  cacheControl: PUBLIC_REPORT_CACHE,
  etag: true,
});

export const listPublishedAgentTasks = defineOperation({
  operationId: 'listPublishedAgentTasks',
  method: 'GET',
  path: '/api/v1/agent-tasks/{host}',
  tag: 'Public',
  summary: 'Published agent task replays of a host',
  description:
    'Agent runs the site owner published: the goal the agent was given, whether it could do it (verdict) and what it reported (answer, evidence). Unpublished runs never appear. An empty list when there are none, also for hosts that are not known. Paginated with limit (default 20) and offset.',
  auth: 'public',
  params: AgentTasksParams,
  query: AgentTasksQuery,
  response: { status: 200, description: 'Published runs, newest first.', schema: PublishedAgentRuns },
  errors: [400, 503],
  cacheControl: PUBLIC_REPORT_CACHE,
  etag: true,
});

export const listSites = defineOperation({
  operationId: 'listSites',
  method: 'GET',
  path: '/api/v1/me/sites',
  tag: 'Sites',
  summary: 'Sites of the organization with latest and previous scores',
  description:
    'With limit and offset both omitted the whole list is returned (nextOffset null). With either sent, the list is paged: limit 1–50 (default 20), offset 0–10000 (default 0).',
  auth: 'api-key',
  query: SitesQuery,
  response: { status: 200, description: 'Sites, oldest first.', schema: SiteList },
  errors: [400],
});

export const createSite = defineOperation({
  operationId: 'createSite',
  method: 'POST',
  path: '/api/v1/me/sites',
  tag: 'Sites',
  summary: 'Add a site to the organization',
  description: [
    'Addition to the v1 contract (seed-api.md names no way to add a site through the API).',
    'The url is an http(s) start page or a bare domain (https:// assumed). It is vetted with the same SSRF rules as every scan before it is stored, and nothing is fetched:',
    'credentials in the URL, localhost, private and reserved addresses and ports other than 80 and 443 give 400 `target-refused` naming the rule',
    '(an installation with AGENTGAUGE_ALLOW_PRIVATE_TARGETS=1 lifts the address and port rules).',
    '409 `site-exists` when the organization already has a site on that host. The new site has no scan yet: start one with POST /api/v1/me/sites/{id}/scan.',
  ].join(' '),
  auth: 'api-key',
  body: CreateSiteRequest,
  response: { status: 201, description: 'The site was added.', schema: SiteSummary },
  errors: [400, 409, 413],
});

export const deleteSite = defineOperation({
  operationId: 'deleteSite',
  method: 'DELETE',
  path: '/api/v1/me/sites/{id}',
  tag: 'Sites',
  summary: 'Delete one of the organization\'s sites',
  description:
    'Addition to the v1 contract. Deletes the site with its scans, fixes, verification records, Answers passes and agent runs. 204 without a body; 404 when the site is not the organization\'s (also when it was already deleted).',
  auth: 'api-key',
  params: IdParams,
  response: { status: 204, description: 'Deleted.', schema: z.undefined() },
  errors: [400, 404],
});

export const getSiteReport = defineOperation({
  operationId: 'getSiteReport',
  method: 'GET',
  path: '/api/v1/me/sites/{id}/report',
  tag: 'Sites',
  summary: 'Latest full report of one site, pages included',
  description: 'Reads the stored report; never starts a scan. 404 when the site is not the organization\'s or has no finished scan.',
  auth: 'api-key',
  params: IdParams,
  response: { status: 200, description: 'The latest full report.', schema: SiteReport },
  errors: [400, 404],
});

export const getSiteHistory = defineOperation({
  operationId: 'getSiteHistory',
  method: 'GET',
  path: '/api/v1/me/sites/{id}/history',
  tag: 'Sites',
  summary: 'Finished scans of one site, newest first',
  description: 'Each entry carries the engine version and finishedAt. With limit and offset both omitted, 100 scans are returned (v1 default); otherwise limit 1–50 (default 20).',
  auth: 'api-key',
  params: IdParams,
  query: HistoryQuery,
  response: { status: 200, description: 'A page of finished scans.', schema: History },
  errors: [400, 404],
});

export const startSiteScan = defineOperation({
  operationId: 'startSiteScan',
  method: 'POST',
  path: '/api/v1/me/sites/{id}/scan',
  tag: 'Sites',
  summary: 'Queue a scan of one of the organization\'s sites',
  description: 'Returns the scan id at once; poll /api/v1/me/scans/{scanId}. 409 when a scan of the site is already queued or running (one active scan per site, enforced by the database). Counts against the organization\'s and the target\'s scan quotas shared with the remote engine (429 with Retry-After). A worker measures up to the plan\'s page limit (pro: 50 pages); a scan that fails on every attempt (3 by default) ends failed with the reason.',
  auth: 'api-key',
  params: IdParams,
  response: { status: 202, description: 'The scan is queued.', schema: ScanStarted },
  errors: [400, 404, 409, 429],
});

export const getScan = defineOperation({
  operationId: 'getScan',
  method: 'GET',
  path: '/api/v1/me/scans/{id}',
  tag: 'Sites',
  summary: 'Poll one scan',
  description: 'Read status until it settles. queued and running include pollAfterSeconds; succeeded carries report (with report.score); failed carries error.',
  auth: 'api-key',
  params: ScanParams,
  response: { status: 200, description: 'The scan\'s state.', schema: ScanPoll },
  errors: [400, 404],
});

export const listSiteFixes = defineOperation({
  operationId: 'listSiteFixes',
  method: 'GET',
  path: '/api/v1/me/sites/{id}/fixes',
  tag: 'Sites',
  summary: 'Open work on one site, ordered by the points each fix returns',
  description:
    'Derived from the latest finished scan, never from a new one: applicable, scored checks below 100, ordered by gain, the points of overall score the fix returns if the check reached 100 (weight × (100 − site score) ÷ total applicable weight, one decimal). An empty fixes array when nothing is open or nothing was scanned yet. Listing records nothing.',
  auth: 'api-key',
  params: IdParams,
  response: { status: 200, description: 'Fixes, largest gain first.', schema: Fixes },
  errors: [400, 404],
});

export const getSiteFix = defineOperation({
  operationId: 'getSiteFix',
  method: 'GET',
  path: '/api/v1/me/sites/{id}/fixes/{checkId}',
  tag: 'Sites',
  summary: 'Every finding behind one check, its guide and the whole fix',
  description:
    'Every finding of the check (origin, and per page for page checks), a Markdown guide and the whole fix as one prose block, built from the latest finished scan. Reading it records advice for the check: one open verification record (pending) per site and check, with the current score as baseline; later finished scans move it to measuring or verified. No record is opened when the check already scores 100. 404 naming the valid ids when the check id is unknown; 404 when the site has no finished scan.',
  auth: 'api-key',
  params: FixParams,
  response: { status: 200, description: 'The fix.', schema: FixDetail },
  errors: [400, 404],
});

export const getSiteArtifact = defineOperation({
  operationId: 'getSiteArtifact',
  method: 'GET',
  path: '/api/v1/me/sites/{id}/artifacts/{kind}',
  tag: 'Sites',
  summary: 'A generated file, with the path and headers to serve it at',
  description: `Decision on what the contract leaves open: the file is returned inside JSON as {kind, path, contentType, headers, body, filename, siteId, generatedFrom}: body is the whole file (UTF-8 text), path where to serve it, headers what to serve it with, generatedFrom the finished scan it was generated from. Kinds: ${ARTIFACT_KINDS.join(', ')} (json-ld is a <script type="application/ld+json"> element for the start page's <head>; robots-txt keeps the site's existing rules and adds what is missing). Files are generated from the site's latest finished scan (its pages, titles and descriptions), never by fetching the site. Reading one records advice for the check it addresses (a verification record). 404 naming the valid kinds for an unknown kind; 404 when the site has no finished scan.`,
  auth: 'api-key',
  params: ArtifactParams,
  response: { status: 200, description: 'The generated file.', schema: Artifact },
  errors: [400, 404],
});

export const compareSiteScans = defineOperation({
  operationId: 'compareSiteScans',
  method: 'GET',
  path: '/api/v1/me/sites/{id}/compare',
  tag: 'Sites',
  summary: 'Compare two finished scans',
  description: 'Send both scan ids in chronological order, or neither to compare the latest two finished scans. 404 without two distinct finished scans; 400 for one id alone, invalid ids or a reversed order. Read comparable and warnings before scoreDelta. Check differences cover the origin only.',
  auth: 'api-key',
  params: IdParams,
  query: CompareQuery,
  response: { status: 200, description: 'The comparison.', schema: Comparison },
  errors: [400, 404],
});

export const listSiteVerifications = defineOperation({
  operationId: 'listSiteVerifications',
  method: 'GET',
  path: '/api/v1/me/sites/{id}/verifications',
  tag: 'Sites',
  summary: 'Verification records of one site',
  description:
    'Records opened by reading a fix or a generated file, newest advice first: pending until a later finished scan measures the check, measuring while the score has not risen, verified (observedScore, gained, verifiedScanId) once it rose, expired after 30 days without improvement. Reading never changes or schedules a verification, starts a scan or spends quota. Paged: limit 1–50 (default 20), offset 0–10000.',
  auth: 'api-key',
  params: IdParams,
  query: PaginationQuery,
  response: { status: 200, description: 'A page of records.', schema: Verifications },
  errors: [400, 404],
});

export const listSiteAnswers = defineOperation({
  operationId: 'listSiteAnswers',
  method: 'GET',
  path: '/api/v1/me/sites/{id}/answers',
  tag: 'Sites',
  summary: 'Stored Answers passes and the results of one pass',
  description:
    'limit and offset page the passes (newest first); pass_id selects the pass whose results are returned (default: the latest finished pass; 404 for an unknown pass). Each result stores the answer, the citations as the engine returned them, citedDomains, cited (the site\'s host or a subdomain is cited), mentioned (its name or host is in the answer), rank (1-based position of its first citation) and competitors (other cited domains with counts). A stored read: never starts a pass, calls a model or spends budget.',
  auth: 'api-key',
  params: IdParams,
  query: AnswersQuery,
  response: { status: 200, description: 'Passes and the selected pass\'s results.', schema: Answers },
  errors: [400, 404],
});

export const listSiteAgentRuns = defineOperation({
  operationId: 'listSiteAgentRuns',
  method: 'GET',
  path: '/api/v1/me/sites/{id}/agent-runs',
  tag: 'Sites',
  summary: 'Private agent runs of one site, unpublished ones included',
  description:
    'Every run of the site, published or not, newest first. With run_id only that run is returned and pagination parameters are ignored (404 for an unknown run). replayUrl is {base}/replay/{runId}, shown only once the run is published. A stored read: never starts a run or calls a model.',
  auth: 'api-key',
  params: IdParams,
  query: AgentRunsQuery,
  response: { status: 200, description: 'A page of runs.', schema: AgentRuns },
  errors: [400, 404],
});

export const startAnswersPass = defineOperation({
  operationId: 'startAnswersPass',
  method: 'POST',
  path: '/api/v1/me/sites/{id}/answers/passes',
  tag: 'Sites',
  summary: 'Queue an Answers pass: ask an answer engine questions about the site',
  description: [
    'Addition to the v1 contract. Body {questions?: string[]} (1–20 questions of 3–500 characters); without questions, questions are suggested from the site\'s latest report (what the site is, what it offers, its documentation, the topics of its pages).',
    'Returns 202 with passId at once; the pass runs on the job queue (status queued → running → succeeded or failed) and is read with GET /api/v1/me/sites/{id}/answers?pass_id={passId}.',
    'Each question counts against the organization\'s model budget (AGENTGAUGE_MODEL_BUDGET_PER_DAY, default 200 a day): 429 `model-budget-exhausted` with Retry-After when the pass does not fit.',
    'The engine is configured by ANSWERS_ENGINE (openai: Responses API with web search; perplexity: chat completions with citations), ANSWERS_BASE_URL, ANSWERS_API_KEY and ANSWERS_MODEL; without them Answers is unavailable: 503 `answers-unavailable`, and nothing is stored or spent.',
  ].join(' '),
  auth: 'api-key',
  params: IdParams,
  body: StartAnswersPassRequest,
  response: { status: 202, description: 'The pass is queued.', schema: AnswersPassStarted },
  errors: [400, 404, 413, 429, 503],
});

export const startAgentRun = defineOperation({
  operationId: 'startAgentRun',
  method: 'POST',
  path: '/api/v1/me/sites/{id}/agent-runs',
  tag: 'Sites',
  summary: 'Queue an agent run: give an agent a goal on the site',
  description: [
    'Addition to the v1 contract. Body {goal: string, agent?: "builtin" | "model"}. The goal becomes one of the site\'s agent tasks (the same goal reuses its task).',
    'The agent browses only the site, through the SSRF-safe fetcher, obeying robots.txt; it ends after 12 steps or 60 s (AGENTGAUGE_AGENT_MAX_STEPS, AGENTGAUGE_AGENT_TIME_SECONDS).',
    'builtin needs no model (llms.txt, markdown twins, sitemap, keyword search); model is an OpenAI-compatible chat model with tool calling (AGENT_MODEL_BASE_URL, AGENT_MODEL_API_KEY, AGENT_MODEL; 503 `agent-model-unavailable` when they are missing) and takes one unit of the model budget (429 `model-budget-exhausted`).',
    'Default: model when configured, else builtin. Returns 202 with runId; read the run with GET .../agent-runs?run_id={runId}: status queued → running → finished (or failed), verdict succeeded, partial, failed or blocked (robots.txt, 401/403/429 or a bot challenge), the steps, and evidence quotes verified on their pages (quotes not found are dropped, with a reason).',
  ].join(' '),
  auth: 'api-key',
  params: IdParams,
  body: StartAgentRunRequest,
  response: { status: 202, description: 'The run is queued.', schema: AgentRunStarted },
  errors: [400, 404, 413, 429, 503],
});

export const publishAgentRun = defineOperation({
  operationId: 'publishAgentRun',
  method: 'POST',
  path: '/api/v1/me/sites/{id}/agent-runs/{runId}/publish',
  tag: 'Sites',
  summary: 'Publish an agent run',
  description:
    'Addition to the v1 contract. A published run appears in GET /api/v1/agent-tasks/{host} and at /replay/{runId}. Only a finished run can be published (409 `run-not-finished`). Publishing again keeps the first publishedAt.',
  auth: 'api-key',
  params: AgentRunParams,
  response: { status: 200, description: 'The run, now published.', schema: AgentRun },
  errors: [400, 404, 409],
});

export const unpublishAgentRun = defineOperation({
  operationId: 'unpublishAgentRun',
  method: 'POST',
  path: '/api/v1/me/sites/{id}/agent-runs/{runId}/unpublish',
  tag: 'Sites',
  summary: 'Unpublish an agent run',
  description: 'Addition to the v1 contract. The run leaves GET /api/v1/agent-tasks/{host} and /replay/{runId}; it stays in the organization\'s runs.',
  auth: 'api-key',
  params: AgentRunParams,
  response: { status: 200, description: 'The run, no longer published.', schema: AgentRun },
  errors: [400, 404],
});

export const engineAudit = defineOperation({
  operationId: 'engineAudit',
  method: 'POST',
  path: '/api/v1/engine/audit',
  tag: 'Engine',
  summary: 'Run an audit on the service\'s servers',
  description: [
    'Used by the command-line client (major version 6). The report is returned, never stored.',
    'Only public http(s) targets on ports 80 and 443: credentials in the URL, localhost and private networks give 400 `target-refused`.',
    'Unreachable targets give 422 `target-unreachable`. Body at most 8 KiB (413).',
    'Limits: 10 audits per hour per organization and 5 per hour per target, shared with other scan surfaces (429 with Retry-After; AGENTGAUGE_SCANS_PER_ORGANIZATION and AGENTGAUGE_SCANS_PER_TARGET change them):',
    'site scans count against both, public scans of a target against the target\'s. Both are taken atomically, all or nothing.',
    'Each server runs at most AGENTGAUGE_ENGINE_CONCURRENCY audits at once (default 4); past that, 503 with Retry-After and no quota used.',
    'Audits run in the server\'s audit threads under a heap budget (AGENTGAUGE_AUDIT_HEAP_MB, default 256 MB): an audit interrupted because its thread outgrew the budget gives 503 `service-unavailable` with Retry-After: 5; its quota unit stays used, as for an unreachable target.',
    'The key and the paid subscription are checked on every call.',
  ].join(' '),
  auth: 'api-key',
  body: EngineAuditRequest,
  response: { status: 200, description: 'The audit report.', schema: AuditReport },
  errors: [400, 413, 422, 429],
});

export const OPERATIONS = [
  publicScan,
  getPublicReport,
  listPublishedAgentTasks,
  listSites,
  createSite,
  deleteSite,
  getSiteReport,
  getSiteHistory,
  startSiteScan,
  getScan,
  listSiteFixes,
  getSiteFix,
  getSiteArtifact,
  compareSiteScans,
  listSiteVerifications,
  listSiteAnswers,
  listSiteAgentRuns,
  startAnswersPass,
  startAgentRun,
  publishAgentRun,
  unpublishAgentRun,
  engineAudit,
] as const;
