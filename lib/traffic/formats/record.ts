// One request as the figures need it, and the helpers every format's parser shares: the request target split into
// path, host and the one query parameter the figures read (utm_source), times as logs write them, statuses.
import type { LogFormat } from '@/lib/schemas/vocabulary/traffic';

/**
 * One request as the figures need it; nothing else of the line is kept (no query string but utm_source, no bytes).
 * The address, the User-Agent and the Referer are read while the batch is read and never stored (docs/security.md
 * "Traffic logs").
 */
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
  /** The Referer header, where the format carries it ('-' and empty are null). */
  referer: string | null;
  /** The target's utm_source query parameter, or null. */
  utmSource: string | null;
  /** The request carried a Signature-Agent header (a signed-agent claim), where the format logs it. */
  signed: boolean;
  /** The CDN says the request is from a bot it verified (Cloudflare's BotScoreSrc "Verified Bot", VerifiedBotCategory). */
  cdnVerified: boolean;
  /** The answer was Markdown (its Content-Type), where the format logs it. */
  markdown: boolean;
}

/** A line is a request, not one (and why), or a comment of the format (CloudFront's #Version and #Fields). */
export type ParsedLine = { ok: true; record: LogRecord } | { ok: false; reason: string } | { ok: 'comment' };

export type LineParser = (line: string) => ParsedLine;

/** The fields a record takes beyond the request line's own: absent ones are false or null. */
export type RecordExtras = Partial<Pick<LogRecord, 'challenged' | 'referer' | 'utmSource' | 'signed' | 'cdnVerified' | 'markdown'>>;

export const fail = (reason: string): ParsedLine => ({ ok: false, reason });

export function stripQuery(path: string): string {
  const end = path.search(/[?#]/);
  return end === -1 ? path : path.slice(0, end);
}

/** utm_source of a target's query string, or null (the one parameter the figures read: referrals, docs/api.md). */
export function utmSourceOf(target: string): string | null {
  const start = target.indexOf('?');
  if (start === -1) return null;
  const end = target.indexOf('#', start);
  const query = target.slice(start + 1, end === -1 ? undefined : end);
  for (const pair of query.split('&')) {
    if (!pair.toLowerCase().startsWith('utm_source=')) continue;
    try {
      return decodeURIComponent(pair.slice('utm_source='.length).replace(/\+/g, ' ')).slice(0, 200) || null;
    } catch {
      return null;
    }
  }
  return null;
}

/** The request target as a path (an absolute-form target gives its host too); the query string is dropped. */
export function splitTarget(target: string): { host: string | null; path: string; utmSource: string | null } | null {
  if (target.startsWith('/')) return { host: null, path: stripQuery(target), utmSource: utmSourceOf(target) };
  if (/^https?:\/\//i.test(target)) {
    try {
      const url = new URL(target);
      return { host: url.host, path: url.pathname, utmSource: url.searchParams.get('utm_source') };
    } catch {
      return null;
    }
  }
  return target === '*' ? { host: null, path: '*', utmSource: null } : null;
}

/** A header's value as logs write it, or null for none ('-', empty). */
export function headerValue(value: unknown): string | null {
  const text = Array.isArray(value) ? value.find((item) => typeof item === 'string') : value;
  return typeof text === 'string' && text !== '' && text !== '-' ? text : null;
}

/** Whether a Content-Type is Markdown (text/markdown, text/x-markdown). */
export function isMarkdownType(value: unknown): boolean {
  const type = headerValue(value);
  return type !== null && /^text\/(?:x-)?markdown\b/i.test(type.trim());
}

export type Json = Record<string, unknown>;

export function jsonObject(line: string): Json | null {
  if (!line.startsWith('{')) return null;
  try {
    const value: unknown = JSON.parse(line);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null;
  } catch {
    return null;
  }
}

/** A time as JSON logs write it: an ISO 8601 string, or a number of seconds, milliseconds, microseconds or nanoseconds. */
export function jsonTime(value: unknown): number | null {
  if (typeof value === 'string') {
    if (/^\d+(?:\.\d+)?$/.test(value)) return jsonTime(Number(value));
    const parsed = Date.parse(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null;
  if (value >= 1e17) return Math.floor(value / 1e6); // nanoseconds (Cloudflare's unixnano)
  if (value >= 1e14) return Math.floor(value / 1e3); // microseconds
  if (value >= 1e11) return Math.floor(value); // milliseconds
  return Math.floor(value * 1000); // seconds
}

export const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export const statusOf = (value: unknown): number | null => {
  const status = typeof value === 'string' ? Number(value) : value;
  return typeof status === 'number' && Number.isInteger(status) && status >= 100 && status <= 599 ? status : null;
};

/** An address without the port some logs append ("1.2.3.4:5678", "[2001:db8::1]:443"). */
export function withoutPort(address: string): string {
  if (address.startsWith('[')) {
    const end = address.indexOf(']');
    return end === -1 ? address : address.slice(1, end);
  }
  return /^\d+\.\d+\.\d+\.\d+:\d+$/.test(address) ? address.slice(0, address.lastIndexOf(':')) : address;
}

export interface RecordFields {
  time: unknown;
  ip: unknown;
  method: unknown;
  host: unknown;
  /** The target: a path, with its query string or not, or an absolute URL. */
  path: unknown;
  status: unknown;
  userAgent: unknown;
}

/** A record from a JSON line's fields, or why it is not one (each reason prefixed with the format's name). */
export function recordOf(fields: RecordFields, extras: RecordExtras, format: LogFormat): ParsedLine {
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
      ip: withoutPort(ip),
      method: text(fields.method)?.toUpperCase() ?? 'GET',
      host: text(fields.host) || target.host,
      path: target.path,
      status,
      userAgent: headerValue(fields.userAgent) ?? '',
      challenged: extras.challenged ?? false,
      referer: extras.referer ?? null,
      utmSource: extras.utmSource ?? target.utmSource,
      signed: extras.signed ?? false,
      cdnVerified: extras.cdnVerified ?? false,
      markdown: extras.markdown ?? false,
    },
  };
}
