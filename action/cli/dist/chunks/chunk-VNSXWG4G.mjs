import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);

// engine/errors.ts
var BRAND = /* @__PURE__ */ Symbol.for("agentgauge.audit-error");
var AuditError = class extends Error {
  static [Symbol.hasInstance](value) {
    return typeof value === "object" && value !== null && BRAND in value;
  }
  [BRAND] = true;
  code;
  rule;
  /** The option or field at fault, for invalid-options. */
  field;
  /** For target-busy: the Retry-After the site sent, in seconds. */
  retryAfterSeconds;
  /** Requests the audit had sent when it stopped (undefined when it never started one). */
  requests;
  constructor(code, message, extra = {}) {
    super(message);
    this.name = "AuditError";
    this.code = code;
    this.rule = extra.rule;
    this.field = extra.field;
    this.retryAfterSeconds = extra.retryAfterSeconds;
    this.requests = extra.requests;
  }
};
var NOT_TLS_ADVICE = "this port does not speak TLS: try ";

export {
  AuditError,
  NOT_TLS_ADVICE
};
