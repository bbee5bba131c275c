// The request behind an agent view (issue 62 point 5): what the profile sent, what came back, and a curl line that
// sends it again, so a verdict can be reproduced by hand. The headers are those the one fetcher sends (its defaults,
// the profile's own, the audit's extra headers to the audited origin: engine/fetch/fetcher.ts, origin-headers.ts);
// a secret's value is never recorded: the audit's extra headers (a preview's bypass token, basic auth) and any
// credential header are "[redacted]", and the curl line reads them from environment variables it names.
import { ACCEPT_ENCODING } from '../fetch/fetcher.js';
import type { FetchedResponse } from '../fetch/types.js';
import type { AgentRequest } from './types.js';

export const REDACTED = '[redacted]';

/** Header names whose values are credentials wherever they appear (RFC 9110 §11, cookies, common API-key fields). */
const CREDENTIAL_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-api-key', 'api-key', 'signature', 'signature-input', 'x-vercel-protection-bypass', 'cf-access-client-secret', 'cf-access-client-id']);

/**
 * Headers received kept in a record, and the characters of each name and value: a report holds up to 40 views (8
 * profiles, 5 pages), so a site's headers add at most about 6 KB each to it (engine/report-bounds.ts bounds the rest).
 */
export const RECORD_LIMITS = { headers: 24, nameChars: 60, valueChars: 200 } as const;

export interface RecordInput {
  url: string;
  /** The headers the view asked the fetcher to send (the profile's User-Agent and Accept). */
  sent: Record<string, string>;
  /** The audit's extra header names and the origin they go to; their values are never known here. */
  extra: { origin: string; names: readonly string[] } | null;
  response: FetchedResponse | null;
}

function boundValue(value: string): string {
  return value.length > RECORD_LIMITS.valueChars ? `${value.slice(0, RECORD_LIMITS.valueChars - 1)}…` : value;
}

/** The headers the fetcher sends for this request, secrets redacted (its defaults, then the request's, then the extra ones where the origin matches). */
export function sentHeaders(input: Pick<RecordInput, 'url' | 'sent' | 'extra'>): Record<string, string> {
  const headers: Record<string, string> = { 'accept-encoding': ACCEPT_ENCODING, accept: '*/*' };
  for (const [name, value] of Object.entries(input.sent)) headers[name.toLowerCase()] = CREDENTIAL_HEADERS.has(name.toLowerCase()) ? REDACTED : value;
  if (input.extra && new URL(input.url).origin === input.extra.origin) {
    for (const name of input.extra.names) if (!(name in input.sent)) headers[name] = REDACTED;
  }
  return headers;
}

function receivedHeaders(headers: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers).slice(0, RECORD_LIMITS.headers)) {
    kept[name.slice(0, RECORD_LIMITS.nameChars)] = CREDENTIAL_HEADERS.has(name) ? REDACTED : boundValue(value);
  }
  return kept;
}

/** POSIX shell single quotes: the text as one word, nothing expanded. */
function quoted(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** `x-vercel-protection-bypass` → `X_VERCEL_PROTECTION_BYPASS`: where the curl line reads a redacted value from. */
export function environmentNameOf(header: string): string {
  const name = header.toUpperCase().replace(/[^A-Z0-9]+/g, '_').replace(/^_+|_+$/g, '');
  return /^[A-Z]/.test(name) ? name : `H_${name}`;
}

/**
 * A curl line that sends the request again: its headers (a redacted one as `"$NAME"`, read from the environment),
 * `--compressed` for the Accept-Encoding the fetcher sends, and the answer's status line and headers printed.
 * Redirects are followed as the fetcher follows them (at most 5) unless the line carries a secret: curl's `--location`
 * sends every `-H` header to every host it is redirected to (curl's manual, `-H`/`--header`: "headers set with this
 * option are set in all HTTP requests - even after redirects are followed"), where the fetcher sends the audit's
 * extra headers to the audited origin only. A line with a secret is pinned to its first hop: it prints the redirect
 * and its Location, and whoever follows it decides what to send there.
 */
export function curlLine(url: string, headers: Record<string, string>): string {
  const carriesSecret = Object.values(headers).includes(REDACTED);
  const parts = ['curl', '-sS', '-o', '/dev/null', '-D', '-', ...(carriesSecret ? [] : ['--location', '--max-redirs', '5']), '--compressed'];
  for (const [name, value] of Object.entries(headers)) {
    if (name === 'accept-encoding') continue;
    parts.push('-H', value === REDACTED ? `"${name}: $${environmentNameOf(name)}"` : quoted(`${name}: ${value}`));
  }
  parts.push(quoted(url));
  return parts.join(' ');
}

export function requestRecord(input: RecordInput): AgentRequest {
  const headers = sentHeaders(input);
  const response = input.response;
  return {
    method: 'GET',
    url: input.url,
    headers,
    response: response ? { status: response.status, url: response.finalUrl, headers: receivedHeaders(response.headers) } : null,
    curl: curlLine(input.url, headers),
  };
}
