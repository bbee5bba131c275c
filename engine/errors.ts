// Errors the public entry throws. Everything else a target does wrong becomes a check result, not an exception.

export type AuditErrorCode =
  /** Options are invalid (unknown check id, out-of-range timeout, ...). */
  | 'invalid-options'
  /** The URL is not an auditable http(s) URL. */
  | 'invalid-url'
  /** The SSRF rules refused the target; nothing was sent. `rule` names the rule. */
  | 'target-refused'
  /** DNS, connect, TLS or timeout on the start page. */
  | 'target-unreachable'
  /**
   * The audit's process stopped before the audit finished (it passed a budget, or crashed). With `rule` set
   * ('memory', 'cpu' or 'time'), the audit ran alone in the process and passed that budget itself: a retry would end
   * the same way. Without it, worth one retry: the audit that exhausted the budget may have been another one.
   */
  | 'audit-interrupted'
  /** A bulk audit (options.bulk): robots.txt's group for the scanner's token disallows the start page; `rule` is the line. */
  | 'target-opted-out'
  /** A bulk audit: the start page answered 429 or 503 with Retry-After; `retryAfterSeconds` says when to come back. */
  | 'target-busy';

// instanceof must hold across copies of this module: the web build and the scan worker load the engine separately
// in one process, and errors that cross from an audit thread are rebuilt by whichever copy owns the pool.
const BRAND = Symbol.for('agentgauge.audit-error');

export class AuditError extends Error {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && BRAND in value;
  }

  readonly [BRAND] = true;
  readonly code: AuditErrorCode;
  readonly rule: string | undefined;
  /** The option or field at fault, for invalid-options. */
  readonly field: string | undefined;
  /** For target-busy: the Retry-After the site sent, in seconds. */
  readonly retryAfterSeconds: number | undefined;
  /** Requests the audit had sent when it stopped (undefined when it never started one). */
  readonly requests: number | undefined;

  constructor(code: AuditErrorCode, message: string, extra: { rule?: string; field?: string; retryAfterSeconds?: number; requests?: number } = {}) {
    super(message);
    this.name = 'AuditError';
    this.code = code;
    this.rule = extra.rule;
    this.field = extra.field;
    this.retryAfterSeconds = extra.retryAfterSeconds;
    this.requests = extra.requests;
  }
}

/**
 * In a target-unreachable message: the start page is https on a port that answers without TLS, and the message goes
 * on with the http:// address to try. The same answer every time, so a stored scan does not retry it.
 */
export const NOT_TLS_ADVICE = 'this port does not speak TLS: try ';

/** The first line of what was thrown, at most `max` characters: how a caught error is quoted in evidence. */
export function errorLine(error: unknown, max = 200): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, max);
}
