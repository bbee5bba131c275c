// The fleets' reads as MCP tools (issue 47 point 7): the same operations' schemas and the same services as the REST
// API, so an agent reads a run's progress, its population's figures, its rows and a target's report as a user would.
import {
  getFleetMovement as getFleetMovementOperation,
  getFleetRun as getFleetRunOperation,
  getFleetRunSummary,
  getFleetTargetReport as getFleetTargetReportOperation,
  listFleets as listFleetsOperation,
  listFleetTargets as listFleetTargetsOperation,
} from '@/lib/openapi/operations';
import { getFleetMovement } from '@/lib/services/get-fleet-movement';
import { getFleetRun } from '@/lib/services/get-fleet-run';
import { getFleetRunSummary as getSummary } from '@/lib/services/get-fleet-run-summary';
import { getFleetTargetReport } from '@/lib/services/get-fleet-target-report';
import { listFleetTargets } from '@/lib/services/list-fleet-targets';
import { listFleets } from '@/lib/services/list-fleets';
import { defineTool } from './define-tool';

const READ = { readOnlyHint: true, openWorldHint: false } as const;

export const listFleetsTool = defineTool({
  name: 'list_fleets',
  title: 'Fleets of the organization',
  description: 'The organization\'s fleets (lists of sites scanned in bulk), newest first, each with its newest run and that run\'s progress. Paged with limit and offset.',
  access: 'organization',
  operation: listFleetsOperation,
  annotations: READ,
  run: ({ query }, { auth }) => listFleets(auth, query),
});

export const getFleetRunTool = defineTool({
  name: 'get_fleet_run',
  title: 'A fleet run\'s progress',
  description: 'One run of a fleet: its status, done of total, the count of each final status (scanned, blocked, unreachable, optedOut, cancelled, error), the rate per minute and the seconds left.',
  access: 'organization',
  operation: getFleetRunOperation,
  annotations: READ,
  run: ({ params }, { auth }) => getFleetRun(auth, params.id, params.runId),
});

export const getFleetSummaryTool = defineTool({
  name: 'get_fleet_summary',
  title: 'The population\'s figures of a fleet run',
  description:
    'A run\'s figures from SQL aggregates over its rows: score quantiles and histogram of scanned targets, each check\'s pass rate, each agent profile\'s read rate and outcomes by cause (refused or challenged, disallowed by robots.txt, needs JavaScript, unreachable, not measured; unknown is never in a denominator), the targets that need JavaScript, each cap\'s condition and whether it lowered the score, categories, and the render sample with its 95% interval.',
  access: 'organization',
  operation: getFleetRunSummary,
  annotations: READ,
  run: ({ params }, { auth }) => getSummary(auth, params.id, params.runId),
});

export const listFleetTargetsTool = defineTool({
  name: 'list_fleet_targets',
  title: 'One row per target of a fleet run',
  description:
    'The rows of a run in the list\'s order: status, score, grade, each check\'s outcome and each agent profile\'s verdict, cap, category and the evidence when there is no score. Filter by status, by check and result together, or by agent and verdict together. Paged with limit and offset.',
  access: 'organization',
  operation: listFleetTargetsOperation,
  annotations: READ,
  run: ({ params, query }, { auth }) => listFleetTargets(auth, params.id, params.runId, query),
});

export const getFleetTargetReportTool = defineTool({
  name: 'get_fleet_target_report',
  title: 'A fleet target\'s full report',
  description: 'The full report of one target of a run, named by its origin (https://example.com) or its host. The error not-found says why when the target has none (opted out, unreachable, or past the run\'s retention).',
  access: 'organization',
  operation: getFleetTargetReportOperation,
  annotations: READ,
  run: ({ params }, { auth }) => getFleetTargetReport(auth, params.id, params.runId, params.origin),
});

export const getFleetMovementTool = defineTool({
  name: 'get_fleet_movement',
  title: 'What moved since a fleet\'s previous run',
  description: 'Targets scanned in both runs whose score rose or fell by 10 points or more, and each check\'s pass rate before and after.',
  access: 'organization',
  operation: getFleetMovementOperation,
  annotations: READ,
  run: ({ params }, { auth }) => getFleetMovement(auth, params.id, params.runId),
});

export const FLEET_TOOLS = [listFleetsTool, getFleetRunTool, getFleetSummaryTool, listFleetTargetsTool, getFleetTargetReportTool, getFleetMovementTool];
