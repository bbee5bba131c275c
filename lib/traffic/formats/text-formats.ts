// The text formats, one regular expression each over a line already bounded in length (settings.ts MAX_LINE_BYTES);
// the quoted parts are linear (no nested quantifier can backtrack over the same characters). Anchors: Apache's
// mod_log_config (LogFormat "combined" and "common", and "vhost_combined" with %v first), nginx's log_format combined,
// AWS's "Access logs for your Application Load Balancer" (the entry's fields in order) and CloudFront's standard log
// file fields (W3C extended: #Version and #Fields lines, then one tab-separated request a line).
import { fail, headerValue, isMarkdownType, splitTarget, utmSourceOf, withoutPort, type LineParser, type ParsedLine } from './record';

const QUOTED = '"((?:[^"\\\\]|\\\\.)*)"';
// [vhost[:port] ]ip ident user [time] "request" status bytes
const COMMON_HEAD = `^(?:(\\S+) )??(\\S+) \\S+ \\S+ \\[([^\\]]{1,64})\\] ${QUOTED} (\\d{3}) (\\S+)`;
const COMBINED = new RegExp(`${COMMON_HEAD} ${QUOTED} ${QUOTED}`);
const COMMON = new RegExp(`${COMMON_HEAD}$`);
const MONTHS: Record<string, number> = { Jan: 0, Feb: 1, Mar: 2, Apr: 3, May: 4, Jun: 5, Jul: 6, Aug: 7, Sep: 8, Oct: 9, Nov: 10, Dec: 11 };
const CLF_TIME = /^(\d{2})\/([A-Z][a-z]{2})\/(\d{4}):(\d{2}):(\d{2}):(\d{2}) ([+-])(\d{2})(\d{2})$/;
const REQUEST_LINE = /^([A-Z]{1,16}) (\S+)(?: HTTP\/\d(?:\.\d)?)?$/;

/** 10/Oct/2000:13:55:36 -0700 → epoch ms, or null. */
export function clfTime(text: string): number | null {
  const match = CLF_TIME.exec(text);
  if (!match) return null;
  const month = MONTHS[match[2]!];
  if (month === undefined) return null;
  const offsetMinutes = (Number(match[8]) * 60 + Number(match[9])) * (match[7] === '-' ? -1 : 1);
  const utc = Date.UTC(Number(match[3]), month, Number(match[1]), Number(match[4]), Number(match[5]), Number(match[6]));
  return Number.isFinite(utc) ? utc - offsetMinutes * 60_000 : null;
}

export function unescapeQuoted(text: string): string {
  return text.includes('\\') ? text.replace(/\\(x[0-9a-fA-F]{2}|.)/g, (_, escaped: string) => (escaped.length === 3 ? String.fromCharCode(parseInt(escaped.slice(1), 16)) : escaped)) : text;
}

/** "GET /path?q HTTP/1.1" → method and target, or null. */
export function requestLineOf(request: string): { method: string; target: ReturnType<typeof splitTarget> } | null {
  const line = REQUEST_LINE.exec(request);
  return line ? { method: line[1]!, target: splitTarget(line[2]!) } : null;
}

function parseClf(line: string, pattern: RegExp, withAgent: boolean): ParsedLine {
  const match = pattern.exec(line);
  if (!match) return fail(withAgent ? 'not in the combined log format' : 'not in the common log format');
  const [, vhost, ip, time, request, status] = match;
  const when = clfTime(time!);
  if (when === null) return fail(`the time "${time}" is not [day/Mon/year:hh:mm:ss zone]`);
  const requestLine = requestLineOf(unescapeQuoted(request!));
  if (!requestLine) return fail('the request is not "METHOD target HTTP/x"');
  const target = requestLine.target;
  if (!target) return fail('the request target is neither a path nor an http(s) URL');
  return {
    ok: true,
    record: {
      time: when,
      ip: ip!,
      method: requestLine.method,
      host: target.host ?? vhost ?? null,
      path: target.path,
      status: Number(status),
      userAgent: withAgent ? unescapeQuoted(match[8]!) : '',
      challenged: false,
      referer: withAgent ? headerValue(unescapeQuoted(match[7]!)) : null,
      utmSource: target.utmSource,
      signed: false,
      cdnVerified: false,
      markdown: false,
    },
  };
}

export const parseCombined: LineParser = (line) => parseClf(line, COMBINED, true);
export const parseCommon: LineParser = (line) => parseClf(line, COMMON, false);

// type time elb client:port target:port request_processing_time target_processing_time response_processing_time
// elb_status_code target_status_code received_bytes sent_bytes "request" "user_agent" …
const ALB = new RegExp(`^(https?|h2|grpcs|ws|wss) (\\S+) \\S+ (\\S+) \\S+ \\S+ \\S+ \\S+ (\\d{3}|-) \\S+ \\S+ \\S+ ${QUOTED} ${QUOTED}`);

/** An AWS Application Load Balancer access log entry (no Referer: ALB does not log one). */
export const parseAlb: LineParser = (line) => {
  const match = ALB.exec(line);
  if (!match) return fail('alb: not an Application Load Balancer log entry');
  const [, , time, client, status, request, userAgent] = match;
  const when = Date.parse(time!);
  if (!Number.isFinite(when)) return fail(`alb: the time "${time}" is not ISO 8601`);
  if (status === '-') return fail('alb: no status (the load balancer answered nothing)');
  const requestLine = requestLineOf(request!);
  if (!requestLine?.target) return fail('alb: the request is not "METHOD URL HTTP/x"');
  // ALB writes client:port; an IPv6 client is its address with ":port" appended.
  const address = client!.includes('.') || client!.startsWith('[') ? withoutPort(client!) : client!.replace(/:\d+$/, '');
  return {
    ok: true,
    record: {
      time: when,
      ip: address,
      method: requestLine.method,
      host: requestLine.target.host?.replace(/:(?:80|443)$/, '') ?? null,
      path: requestLine.target.path,
      status: Number(status),
      userAgent: headerValue(userAgent) ?? '',
      challenged: false,
      referer: null,
      utmSource: requestLine.target.utmSource,
      signed: false,
      cdnVerified: false,
      markdown: false,
    },
  };
};

/** CloudFront's standard log file fields, in the order of its documentation (used until a #Fields line names them). */
export const CLOUDFRONT_FIELDS = [
  'date', 'time', 'x-edge-location', 'sc-bytes', 'c-ip', 'cs-method', 'cs(Host)', 'cs-uri-stem', 'sc-status', 'cs(Referer)', 'cs(User-Agent)', 'cs-uri-query',
  'cs(Cookie)', 'x-edge-result-type', 'x-edge-request-id', 'x-host-header', 'cs-protocol', 'cs-bytes', 'time-taken', 'x-forwarded-for', 'ssl-protocol',
  'ssl-cipher', 'x-edge-response-result-type', 'cs-protocol-version', 'fle-status', 'fle-encrypted-fields', 'c-port', 'time-to-first-byte',
  'x-edge-detailed-result-type', 'sc-content-type', 'sc-content-len', 'sc-range-start', 'sc-range-end',
] as const;

/** CloudFront writes header values URL-encoded (a space is %20). */
function decoded(value: string | undefined): string | null {
  const header = headerValue(value);
  if (header === null) return null;
  try {
    return decodeURIComponent(header);
  } catch {
    return header;
  }
}

/** A CloudFront standard log reader: it follows the file's #Fields line, else the documented order. */
export function cloudfrontParser(): LineParser {
  let fields: readonly string[] = CLOUDFRONT_FIELDS;
  return (line) => {
    if (line.startsWith('#')) {
      const named = /^#Fields:\s*(.+)$/.exec(line);
      if (named) fields = named[1]!.trim().split(/\s+/);
      return { ok: 'comment' };
    }
    const values = line.split('\t');
    if (values.length < 12) return fail('cloudfront: not a tab-separated standard log line');
    const field = (name: string) => {
      const index = fields.indexOf(name);
      return index === -1 ? undefined : values[index];
    };
    const when = Date.parse(`${field('date')}T${field('time')}Z`);
    if (!Number.isFinite(when)) return fail('cloudfront: no valid date and time');
    const status = Number(field('sc-status'));
    if (!Number.isInteger(status) || status < 100 || status > 599) return fail('cloudfront: no HTTP status');
    const stem = field('cs-uri-stem');
    if (!stem?.startsWith('/')) return fail('cloudfront: no path');
    const ip = field('c-ip');
    if (!ip || ip === '-') return fail('cloudfront: no client address');
    const query = field('cs-uri-query');
    return {
      ok: true,
      record: {
        time: when,
        ip,
        method: field('cs-method') ?? 'GET',
        // x-host-header is the Host the viewer asked for; cs(Host) is the distribution's own domain.
        host: headerValue(field('x-host-header')) ?? headerValue(field('cs(Host)')),
        path: stem,
        status,
        userAgent: decoded(field('cs(User-Agent)')) ?? '',
        challenged: false,
        referer: decoded(field('cs(Referer)')),
        utmSource: query && query !== '-' ? utmSourceOf(`?${query}`) : null,
        signed: false,
        cdnVerified: false,
        markdown: isMarkdownType(field('sc-content-type')),
      },
    };
  };
}
