// The NDJSON formats, one object a line, each known by its fields: Cloudflare Logpush's http_requests dataset, Vercel's
// log drains, Caddy's JSON access log, nginx's log_format with escape=json (keys named after nginx's variables),
// Fastly's JSON logging templates, and our own generic shape. A line without its format's fields is not a request of
// that format (so detection never mistakes one for another).
import { clfTime, requestLineOf } from './text-formats';
import { fail, headerValue, isMarkdownType, jsonObject, recordOf, text, utmSourceOf, type Json, type LineParser } from './record';

const CHALLENGE = /challenge/i;

/** A header from an object of headers (Caddy's {"Name": ["value"]}, Cloudflare's RequestHeaders), any case. */
function header(headers: unknown, name: string): string | null {
  if (headers === null || typeof headers !== 'object') return null;
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers as Json)) {
    if (key.toLowerCase() === wanted) return headerValue(value);
  }
  return null;
}

function cloudflareChallenged(entry: Json): boolean {
  const actions = [entry.SecurityAction, entry.WAFAction, ...(Array.isArray(entry.SecurityActions) ? entry.SecurityActions : [])];
  return actions.some((action) => typeof action === 'string' && CHALLENGE.test(action) && !/solved|bypass/i.test(action));
}

/**
 * Cloudflare Logpush, dataset http_requests (https://developers.cloudflare.com/logs/reference/log-fields/zone/http_requests/):
 * BotScoreSrc "Verified Bot" (its values: Not Computed, Heuristics, Machine Learning, Behavioral Analysis, Verified
 * Bot) or a VerifiedBotCategory marks a bot Cloudflare verified; RequestHeaders holds the request headers a zone chose
 * to log (Signature-Agent among them, where logged).
 */
export const parseCloudflare: LineParser = (line) => {
  const entry = jsonObject(line);
  if (!entry) return fail('cloudflare: not a JSON object');
  if (!('ClientRequestUserAgent' in entry) && !('ClientIP' in entry)) return fail('cloudflare: no ClientIP or ClientRequestUserAgent field');
  const uri = text(entry.ClientRequestURI);
  return recordOf(
    {
      time: entry.EdgeStartTimestamp,
      ip: entry.ClientIP,
      method: entry.ClientRequestMethod,
      host: entry.ClientRequestHost,
      path: entry.ClientRequestPath ?? uri,
      status: entry.EdgeResponseStatus,
      userAgent: entry.ClientRequestUserAgent,
    },
    {
      challenged: cloudflareChallenged(entry),
      referer: headerValue(entry.ClientRequestReferer),
      utmSource: uri ? utmSourceOf(uri) : undefined,
      signed: header(entry.RequestHeaders, 'signature-agent') !== null,
      cdnVerified: entry.BotScoreSrc === 'Verified Bot' || headerValue(entry.VerifiedBotCategory) !== null,
      markdown: isMarkdownType(entry.EdgeResponseContentType),
    },
    'cloudflare',
  );
};

/**
 * A Vercel log drain entry (https://vercel.com/docs/drains/reference/logs): a request is an entry with a `proxy`
 * object; a function's stdout/stderr line or build output is not one and is skipped as such.
 */
export const parseVercel: LineParser = (line) => {
  const entry = jsonObject(line);
  if (!entry) return fail('vercel: not a JSON object');
  const proxy = entry.proxy;
  if (proxy === null || typeof proxy !== 'object' || entry.type === 'stdout' || entry.type === 'stderr') {
    return fail('vercel: an entry without a request (function output or build log)');
  }
  const request = proxy as Json;
  const agents = Array.isArray(request.userAgent) ? request.userAgent.filter((value): value is string => typeof value === 'string') : [];
  return recordOf(
    {
      time: request.timestamp ?? entry.timestamp,
      ip: request.clientIp,
      method: request.method,
      host: request.host ?? entry.host,
      path: request.path ?? entry.path,
      status: request.statusCode ?? entry.statusCode,
      userAgent: agents.join(' ') || text(request.userAgent),
    },
    { challenged: typeof request.wafAction === 'string' && CHALLENGE.test(request.wafAction), referer: headerValue(request.referer) },
    'vercel',
  );
};

/**
 * The documented generic NDJSON: {"time", "ip", "method", "host", "path", "status", "userAgent", "bytes"}, optional
 * "challenge", "referer", "signatureAgent", "verifiedBot" and "contentType".
 */
export const parseNdjson: LineParser = (line) => {
  const entry = jsonObject(line);
  if (!entry) return fail('ndjson: not a JSON object');
  return recordOf(
    { time: entry.time, ip: entry.ip, method: entry.method, host: entry.host, path: entry.path, status: entry.status, userAgent: entry.userAgent },
    {
      challenged: entry.challenge === true,
      referer: headerValue(entry.referer),
      signed: headerValue(entry.signatureAgent) !== null,
      cdnVerified: entry.verifiedBot === true,
      markdown: isMarkdownType(entry.contentType),
    },
    'ndjson',
  );
};

/**
 * Caddy's JSON access log (https://caddyserver.com/docs/caddyfile/directives/log): {"ts", "request": {"client_ip" (or
 * "remote_ip"), "method", "host", "uri", "headers": {"User-Agent": […], "Referer": […], "Signature-Agent": […]}},
 * "status", "resp_headers": {"Content-Type": […]}}.
 */
export const parseCaddy: LineParser = (line) => {
  const entry = jsonObject(line);
  if (!entry) return fail('caddy: not a JSON object');
  const request = entry.request;
  if (request === null || typeof request !== 'object' || !('uri' in (request as Json))) return fail('caddy: no request object with a uri');
  const fields = request as Json;
  return recordOf(
    {
      time: entry.ts,
      ip: fields.client_ip ?? fields.remote_ip,
      method: fields.method,
      host: fields.host,
      path: fields.uri,
      status: entry.status,
      userAgent: header(fields.headers, 'user-agent'),
    },
    {
      referer: header(fields.headers, 'referer'),
      signed: header(fields.headers, 'signature-agent') !== null,
      markdown: isMarkdownType(header(entry.resp_headers, 'content-type')),
    },
    'caddy',
  );
};

/** nginx's time_local is CLF ("10/Oct/2026:13:55:36 +0000"); time_iso8601 and msec are read as JSON times. */
function nginxTime(entry: Json): unknown {
  if (typeof entry.time_local === 'string') return clfTime(entry.time_local) ?? undefined;
  return entry.time_iso8601 ?? entry.msec ?? entry.timestamp ?? entry.time;
}

/**
 * nginx JSON (log_format … escape=json, http://nginx.org/en/docs/http/ngx_http_log_module.html#log_format), keys named
 * after the variables they log: remote_addr, time_iso8601 | time_local | msec, request ("GET /x HTTP/1.1") or
 * request_method with request_uri | uri, status, http_user_agent, http_referer, host | http_host | server_name,
 * http_signature_agent, sent_http_content_type.
 */
export const parseNginxJson: LineParser = (line) => {
  const entry = jsonObject(line);
  if (!entry) return fail('nginx-json: not a JSON object');
  if (!('remote_addr' in entry)) return fail('nginx-json: no remote_addr field');
  const request = typeof entry.request === 'string' ? requestLineOf(entry.request) : null;
  const time = nginxTime(entry);
  return recordOf(
    {
      time,
      ip: entry.remote_addr,
      method: request?.method ?? entry.request_method,
      host: entry.host ?? entry.http_host ?? entry.server_name,
      path: entry.request_uri ?? entry.uri ?? (typeof entry.request === 'string' ? entry.request.split(' ')[1] : undefined),
      status: entry.status,
      userAgent: entry.http_user_agent,
    },
    {
      referer: headerValue(entry.http_referer),
      signed: headerValue(entry.http_signature_agent) !== null,
      markdown: isMarkdownType(entry.sent_http_content_type),
    },
    'nginx-json',
  );
};

/**
 * Fastly's JSON logging (a log format of Fastly's variables, https://www.fastly.com/documentation/guides/integrations/
 * streaming-logs/custom-log-formats; the JSON templates its logging integrations give): client_ip, url, host,
 * timestamp | time_start, request_method | request, response_status | status, request_user_agent, request_referer,
 * request_signature_agent, response_content_type.
 */
export const parseFastly: LineParser = (line) => {
  const entry = jsonObject(line);
  if (!entry) return fail('fastly: not a JSON object');
  if (!('client_ip' in entry) || !('url' in entry)) return fail('fastly: no client_ip and url fields');
  return recordOf(
    {
      time: entry.timestamp ?? entry.time_start ?? entry.time,
      ip: entry.client_ip,
      method: entry.request_method ?? entry.request,
      host: entry.host,
      path: entry.url,
      status: entry.response_status ?? entry.status,
      userAgent: entry.request_user_agent,
    },
    {
      referer: headerValue(entry.request_referer),
      signed: headerValue(entry.request_signature_agent) !== null,
      markdown: isMarkdownType(entry.response_content_type),
    },
    'fastly',
  );
};
