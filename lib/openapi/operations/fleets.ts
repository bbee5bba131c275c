// Fleets (issue 47): lists of sites as data, runs on the job queue, one row per target, the population's figures,
// and exports. docs/api.md "Fleets" says the same in prose.
import { z } from 'zod';
import {
  CreatedFleet,
  CreateFleetBody,
  CreateFleetQuery,
  Fleet,
  FleetExportQuery,
  FleetIdParams,
  FleetMovement,
  FleetRun,
  FleetRunIdParams,
  FleetRunParams,
  FleetRuns,
  FleetRunsQuery,
  Fleets,
  FleetsQuery,
  FleetSummary,
  FleetTargetParams,
  FleetTargetReport,
  FleetTargets,
  FleetTargetsQuery,
  StartedFleetRun,
  StartFleetRunBody,
} from '@/lib/schemas/me/fleets';
import { describeFleetUploadLimits } from '@/lib/rate-limit/policy';
import { defineOperation } from '../define-operation';

const PLAN =
  'Creating fleets and starting runs needs the paid plan; reading them does not. Limits (docs/configuration.md "Fleets"): targets per fleet and per run (AGENTGAUGE_FLEET_TARGETS_PRO, 1,000 by default) and runs per day per organization (AGENTGAUGE_FLEET_RUNS_PER_DAY_PRO, 20). Another organization\'s fleet or run is 404.';
const RETENTION = 'Rows and reports are kept for AGENTGAUGE_FLEET_RETENTION_DAYS (90 by default) after the run ends; then this answers 404 saying so, and the summary stays.';

export const createFleet = defineOperation({
  operationId: 'createFleet',
  method: 'POST',
  path: '/api/v1/me/fleets',
  tag: 'Fleets',
  summary: 'Create a fleet from a list of sites',
  description: `Takes JSON {"name", "targets": [...]}, or one target a line as text/plain or text/csv (a CSV's first column; # starts a comment; the name from ?name=), up to 16 MiB. A target is a domain, an http(s) origin or a URL: normalised (host lower-cased, IDN to punycode, trailing dot removed), deduplicated by origin, with its registrable domain (Public Suffix List). A bare domain is scanned as https and falls back to http, which the run records. A bad line (or a repeat of an origin) is listed in \`rejected\` (the first 1,000) with its reason and never fails the upload; an upload with no target at all is 400, and one over the plan's limit is 422 \`fleet-too-large\` naming the limit: the list is read only up to the target past the limit. A body in another media type is 415 \`unsupported-media-type\`, and one whose Content-Length is over 16 MiB 413 \`body-too-large\` naming the limit, both before the body is read; a body sent without a length (chunked) is 413 as soon as it passes 16 MiB, never taken in part. The list is parsed outside the process that answers requests (in an audit process, under its budgets). Uploads are limited to ${describeFleetUploadLimits()}: over either is 429 \`rate-limited\` with Retry-After, and a refused upload (400, 413, 415, 422) spends no unit of them. ${PLAN}`,
  auth: 'api-key',
  action: 'fleet:create',
  query: CreateFleetQuery,
  body: CreateFleetBody,
  otherBodies: {
    'text/plain': { schema: z.string(), description: 'One target a line; # starts a comment; blank lines are skipped.' },
    'text/csv': { schema: z.string(), description: 'RFC 4180 CSV: the first column of each record is the target; a header row is listed in rejected; lines starting with # are comments.' },
  },
  response: { status: 201, description: 'The fleet, with the lines that were not taken.', schema: CreatedFleet },
  errors: [400, 413, 415, 422, 429],
});

export const listFleets = defineOperation({
  operationId: 'listFleets',
  method: 'GET',
  path: '/api/v1/me/fleets',
  tag: 'Fleets',
  summary: 'Fleets of the organization',
  description: `Newest first, each with its newest run. Paged: limit 1–50 (default 20), offset 0–10000. ${PLAN}`,
  auth: 'api-key',
  action: 'organization:read',
  query: FleetsQuery,
  response: { status: 200, description: 'A page of fleets.', schema: Fleets },
  errors: [400],
});

export const getFleet = defineOperation({
  operationId: 'getFleet',
  method: 'GET',
  path: '/api/v1/me/fleets/{id}',
  tag: 'Fleets',
  summary: 'One fleet',
  description: `The fleet and its newest run. ${PLAN}`,
  auth: 'api-key',
  action: 'organization:read',
  params: FleetIdParams,
  response: { status: 200, description: 'The fleet.', schema: Fleet },
  errors: [400, 404],
});

export const deleteFleet = defineOperation({
  operationId: 'deleteFleet',
  method: 'DELETE',
  path: '/api/v1/me/fleets/{id}',
  tag: 'Fleets',
  summary: 'Delete a fleet',
  description: 'Deletes the fleet, its targets, its runs and their rows and reports; a run in progress is cancelled first. Owners and admins only.',
  auth: 'api-key',
  action: 'fleet:delete',
  params: FleetIdParams,
  response: { status: 204, description: 'Deleted.', schema: z.undefined() },
  errors: [400, 404],
});

export const startFleetRun = defineOperation({
  operationId: 'startFleetRun',
  method: 'POST',
  path: '/api/v1/me/fleets/{id}/runs',
  tag: 'Fleets',
  summary: 'Start a run of a fleet',
  description: `Queues every target on the fleets' own queue (sharded: a job is a batch of targets) and answers at once; 409 \`fleet-run-active\` while a run of the fleet is queued or running. Each target gets the start-page audit with every agent profile's view (no journeys, no other pages), politely: the scanner's User-Agent names /scanner, its robots.txt group (AgentGauge) and the operator's opt-out list are obeyed, at most 2 requests are in flight per host and AGENTGAUGE_FLEET_PER_ADDRESS per IP address, 429/503 with Retry-After is honoured (at most twice), a blocked scan is retried once. A run is one unit of the organization's daily run allowance (429 past it) and never counts against its interactive scan quota; each target counts once against its shared per-target quota, and waits in the run while that is spent. The body is optional: renderSample (0–1, default 0.02) renders that share of the start pages, drawn at random, to measure what a browsing agent reads (sites that need JavaScript are counted on every target from its agents\' views). 503 \`scanner-unconfigured\` until AGENTGAUGE_PUBLIC_URL is set. ${PLAN}`,
  auth: 'api-key',
  action: 'fleet:run',
  params: FleetIdParams,
  body: StartFleetRunBody,
  bodyOptional: true,
  response: { status: 202, description: 'The queued run.', schema: StartedFleetRun },
  errors: [400, 404, 409, 422, 429],
});

export const listFleetRuns = defineOperation({
  operationId: 'listFleetRuns',
  method: 'GET',
  path: '/api/v1/me/fleets/{id}/runs',
  tag: 'Fleets',
  summary: 'Runs of a fleet',
  description: 'Newest first, each with its progress. Paged: limit 1–50 (default 20), offset 0–10000.',
  auth: 'api-key',
  action: 'organization:read',
  params: FleetIdParams,
  query: FleetRunsQuery,
  response: { status: 200, description: 'A page of runs.', schema: FleetRuns },
  errors: [400, 404],
});

export const getFleetRun = defineOperation({
  operationId: 'getFleetRun',
  method: 'GET',
  path: '/api/v1/me/fleets/{id}/runs/{runId}',
  tag: 'Fleets',
  summary: 'One run and its progress',
  description: 'The run\'s state; done of total and each final status counted from the stored rows (exact, whichever worker died when); the rate over the last 5 minutes and the time left at it.',
  auth: 'api-key',
  action: 'organization:read',
  params: FleetRunParams,
  response: { status: 200, description: 'The run.', schema: FleetRun },
  errors: [400, 404],
});

export const findFleetRun = defineOperation({
  operationId: 'findFleetRun',
  method: 'GET',
  path: '/api/v1/me/fleet-runs/{runId}',
  tag: 'Fleets',
  summary: 'A run by its id alone',
  description: 'The same body as GET /api/v1/me/fleets/{id}/runs/{runId}, for a caller that knows only the run (its fleetId leads to the other reads).',
  auth: 'api-key',
  action: 'organization:read',
  params: FleetRunIdParams,
  response: { status: 200, description: 'The run.', schema: FleetRun },
  errors: [400, 404],
});

export const cancelFleetRun = defineOperation({
  operationId: 'cancelFleetRun',
  method: 'DELETE',
  path: '/api/v1/me/fleets/{id}/runs/{runId}',
  tag: 'Fleets',
  summary: 'Cancel a run',
  description: 'Targets not started become `cancelled`; audits in flight finish and keep their results. An ended run is answered as it is.',
  auth: 'api-key',
  action: 'fleet:run',
  params: FleetRunParams,
  response: { status: 200, description: 'The run after the cancel.', schema: FleetRun },
  errors: [400, 404],
});

export const listFleetTargets = defineOperation({
  operationId: 'listFleetTargets',
  method: 'GET',
  path: '/api/v1/me/fleets/{id}/runs/{runId}/targets',
  tag: 'Fleets',
  summary: 'One row per target of a run',
  description: `In the list's order, filtered by status, by a check's outcome (check and result together) or by an agent profile's verdict (agent and verdict together). A target whose scan was blocked or unreachable is unknown for everything it did not measure. Paged: limit 1–50 (default 20), offset 0–10000; the export has every row. ${RETENTION}`,
  auth: 'api-key',
  action: 'organization:read',
  params: FleetRunParams,
  query: FleetTargetsQuery,
  response: { status: 200, description: 'A page of rows.', schema: FleetTargets },
  errors: [400, 404],
});

export const getFleetTargetReport = defineOperation({
  operationId: 'getFleetTargetReport',
  method: 'GET',
  path: '/api/v1/me/fleets/{id}/runs/{runId}/targets/{origin}/report',
  tag: 'Fleets',
  summary: 'A target\'s full report',
  description: `The report of a scanned target (or of a blocked one: what the scanner received). ${RETENTION}`,
  auth: 'api-key',
  action: 'organization:read',
  params: FleetTargetParams,
  response: { status: 200, description: 'The report.', schema: FleetTargetReport },
  errors: [400, 404],
});

export const getFleetRunSummary = defineOperation({
  operationId: 'getFleetRunSummary',
  method: 'GET',
  path: '/api/v1/me/fleets/{id}/runs/{runId}/summary',
  tag: 'Fleets',
  summary: 'The population\'s figures of a run',
  description: 'Computed by SQL aggregates over the run\'s stored rows (live while it runs; stored when it ends, and kept past the rows\' retention): counts, score quantiles and ten-point histogram of scanned targets, per-check outcomes and pass rates, per-agent verdicts and read rates (unknown is never in a denominator), each agent\'s outcomes by cause (reads, partly reads, refused or challenged, disallowed by robots.txt, needs JavaScript, other, unreachable: each a share of the targets it was measured on, with its count; not measured counted apart), the targets that need JavaScript (from every scanned row\'s agent causes, rendered or not), each cap\'s condition and whether it lowered the score, categories, and the render sample with its 95% Wilson interval.',
  auth: 'api-key',
  action: 'organization:read',
  params: FleetRunParams,
  response: { status: 200, description: 'The summary.', schema: FleetSummary },
  errors: [400, 404],
});

export const getFleetMovement = defineOperation({
  operationId: 'getFleetMovement',
  method: 'GET',
  path: '/api/v1/me/fleets/{id}/runs/{runId}/movement',
  tag: 'Fleets',
  summary: 'What moved since the fleet\'s previous run',
  description: 'Targets scanned in both runs whose score rose or fell by 10 points or more (the 100 largest each way), and each check\'s pass rate in both runs. previousRunId is null for a first run.',
  auth: 'api-key',
  action: 'organization:read',
  params: FleetRunParams,
  response: { status: 200, description: 'The movement.', schema: FleetMovement },
  errors: [400, 404],
});

export const exportFleetRun = defineOperation({
  operationId: 'exportFleetRun',
  method: 'GET',
  path: '/api/v1/me/fleets/{id}/runs/{runId}/export',
  tag: 'Fleets',
  summary: 'Export a run\'s rows (CSV or Parquet)',
  description: `Streams one row per target: the fields of a row, then a column per check (check_<id>, dashes as underscores) and per agent profile (agent_<id>), as a file DuckDB and pandas read unchanged (Content-Disposition names it). Text the scanned sites wrote is inert: control characters are shown as control pictures (␛ for ESC), and no CSV cell starts as a formula (=, +, -, @: an apostrophe first). ${RETENTION}`,
  auth: 'api-key',
  action: 'organization:read',
  params: FleetRunParams,
  query: FleetExportQuery,
  response: {
    status: 200,
    description: 'The file: text/csv for format=csv, application/vnd.apache.parquet for format=parquet.',
    schema: z.string().meta({ description: 'CSV with a header row.' }),
    mediaType: 'text/csv',
    otherMediaTypes: { 'application/vnd.apache.parquet': z.string().meta({ format: 'binary', description: 'An Apache Parquet file.' }) },
  },
  errors: [400, 404],
});
