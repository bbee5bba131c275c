// Turns what went wrong on the wire into a FetchErrorCode and one sentence a site owner can read.
import { BodyDecodingError } from './body.js';
import type { FetchErrorCode } from './types.js';

export interface Classified {
  code: FetchErrorCode;
  message: string;
  /** Worth another attempt (a transient network condition, not a deterministic answer). */
  retryable: boolean;
}

/** Error codes along the `cause` chain (undici wraps socket and TLS errors). */
function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    const nested = (current as { errors?: unknown }).errors;
    if (Array.isArray(nested)) codes.push(...nested.flatMap(codesOf));
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}

/** The words of a TLS mismatch (an https URL on a port that answers in plain HTTP or another protocol). */
export const NOT_TLS_WORDS = 'does not speak TLS on this port';

const NOT_TLS_CODE = /WRONG_VERSION_NUMBER|PACKET_LENGTH_TOO_LONG|UNKNOWN_PROTOCOL|HTTP_REQUEST|RECORD_LAYER_FAILURE/;
const TLS_CODE = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER|HOSTNAME_MISMATCH|ERR_OSSL/;

/** Why a request ended early because a signal fired: the deadline (or an audit deadline) versus a cancellation. */
export function classifyAbort(reason: unknown, host: string, timeoutMs: number, byAudit: boolean): Classified {
  if ((reason as { name?: unknown } | null)?.name === 'TimeoutError') {
    const message = byAudit
      ? `The audit ran out of time before ${host} answered completely.`
      : `${host} did not answer completely within ${timeoutMs} ms.`;
    return { code: 'timeout', message, retryable: false };
  }
  return { code: 'aborted', message: 'The request was cancelled before it completed.', retryable: false };
}

/** Codes of a connection the other end closed or reset under a request. */
const CLOSED_CODES = ['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'ECONNABORTED', 'UND_ERR_CLOSED'];

/** Whether the error is the connection closing under the request (not a timeout, a TLS or a parse failure). */
export function isConnectionClosed(error: unknown): boolean {
  return classifyError(error, '').code === 'network' && codesOf(error).some((code) => CLOSED_CODES.includes(code));
}

export function classifyError(error: unknown, host: string): Classified {
  if (error instanceof BodyDecodingError) return { code: 'network', message: error.message, retryable: false };
  const codes = codesOf(error);
  const has = (...wanted: string[]) => codes.some((code) => wanted.includes(code));
  if (has('ENOTFOUND', 'ENODATA')) return { code: 'dns', message: `The host name ${host} does not exist.`, retryable: false };
  if (has('EAI_AGAIN')) return { code: 'dns', message: `The host name ${host} could not be resolved in time.`, retryable: true };
  // The other end answered, but not in TLS (an HTTP server on the port, or another protocol): no HTTPS there at all,
  // which is not a certificate problem (checks.md, http-semantics).
  const notTls = codes.find((code) => NOT_TLS_CODE.test(code));
  if (notTls) return { code: 'tls', message: `${host} ${NOT_TLS_WORDS} (${notTls}).`, retryable: false };
  if (codes.some((code) => TLS_CODE.test(code))) {
    const detail = codes.find((code) => TLS_CODE.test(code))!;
    return { code: 'tls', message: `The TLS certificate of ${host} could not be verified (${detail}).`, retryable: false };
  }
  if (has('UND_ERR_CONNECT_TIMEOUT')) return { code: 'timeout', message: `Connecting to ${host} timed out.`, retryable: false };
  if (has('UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT')) {
    return { code: 'timeout', message: `${host} stopped answering before the response was complete.`, retryable: false };
  }
  if (has('UND_ERR_HEADERS_OVERFLOW')) {
    return { code: 'network', message: `${host} sent response headers larger than the accepted limit.`, retryable: false };
  }
  if (has('ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL')) {
    return { code: 'connect', message: `${host} refused or could not be reached for a connection.`, retryable: true };
  }
  if (codes.some((code) => code.startsWith('HPE_'))) {
    return { code: 'network', message: `${host} sent a malformed HTTP response.`, retryable: false };
  }
  if (has(...CLOSED_CODES)) {
    return { code: 'network', message: `${host} closed the connection before the response was complete.`, retryable: true };
  }
  return { code: 'network', message: `The request to ${host} failed (${codes[0] ?? 'unknown network error'}).`, retryable: true };
}
