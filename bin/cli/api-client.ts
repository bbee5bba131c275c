// The Agent Gauge HTTP API (/api/v1) as the CLI sees it. Commands call one method each; adding a command over the
// API means adding a method here and a small command file.
import type { z } from 'zod';
import type { Journey, RequestedProfile } from '../../engine/index.js';
import type {
  CreatedFleet,
  FleetRun,
  Fleets,
  FleetMovement,
  FleetSummary,
  FleetTargetReport,
  FleetTargets,
  StartedFleetRun,
} from '../../lib/schemas/me/fleets.js';
import type { QueuedTrafficBatch, SiteTraffic, TrafficBatch } from '../../lib/schemas/me/traffic.js';
import type {
  Artifact,
  Comparison,
  FixDetail,
  Fixes,
  History,
  ScanPoll,
  ScanStarted,
  SiteList,
  SiteReport,
  SiteSummary,
  Verifications,
} from '../../lib/schemas/me/index.js';
import { inertStrings, inertText } from '../../lib/format/inert-text.js';
import { CliError, EXIT, type ExitCode } from './exit-codes.js';
import type { ReceivedReport } from './report-view.js';

/** A response body as the API serializes it: the output of its shared zod schema (types only: no zod at run time). */
export type Body<Schema extends z.ZodType> = z.output<Schema>;

/** GET …/runs/{runId}/targets' query as the user typed it: the service judges the values (its 400 names a bad one). */
export interface FleetTargetsFilter {
  status?: string;
  check?: string;
  result?: string;
  agent?: string;
  verdict?: string;
  limit?: number;
  offset?: number;
}

export interface ApiConnection {
  baseUrl: string;
  apiKey: string;
}

export interface EngineAuditRequest {
  url: string;
  checks?: string[];
  profile?: RequestedProfile;
  timeout?: number;
  retries?: number;
  /** The config file's journeys: sent to POST /api/v1/engine/report only (the Audit report's request is closed). */
  journeys?: Journey[];
}

/** A remote audit's report, and what the service could not give of it (an older service answers only the closed one). */
export interface RemoteAudit {
  report: ReceivedReport;
  /** Why the report is the contract's closed Audit report rather than the full one, or null. */
  closedBecause: string | null;
}

/** An error response of the API: `{error, message}` with its HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Seconds (or an HTTP date) from Retry-After, for 429 and 503. */
  readonly retryAfter: string | null;

  constructor(status: number, code: string, message: string, retryAfter: string | null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.retryAfter = retryAfter;
  }
}

interface RequestOptions {
  body?: unknown;
  /** A body sent as it is, in its own media type (a fleet upload), instead of JSON. */
  raw?: { text: string; contentType: string };
  /** A body streamed from a file (a traffic log), never held whole. */
  stream?: { body: ReadableStream<Uint8Array>; contentType: string; contentEncoding?: string; contentLength?: number };
  headers?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;
/** A remote audit may take the engine's whole deadline (about a minute) plus the round trip. */
const ENGINE_AUDIT_TIMEOUT_MS = 120_000;
/** A fleet upload of 100,000 targets is a few megabytes, normalised in one request. */
const UPLOAD_TIMEOUT_MS = 300_000;
/** An export streams for as long as the run has rows: the timeout covers the whole download. */
const EXPORT_TIMEOUT_MS = 3_600_000;

export class ApiClient {
  readonly #connection: ApiConnection;

  constructor(connection: ApiConnection) {
    this.#connection = connection;
  }

  /**
   * The audit on the service, its report in full (POST /api/v1/engine/report: what a local audit prints, issue 51). A
   * service that does not have that operation yet (404) answers the same audit as the contract's closed Audit report
   * (POST /api/v1/engine/audit), without journeys; the caller says so.
   */
  async engineAudit(request: EngineAuditRequest): Promise<RemoteAudit> {
    try {
      return { report: auditReportIn(await this.request<ReceivedReport>('POST', '/api/v1/engine/report', { body: request, timeoutMs: ENGINE_AUDIT_TIMEOUT_MS })), closedBecause: null };
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 404) throw error;
    }
    const { journeys, ...closed } = request;
    const report = auditReportIn(await this.request<ReceivedReport>('POST', '/api/v1/engine/audit', { body: closed, timeoutMs: ENGINE_AUDIT_TIMEOUT_MS }));
    const without = journeys?.length ? ' and its journeys were not run' : '';
    return { report, closedBecause: `the service has no POST /api/v1/engine/report, so it answered the closed Audit report: no scorecard, score breakdown or agent views${without}` };
  }

  // The organization's own sites (/api/v1/me). The CLI prints these bodies unchanged with --json.
  listSites(): Promise<Body<typeof SiteList>> {
    return this.request('GET', '/api/v1/me/sites');
  }

  addSite(url: string): Promise<Body<typeof SiteSummary>> {
    return this.request('POST', '/api/v1/me/sites', { body: { url } });
  }

  /** A new start page for the site, by the rule of adding one (PATCH /api/v1/me/sites/{id}). */
  setSiteUrl(siteId: string, url: string): Promise<Body<typeof SiteSummary>> {
    return this.request('PATCH', sitePath(siteId), { body: { url } });
  }

  startScan(siteId: string): Promise<Body<typeof ScanStarted>> {
    return this.request('POST', `${sitePath(siteId)}/scan`);
  }

  pollScan(scanId: string): Promise<Body<typeof ScanPoll>> {
    return this.request('GET', `/api/v1/me/scans/${encodeURIComponent(scanId)}`);
  }

  siteReport(siteId: string): Promise<Body<typeof SiteReport>> {
    return this.request('GET', `${sitePath(siteId)}/report`);
  }

  /** Without a page, the API's default: the 100 newest scans. */
  history(siteId: string, page: { limit?: number; offset?: number } = {}): Promise<Body<typeof History>> {
    return this.request('GET', `${sitePath(siteId)}/history`, { query: { limit: page.limit, offset: page.offset } });
  }

  compare(siteId: string, scans: { before?: string; after?: string }): Promise<Body<typeof Comparison>> {
    return this.request('GET', `${sitePath(siteId)}/compare`, {
      query: { before_scan_id: scans.before, after_scan_id: scans.after },
    });
  }

  fixes(siteId: string): Promise<Body<typeof Fixes>> {
    return this.request('GET', `${sitePath(siteId)}/fixes`);
  }

  fixGuide(siteId: string, checkId: string): Promise<Body<typeof FixDetail>> {
    return this.request('GET', `${sitePath(siteId)}/fixes/${encodeURIComponent(checkId)}`);
  }

  artifact(siteId: string, kind: string): Promise<Body<typeof Artifact>> {
    return this.request('GET', `${sitePath(siteId)}/artifacts/${encodeURIComponent(kind)}`);
  }

  verifications(siteId: string): Promise<Body<typeof Verifications>> {
    return this.request('GET', `${sitePath(siteId)}/verifications`);
  }

  // Fleets (/api/v1/me/fleets): lists of sites scanned in bulk.
  createFleet(text: string, contentType: string, name: string | undefined): Promise<Body<typeof CreatedFleet>> {
    return this.request('POST', '/api/v1/me/fleets', { raw: { text, contentType }, query: { name }, timeoutMs: UPLOAD_TIMEOUT_MS });
  }

  listFleets(limit: number, offset: number): Promise<Body<typeof Fleets>> {
    return this.request('GET', '/api/v1/me/fleets', { query: { limit, offset } });
  }

  startFleetRun(fleetId: string, renderSample: number | undefined): Promise<Body<typeof StartedFleetRun>> {
    return this.request('POST', `${fleetPath(fleetId)}/runs`, renderSample === undefined ? {} : { body: { renderSample } });
  }

  fleetRun(fleetId: string, runId: string): Promise<Body<typeof FleetRun>> {
    return this.request('GET', `${fleetPath(fleetId)}/runs/${encodeURIComponent(runId)}`);
  }

  findFleetRun(runId: string): Promise<Body<typeof FleetRun>> {
    return this.request('GET', `/api/v1/me/fleet-runs/${encodeURIComponent(runId)}`);
  }

  fleetTargets(fleetId: string, runId: string, filter: FleetTargetsFilter): Promise<Body<typeof FleetTargets>> {
    return this.request('GET', `${fleetPath(fleetId)}/runs/${encodeURIComponent(runId)}/targets`, { query: { ...filter } });
  }

  /** A target named by its origin or its host (percent-encoded: an origin's "://" is one path segment). */
  fleetTargetReport(fleetId: string, runId: string, target: string): Promise<Body<typeof FleetTargetReport>> {
    return this.request('GET', `${fleetPath(fleetId)}/runs/${encodeURIComponent(runId)}/targets/${encodeURIComponent(target)}/report`);
  }

  fleetMovement(fleetId: string, runId: string): Promise<Body<typeof FleetMovement>> {
    return this.request('GET', `${fleetPath(fleetId)}/runs/${encodeURIComponent(runId)}/movement`);
  }

  fleetSummary(fleetId: string, runId: string): Promise<Body<typeof FleetSummary>> {
    return this.request('GET', `${fleetPath(fleetId)}/runs/${encodeURIComponent(runId)}/summary`);
  }

  /** The export as a stream (a large run's file is never held in memory). */
  exportFleetRun(fleetId: string, runId: string, format: 'csv' | 'parquet'): Promise<Response> {
    return this.send('GET', `${fleetPath(fleetId)}/runs/${encodeURIComponent(runId)}/export`, { query: { format }, timeoutMs: EXPORT_TIMEOUT_MS });
  }

  // Traffic logs (/api/v1/me/sites/{id}/traffic): a site's access logs in, per agent what they show out.
  uploadTrafficLog(siteId: string, log: { body: ReadableStream<Uint8Array>; gzip: boolean; size: number; format?: string }): Promise<Body<typeof QueuedTrafficBatch>> {
    return this.request('POST', `${sitePath(siteId)}/traffic`, {
      stream: { body: log.body, contentType: 'text/plain', contentEncoding: log.gzip ? 'gzip' : undefined, contentLength: log.size },
      query: { format: log.format },
      timeoutMs: EXPORT_TIMEOUT_MS,
    });
  }

  trafficBatch(siteId: string, batchId: string): Promise<Body<typeof TrafficBatch>> {
    return this.request('GET', `${sitePath(siteId)}/traffic/batches/${encodeURIComponent(batchId)}`);
  }

  siteTraffic(siteId: string, window: { from?: string; to?: string }): Promise<Body<typeof SiteTraffic>> {
    return this.request('GET', `${sitePath(siteId)}/traffic`, { query: window });
  }

  async request<T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, options: RequestOptions = {}): Promise<T> {
    const response = await this.send(method, path, options);
    const text = await response.text();
    try {
      // What the service sends may quote sites and visitors: every string made inert before anything prints it.
      return inertStrings(JSON.parse(text)) as T;
    } catch {
      throw new CliError(EXIT.failure, `the Agent Gauge API answered ${method} ${new URL(response.url || 'http://x').pathname} with a body that is not JSON`);
    }
  }

  /** The answer of a request that succeeded (its body not read yet); an error answer throws ApiError. */
  async send(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, options: RequestOptions = {}): Promise<Response> {
    // Appended, not resolved: a base URL with a path prefix (https://host/agentgauge) keeps it.
    const url = new URL(`${this.#connection.baseUrl.replace(/\/+$/, '')}${path}`);
    for (const [name, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.#connection.apiKey}`,
      accept: 'application/json',
    };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.raw) headers['content-type'] = options.raw.contentType;
    if (options.stream) {
      headers['content-type'] = options.stream.contentType;
      if (options.stream.contentEncoding) headers['content-encoding'] = options.stream.contentEncoding;
      if (options.stream.contentLength !== undefined) headers['content-length'] = String(options.stream.contentLength);
    }
    Object.assign(headers, options.headers);

    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: options.stream ? options.stream.body : options.raw ? options.raw.text : options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        ...(options.stream ? { duplex: 'half' as const } : {}),
      } as RequestInit);
    } catch (error) {
      throw new CliError(EXIT.failure, `could not reach the Agent Gauge API at ${url.origin}: ${describeCause(error)}`);
    }
    if (!response.ok) throw apiErrorFrom(response, await response.text());
    return response;
  }
}

function auditReportIn(report: ReceivedReport): ReceivedReport {
  if (typeof report?.overallScore !== 'number' || !Array.isArray(report.results) || typeof report.grade !== 'object') {
    throw new CliError(EXIT.failure, 'the Agent Gauge API answered the audit with something that is not an Audit report');
  }
  return report;
}

function fleetPath(fleetId: string): string {
  return `/api/v1/me/fleets/${encodeURIComponent(fleetId)}`;
}

function sitePath(siteId: string): string {
  return `/api/v1/me/sites/${encodeURIComponent(siteId)}`;
}

function describeCause(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'no answer in time';
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown })?.code;
  const message = cause instanceof Error ? cause.message : String(cause);
  return typeof code === 'string' && !message.includes(code) ? `${message} (${code})` : message;
}

function apiErrorFrom(response: Response, text: string): ApiError {
  let code = `http-${response.status}`;
  let message = response.statusText || 'request failed';
  try {
    const body = JSON.parse(text) as { error?: unknown; message?: unknown };
    if (typeof body.error === 'string') code = body.error;
    if (typeof body.message === 'string') message = body.message;
  } catch {
    // Not the API's error shape (a proxy's HTML page, say): the status line is all there is to tell.
  }
  return new ApiError(response.status, code, inertText(message), response.headers.get('retry-after'));
}

/**
 * How an API error ends the CLI. The target-related refusals keep the exit codes local mode uses, so scripts behave
 * the same whichever side ran the audit; other invalid input is a usage error; everything else (key, plan, rate
 * limit, outage) is a service failure.
 */
export function exitCodeForApiError(error: ApiError): ExitCode {
  const code = error.code.toLowerCase();
  if (/refused|forbidden-target|private/.test(code)) return EXIT.targetRefused;
  if (/unreachable/.test(code)) return EXIT.targetUnreachable;
  if (error.status === 400 || error.status === 413 || error.status === 422) return EXIT.usage;
  return EXIT.failure;
}

export function describeApiError(error: ApiError): string {
  const retry = error.retryAfter ? ` (retry after ${error.retryAfter}${/^\d+$/.test(error.retryAfter) ? ' s' : ''})` : '';
  const message = error.message.replace(/\s*\n\s*/g, ' ').trim();
  return `API error ${error.status} ${error.code}: ${message}${retry}`;
}
