// Extra request headers an audit sends to the audited origin alone: a protected preview's bypass token, HTTP basic
// auth, an access service token. The one rule of which headers may be set this way and where they go, so the CLI's
// --header and AGENTGAUGE_HEADERS, the engine's `headers` option and the fetcher cannot disagree. Pure and
// dependency-free but for the engine's error type: the CLI checks its flags with it without loading the fetcher.
import { AuditError } from '../errors.js';

/**
 * Headers that would change what is measured or how the request travels, each with why it cannot be set: the agent
 * profiles send their own identity and negotiation (engine/agents/profiles.ts), the URL names the host, and the
 * hop-by-hop and framing fields belong to the connection, not the request (RFC 9110 §7.6.1, §8.6, §10.1.1).
 */
const REFUSED: Readonly<Record<string, string>> = {
  'user-agent': 'each agent profile sends its own User-Agent (and the scanner its own), which is what is measured',
  accept: 'each agent profile sends its own Accept, which is what is measured',
  'accept-encoding': 'the fetcher negotiates the encodings it decodes',
  host: 'the audited URL names the host',
  connection: 'it is a hop-by-hop header (RFC 9110 §7.6.1)',
  'keep-alive': 'it is a hop-by-hop header (RFC 9110 §7.6.1)',
  'proxy-connection': 'it is a hop-by-hop header (RFC 9110 §7.6.1)',
  'proxy-authorization': 'it is a hop-by-hop header (RFC 9110 §11.7.2)',
  te: 'it is a hop-by-hop header (RFC 9110 §10.1.4)',
  trailer: 'it is a hop-by-hop header (RFC 9110 §6.6.2)',
  'transfer-encoding': 'it is a hop-by-hop header (RFC 9112 §6.1)',
  upgrade: 'it is a hop-by-hop header (RFC 9110 §7.8)',
  'content-length': 'the fetcher frames each request itself (RFC 9110 §8.6)',
  expect: 'the fetcher frames each request itself (RFC 9110 §10.1.1)',
};

/** A field name is an RFC 9110 token (§5.1, §5.6.2). */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** A field value: visible characters, spaces and tabs, never a line break or NUL (RFC 9110 §5.5). */
const FIELD_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

/** The headers as sent: lower-case names, trimmed values. */
export type ExtraHeaders = Readonly<Record<string, string>>;

/** Headers sent to one origin only (the audited start page's): a redirect or a link to any other origin gets none. */
export interface OriginHeaders {
  origin: string;
  headers: ExtraHeaders;
}

export type ExtraHeadersCheck = { ok: true; headers: ExtraHeaders } | { ok: false; name: string; message: string };

/**
 * Checks headers given by name and value (later names win over earlier ones, case-insensitively). A refusal names
 * the header and why, never its value: values are secrets.
 */
export function checkExtraHeaders(entries: Iterable<readonly [string, string]>): ExtraHeadersCheck {
  const headers: Record<string, string> = {};
  for (const [rawName, rawValue] of entries) {
    const name = rawName.trim();
    if (!TOKEN.test(name)) return { ok: false, name, message: `"${name}" is not a valid header name` };
    const key = name.toLowerCase();
    const why = REFUSED[key];
    if (why) return { ok: false, name, message: `${name} cannot be set: ${why}` };
    if (typeof rawValue !== 'string' || !FIELD_VALUE.test(rawValue)) return { ok: false, name, message: `the value of ${name} holds a character a header cannot carry (a line break or a control character)` };
    headers[key] = rawValue.trim();
  }
  return { ok: true, headers };
}

/** An audit's `headers` option, checked before any request: AuditError invalid-options (field headers) otherwise. */
export function resolveExtraHeaders(headers: unknown): ExtraHeaders {
  if (headers === undefined) return {};
  if (typeof headers !== 'object' || headers === null || Array.isArray(headers)) {
    throw new AuditError('invalid-options', 'headers must be an object of header names and values.', { field: 'headers' });
  }
  const checked = checkExtraHeaders(Object.entries(headers as Record<string, string>));
  if (!checked.ok) throw new AuditError('invalid-options', `headers: ${checked.message}.`, { field: 'headers' });
  return checked.headers;
}

/** The request's headers with the extra ones added where the URL is of their origin; the request's own win. */
export function headersFor(url: URL, headers: Record<string, string>, extra: OriginHeaders | undefined): Record<string, string> {
  if (!extra || url.origin !== extra.origin) return headers;
  return { ...extra.headers, ...headers };
}
