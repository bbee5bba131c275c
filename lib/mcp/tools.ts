// The MCP tool table: each tool is one REST operation's schemas and one service call, so MCP, the REST API, the
// dashboard and the CLI give the same answers (plan, ownership, quotas and rate limits live in the services).
// Annotations follow 2026-07-28 server/tools (ToolAnnotations): openWorldHint where the tool sends traffic to the web.
import { CHECK_CATALOG, CHECK_COUNT } from '@/engine/index';
import {
  compareSiteJourneys,
  compareSiteScans,
  createSiteJourney,
  deleteSiteJourney,
  engineAudit,
  getPublicReport as getPublicReportOperation,
  getScan as getScanOperation,
  getSiteArtifact,
  getSiteFix,
  getSiteHistory,
  getSiteReport as getSiteReportOperation,
  listPublishedAgentTasks,
  listSiteFixes,
  listSiteJourneys,
  listSites,
  listSiteVerifications,
  publicScan,
  startSiteScan,
  updateSiteJourney,
  listJourneyRuns as listJourneyRunsOperation,
  startJourneyRuns as startJourneyRunsOperation,
} from '@/lib/openapi/operations';
import { describePublicScanLimits, SCAN_QUOTAS } from '@/lib/rate-limit/policy';
import { z } from 'zod';
import type { OperationSpec } from '@/lib/openapi/define-operation';
import { CheckCatalog } from '@/lib/schemas/catalog';
import type { JourneyParams } from '@/lib/schemas/me/journeys';
import { compareScanJourneys, compareScans } from '@/lib/services/compare-scans';
import { createJourney } from '@/lib/services/create-journey';
import { deleteJourney } from '@/lib/services/delete-journey';
import { listJourneys } from '@/lib/services/list-journeys';
import { listJourneyRuns } from '@/lib/services/list-journey-runs';
import { startJourneyRuns } from '@/lib/services/start-journey-runs';
import { updateJourney } from '@/lib/services/update-journey';
import { getArtifact } from '@/lib/services/get-artifact';
import { getFixGuide } from '@/lib/services/get-fix-guide';
import { getPublicReport } from '@/lib/services/get-public-report';
import { getSiteReport } from '@/lib/services/get-site-report';
import { listFixes } from '@/lib/services/list-fixes';
import { listOrganizationSites } from '@/lib/services/list-organization-sites';
import { listPublishedAgentRuns } from '@/lib/services/list-published-agent-runs';
import { listScanHistory } from '@/lib/services/list-scan-history';
import { listVerifications } from '@/lib/services/list-verifications';
import { queueSiteScan } from '@/lib/services/queue-site-scan';
import { runEngineAudit } from '@/lib/services/run-engine-audit';
import { runPublicScan } from '@/lib/services/run-public-scan';
import { ScanWait } from './arguments';
import { defineTool, type McpToolSpec } from './define-tool';
import { followScan } from './follow-scan';
import { FLEET_TOOLS } from './fleet-tools';
import { getIndexTool, listIndexSitesTool } from './index-tools';
import { TRAFFIC_TOOLS } from './traffic-tools';
import { OWNERSHIP_TOOLS } from './ownership-tools';

const READ = { readOnlyHint: true, openWorldHint: false } as const;
const SCAN_QUOTA_TEXT = Object.values(SCAN_QUOTAS)
  .map((quota) => `${quota.default} ${quota.label}`)
  .join(' and ');

export const scanSite = defineTool({
  name: 'scan_site',
  title: 'Scan a website (public sample scan)',
  description: [
    `Measures the start page of a domain with all ${CHECK_COUNT} checks and returns the report: score, grade, every check and finding.`,
    'The result is also stored as the host\'s public report (get_public_report).',
    'Only public hosts on ports 80 and 443 are measured (otherwise the error target-refused names the rule); an unreachable site gives target-unreachable.',
    `No account needed. Rate limits: ${describePublicScanLimits()}; over a limit the error rate-limited carries retryAfter seconds.`,
  ].join(' '),
  access: 'public',
  operation: publicScan,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  run: ({ body }, { clientIp }) => runPublicScan(body.domain, clientIp),
});

export const getPublicReportTool = defineTool({
  name: 'get_public_report',
  title: 'Latest public report of a host',
  description: 'The most recent stored public measurement of a host (score, grade, every finding). Sends no traffic to the host. The error not-found means the host was never scanned publicly: scan it with scan_site.',
  access: 'public',
  operation: getPublicReportOperation,
  annotations: READ,
  run: ({ params }) => getPublicReport(params.host),
});

export const listChecks = defineTool({
  name: 'list_checks',
  title: `List the ${CHECK_COUNT} checks`,
  description: 'The check catalog: every check\'s permanent id, name, what it measures, category, scope, weight in the overall score and the site profiles it counts for. Use the ids with get_fix and run_engine_audit.',
  access: 'public',
  result: CheckCatalog,
  annotations: READ,
  run: async () => ({ checks: [...CHECK_CATALOG] }),
});

export const getPublishedAgentTasks = defineTool({
  name: 'get_published_agent_tasks',
  title: 'Published agent task replays of a host',
  description: 'Agent runs the site owner published: the goal an agent was given on the site, whether it succeeded (verdict) and what it reported, newest first, with a replay URL. An empty list when there are none. Paginate with limit and offset (pass nextOffset back).',
  access: 'public',
  operation: listPublishedAgentTasks,
  annotations: READ,
  run: ({ params, query }, { origin }) => listPublishedAgentRuns(params.host, query, origin),
});

export const listSitesTool = defineTool({
  name: 'list_sites',
  title: 'Sites of your organization',
  description: 'The organization\'s sites with their latest and previous scores, oldest first. Use a site\'s id with the other site tools. Without limit and offset the whole list is returned.',
  access: 'organization',
  operation: listSites,
  annotations: READ,
  run: ({ query }, { auth }) => listOrganizationSites(auth.organizationId, query),
});

export const getSiteReportTool = defineTool({
  name: 'get_site_report',
  title: 'Latest full report of a site',
  description: 'The latest finished scan of one of your sites: score, grade, every check with its findings and every measured page. Never starts a scan (start_site_scan does). not-found when the site is not yours or has no finished scan.',
  access: 'organization',
  operation: getSiteReportOperation,
  annotations: READ,
  run: ({ params }, { auth }) => getSiteReport(auth.organizationId, params.id),
});

export const startSiteScanTool = defineTool({
  name: 'start_site_scan',
  title: 'Start a scan of a site',
  description: [
    'Queues a scan of one of your sites (up to the plan\'s page limit) and returns its scanId at once.',
    'Follow it with get_scan: pass waitSeconds to wait for the result with progress notifications.',
    'scan-active when a scan of the site is already queued or running.',
    `Counts against the scan quotas shared with run_engine_audit (${SCAN_QUOTA_TEXT}); over a quota the error rate-limited carries retryAfter seconds.`,
  ].join(' '),
  access: 'organization',
  operation: startSiteScan,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  run: ({ params }, { auth }) => queueSiteScan(auth, params.id, 'mcp'),
});

export const getScanTool = defineTool({
  name: 'get_scan',
  title: 'State of a scan',
  description: 'The state of a scan started with start_site_scan: queued, running, succeeded (with the full report) or failed (with the reason). With waitSeconds the call waits for the scan to settle, sending progress notifications while it runs; it answers with the current state when the wait ends first.',
  access: 'organization',
  operation: getScanOperation,
  extra: ScanWait,
  annotations: READ,
  run: ({ params, extra }, context) => followScan(context.auth.organizationId, params.id, extra.waitSeconds ?? 0, context),
});

export const getHistory = defineTool({
  name: 'get_history',
  title: 'Scan history of a site',
  description: 'Finished scans of one of your sites, newest first, each with its score, engine version and finish time. Without limit and offset 100 scans are returned; otherwise pages of limit (1–50).',
  access: 'organization',
  operation: getSiteHistory,
  annotations: READ,
  run: ({ params, query }, { auth }) => listScanHistory(auth.organizationId, params.id, query),
});

export const compareScansTool = defineTool({
  name: 'compare_scans',
  title: 'Compare two scans of a site',
  description: 'What changed between two finished scans of one of your sites: score delta, checks resolved and regressed, findings new and resolved. Pass before_scan_id and after_scan_id in chronological order, or neither for the latest two. Read comparable and warnings before scoreDelta.',
  access: 'organization',
  operation: compareSiteScans,
  annotations: READ,
  run: ({ params, query }, { auth }) => compareScans(auth.organizationId, params.id, query),
});

export const compareJourneysTool = defineTool({
  name: 'compare_journeys',
  title: 'Journeys gained and lost between two scans',
  description: 'Which journeys (questions you saved, such as "what does the Pro plan cost?") each AI agent profile could answer in one finished scan of your site and not in the other: lost and gained, with what stopped the agent. Pass before_scan_id and after_scan_id in chronological order, or neither for the latest two. A result the scan\'s own limits stopped is never lost.',
  access: 'organization',
  operation: compareSiteJourneys,
  annotations: READ,
  run: ({ params, query }, { auth }) => compareScanJourneys(auth.organizationId, params.id, query),
});

export const listFixesTool = defineTool({
  name: 'list_fixes',
  title: 'Open fixes of a site',
  description: "The open work on one of your sites from its latest finished scan, largest gain first: each check with open work, the points of overall score its fix returns (the score with the check's open findings resolved, minus the score now) and the fix in one sentence. Read a fix in full with get_fix.",
  access: 'organization',
  operation: listSiteFixes,
  annotations: READ,
  run: ({ params }, { auth }) => listFixes(auth.organizationId, params.id),
});

export const getFixTool = defineTool({
  name: 'get_fix',
  title: 'The whole fix for one check',
  description: 'Every finding of one check on one of your sites, a Markdown guide and the whole fix as one prose block a coding agent can follow, built from the latest finished scan. Reading it records the advice: the next finished scan verifies whether the score rose (list_verifications). not-found names the valid check ids for an unknown one.',
  access: 'organization',
  operation: getSiteFix,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  run: ({ params }, { auth }) => getFixGuide(auth.organizationId, params.id, params.checkId),
});

export const getArtifactTool = defineTool({
  name: 'get_artifact',
  title: 'A generated file for a site',
  description: 'A file generated from the latest finished scan of one of your sites (llms.txt, robots.txt, sitemap, API catalog, JSON-LD, agent card, MCP server card, agent skills, AI catalog), with the path and headers to serve it at. Only the kinds list_fixes offers the site are generated (another answers artifact-not-applicable saying why). Reading it records advice for the check it addresses.',
  access: 'organization',
  operation: getSiteArtifact,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  run: ({ params }, { auth }) => getArtifact(auth.organizationId, params.id, params.kind),
});

export const listVerificationsTool = defineTool({
  name: 'list_verifications',
  title: 'Verification records of a site',
  description: 'Advice given on one of your sites (fixes and files read) and whether later scans showed the gain: pending, measuring, verified (with the points gained) or expired. Paginate with limit and offset.',
  access: 'organization',
  operation: listSiteVerifications,
  annotations: READ,
  run: ({ params, query }, { auth }) => listVerifications(auth.organizationId, params.id, query),
});

export const runEngineAuditTool = defineTool({
  name: 'run_engine_audit',
  title: 'Audit any URL on the service (paid plan)',
  description: [
    'Runs an audit of any public http(s) URL on the service\'s servers and returns the report without storing it; choose checks, profile, timeout and retries.',
    `Paid plan. Counts against the scan quotas shared with start_site_scan (${SCAN_QUOTA_TEXT}); over a quota, or with every audit slot busy, the error carries retryAfter seconds.`,
  ].join(' '),
  access: 'organization',
  operation: engineAudit,
  // Not read-only: it spends the organization's scan quota (and so needs the write scope).
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  run: ({ body }, { auth }) => runEngineAudit(auth, body),
});

const DeletedJourney = z.object({ deleted: z.string().meta({ description: 'The id of the journey removed.' }) });

const ANSWER_TEXT =
  'answer is one string, a list of strings (any one counts; case- and whitespace-insensitive) or {"pattern": "..."} (a regular expression run on RE2; one with a backreference or lookaround is refused with invalid-body saying why).';

export const listJourneysTool = defineTool({
  name: 'list_journeys',
  title: 'Journeys of a site',
  description: 'The questions saved for one of your sites and how each answer is recognised. While the site has none, suggestions holds up to five proposed from its last scan (pricing, contact, documentation, API authentication, opening hours), each with a candidate answer quoted from its page: save one with create_journey; nothing runs until then.',
  access: 'organization',
  operation: listSiteJourneys,
  annotations: READ,
  run: ({ params, query }, { auth }) => listJourneys(auth, params.id, query),
});

export const createJourneyTool = defineTool({
  name: 'create_journey',
  title: 'Add a journey to a site',
  description: `Saves a question an agent would be asked about one of your sites (id) and how to recognise its answer: name (unique on the site), question, answer, optional start (a path such as "/pricing"). ${ANSWER_TEXT} At most 20 per site (journey-limit).`,
  access: 'organization',
  operation: createSiteJourney,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  run: ({ params, body }, { auth }) => createJourney(auth, params.id, body),
});

export const updateJourneyTool = defineTool({
  name: 'update_journey',
  title: 'Change a journey',
  description: `Changes the fields sent of one journey (id: the site, journeyId: the journey); start null starts at the site's start page. ${ANSWER_TEXT}`,
  access: 'organization',
  operation: updateSiteJourney,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  run: ({ params, body }, { auth }) => updateJourney(auth, params.id, params.journeyId, body),
});

export const deleteJourneyTool = defineTool({
  name: 'delete_journey',
  title: 'Remove a journey',
  description: 'Removes one journey (id: the site, journeyId: the journey).',
  access: 'organization',
  // The REST operation answers 204; a tool call answers with what it removed.
  operation: deleteSiteJourney as unknown as OperationSpec<typeof JourneyParams, undefined, undefined, typeof DeletedJourney>,
  result: DeletedJourney,
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
  run: async ({ params }, { auth }) => {
    await deleteJourney(auth, params.id, params.journeyId);
    return { deleted: params.journeyId };
  },
});

export const runJourneyAsAgentsTool = defineTool({
  name: 'run_journey_as_agents',
  title: 'Run a journey as agent runs (pass^k)',
  description:
    'Queues k agent runs of one journey (id: the site, journeyId: the journey): agent "model" (the operator\'s configured model, agent-model-unavailable when there is none) or "builtin"; runs 1 to 5 (default 3 with the model); profile: the agent profile the runs browse as (default claude-code). Read the outcome with list_journey_runs: pass^k, tokens, steps, time, and for each failed run the step and the finding that explains it.',
  access: 'organization',
  operation: startJourneyRunsOperation,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  run: ({ params, body }, { auth, origin }) => startJourneyRuns(auth, params.id, params.journeyId, body, origin),
});

export const listJourneyRunsTool = defineTool({
  name: 'list_journey_runs',
  title: "A journey's agent-run batches",
  description:
    "The batches of agent runs of one journey, newest first: k, passes, passK (all k runs found the answer; null while runs are still going), tokens, steps and time, and each run with its replay URL and, where it did not find the answer, the step where it failed and the finding that explains it.",
  access: 'organization',
  operation: listJourneyRunsOperation,
  annotations: READ,
  run: ({ params, query }, { auth, origin }) => listJourneyRuns(auth.organizationId, params.id, params.journeyId, query, origin),
});

export const MCP_TOOLS: readonly McpToolSpec[] = [
  scanSite,
  getPublicReportTool,
  listChecks,
  getPublishedAgentTasks,
  getIndexTool,
  listIndexSitesTool,
  listSitesTool,
  getSiteReportTool,
  startSiteScanTool,
  getScanTool,
  getHistory,
  compareScansTool,
  compareJourneysTool,
  listFixesTool,
  getFixTool,
  getArtifactTool,
  listVerificationsTool,
  runEngineAuditTool,
  listJourneysTool,
  createJourneyTool,
  updateJourneyTool,
  deleteJourneyTool,
  runJourneyAsAgentsTool,
  listJourneyRunsTool,
  ...FLEET_TOOLS,
  ...TRAFFIC_TOOLS,
  ...OWNERSHIP_TOOLS,
] as unknown as readonly McpToolSpec[];

export const ORGANIZATION_TOOL_NAMES: ReadonlySet<string> = new Set(
  MCP_TOOLS.filter((tool) => tool.access === 'organization').map((tool) => tool.name),
);
