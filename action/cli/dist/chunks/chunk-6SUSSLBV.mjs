import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  inertStrings,
  inertText
} from "./chunk-VMBA2NLR.mjs";
import {
  CliError,
  EXIT
} from "./chunk-AF54SNVD.mjs";

// bin/cli/api-client.ts
var ApiError = class extends Error {
  status;
  code;
  /** Seconds (or an HTTP date) from Retry-After, for 429 and 503. */
  retryAfter;
  constructor(status, code, message, retryAfter) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.retryAfter = retryAfter;
  }
};
var DEFAULT_TIMEOUT_MS = 3e4;
var ENGINE_AUDIT_TIMEOUT_MS = 12e4;
var UPLOAD_TIMEOUT_MS = 3e5;
var EXPORT_TIMEOUT_MS = 36e5;
var ApiClient = class {
  #connection;
  constructor(connection) {
    this.#connection = connection;
  }
  /**
   * The audit on the service, its report in full (POST /api/v1/engine/report: what a local audit prints, issue 51). A
   * service that does not have that operation yet (404) answers the same audit as the contract's closed Audit report
   * (POST /api/v1/engine/audit), without journeys; the caller says so.
   */
  async engineAudit(request) {
    try {
      return { report: auditReportIn(await this.request("POST", "/api/v1/engine/report", { body: request, timeoutMs: ENGINE_AUDIT_TIMEOUT_MS })), closedBecause: null };
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 404) throw error;
    }
    const { journeys, ...closed } = request;
    const report = auditReportIn(await this.request("POST", "/api/v1/engine/audit", { body: closed, timeoutMs: ENGINE_AUDIT_TIMEOUT_MS }));
    const without = journeys?.length ? " and its journeys were not run" : "";
    return { report, closedBecause: `the service has no POST /api/v1/engine/report, so it answered the closed Audit report: no scorecard, score breakdown or agent views${without}` };
  }
  // The organization's own sites (/api/v1/me). The CLI prints these bodies unchanged with --json.
  listSites() {
    return this.request("GET", "/api/v1/me/sites");
  }
  addSite(url) {
    return this.request("POST", "/api/v1/me/sites", { body: { url } });
  }
  /** A new start page for the site, by the rule of adding one (PATCH /api/v1/me/sites/{id}). */
  setSiteUrl(siteId, url) {
    return this.request("PATCH", sitePath(siteId), { body: { url } });
  }
  startScan(siteId) {
    return this.request("POST", `${sitePath(siteId)}/scan`);
  }
  pollScan(scanId) {
    return this.request("GET", `/api/v1/me/scans/${encodeURIComponent(scanId)}`);
  }
  siteReport(siteId) {
    return this.request("GET", `${sitePath(siteId)}/report`);
  }
  /** Without a page, the API's default: the 100 newest scans. */
  history(siteId, page = {}) {
    return this.request("GET", `${sitePath(siteId)}/history`, { query: { limit: page.limit, offset: page.offset } });
  }
  compare(siteId, scans) {
    return this.request("GET", `${sitePath(siteId)}/compare`, {
      query: { before_scan_id: scans.before, after_scan_id: scans.after }
    });
  }
  fixes(siteId) {
    return this.request("GET", `${sitePath(siteId)}/fixes`);
  }
  fixGuide(siteId, checkId) {
    return this.request("GET", `${sitePath(siteId)}/fixes/${encodeURIComponent(checkId)}`);
  }
  artifact(siteId, kind) {
    return this.request("GET", `${sitePath(siteId)}/artifacts/${encodeURIComponent(kind)}`);
  }
  verifications(siteId) {
    return this.request("GET", `${sitePath(siteId)}/verifications`);
  }
  // Fleets (/api/v1/me/fleets): lists of sites scanned in bulk.
  createFleet(text, contentType, name) {
    return this.request("POST", "/api/v1/me/fleets", { raw: { text, contentType }, query: { name }, timeoutMs: UPLOAD_TIMEOUT_MS });
  }
  listFleets(limit, offset) {
    return this.request("GET", "/api/v1/me/fleets", { query: { limit, offset } });
  }
  startFleetRun(fleetId, renderSample) {
    return this.request("POST", `${fleetPath(fleetId)}/runs`, renderSample === void 0 ? {} : { body: { renderSample } });
  }
  fleetRun(fleetId, runId) {
    return this.request("GET", `${fleetPath(fleetId)}/runs/${encodeURIComponent(runId)}`);
  }
  findFleetRun(runId) {
    return this.request("GET", `/api/v1/me/fleet-runs/${encodeURIComponent(runId)}`);
  }
  fleetTargets(fleetId, runId, filter) {
    return this.request("GET", `${fleetPath(fleetId)}/runs/${encodeURIComponent(runId)}/targets`, { query: { ...filter } });
  }
  /** A target named by its origin or its host (percent-encoded: an origin's "://" is one path segment). */
  fleetTargetReport(fleetId, runId, target) {
    return this.request("GET", `${fleetPath(fleetId)}/runs/${encodeURIComponent(runId)}/targets/${encodeURIComponent(target)}/report`);
  }
  fleetMovement(fleetId, runId) {
    return this.request("GET", `${fleetPath(fleetId)}/runs/${encodeURIComponent(runId)}/movement`);
  }
  fleetSummary(fleetId, runId) {
    return this.request("GET", `${fleetPath(fleetId)}/runs/${encodeURIComponent(runId)}/summary`);
  }
  /** The export as a stream (a large run's file is never held in memory). */
  exportFleetRun(fleetId, runId, format) {
    return this.send("GET", `${fleetPath(fleetId)}/runs/${encodeURIComponent(runId)}/export`, { query: { format }, timeoutMs: EXPORT_TIMEOUT_MS });
  }
  // Traffic logs (/api/v1/me/sites/{id}/traffic): a site's access logs in, per agent what they show out.
  uploadTrafficLog(siteId, log) {
    return this.request("POST", `${sitePath(siteId)}/traffic`, {
      stream: { body: log.body, contentType: "text/plain", contentEncoding: log.gzip ? "gzip" : void 0, contentLength: log.size },
      query: { format: log.format },
      timeoutMs: EXPORT_TIMEOUT_MS
    });
  }
  trafficBatch(siteId, batchId) {
    return this.request("GET", `${sitePath(siteId)}/traffic/batches/${encodeURIComponent(batchId)}`);
  }
  siteTraffic(siteId, window) {
    return this.request("GET", `${sitePath(siteId)}/traffic`, { query: window });
  }
  async request(method, path, options = {}) {
    const response = await this.send(method, path, options);
    const text = await response.text();
    try {
      return inertStrings(JSON.parse(text));
    } catch {
      throw new CliError(EXIT.failure, `the Agent Gauge API answered ${method} ${new URL(response.url || "http://x").pathname} with a body that is not JSON`);
    }
  }
  /** The answer of a request that succeeded (its body not read yet); an error answer throws ApiError. */
  async send(method, path, options = {}) {
    const url = new URL(`${this.#connection.baseUrl.replace(/\/+$/, "")}${path}`);
    for (const [name, value] of Object.entries(options.query ?? {})) {
      if (value !== void 0) url.searchParams.set(name, String(value));
    }
    const headers = {
      authorization: `Bearer ${this.#connection.apiKey}`,
      accept: "application/json"
    };
    if (options.body !== void 0) headers["content-type"] = "application/json";
    if (options.raw) headers["content-type"] = options.raw.contentType;
    if (options.stream) {
      headers["content-type"] = options.stream.contentType;
      if (options.stream.contentEncoding) headers["content-encoding"] = options.stream.contentEncoding;
      if (options.stream.contentLength !== void 0) headers["content-length"] = String(options.stream.contentLength);
    }
    Object.assign(headers, options.headers);
    let response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: options.stream ? options.stream.body : options.raw ? options.raw.text : options.body === void 0 ? void 0 : JSON.stringify(options.body),
        signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        ...options.stream ? { duplex: "half" } : {}
      });
    } catch (error) {
      throw new CliError(EXIT.failure, `could not reach the Agent Gauge API at ${url.origin}: ${describeCause(error)}`);
    }
    if (!response.ok) throw apiErrorFrom(response, await response.text());
    return response;
  }
};
function auditReportIn(report) {
  if (typeof report?.overallScore !== "number" || !Array.isArray(report.results) || typeof report.grade !== "object") {
    throw new CliError(EXIT.failure, "the Agent Gauge API answered the audit with something that is not an Audit report");
  }
  return report;
}
function fleetPath(fleetId) {
  return `/api/v1/me/fleets/${encodeURIComponent(fleetId)}`;
}
function sitePath(siteId) {
  return `/api/v1/me/sites/${encodeURIComponent(siteId)}`;
}
function describeCause(error) {
  if (error instanceof Error && error.name === "TimeoutError") return "no answer in time";
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = cause?.code;
  const message = cause instanceof Error ? cause.message : String(cause);
  return typeof code === "string" && !message.includes(code) ? `${message} (${code})` : message;
}
function apiErrorFrom(response, text) {
  let code = `http-${response.status}`;
  let message = response.statusText || "request failed";
  try {
    const body = JSON.parse(text);
    if (typeof body.error === "string") code = body.error;
    if (typeof body.message === "string") message = body.message;
  } catch {
  }
  return new ApiError(response.status, code, inertText(message), response.headers.get("retry-after"));
}
function exitCodeForApiError(error) {
  const code = error.code.toLowerCase();
  if (/refused|forbidden-target|private/.test(code)) return EXIT.targetRefused;
  if (/unreachable/.test(code)) return EXIT.targetUnreachable;
  if (error.status === 400 || error.status === 413 || error.status === 422) return EXIT.usage;
  return EXIT.failure;
}
function describeApiError(error) {
  const retry = error.retryAfter ? ` (retry after ${error.retryAfter}${/^\d+$/.test(error.retryAfter) ? " s" : ""})` : "";
  const message = error.message.replace(/\s*\n\s*/g, " ").trim();
  return `API error ${error.status} ${error.code}: ${message}${retry}`;
}

export {
  ApiError,
  ApiClient,
  exitCodeForApiError,
  describeApiError
};
