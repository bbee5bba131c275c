// The access log formats a batch may be in, each one line → one request or a reason it is not one. Anchors: Apache's
// mod_log_config (LogFormat "combined" and "common", and "vhost_combined" with %v first), nginx's log_format
// combined, GoAccess's predefined formats, Cloudflare Logpush "HTTP requests" fields, Vercel's log drains schema.
// One regular expression per text format, applied to a line already bounded in length (settings.ts MAX_LINE_BYTES);
// the quoted parts are linear (no nested quantifier can backtrack over the same characters).
import { LOG_FORMATS, type LogFormat } from '@/lib/schemas/vocabulary/traffic';

/** One request as the figures need it; nothing else of the line is kept (no referer, no query string, no bytes). */
export interface LogRecord {
  /** Milliseconds since the epoch. */
  time: number;
  ip: string;
  method: string;
  /** The Host the request was for, where the format records it (combined/common only with a vhost field or an absolute target). */
  host: string | null;
  /** The path without its query string. */
  path: string;
  status: number;
  userAgent: string;
  /** The edge answered with a challenge (Cloudflare SecurityAction, Vercel wafAction, generic `challenge`). */
  challenged: boolean;
}

export type ParsedLine = { ok: true; record: LogRecord } | { ok: false; reason: string };

const QUOTED = '"((?:[^"\\\\]|\\\\.)*)"';
// [vhost[:port] ]ip ident user [time] "request" status bytes
const COMMON_HEAD = `^(?:(\\S+) )??(\\S+) \\S+ \\S+ \\[([^\\]]{1,64})\\] ${QUOTED} (\\d{3}) (\\S+)`;
const COMBINED = new RegExp(`${COMMON_HEAD} ${QUOTED} ${QUOTED}`);
const COMMON = new RegExp(`${COMMON_HEAD}$`);
const MONTHS: Record<string, number> = { Jan: 0, Feb: 1, Mar: 2, Apr: 3, May: 4, Jun: 5, Jul: 6, Aug: 7, Sep: 8, Oct: 9, Nov: 10, Dec: 11 };
const CLF_TIME = /^(\d{2})\/([A-Z][a-z]{2})\/(\d{4}):(\d{2}):(\d{2}):(\d{2}) ([+-])(\d{2})(\d{2})$/;
const REQUEST_LINE = /^([A-Z]{1,16}) (\S+)(?: HTTP\/\d(?:\.\d)?)?$/;

const fail = (reason: string): ParsedLine => ({ ok: false, reason });

/** 10/Oct/2000:13:55:36 -0700 → epoch ms, or null. */
function clfTime(text: string): number | null {
  const match = CLF_TIME.exec(text);
  if (!match) return null;
  const month = MONTHS[match[2]!];
  if (month === undefined) return null;
  const offsetMinutes = (Number(match[8]) * 60 + Number(match[9])) * (match[7] === '-' ? -1 : 1);
  const utc = Date.UTC(Number(match[3]), month, Number(match[1]), Number(match[4]), Number(match[5]), Number(match[6]));
  return Number.isFinite(utc) ? utc - offsetMinutes * 60_000 : null;
}

/** The request target as a path (an absolute-form target gives its host too); the query string is dropped. */
function splitTarget(target: string): { host: string | null; path: string } | null {
  if (target.startsWith('/')) return { host: null, path: stripQuery(target) };
  if (/^https?:\/\//i.test(target)) {
    try {
      const url = new URL(target);
      return { host: url.host, path: url.pathname };
    } catch {
      return null;
    }
  }
  return target === '*' ? { host: null, path: '*' } : null;
}

function stripQuery(path: string): string {
  const end = path.search(/[?#]/);
  return end === -1 ? path : path.slice(0, end);
}

function unescapeQuoted(text: string): string {
  return text.includes('\\') ? text.replace(/\\(x[0-9a-fA-F]{2}|.)/g, (_, escaped: string) => (escaped.length === 3 ? String.fromCharCode(parseInt(escaped.slice(1), 16)) : escaped)) : text;
}

function parseClf(line: string, pattern: RegExp, withAgent: boolean): ParsedLine {
  const match = pattern.exec(line);
  if (!match) return fail(withAgent ? 'not in the combined log format' : 'not in the common log format');
  const [, vhost, ip, time, request, status] = match;
  const when = clfTime(time!);
  if (when === null) return fail(`the time "${time}" is not [day/Mon/year:hh:mm:ss zone]`);
  const requestLine = REQUEST_LINE.exec(unescapeQuoted(request!));
  if (!requestLine) return fail('the request is not "METHOD target HTTP/x"');
  const target = splitTarget(requestLine[2]!);
  if (!target) return fail('the request target is neither a path nor an http(s) URL');
  return {
    ok: true,
    record: {
      time: when,
      ip: ip!,
      method: requestLine[1]!,
      host: target.host ?? vhost ?? null,
      path: target.path,
      status: Number(status),
      userAgent: withAgent ? unescapeQuoted(match[8]!) : '',
      challenged: false,
    },
  };
}

type Json = Record<string, unknown>;

function jsonObject(line: string): Json | null {
  try {
    const value: unknown = JSON.parse(line);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null;
  } catch {
    return null;
  }
}

/** A time as JSON logs write it: an ISO 8601 string, or a number of seconds, milliseconds, microseconds or nanoseconds. */
function jsonTime(value: unknown): number | null {
  if (typeof value === 'string') {
    if (/^\d+$/.test(value)) return jsonTime(Number(value));
    const parsed = Date.parse(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null;
  if (value >= 1e17) return Math.floor(value / 1e6); // nanoseconds (Cloudflare's unixnano)
  if (value >= 1e14) return Math.floor(value / 1e3); // microseconds
  if (value >= 1e11) return Math.floor(value); // milliseconds
  return Math.floor(value * 1000); // seconds
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const statusOf = (value: unknown): number | null => {
  const status = typeof value === 'string' ? Number(value) : value;
  return typeof status === 'number' && Number.isInteger(status) && status >= 100 && status <= 599 ? status : null;
};

function fromFields(fields: { time: unknown; ip: unknown; method: unknown; host: unknown; path: unknown; status: unknown; userAgent: unknown; challenged: boolean }, format: LogFormat): ParsedLine {
  const time = jsonTime(fields.time);
  if (time === null) return fail(`${format}: no valid time`);
  const ip = text(fields.ip);
  if (!ip) return fail(`${format}: no client address`);
  const path = text(fields.path);
  if (!path) return fail(`${format}: no path`);
  const target = splitTarget(path);
  if (!target) return fail(`${format}: the path is neither a path nor an http(s) URL`);
  const status = statusOf(fields.status);
  if (status === null) return fail(`${format}: no HTTP status`);
  return {
    ok: true,
    record: {
      time,
      ip,
      method: text(fields.method)?.toUpperCase() ?? 'GET',
      host: text(fields.host) ?? target.host,
      path: target.path,
      status,
      userAgent: text(fields.userAgent) ?? '',
      challenged: fields.challenged,
    },
  };
}

const CHALLENGE = /challenge/i;

function cloudflareChallenged(entry: Json): boolean {
  const actions = [entry.SecurityAction, entry.WAFAction, ...(Array.isArray(entry.SecurityActions) ? entry.SecurityActions : [])];
  return actions.some((action) => typeof action === 'string' && CHALLENGE.test(action) && !/solved|bypass/i.test(action));
}

/** Cloudflare Logpush, dataset http_requests (https://developers.cloudflare.com/logs/reference/log-fields/zone/http_requests/). */
function parseCloudflare(line: string): ParsedLine {
  const entry = jsonObject(line);
  if (!entry) return fail('cloudflare: not a JSON object');
  if (!('ClientRequestUserAgent' in entry) && !('ClientIP' in entry)) return fail('cloudflare: no ClientIP or ClientRequestUserAgent field');
  return fromFields(
    {
      time: entry.EdgeStartTimestamp,
      ip: entry.ClientIP,
      method: entry.ClientRequestMethod,
      host: entry.ClientRequestHost,
      path: entry.ClientRequestPath ?? entry.ClientRequestURI,
      status: entry.EdgeResponseStatus,
      userAgent: entry.ClientRequestUserAgent,
      challenged: cloudflareChallenged(entry),
    },
    'cloudflare',
  );
}

/**
 * A Vercel log drain entry (https://vercel.com/docs/drains/reference/logs): a request is an entry with a `proxy`
 * object; a function's stdout/stderr line or build output is not one and is skipped as such.
 */
function parseVercel(line: string): ParsedLine {
  const entry = jsonObject(line);
  if (!entry) return fail('vercel: not a JSON object');
  const proxy = entry.proxy;
  if (proxy === null || typeof proxy !== 'object' || entry.type === 'stdout' || entry.type === 'stderr') {
    return fail('vercel: an entry without a request (function output or build log)');
  }
  const request = proxy as Json;
  const agents = Array.isArray(request.userAgent) ? request.userAgent.filter((value): value is string => typeof value === 'string') : [];
  return fromFields(
    {
      time: request.timestamp ?? entry.timestamp,
      ip: request.clientIp,
      method: request.method,
      host: request.host ?? entry.host,
      path: request.path ?? entry.path,
      status: request.statusCode ?? entry.statusCode,
      userAgent: agents.join(' ') || text(request.userAgent),
      challenged: typeof request.wafAction === 'string' && CHALLENGE.test(request.wafAction),
    },
    'vercel',
  );
}

/** The documented generic NDJSON: {"time", "ip", "method", "host", "path", "status", "userAgent", "bytes"}, optional "challenge". */
function parseNdjson(line: string): ParsedLine {
  const entry = jsonObject(line);
  if (!entry) return fail('ndjson: not a JSON object');
  return fromFields(
    { time: entry.time, ip: entry.ip, method: entry.method, host: entry.host, path: entry.path, status: entry.status, userAgent: entry.userAgent, challenged: entry.challenge === true },
    'ndjson',
  );
}

export const PARSERS: Record<LogFormat, (line: string) => ParsedLine> = {
  combined: (line) => parseClf(line, COMBINED, true),
  common: (line) => parseClf(line, COMMON, false),
  cloudflare: parseCloudflare,
  vercel: parseVercel,
  ndjson: parseNdjson,
};

/** How many of the first non-empty lines detection reads. */
export const DETECTION_LINES = 20;

/**
 * The format of a log from its first non-empty lines: the one that parses most of them (JSON lines by their fields,
 * text lines by the combined then the common expression); null when none parses any.
 */
export function detectFormat(lines: readonly string[]): LogFormat | null {
  const sample = lines.filter((line) => line.trim() !== '').slice(0, DETECTION_LINES);
  let best: { format: LogFormat; parsed: number } | null = null;
  for (const format of LOG_FORMATS) {
    const parsed = sample.filter((line) => PARSERS[format](line).ok).length;
    if (parsed > 0 && (best === null || parsed > best.parsed)) best = { format, parsed };
  }
  return best?.format ?? null;
}
