// Public operations: no authentication.
import { CHECK_COUNT, PAGE_STRUCTURE_CAPS } from '@/engine/light';
import { describePublicScanCapacity } from '@/lib/rate-limit/audit-slots';
import { describePublicScanLimits, TARGET_COUNTING } from '@/lib/rate-limit/policy';
import { AgentTasksParams, AgentTasksQuery, BadgeImage, BadgeParams, PublishedAgentRuns, ReportParams, ScanRequest } from '@/lib/schemas/public';
import { PublicReport } from '@/lib/schemas/report';
import { PUBLIC_REPORT_SERVER_CACHE_SECONDS } from '@/lib/net/public-report-bodies';
import { BADGE_COLORS } from '@/lib/views/score-badge';
import { defineOperation } from '../define-operation';

const PUBLIC_REPORT_CACHE = 'public, max-age=60, stale-while-revalidate=300';

/** What the public report and the badge are made of (lib/services/public-measurement.ts). */
const PUBLIC_MEASUREMENTS =
  'a public scan (POST /api/v1/scan), or a finished scan of a site whose owner made its report public (publicReport of PATCH /api/v1/me/sites/{id}; off by default, and switching it off takes that site\'s scans out at once); the newest of them counts.';

export const publicScan = defineOperation({
  operationId: 'publicScan',
  method: 'POST',
  path: '/api/v1/scan',
  tag: 'Public',
  summary: 'Run a sample scan of a domain\'s start page',
  description: [
    `Measures the start page of the domain (https://<domain>/ unless the value carries an http(s) scheme) with all ${CHECK_COUNT} checks,`,
    'stores the result as the host\'s latest public report and returns it: score, grade and every finding.',
    'Only public hosts on ports 80 and 443 are measured: a refused target gives 400 `target-refused` naming the rule, before any traffic is sent.',
    'A target that cannot be reached (DNS, connection, TLS or timeout on the start page) gives 422 `target-unreachable`; nothing is stored then.',
    'The measurement runs in an audit process of its own under a heap budget (AGENTGAUGE_AUDIT_HEAP_MB, default 256 MB) and a memory budget (AGENTGAUGE_AUDIT_MEMORY_MB); an audit that outgrows either, or whose process stops, gives 503 `service-unavailable` with Retry-After: 5 and a message naming the budget, and nothing is stored. The stored report is bounded: a finding\'s message at most 500 characters, its detail 4 KiB, 50 findings a check (the last counting the rest), 1 MiB in all.',
    `Anonymous scans have their own share of the server's audit capacity, apart from paid engine audits and site scans: ${describePublicScanCapacity()}; a scan that finds the share and its queue full gives 503 \`service-unavailable\` with Retry-After at once, before any rate limit or quota is counted.`,
    `A page whose elements nest more than ${PAGE_STRUCTURE_CAPS.depth} levels deep, or that holds more than ${PAGE_STRUCTURE_CAPS.elements.toLocaleString('en-US')} elements, is not parsed to the end: the checks that judge its HTML fail with the finding code \`<check-id>.page-structure-over-cap\`.`,
    `Rate limits: ${describePublicScanLimits()}; over a limit gives 429 with Retry-After. Body at most 8 KiB (413).`,
    TARGET_COUNTING,
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
    `Returns the most recent stored public measurement of the host: ${PUBLIC_MEASUREMENTS} Sends no traffic to the host and is not rate limited. Responses carry an ETag; send it back in If-None-Match to get 304. 404 when the host has no public measurement. ` +
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

/** Both badges: a public SVG of a host, cached five minutes, whose 404 is a grey badge so an embedded image still shows. */
function badgeOperation(spec: { operationId: string; path: string; summary: string; description: string; notFoundBadge: string }) {
  return defineOperation({
    operationId: spec.operationId,
    method: 'GET',
    path: spec.path,
    tag: 'Public',
    summary: spec.summary,
    description: spec.description,
    auth: 'public',
    params: BadgeParams,
    response: { status: 200, description: 'The badge.', schema: BadgeImage, mediaType: 'image/svg+xml' },
    errors: [400, 404, 503],
    errorBodies: { 404: { description: spec.notFoundBadge, cacheControl: 'public, max-age=60' } },
    cacheControl: 'public, max-age=300, stale-while-revalidate=3600',
    etag: true,
  });
}

export const getPublicBadge = badgeOperation({
  operationId: 'getPublicBadge',
  path: '/badge/{host}.svg',
  summary: 'Score badge of a host, as an SVG image',
  description:
    `The score and grade of the host's latest public report as an SVG badge to embed in a README: \`![Agent Gauge](https://<this service>/badge/example.com.svg)\`, linked to the report page /report/example.com. The report is the host's newest public measurement: ${PUBLIC_MEASUREMENTS} ` +
    `The right half takes the grade's colour (${BADGE_COLORS}). Sends no traffic to the host and is not rate limited. ` +
    'Responses carry an ETag; send it back in If-None-Match to get 304. A host with no public report gets a grey "not measured" badge with status 404, so an embedded image still shows. ' +
    'An invalid host gives the JSON 400 every route answers.',
  notFoundBadge: 'The "not measured" badge: the host has no stored public report.',
});

export const getIndexBadge = badgeOperation({
  operationId: 'getIndexBadge',
  path: '/badge/{host}/index.svg',
  summary: 'Index badge of a host, as an SVG image',
  description:
    'The host\'s standing in its category in the current edition of the index, as an SVG badge: "top 18% of docs sites" (the share of the category\'s scanned sites that scored the same or higher), in the colour of its score\'s grade. ' +
    'Only for a host whose owner opted in (the site\'s index opt-in or public report) and that the edition ranked. Any other host, or before the first edition, gets the grey "not listed" badge with status 404, the same whether the index measured it or not. ' +
    'Sends no traffic to the host and is not rate limited. Responses carry an ETag; send it back in If-None-Match to get 304.',
  notFoundBadge: 'The "not listed" badge: the host is not named in the current edition.',
});
