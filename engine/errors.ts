// Errors the public entry throws. Everything else a target does wrong becomes a check result, not an exception.

export type AuditErrorCode =
  /** Options are invalid (unknown check id, out-of-range timeout, ...). */
  | 'invalid-options'
  /** The URL is not an auditable http(s) URL. */
  | 'invalid-url'
  /** The SSRF rules refused the target; nothing was sent. `rule` names the rule. */
  | 'target-refused'
  /** DNS, connect, TLS or timeout on the start page. */
  | 'target-unreachable';

export class AuditError extends Error {
  readonly code: AuditErrorCode;
  readonly rule: string | undefined;
  /** The option or field at fault, for invalid-options. */
  readonly field: string | undefined;

  constructor(code: AuditErrorCode, message: string, extra: { rule?: string; field?: string } = {}) {
    super(message);
    this.name = 'AuditError';
    this.code = code;
    this.rule = extra.rule;
    this.field = extra.field;
  }
}
