// Traffic logs (issue 55): a site's access logs in (uploads and log drains), per agent what they show beside what the
// scan predicted out. docs/api.md "Traffic" says the same in prose.
import { z } from 'zod';
import {
  CreatedIngestToken,
  CreateIngestTokenBody,
  IngestSiteParams,
  IngestTokens,
  IngestTrafficQuery,
  QueuedTrafficBatch,
  SiteTraffic,
  TrafficBatch,
  TrafficBatchParams,
  TrafficQuery,
  TrafficSiteParams,
  TrafficTokenParams,
  UploadTrafficQuery,
} from '@/lib/schemas/me/traffic';
import { describeLimits, TRAFFIC_BATCH_LIMITS } from '@/lib/rate-limit/policy';
import { MAX_AGENT_ROWS } from '@/lib/traffic/figures';
import { LINE_BUDGET_FLOOR, LINES_PER_SENT_MB, TRAFFIC_UPLOAD_LIMITS } from '@/lib/traffic/settings';
import { defineOperation } from '../define-operation';
import { COVERAGE_PAGES_LISTED, LANDING_PAGES_SHOWN, LISTED_CRAWLERS_SHOWN, OBSERVED_THRESHOLDS } from '@/lib/schemas/vocabulary/traffic';

const LIMITS = `Up to ${TRAFFIC_UPLOAD_LIMITS.pro.bytes.defaultMb} MiB as sent on the paid plan (${TRAFFIC_UPLOAD_LIMITS.pro.bytes.env}), inflating to at most ${TRAFFIC_UPLOAD_LIMITS.pro.inflated.defaultMb} MiB (${TRAFFIC_UPLOAD_LIMITS.pro.inflated.env}); ${TRAFFIC_UPLOAD_LIMITS.free.bytes.defaultMb} MiB and ${TRAFFIC_UPLOAD_LIMITS.free.inflated.defaultMb} MiB without it: 413 before the body is read when Content-Length says more, or as soon as more arrives.`;
const BODY =
  'The log as the body: text/plain (or application/x-ndjson, application/json), gzip-compressed with Content-Encoding: gzip if you like. Lines of at most 16 KiB; blank lines are skipped.';
const REPEATS =
  'A repeat of an earlier batch of the site (the same Idempotency-Key header, or the same bytes) is recorded as its own batch whose every line counts in skipped.duplicate: nothing is counted twice.';
const COST =
  `A batch may hold ${LINE_BUDGET_FLOOR.toLocaleString('en-US')} lines, and ${LINES_PER_SENT_MB.default.toLocaleString('en-US')} more per MiB as sent (${LINES_PER_SENT_MB.env}), blank lines included: a gzip of newlines or repeated lines fails at once, its error saying so. ` +
  'Batches are read by the worker on a thread of their own, one of each organization at a time beside other organizations\' (AGENTGAUGE_TRAFFIC_CONCURRENCY).';
const rateLimits = (own: 'uploadsPerKey' | 'drainPostsPerToken') =>
  `Limited to ${describeLimits([TRAFFIC_BATCH_LIMITS[own], TRAFFIC_BATCH_LIMITS.perOrganization])}: over either is 429 \`rate-limited\` with Retry-After (seconds to the window's end), and a refused batch (400, 413) spends no unit.`;
const PRIVACY =
  'Nothing of a line is stored but counts per day, agent, verification state and method, status class and path class; the landing path of a visit an AI assistant referred (its query string dropped); and agents\' fetches of the site\'s own pages (the latest scan\'s list): no address, reverse DNS name, User-Agent or Referer (docs/security.md "Traffic logs").';

const LogBodies = {
  'text/plain': { schema: z.string(), description: 'The access log, one request a line.' },
  'application/x-ndjson': { schema: z.string(), description: 'Cloudflare Logpush, Vercel log drain, Caddy, nginx JSON, Fastly or generic NDJSON lines.' },
};

export const uploadTrafficLog = defineOperation({
  operationId: 'uploadTrafficLog',
  method: 'POST',
  path: '/api/v1/me/sites/{id}/traffic',
  tag: 'Traffic',
  summary: 'Send an access log of the site',
  description: `${BODY} ${LIMITS} Answers at once; the worker reads the log on its own queue (poll the batch). Lines for another host than the site's are skipped and counted. ${REPEATS} ${COST} ${rateLimits('uploadsPerKey')} ${PRIVACY} Another organization's site is 404.`,
  auth: 'api-key',
  action: 'traffic:upload',
  params: TrafficSiteParams,
  query: UploadTrafficQuery,
  otherBodies: LogBodies,
  response: { status: 202, description: 'The queued batch.', schema: QueuedTrafficBatch },
  errors: [400, 404, 413, 429],
});

export const getTrafficBatch = defineOperation({
  operationId: 'getTrafficBatch',
  method: 'GET',
  path: '/api/v1/me/sites/{id}/traffic/batches/{batchId}',
  tag: 'Traffic',
  summary: 'A batch\'s counts',
  description: 'Its status (queued, running, done, failed), the lines read, accepted and skipped (another host, malformed, duplicate), the first 100 rejected lines by number with why, and the first and last request\'s time. A failed batch counted nothing and says why in error. Another organization\'s batch is 404.',
  auth: 'api-key',
  action: 'organization:read',
  params: TrafficBatchParams,
  response: { status: 200, description: 'The batch.', schema: TrafficBatch },
  errors: [400, 404],
});

export const getSiteTraffic = defineOperation({
  operationId: 'getSiteTraffic',
  method: 'GET',
  path: '/api/v1/me/sites/{id}/traffic',
  tag: 'Traffic',
  summary: 'What agents got, beside what the scan predicted',
  description: `Per agent between two UTC days (the last 30 by default): requests, statuses, paths, first and last seen, the observed verdict (over its page requests: refused above ${OBSERVED_THRESHOLDS.refused * 100}% answered 401, 403, 429 or a challenge, mixed from ${OBSERVED_THRESHOLDS.mixed * 100}%, reads below, not seen), the latest finished scan's prediction, whether they agree, and why in one sentence. Each request was judged verified (its vendor's published ranges, forward-confirmed reverse DNS for Googlebot, Google's user-triggered agents, bingbot and Applebot, or the CDN's verified-bot field), spoofed (its name from outside the addresses or hostnames its vendor fetches from), unverifiable (a client-side agent such as Claude Code, Cursor or Codex, which fetches from its users' machines, or one whose vendor publishes no method this service reads) or not claimed: an agent's figures count its verified and unverifiable requests, each state beside them, and never its spoofed ones; \`verification\` names the methods and the evidence's dates. Requests whose Referer or utm_source names ChatGPT, Perplexity, Claude, Gemini or Copilot are \`referrals\` (per assistant, day and landing page), apart from agents and the unclassified, with each vendor's crawl-to-refer ratio (Cloudflare Radar's: its agents' HTML requests ÷ the HTML requests its assistant referred). \`coverage\` judges agents' fetches against the latest finished scan's list of the site's pages (start page, journeys' landings, measured pages, sitemap: at most 1,000), with Markdown uptake and every denominator. \`ranges\` names each address-ranges file in force and its date (stale past 90 days). Rows are judged when their batch is read and never again: a ranges update judges new batches. Bounded whatever the logs hold: every agent is a name of a fixed vocabulary (the named agents, and each entry of the crawler-user-agents list by its own name, never the text a visitor sent); the named agents are always listed, the ${LISTED_CRAWLERS_SHOWN} other crawlers with the most requests in the window each have their row, and the rest are one \`other crawler\` row, so \`agents\` holds at most ${MAX_AGENT_ROWS} rows and \`days\` at most one row per day of the window and agent; \`referrals\` five assistants with at most ${LANDING_PAGES_SHOWN} landing pages each and a row per assistant and day; \`coverage\` one row per agent that fetched (the named agents and \`other crawler\`) with at most ${COVERAGE_PAGES_LISTED} pages each, and at most ${COVERAGE_PAGES_LISTED} unfetched pages listed. The rows it names are exact. Traffic is the organization's alone: it is never in public reports, fleets or the index. Another organization's site is 404.`,
  auth: 'api-key',
  action: 'organization:read',
  params: TrafficSiteParams,
  query: TrafficQuery,
  response: { status: 200, description: 'The figures.', schema: SiteTraffic },
  errors: [400, 404],
});

export const ingestTrafficLog = defineOperation({
  operationId: 'ingestTrafficLog',
  method: 'POST',
  path: '/api/v1/ingest/traffic/{siteId}',
  tag: 'Traffic',
  summary: 'A log drain pushes a batch',
  description: `For Cloudflare Logpush (an HTTP destination: https://<this service>/api/v1/ingest/traffic/<siteId>?header_Authorization=Bearer%20<token>, dataset http_requests, NDJSON) and Vercel log drains (NDJSON delivery, a custom header Authorization: Bearer <token>). Authenticated by the site's ingest token alone (401 otherwise, whichever part is wrong). ${BODY} ${LIMITS} ${REPEATS} ${COST} ${rateLimits('drainPostsPerToken')} ${PRIVACY}`,
  auth: 'ingest-token',
  params: IngestSiteParams,
  query: IngestTrafficQuery,
  otherBodies: LogBodies,
  response: { status: 202, description: 'The queued batch.', schema: QueuedTrafficBatch },
  errors: [400, 413, 429],
});

export const listTrafficIngestTokens = defineOperation({
  operationId: 'listTrafficIngestTokens',
  method: 'GET',
  path: '/api/v1/me/sites/{id}/traffic/tokens',
  tag: 'Traffic',
  summary: 'The site\'s log drain tokens',
  description: 'Each with its display prefix, never the token.',
  auth: 'api-key',
  action: 'organization:read',
  params: TrafficSiteParams,
  response: { status: 200, description: 'The tokens.', schema: IngestTokens },
  errors: [400, 404],
});

export const createTrafficIngestToken = defineOperation({
  operationId: 'createTrafficIngestToken',
  method: 'POST',
  path: '/api/v1/me/sites/{id}/traffic/tokens',
  tag: 'Traffic',
  summary: 'Create a log drain token',
  description: 'A write-only token for one site: it can push logs to POST /api/v1/ingest/traffic/{siteId} and nothing else. Shown once in this answer; stored as its hash. Owners and admins only.',
  auth: 'api-key',
  action: 'traffic:tokens',
  params: TrafficSiteParams,
  body: CreateIngestTokenBody,
  response: { status: 201, description: 'The token, shown once.', schema: CreatedIngestToken },
  errors: [400, 404],
});

export const revokeTrafficIngestToken = defineOperation({
  operationId: 'revokeTrafficIngestToken',
  method: 'DELETE',
  path: '/api/v1/me/sites/{id}/traffic/tokens/{tokenId}',
  tag: 'Traffic',
  summary: 'Revoke a log drain token',
  description: 'Its next push is 401. Owners and admins only.',
  auth: 'api-key',
  action: 'traffic:tokens',
  params: TrafficTokenParams,
  response: { status: 204, description: 'Revoked.', schema: z.undefined() },
  errors: [400, 404],
});
